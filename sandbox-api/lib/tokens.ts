import { createHash, createHmac, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';

/** A bearer secret (session token, reset token): 256 random bits, URL-safe. */
export function randomToken(): string {
  return randomBytes(32).toString('base64url');
}

/** A numeric one-time code with leading zeros kept, from a CSPRNG. */
export function randomDigits(length: number): string {
  return randomInt(0, 10 ** length).toString().padStart(length, '0');
}

/** Session tokens are long and random, so a plain SHA-256 is enough to make a stolen table useless. */
export function sha256Hex(text: string): string {
  return createHash('sha256').update(text).digest('hex');
}

/** Short codes have few possible values; a keyed hash keeps a leaked table from being brute-forced offline. */
export function hmacHex(key: Buffer, text: string): string {
  return createHmac('sha256', key).update(text).digest('hex');
}

export function safeEqualHex(a: string, b: string): boolean {
  const left = Buffer.from(a, 'hex');
  const right = Buffer.from(b, 'hex');
  return left.length === right.length && timingSafeEqual(left, right);
}
