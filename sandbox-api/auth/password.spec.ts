import { describe, expect, it } from 'vitest';
import { hashPassword, needsRehash, OWASP_SCRYPT, SANDBOX_SCRYPT, scryptParamsFor, verifyAgainstDummy, verifyPassword } from './password';

describe('password hashing (scrypt)', () => {
  it('verifies the right password and refuses others', async () => {
    const hash = await hashPassword('Sandbox#2026', SANDBOX_SCRYPT);
    expect(hash).toMatch(/^scrypt\$16384\$8\$1\$[A-Za-z0-9+/=]+\$[A-Za-z0-9+/=]+$/);
    expect(await verifyPassword('Sandbox#2026', hash)).toBe(true);
    expect(await verifyPassword('sandbox#2026', hash)).toBe(false);
    expect(await verifyPassword('', hash)).toBe(false);
  });

  it("hashes with OWASP's parameters in production (N=2^17, r=8, p=1), and a hash of the older ones still verifies and is due an upgrade", async () => {
    expect(scryptParamsFor({ sandbox: false })).toEqual({ N: 131_072, r: 8, p: 1 });
    expect(scryptParamsFor({ sandbox: true })).toBe(SANDBOX_SCRYPT);
    const current = await hashPassword('Sandbox#2026', OWASP_SCRYPT);
    expect(current).toMatch(/^scrypt\$131072\$8\$1\$/);
    expect(await verifyPassword('Sandbox#2026', current)).toBe(true);
    expect(await verifyPassword('Sandbox#2025', current)).toBe(false);
    expect(needsRehash(current, OWASP_SCRYPT)).toBe(false);

    const older = await hashPassword('Sandbox#2026', SANDBOX_SCRYPT);
    expect(await verifyPassword('Sandbox#2026', older)).toBe(true);
    expect(needsRehash(older, OWASP_SCRYPT)).toBe(true);
    expect(needsRehash(older, SANDBOX_SCRYPT)).toBe(false);
    // A stronger hash is never "upgraded" down.
    expect(needsRehash(current, SANDBOX_SCRYPT)).toBe(false);
  });

  it('salts every hash', async () => {
    expect(await hashPassword('same', SANDBOX_SCRYPT)).not.toBe(await hashPassword('same', SANDBOX_SCRYPT));
  });

  it('refuses a stored value that is not a scrypt hash', async () => {
    expect(await verifyPassword('x', 'plaintext')).toBe(false);
    expect(needsRehash('plaintext', SANDBOX_SCRYPT)).toBe(true);
  });

  it('spends about the same time on an unknown account as on a wrong password', async () => {
    const hash = await hashPassword('Sandbox#2026', SANDBOX_SCRYPT);
    await verifyAgainstDummy('warm-up', SANDBOX_SCRYPT);
    const time = async (fn: () => Promise<unknown>) => {
      const start = performance.now();
      for (let i = 0; i < 5; i++) await fn();
      return performance.now() - start;
    };
    const wrong = await time(() => verifyPassword('wrong', hash));
    const unknown = await time(() => verifyAgainstDummy('wrong', SANDBOX_SCRYPT));
    expect(await verifyAgainstDummy('anything', SANDBOX_SCRYPT)).toBe(false);
    expect(unknown / wrong).toBeGreaterThan(0.5);
    expect(unknown / wrong).toBeLessThan(2);
  });
});
