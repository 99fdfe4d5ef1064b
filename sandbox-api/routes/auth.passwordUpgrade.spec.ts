import { describe, expect, it } from 'vitest';
import { hashPassword, SANDBOX_SCRYPT, verifyPassword } from '../auth/password';
import { PRODUCTION_ENV, useHarness } from '../test/harness';

/** Issue 26, 2.7: OWASP's scrypt parameters in production, and an older hash upgraded at sign-in. */

const h = useHarness({ seed: false, env: PRODUCTION_ENV });

const PASSWORD = 'Upgrade#Pass2026';
const login = (password: string) =>
  h.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email: 'older-hash@example.com', password } });
const storedHash = async () =>
  (await h.db.query<{ password_hash: string }>(`SELECT password_hash FROM users WHERE email = 'older-hash@example.com'`)).rows[0].password_hash;

describe('a password hash of older parameters', () => {
  it('still signs in, is replaced by a hash of N=2^17, r=8, p=1 at that sign-in, and the password keeps working', async () => {
    const older = await hashPassword(PASSWORD, SANDBOX_SCRYPT);
    const { rows } = await h.db.query<{ id: string }>(
      `INSERT INTO users (email, name, password_hash, role) VALUES ('older-hash@example.com', 'Older Hash', $1, 'merchant') RETURNING id`,
      [older],
    );
    await h.db.query(`INSERT INTO merchants (id, api_key, api_secret_encrypted) VALUES ($1, $2, 'sealed')`, [rows[0].id, `ak_${rows[0].id}`]);

    // A wrong password changes nothing.
    expect((await login('Wrong#Pass2026')).statusCode).toBe(401);
    expect(await storedHash()).toBe(older);

    expect((await login(PASSWORD)).statusCode).toBe(200);
    const upgraded = await storedHash();
    expect(upgraded).toMatch(/^scrypt\$131072\$8\$1\$/);
    expect(await verifyPassword(PASSWORD, upgraded)).toBe(true);

    expect((await login(PASSWORD)).statusCode).toBe(200);
    expect(await storedHash()).toBe(upgraded);
  });
});
