import { describe, expect, it, vi } from 'vitest';
import { anotherInstanceDb, useHarness } from '../test/harness';
import { AUTH_CHANGED, CHANGES_LOST, FirstHearing, NOTIFICATIONS_CHANGED, subjectOf, topicOf, TRANSACTIONS_CHANGED, WALLETS_CHANGED } from './changes';
import { createPgDb } from './pg';
import type { Queryable } from './types';

const h = useHarness();

/** The topics a Db hears while `run` runs, read the moment its last query resolves. */
async function heardDuring(run: () => Promise<unknown>): Promise<string[]> {
  const heard: string[] = [];
  const stop = h.db.onChange((topic) => heard.push(topic));
  try {
    await run();
    return [...heard];
  } finally {
    stop();
  }
}

describe('announcements', () => {
  it("are read from this schema's payloads only, and each counts once however many connections hear it", () => {
    expect(topicOf('test_a:901:auth', 'test_a')).toBe('auth');
    expect(topicOf('test_a:901:transactions:7f0c', 'test_a')).toBe('transactions:7f0c');
    expect(topicOf('test_ab:901:auth', 'test_a')).toBeNull();
    expect(topicOf('test_b:901:auth', 'test_a')).toBeNull();
    expect(topicOf(undefined, 'test_a')).toBeNull();
    const hearing = new FirstHearing();
    expect([hearing.isFirst('s:1:auth'), hearing.isFirst('s:1:auth'), hearing.isFirst('s:2:auth')]).toEqual([true, false, true]);
  });
});

