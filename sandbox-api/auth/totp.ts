import { createHmac, randomBytes } from 'node:crypto';

/** RFC 6238 TOTP as authenticator apps use it: HMAC-SHA-1, 30-second steps, 6 digits. */
export const TOTP_STEP_SECONDS = 30;
const DIGITS = 6;
const BASE32 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';

export function base32Encode(bytes: Uint8Array): string {
  let bits = 0;
  let value = 0;
  let out = '';
  for (const byte of bytes) {
    value = (value << 8) | byte;
    bits += 8;
    while (bits >= 5) {
      out += BASE32[(value >>> (bits - 5)) & 31];
      bits -= 5;
    }
  }
  if (bits > 0) out += BASE32[(value << (5 - bits)) & 31];
  return out;
}

/** Accepts lower case, spaces and padding, as people copy secrets from apps. Null when invalid. */
export function base32Decode(text: string): Buffer | null {
  const clean = text.replace(/[\s=]/g, '').toUpperCase();
  let bits = 0;
  let value = 0;
  const out: number[] = [];
  for (const char of clean) {
    const index = BASE32.indexOf(char);
    if (index < 0) return null;
    value = (value << 5) | index;
    bits += 5;
    if (bits >= 8) {
      out.push((value >>> (bits - 8)) & 255);
      bits -= 8;
    }
  }
  return Buffer.from(out);
}

/** RFC 4226 HOTP: dynamic truncation of HMAC-SHA-1 over the 8-byte big-endian counter. */
export function hotp(key: Buffer, counter: number): string {
  const message = Buffer.alloc(8);
  message.writeBigUInt64BE(BigInt(counter));
  const mac = createHmac('sha1', key).update(message).digest();
  const offset = mac[mac.length - 1] & 0x0f;
  const binary = mac.readUInt32BE(offset) & 0x7fffffff;
  return String(binary % 10 ** DIGITS).padStart(DIGITS, '0');
}

export function timeStep(nowMs: number): number {
  return Math.floor(nowMs / 1000 / TOTP_STEP_SECONDS);
}

export function totpCode(base32Secret: string, nowMs = Date.now()): string {
  const key = base32Decode(base32Secret);
  if (!key) throw new Error('Invalid base32 secret');
  return hotp(key, timeStep(nowMs));
}

/**
 * The time step the code belongs to, accepting one step either side for clock drift, or null.
 * Steps at or before `lastUsedStep` are refused, so an observed code cannot be replayed.
 */
export function verifyTotp(
  base32Secret: string,
  code: string,
  options: { nowMs?: number; lastUsedStep?: number | null } = {},
): number | null {
  const key = base32Decode(base32Secret);
  if (!key || !/^\d{6}$/.test(code)) return null;
  const current = timeStep(options.nowMs ?? Date.now());
  for (const step of [current - 1, current, current + 1]) {
    if (options.lastUsedStep != null && step <= options.lastUsedStep) continue;
    if (hotp(key, step) === code) return step;
  }
  return null;
}

/** 160 random bits, the size RFC 4226 recommends, in base32 for the authenticator app. */
export function generateTotpSecret(): string {
  return base32Encode(randomBytes(20));
}

/** The otpauth:// URI authenticator apps scan as a QR code (Google Authenticator key-uri format). */
export function otpauthUri(options: { secret: string; account: string; issuer: string }): string {
  const label = `${encodeURIComponent(options.issuer)}:${encodeURIComponent(options.account)}`;
  const query = new URLSearchParams({
    secret: options.secret,
    issuer: options.issuer,
    algorithm: 'SHA1',
    digits: String(DIGITS),
    period: String(TOTP_STEP_SECONDS),
  });
  return `otpauth://totp/${label}?${query}`;
}
