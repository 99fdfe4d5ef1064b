import { describe, expect, it } from 'vitest';
import { useHarness } from '../test/harness';

/**
 * Migration 018: the activity log refuses a DELETE from anywhere but the cascade of its merchant's
 * removal (no trigger-depth exemption), and refuses TRUNCATE. Tests never clean the table: each
 * test file runs on a fresh database of its own (test/harness.ts).
 */
const h = useHarness();

async function newRecord(email: string): Promise<string> {
  const merchantId = await h.userId(email);
  const { rows } = await h.db.query<{ id: string }>(
    `INSERT INTO activity_log (merchant_id, actor_user_id, actor_email, type) VALUES ($1, $1, $2, 'sign_in') RETURNING id`,
    [merchantId, email],
  );
  return rows[0].id;
}

const count = async (id: string) => (await h.db.query('SELECT 1 FROM activity_log WHERE id = $1', [id])).rows.length;

describe('the activity log is append-only, without exemptions', () => {
  it('refuses a DELETE run by another trigger, which the old depth exemption let through', async () => {
    const id = await newRecord('merchant@sandbox.test');
    await h.db.exec(`
      CREATE TABLE sneak (id uuid);
      CREATE FUNCTION sneak_delete() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        DELETE FROM activity_log WHERE id = NEW.id;
        RETURN NEW;
      END $$;
      CREATE TRIGGER sneak_delete AFTER INSERT ON sneak FOR EACH ROW EXECUTE FUNCTION sneak_delete();`);
    await expect(h.db.query('INSERT INTO sneak (id) VALUES ($1)', [id])).rejects.toThrow(/append-only/);
    expect(await count(id)).toBe(1);
  });

  it('refuses TRUNCATE, directly or by a cascade from the merchants it references', async () => {
    const id = await newRecord('merchant@sandbox.test');
    await expect(h.db.exec('TRUNCATE activity_log')).rejects.toThrow(/append-only/);
    await expect(h.db.exec('TRUNCATE merchants CASCADE')).rejects.toThrow(/append-only/);
    expect(await count(id)).toBe(1);
  });

  it("still goes with its merchant when the merchant's account is deleted", async () => {
    const id = await newRecord('other@sandbox.test');
    const kept = await newRecord('merchant@sandbox.test');
    await h.db.query('DELETE FROM users WHERE id = $1', [await h.userId('other@sandbox.test')]);
    expect(await count(id)).toBe(0);
    expect(await count(kept)).toBe(1);
  });
});