describe('what the database announces (migration 012)', () => {
  it('every change that can end or alter a session, before the writing query resolves; nothing else', async () => {
    const userId = await h.userId('finance@sandbox.test');
    await h.loginAs('finance@sandbox.test');
    const session = `(SELECT id FROM sessions WHERE user_id = '${userId}' LIMIT 1)`;
    const announced = async (sql: string) => (await heardDuring(() => h.db.query(sql))).includes(AUTH_CHANGED);

    // The once-a-minute extension, a new session, unrelated user columns, transactions: silent.
    expect(await announced(`UPDATE sessions SET last_seen_at = now(), expires_at = now() + interval '8 hours' WHERE id = ${session}`)).toBe(false);
    expect(await announced(`INSERT INTO sessions (user_id, token_hash, expires_at) VALUES ('${userId}', md5(random()::text), now() + interval '1 hour')`)).toBe(false);
    expect(await announced(`UPDATE users SET two_factor_last_step = 7, updated_at = now() WHERE id = '${userId}'`)).toBe(false);
    expect(await announced(`UPDATE transactions SET updated_at = now() WHERE id = (SELECT id FROM transactions LIMIT 1)`)).toBe(false);
    expect(await announced(`DELETE FROM sessions WHERE expires_at < now() - interval '100 years'`)).toBe(false);

    // A shortened or rewound session, a session removed, a user's name, role or status changed.
    expect(await announced(`UPDATE sessions SET expires_at = expires_at - interval '1 minute' WHERE id = ${session}`)).toBe(true);
    expect(await announced(`UPDATE sessions SET last_seen_at = last_seen_at - interval '2 minutes' WHERE id = ${session}`)).toBe(true);
    expect(await announced(`UPDATE users SET name = name WHERE id = '${userId}'`)).toBe(false);
    expect(await announced(`UPDATE users SET name = name || '.' WHERE id = '${userId}'`)).toBe(true);
    expect(await announced(`UPDATE users SET status = 'active' WHERE id = '${userId}' AND status <> 'active'`)).toBe(false);
    expect(await announced(`DELETE FROM sessions WHERE user_id = '${userId}'`)).toBe(true);
    // Inside a transaction it is heard when the transaction commits, before it resolves.
    const inTransaction = await heardDuring(() =>
      h.db.transaction(async (tx) => {
        await tx.query(`UPDATE users SET name = name || '.' WHERE id = $1`, [userId]);
        await tx.query(`UPDATE users SET name = name || '.' WHERE id = $1`, [userId]);
      }),
    );
    expect(inTransaction).toContain(AUTH_CHANGED);
    const rolledBack = await heardDuring(() =>
      h.db
        .transaction(async (tx) => {
          await tx.query(`UPDATE users SET name = name || '.' WHERE id = $1`, [userId]);
          throw new Error('changed my mind');
        })
        .catch(() => undefined),
    );
    expect(rolledBack).not.toContain(AUTH_CHANGED);
  });

  it("a write to a merchant's transactions, naming the merchant, before the writing query resolves", async () => {
    const merchantId = await h.userId('merchant@sandbox.test');
    const heard = await heardDuring(() =>
      h.db.query(`UPDATE transactions SET updated_at = now() WHERE id = (SELECT id FROM transactions WHERE merchant_id = $1 LIMIT 1)`, [merchantId]),
    );
    expect(heard).toEqual([`${TRANSACTIONS_CHANGED}:${merchantId}`]);
    expect(await heardDuring(() => h.db.query(`UPDATE transactions SET updated_at = now() WHERE false`))).toEqual([]);
  });

  it("a change to a user's notifications or a merchant's wallets, naming the owner; a TRUNCATE names every one (migration 014)", async () => {
    const merchantId = await h.userId('merchant@sandbox.test');
    const financeId = await h.userId('finance@sandbox.test');
    const heardOf = (sql: string, params: unknown[] = []) => heardDuring(() => h.db.query(sql, params));
    const notifications = (id: string) => `${NOTIFICATIONS_CHANGED}:${id}`;

    expect(await heardOf(`INSERT INTO notifications (user_id, type, title) VALUES ($1, 'deposit', 'Deposit received')`, [financeId])).toEqual([
      notifications(financeId),
    ]);
    expect(await heardOf(`UPDATE notifications SET is_read = true WHERE user_id = $1`, [financeId])).toEqual([notifications(financeId)]);
    // Moved to another user: both counts change.
    expect(await heardOf(`UPDATE notifications SET user_id = $2 WHERE user_id = $1`, [financeId, merchantId])).toEqual([
      notifications(financeId),
      notifications(merchantId),
    ]);
    // Columns the count does not read, and a statement that changes no row: silent.
    expect(await heardOf(`UPDATE notifications SET title = title || '.' WHERE user_id = $1`, [merchantId])).toEqual([]);
    expect(await heardOf(`DELETE FROM notifications WHERE false`)).toEqual([]);
    expect(await heardOf(`DELETE FROM notifications WHERE user_id = $1`, [merchantId])).toEqual([notifications(merchantId)]);

    expect(await heardOf(`UPDATE wallets SET is_active = is_active WHERE merchant_id = $1`, [merchantId])).toEqual([`${WALLETS_CHANGED}:${merchantId}`]);
    expect(await heardOf('TRUNCATE notifications')).toEqual([NOTIFICATIONS_CHANGED]);
    expect(await heardOf('TRUNCATE wallets')).toEqual([WALLETS_CHANGED]);
    expect([subjectOf(WALLETS_CHANGED, WALLETS_CHANGED), subjectOf(WALLETS_CHANGED, `${WALLETS_CHANGED}:m1`), subjectOf(WALLETS_CHANGED, 'auth')]).toEqual([
      '',
      'm1',
      null,
    ]);
  });

  it('reaches every instance on the database', async () => {
    const other = await anotherInstanceDb(h.db);
    const heard: string[] = [];
    const stop = other.db.onChange((topic) => heard.push(topic));
    try {
      await h.db.query(`UPDATE users SET name = name || '!' WHERE email = 'ops@sandbox.test'`);
      await vi.waitFor(() => expect(heard).toContain(AUTH_CHANGED), { timeout: 2_000, interval: 5 });
    } finally {
      stop();
      await other.close();
    }
  });

  // Connections that end exist only with a server: PGlite is one connection for the life of the process.
  it.runIf(process.env.DATABASE_URL)('on PostgreSQL, tells its listeners to forget when its last listening connection ends', async () => {
    const { rows } = await h.db.query<{ schema: string }>('SELECT current_schema() AS schema');
    const db = await createPgDb({ url: process.env.DATABASE_URL ?? '', schema: rows[0].schema, max: 2 });
    const heard: string[] = [];
    db.onChange((topic) => heard.push(topic));
    const pidOf = async (queryable: Queryable) => (await queryable.query<{ pid: number }>('SELECT pg_backend_pid() AS pid')).rows[0].pid;
    const terminate = async (pid: number) => {
      await h.db.query('SELECT pg_terminate_backend($1)', [pid]);
      await vi.waitFor(async () => expect((await h.db.query('SELECT 1 FROM pg_stat_activity WHERE pid = $1', [pid])).rowCount).toBe(0));
    };
    try {
      // Two connections: one held by the transaction while the other answers.
      const pids = await db.transaction(async (tx) => [await pidOf(tx), await pidOf(db)]);
      expect(new Set(pids).size).toBe(2);
      // Both connections hear an announcement from another instance; it counts once.
      await h.db.query(`UPDATE users SET name = name || '=' WHERE email = 'ops@sandbox.test'`);
      await vi.waitFor(() => expect(heard).toContain(AUTH_CHANGED), { timeout: 2_000, interval: 5 });
      await new Promise((resolve) => setTimeout(resolve, 100));
      expect(heard).toEqual([AUTH_CHANGED]);
      // While another connection listens, nothing is missed.
      await terminate(pids[0]);
      await new Promise((resolve) => setTimeout(resolve, 100));
      expect(heard).not.toContain(CHANGES_LOST);
      await terminate(pids[1]);
      await vi.waitFor(() => expect(heard).toContain(CHANGES_LOST), { timeout: 2_000, interval: 5 });
      // The pool connects again, and the new connection listens too.
      heard.length = 0;
      await vi.waitFor(() => db.query('SELECT 1'), { timeout: 2_000, interval: 20 });
      await h.db.query(`UPDATE users SET name = name || '?' WHERE email = 'ops@sandbox.test'`);
      await vi.waitFor(() => expect(heard).toContain(AUTH_CHANGED), { timeout: 2_000, interval: 5 });
    } finally {
      await db.close();
    }
  });
});
