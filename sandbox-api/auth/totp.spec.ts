import { execFileSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { base32Decode, base32Encode, generateTotpSecret, hotp, otpauthUri, timeStep, totpCode, verifyTotp } from './totp';

const DEMO_SECRET = 'JBSWY3DPEHPK3PXP';

/** oathtool is an independent RFC 6238 implementation (/usr/bin/oathtool). */
function oathtool(secret: string, at?: Date): string {
  const args = ['--totp', '-b', secret];
  if (at) args.push('--now', at.toISOString().replace('T', ' ').replace(/\.\d+Z$/, ' UTC'));
  return execFileSync('oathtool', args, { encoding: 'utf8' }).trim();
}

describe('TOTP (RFC 6238)', () => {
  it('gives the RFC 6238 SHA-1 test vectors (last 6 digits)', () => {
    const key = Buffer.from('12345678901234567890');
    const vectors: [number, string][] = [
      [59, '287082'],
      [1111111109, '081804'],
      [1111111111, '050471'],
      [1234567890, '005924'],
      [2000000000, '279037'],
      [20000000000, '353130'],
    ];
    for (const [seconds, code] of vectors) expect(hotp(key, Math.floor(seconds / 30))).toBe(code);
  });

  it('agrees with oathtool for the demo secret, now and at fixed times', () => {
    const now = Date.now();
    const ours = totpCode(DEMO_SECRET, now);
    const theirs = oathtool(DEMO_SECRET);
    // The two calls may straddle a 30-second boundary; then oathtool matches the next step.
    expect([ours, totpCode(DEMO_SECRET, now + 30_000)]).toContain(theirs);
    for (const at of ['2026-01-01T00:00:00Z', '2026-06-15T12:34:56Z', '2031-03-09T23:59:59Z']) {
      expect(totpCode(DEMO_SECRET, Date.parse(at))).toBe(oathtool(DEMO_SECRET, new Date(at)));
    }
  });

  it('agrees with oathtool for a freshly generated secret', () => {
    const secret = generateTotpSecret();
    const at = new Date('2026-04-01T08:00:10Z');
    expect(totpCode(secret, at.getTime())).toBe(oathtool(secret, at));
  });

  it('accepts one step of drift either side and nothing further', () => {
    const now = Date.parse('2026-05-05T10:00:15Z');
    expect(verifyTotp(DEMO_SECRET, totpCode(DEMO_SECRET, now), { nowMs: now })).toBe(timeStep(now));
    expect(verifyTotp(DEMO_SECRET, totpCode(DEMO_SECRET, now - 30_000), { nowMs: now })).toBe(timeStep(now) - 1);
    expect(verifyTotp(DEMO_SECRET, totpCode(DEMO_SECRET, now + 30_000), { nowMs: now })).toBe(timeStep(now) + 1);
    expect(verifyTotp(DEMO_SECRET, totpCode(DEMO_SECRET, now - 60_000), { nowMs: now })).toBeNull();
    expect(verifyTotp(DEMO_SECRET, totpCode(DEMO_SECRET, now + 60_000), { nowMs: now })).toBeNull();
  });

  it('refuses a code of a step already used (no replay)', () => {
    const now = Date.parse('2026-05-05T10:00:15Z');
    const code = totpCode(DEMO_SECRET, now);
    expect(verifyTotp(DEMO_SECRET, code, { nowMs: now, lastUsedStep: timeStep(now) })).toBeNull();
    expect(verifyTotp(DEMO_SECRET, code, { nowMs: now, lastUsedStep: timeStep(now) - 1 })).toBe(timeStep(now));
  });

  it('refuses malformed codes and secrets', () => {
    expect(verifyTotp(DEMO_SECRET, '12345')).toBeNull();
    expect(verifyTotp(DEMO_SECRET, 'abcdef')).toBeNull();
    expect(verifyTotp('not base32!', '123456')).toBeNull();
  });

  it('round-trips base32 and accepts the forms people paste', () => {
    const bytes = Buffer.from('any bytes \u0000\u00ff', 'latin1');
    expect(base32Decode(base32Encode(bytes))).toEqual(bytes);
    expect(base32Decode('jbsw y3dp ehpk 3pxp')).toEqual(base32Decode(DEMO_SECRET));
    expect(base32Decode('JBSWY3DPEHPK3PXP====')).toEqual(base32Decode(DEMO_SECRET));
    expect(generateTotpSecret()).toMatch(/^[A-Z2-7]{32}$/);
  });

  it('builds the otpauth URI authenticator apps scan', () => {
    const uri = new URL(otpauthUri({ secret: DEMO_SECRET, account: 'totp@sandbox.test', issuer: 'USDT Merchant Sandbox' }));
    expect(uri.protocol).toBe('otpauth:');
    expect(uri.host).toBe('totp');
    expect(decodeURIComponent(uri.pathname)).toBe('/USDT Merchant Sandbox:totp@sandbox.test');
    expect(Object.fromEntries(uri.searchParams)).toEqual({
      secret: DEMO_SECRET,
      issuer: 'USDT Merchant Sandbox',
      algorithm: 'SHA1',
      digits: '6',
      period: '30',
    });
  });
});
