/**
 * SHA-256 and Keccak-256 in plain TypeScript. Wallet addresses are checked in the browser as well
 * as on the server (DECISIONS.md section 5), and neither Web Crypto (async, no Keccak) nor
 * node:crypto (Node only) serves both, so the two hashes the address formats need live here.
 */

const SHA256_K = new Uint32Array([
  0x428a2f98, 0x71374491, 0xb5c0fbcf, 0xe9b5dba5, 0x3956c25b, 0x59f111f1, 0x923f82a4, 0xab1c5ed5,
  0xd807aa98, 0x12835b01, 0x243185be, 0x550c7dc3, 0x72be5d74, 0x80deb1fe, 0x9bdc06a7, 0xc19bf174,
  0xe49b69c1, 0xefbe4786, 0x0fc19dc6, 0x240ca1cc, 0x2de92c6f, 0x4a7484aa, 0x5cb0a9dc, 0x76f988da,
  0x983e5152, 0xa831c66d, 0xb00327c8, 0xbf597fc7, 0xc6e00bf3, 0xd5a79147, 0x06ca6351, 0x14292967,
  0x27b70a85, 0x2e1b2138, 0x4d2c6dfc, 0x53380d13, 0x650a7354, 0x766a0abb, 0x81c2c92e, 0x92722c85,
  0xa2bfe8a1, 0xa81a664b, 0xc24b8b70, 0xc76c51a3, 0xd192e819, 0xd6990624, 0xf40e3585, 0x106aa070,
  0x19a4c116, 0x1e376c08, 0x2748774c, 0x34b0bcb5, 0x391c0cb3, 0x4ed8aa4a, 0x5b9cca4f, 0x682e6ff3,
  0x748f82ee, 0x78a5636f, 0x84c87814, 0x8cc70208, 0x90befffa, 0xa4506ceb, 0xbef9a3f7, 0xc67178f2,
]);

const rotr = (x: number, n: number) => (x >>> n) | (x << (32 - n));

export function sha256(data: Uint8Array): Uint8Array {
  const bitLength = data.length * 8;
  const padded = new Uint8Array(Math.ceil((data.length + 9) / 64) * 64);
  padded.set(data);
  padded[data.length] = 0x80;
  const view = new DataView(padded.buffer);
  view.setUint32(padded.length - 8, Math.floor(bitLength / 2 ** 32));
  view.setUint32(padded.length - 4, bitLength >>> 0);

  const h = new Uint32Array([
    0x6a09e667, 0xbb67ae85, 0x3c6ef372, 0xa54ff53a, 0x510e527f, 0x9b05688c, 0x1f83d9ab, 0x5be0cd19,
  ]);
  const w = new Uint32Array(64);
  for (let offset = 0; offset < padded.length; offset += 64) {
    for (let i = 0; i < 16; i++) w[i] = view.getUint32(offset + i * 4);
    for (let i = 16; i < 64; i++) {
      const s0 = rotr(w[i - 15], 7) ^ rotr(w[i - 15], 18) ^ (w[i - 15] >>> 3);
      const s1 = rotr(w[i - 2], 17) ^ rotr(w[i - 2], 19) ^ (w[i - 2] >>> 10);
      w[i] = (w[i - 16] + s0 + w[i - 7] + s1) >>> 0;
    }
    let [a, b, c, d, e, f, g, hh] = h;
    for (let i = 0; i < 64; i++) {
      const t1 = (hh + (rotr(e, 6) ^ rotr(e, 11) ^ rotr(e, 25)) + ((e & f) ^ (~e & g)) + SHA256_K[i] + w[i]) >>> 0;
      const t2 = ((rotr(a, 2) ^ rotr(a, 13) ^ rotr(a, 22)) + ((a & b) ^ (a & c) ^ (b & c))) >>> 0;
      hh = g;
      g = f;
      f = e;
      e = (d + t1) >>> 0;
      d = c;
      c = b;
      b = a;
      a = (t1 + t2) >>> 0;
    }
    h[0] += a;
    h[1] += b;
    h[2] += c;
    h[3] += d;
    h[4] += e;
    h[5] += f;
    h[6] += g;
    h[7] += hh;
  }
  const out = new Uint8Array(32);
  const outView = new DataView(out.buffer);
  h.forEach((word, i) => outView.setUint32(i * 4, word));
  return out;
}

/** Keccak-f[1600] round constants as [low, high] 32-bit halves. */
const ROUND_CONSTANTS = [
  [0x00000001, 0x00000000], [0x00008082, 0x00000000], [0x0000808a, 0x80000000], [0x80008000, 0x80000000],
  [0x0000808b, 0x00000000], [0x80000001, 0x00000000], [0x80008081, 0x80000000], [0x00008009, 0x80000000],
  [0x0000008a, 0x00000000], [0x00000088, 0x00000000], [0x80008009, 0x00000000], [0x8000000a, 0x00000000],
  [0x8000808b, 0x00000000], [0x0000008b, 0x80000000], [0x00008089, 0x80000000], [0x00008003, 0x80000000],
  [0x00008002, 0x80000000], [0x00000080, 0x80000000], [0x0000800a, 0x00000000], [0x8000000a, 0x80000000],
  [0x80008081, 0x80000000], [0x00008080, 0x80000000], [0x80000001, 0x00000000], [0x80008008, 0x80000000],
];

