import { describe, expect, it } from 'vitest';
import { hashPassword, verifyAgainstDummy, verifyPassword } from './password';

describe('password hashing (scrypt)', () => {
  it('verifies the right password and refuses others', async () => {
    const hash = await hashPassword('Sandbox#2026');
    expect(hash).toMatch(/^scrypt\$16384\$8\$1\$[A-Za-z0-9+/=]+\$[A-Za-z0-9+/=]+$/);
    expect(await verifyPassword('Sandbox#2026', hash)).toBe(true);
    expect(await verifyPassword('sandbox#2026', hash)).toBe(false);
    expect(await verifyPassword('', hash)).toBe(false);
  });

  it('salts every hash', async () => {
    expect(await hashPassword('same')).not.toBe(await hashPassword('same'));
  });

  it('refuses a stored value that is not a scrypt hash', async () => {
    expect(await verifyPassword('x', 'plaintext')).toBe(false);
  });

  it('spends about the same time on an unknown account as on a wrong password', async () => {
    const hash = await hashPassword('Sandbox#2026');
    await verifyAgainstDummy('warm-up');
    const time = async (fn: () => Promise<unknown>) => {
      const start = performance.now();
      for (let i = 0; i < 5; i++) await fn();
      return performance.now() - start;
    };
    const wrong = await time(() => verifyPassword('wrong', hash));
    const unknown = await time(() => verifyAgainstDummy('wrong'));
    expect(await verifyAgainstDummy('anything')).toBe(false);
    expect(unknown / wrong).toBeGreaterThan(0.5);
    expect(unknown / wrong).toBeLessThan(2);
  });
});
