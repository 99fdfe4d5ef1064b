import { randomBytes, scrypt, timingSafeEqual } from 'node:crypto';
import type { Config } from '../config';

/**
 * Password hashing with scrypt (DECISIONS.md section 5). The stored form carries its parameters,
 * `scrypt$N$r$p$salt$hash`, so they can be raised without breaking existing hashes: an older hash
 * still verifies, and is replaced at the next sign-in (needsRehash).
 */
export interface ScryptParams {
  N: number;
  r: number;
  p: number;
}

/** OWASP Password Storage Cheat Sheet: N=2^17, r=8, p=1, i.e. 128 MiB and a few hundred ms a hash. */
export const OWASP_SCRYPT: ScryptParams = { N: 2 ** 17, r: 8, p: 1 };

/**
 * Sandbox mode (development, the tests, the demo accounts whose password is public) keeps the
 * earlier N=2^14: at 2^17 each sign-in of the API and end-to-end tests would cost about 8 times as much.
 */
export const SANDBOX_SCRYPT: ScryptParams = { N: 2 ** 14, r: 8, p: 1 };

export const scryptParamsFor = (config: Pick<Config, 'sandbox'>): ScryptParams => (config.sandbox ? SANDBOX_SCRYPT : OWASP_SCRYPT);

const KEY_LENGTH = 64;
/** scrypt needs 128 * N * r bytes; Node's default cap (32 MiB) is below OWASP's 128 MiB. */
const MAX_MEMORY = 256 * 1024 * 1024;

function derive(password: string, salt: Buffer, params: ScryptParams): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    scrypt(password.normalize('NFKC'), salt, KEY_LENGTH, { ...params, maxmem: MAX_MEMORY }, (error, key) =>
      error ? reject(error) : resolve(key),
    );
  });
}

export async function hashPassword(password: string, params: ScryptParams): Promise<string> {
  const salt = randomBytes(16);
  const key = await derive(password, salt, params);
  return ['scrypt', params.N, params.r, params.p, salt.toString('base64'), key.toString('base64')].join('$');
}

function parse(stored: string): { params: ScryptParams; salt: Buffer; hash: Buffer } | null {
  const [scheme, n, r, p, salt, hash] = stored.split('$');
  if (scheme !== 'scrypt' || !salt || !hash) return null;
  return { params: { N: Number(n), r: Number(r), p: Number(p) }, salt: Buffer.from(salt, 'base64'), hash: Buffer.from(hash, 'base64') };
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const parsed = parse(stored);
  if (!parsed) return false;
  const actual = await derive(password, parsed.salt, parsed.params);
  return actual.length === parsed.hash.length && timingSafeEqual(actual, parsed.hash);
}

/** Whether a stored hash is weaker than the target parameters, and is to be replaced at sign-in. */
export function needsRehash(stored: string, target: ScryptParams): boolean {
  const params = parse(stored)?.params;
  return !params || params.N < target.N || params.r < target.r || params.p < target.p;
}

/**
 * A hash of a random password, compared against when the account does not exist, so that an
 * unknown email costs the same time as a wrong password and answers cannot enumerate accounts.
 * One per parameter set, as the real hashes have.
 */
const dummyHashes = new Map<string, Promise<string>>();
export async function verifyAgainstDummy(password: string, params: ScryptParams): Promise<false> {
  const key = `${params.N}$${params.r}$${params.p}`;
  let dummy = dummyHashes.get(key);
  if (!dummy) {
    dummy = hashPassword(randomBytes(16).toString('hex'), params);
    dummyHashes.set(key, dummy);
  }
  await verifyPassword(password, await dummy);
  return false;
}