/** Rotation offsets of the rho step, indexed by lane x + 5y. */
const RHO = [0, 1, 62, 28, 27, 36, 44, 6, 55, 20, 3, 10, 43, 25, 39, 41, 45, 15, 21, 8, 18, 2, 61, 56, 14];

/** Each 64-bit lane is two 32-bit words (low at 2i, high at 2i+1): JavaScript has no fast 64-bit integer. */
function keccakF1600(state: Uint32Array): void {
  const c = new Uint32Array(10);
  const b = new Uint32Array(50);
  for (const [rcLow, rcHigh] of ROUND_CONSTANTS) {
    // theta
    for (let x = 0; x < 5; x++) {
      c[2 * x] = state[2 * x] ^ state[2 * x + 10] ^ state[2 * x + 20] ^ state[2 * x + 30] ^ state[2 * x + 40];
      c[2 * x + 1] = state[2 * x + 1] ^ state[2 * x + 11] ^ state[2 * x + 21] ^ state[2 * x + 31] ^ state[2 * x + 41];
    }
    for (let x = 0; x < 5; x++) {
      const left = (x + 4) % 5;
      const right = (x + 1) % 5;
      const dLow = c[2 * left] ^ ((c[2 * right] << 1) | (c[2 * right + 1] >>> 31));
      const dHigh = c[2 * left + 1] ^ ((c[2 * right + 1] << 1) | (c[2 * right] >>> 31));
      for (let y = 0; y < 25; y += 5) {
        state[2 * (x + y)] ^= dLow;
        state[2 * (x + y) + 1] ^= dHigh;
      }
    }
    // rho and pi: lane (x, y) moves to (y, 2x + 3y) rotated by RHO
    for (let x = 0; x < 5; x++) {
      for (let y = 0; y < 5; y++) {
        const from = x + 5 * y;
        const to = y + 5 * ((2 * x + 3 * y) % 5);
        const low = state[2 * from];
        const high = state[2 * from + 1];
        const n = RHO[from];
        if (n === 0) {
          b[2 * to] = low;
          b[2 * to + 1] = high;
        } else if (n < 32) {
          b[2 * to] = (low << n) | (high >>> (32 - n));
          b[2 * to + 1] = (high << n) | (low >>> (32 - n));
        } else if (n === 32) {
          b[2 * to] = high;
          b[2 * to + 1] = low;
        } else {
          const m = n - 32;
          b[2 * to] = (high << m) | (low >>> (32 - m));
          b[2 * to + 1] = (low << m) | (high >>> (32 - m));
        }
      }
    }
    // chi
    for (let y = 0; y < 25; y += 5) {
      for (let x = 0; x < 5; x++) {
        const i = x + y;
        const i1 = ((x + 1) % 5) + y;
        const i2 = ((x + 2) % 5) + y;
        state[2 * i] = b[2 * i] ^ (~b[2 * i1] & b[2 * i2]);
        state[2 * i + 1] = b[2 * i + 1] ^ (~b[2 * i1 + 1] & b[2 * i2 + 1]);
      }
    }
    // iota
    state[0] ^= rcLow;
    state[1] ^= rcHigh;
  }
}

/** A 256-bit Keccak sponge (rate 136 bytes); `domain` is the padding byte: 0x01 Keccak, 0x06 SHA-3. */
function sponge256(data: Uint8Array, domain: number): Uint8Array {
  const rate = 136;
  const blocks = Math.floor(data.length / rate) + 1;
  const padded = new Uint8Array(blocks * rate);
  padded.set(data);
  padded[data.length] ^= domain;
  padded[padded.length - 1] ^= 0x80;

  const state = new Uint32Array(50);
  const view = new DataView(padded.buffer);
  for (let offset = 0; offset < padded.length; offset += rate) {
    for (let i = 0; i < rate / 4; i++) state[i] ^= view.getUint32(offset + i * 4, true);
    keccakF1600(state);
  }
  const out = new Uint8Array(32);
  const outView = new DataView(out.buffer);
  for (let i = 0; i < 8; i++) outView.setUint32(i * 4, state[i], true);
  return out;
}

/** The original Keccak-256 that Ethereum uses (EIP-55 checksums), not the standardised SHA3-256. */
export function keccak256(data: Uint8Array): Uint8Array {
  return sponge256(data, 0x01);
}

/** FIPS 202 SHA3-256: the same sponge with other padding; lets tests cross-check the sponge against node:crypto. */
export function sha3_256(data: Uint8Array): Uint8Array {
  return sponge256(data, 0x06);
}

export function toHex(bytes: Uint8Array): string {
  let hex = '';
  for (const byte of bytes) hex += byte.toString(16).padStart(2, '0');
  return hex;
}

export function utf8(text: string): Uint8Array {
  return new TextEncoder().encode(text);
}
