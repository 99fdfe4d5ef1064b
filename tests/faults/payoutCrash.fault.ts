import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { ethAddressFromBytes, tronAddressFromBytes } from '../../contract/addresses';
import type { Network } from '../../contract/constants';
import type { Withdrawal } from '../../contract/payouts';
import { requirePostgres, type PostgresDatabase } from '../../scripts/ensure-postgres';
import { merchantBalance } from '../../sandbox-api/dashboard/balance';
import { freePort } from '../../scripts/processes';
import { openSandboxDb } from './support/database';
import { seededDataDir } from './support/seededDataDir';
import { balancesInCents, call, MERCHANT, signIn, simulateDeposit } from './support/gateway';
import { killHard, startSandbox, type SandboxRun } from './support/sandbox';

/**
 * Issue 8, faults: SIGKILL in the middle of a burst of 200 payout submissions with idempotency
 * keys, restart on the same data, replay the client's retries. Every payout the client saw
 * accepted exists exactly once, no key made two, and the balances add up, on PGlite and on
 * PostgreSQL.
 */
const SUBMISSIONS = 200;
const CONCURRENCY = 8;
/** The kill lands once this many answers came back: well inside the burst, with requests in flight. */
const KILL_AFTER_ANSWERS = 80;
const DEPOSIT = '400.00';

interface Submission {
  key: string;
  body: { amount: number; merchantWallet: string; currencyType: Network };
  /** What the client heard before the kill; undefined when no answer came (reset, refused). */
  answer?: { status: number; id?: string };
}

const cleanups: Array<() => Promise<void>> = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup().catch(() => undefined);
});

function submissions(runId: string): Submission[] {
  const wallets: Record<Network, string> = {
    'USDT-TRC20': tronAddressFromBytes(randomBytes(20)),
    'USDT-ERC20': ethAddressFromBytes(randomBytes(20)),
  };
  // Each key has an amount of its own (1.00, 1.01, ...), so the history shows which key made a row.
  return Array.from({ length: SUBMISSIONS }, (_, index) => {
    const currencyType: Network = index % 2 === 0 ? 'USDT-TRC20' : 'USDT-ERC20';
    return { key: `${runId}-${index}`, body: { amount: (100 + index) / 100, merchantWallet: wallets[currencyType], currencyType } };
  });
}

function submit(baseURL: string, token: string, submission: Submission) {
  return call<Withdrawal>(baseURL, 'POST', '/withdrawal', { token, body: submission.body, headers: { 'idempotency-key': submission.key } });
}

/** Sends every submission, CONCURRENCY at a time, and SIGKILLs the sandbox after KILL_AFTER_ANSWERS answers. */
async function burstWithKill(run: SandboxRun, token: string, all: Submission[]): Promise<void> {
  let next = 0;
  let answers = 0;
  let kill: Promise<void> | null = null;
  const worker = async () => {
    while (next < all.length) {
      const submission = all[next++];
      try {
        const { status, body } = await submit(run.baseURL, token, submission);
        submission.answer = { status, id: body.data?._id };
        answers += 1;
        if (answers === KILL_AFTER_ANSWERS) kill = killHard(run);
      } catch {
        // No answer: the connection was reset by the kill or refused after it.
      }
    }
  };
  await Promise.all(Array.from({ length: CONCURRENCY }, worker));
  await kill;
}

async function payoutsTo(baseURL: string, token: string, wallets: Set<string>): Promise<Withdrawal[]> {
  const found: Withdrawal[] = [];
  for (let page = 1; ; page += 1) {
    const { status, body } = await call<Withdrawal[]>(baseURL, 'GET', `/withdrawal/my-withdrawals?page=${page}&limit=100`, { token });
    expect(status).toBe(200);
    found.push(...body.data.filter((row) => row.clientWallet !== null && wallets.has(row.clientWallet)));
    if (page >= (body as unknown as { totalPages: number }).totalPages) return found;
  }
}

const cents = (amount: number) => Math.round(amount * 100);

async function crashAndReplay(settings: { databaseUrl?: string }): Promise<void> {
  const dataDir = settings.databaseUrl ? mkdtempSync(path.join(tmpdir(), 'faults-payout-')) : await seededDataDir();
  cleanups.push(async () => rmSync(dataDir, { recursive: true, force: true }));
  const port = await freePort();
  const env = settings.databaseUrl ? { DATABASE_URL: settings.databaseUrl } : {};
  let run = await startSandbox({ port, dataDir, env });
  cleanups.push(() => run.stop());

  let token = await signIn(run.baseURL);
  const start = await balancesInCents(run.baseURL, token);
  const deposited = {
    'USDT-TRC20': await simulateDeposit(run.baseURL, DEPOSIT, 'USDT-TRC20'),
    'USDT-ERC20': await simulateDeposit(run.baseURL, DEPOSIT, 'USDT-ERC20'),
  };
  const funded = await balancesInCents(run.baseURL, token);
  for (const network of ['USDT-TRC20', 'USDT-ERC20'] as const) {
    expect(funded[network].available).toBe(start[network].available + deposited[network]);
  }

  const all = submissions(`crash-${Date.now()}`);
  await burstWithKill(run, token, all);
  const accepted = all.filter((submission) => submission.answer?.status === 201);
  const unanswered = all.filter((submission) => !submission.answer);
  // The kill came mid-burst: some accepted, some never answered; nothing else was refused.
  expect(accepted.length).toBeGreaterThanOrEqual(KILL_AFTER_ANSWERS);
  expect(unanswered.length).toBeGreaterThan(0);
  expect(all.filter((submission) => submission.answer && submission.answer.status !== 201)).toEqual([]);

  run = await startSandbox({ port, dataDir, env });
  token = await signIn(run.baseURL);

  // The client's retries: every key it heard nothing for, and every third accepted one.
  const retries = [...unanswered, ...accepted.filter((_, index) => index % 3 === 0)];
  const replayed = { foundFirstPayout: 0, created: 0 };
  for (const submission of retries) {
    const { status, body } = await submit(run.baseURL, token, submission);
    if (!submission.answer) replayed[status === 200 ? 'foundFirstPayout' : 'created'] += 1;
    if (submission.answer) {
      // A replay of a key the client saw accepted answers that same payout.
      expect({ key: submission.key, status, id: body.data?._id }).toEqual({ key: submission.key, status: 200, id: submission.answer.id });
    } else {
      expect([200, 201]).toContain(status);
    }
  }
  // Unanswered keys whose payout had committed before the kill show here as foundFirstPayout.
  console.log(
    `${settings.databaseUrl ? 'PostgreSQL' : 'PGlite'}: ${accepted.length} accepted before the kill, ${unanswered.length} unanswered; ` +
      `their retries found ${replayed.foundFirstPayout} committed payouts and created ${replayed.created}`,
  );
  const reused = accepted[0];
  const conflicting = await submit(run.baseURL, token, { ...reused, body: { ...reused.body, amount: 9999 } });
  expect(conflicting.status).toBe(409);

  // Every key now has exactly one payout, the accepted ones with the id the client was given.
  const wallets = new Set(all.map((submission) => submission.body.merchantWallet));
  const persisted = await payoutsTo(run.baseURL, token, wallets);
  const byAmount = new Map<number, Withdrawal[]>();
  for (const row of persisted) byAmount.set(cents(row.amount), [...(byAmount.get(cents(row.amount)) ?? []), row]);
  for (const submission of all) {
    const rows = byAmount.get(cents(submission.body.amount)) ?? [];
    expect({ key: submission.key, payouts: rows.length }).toEqual({ key: submission.key, payouts: 1 });
    if (submission.answer) expect(rows[0]._id).toBe(submission.answer.id);
  }
  expect(persisted).toHaveLength(SUBMISSIONS);

  // Pending payouts hold their amount back from the available balance; the total moves when they are sent.
  const end = await balancesInCents(run.baseURL, token);
  for (const network of ['USDT-TRC20', 'USDT-ERC20'] as const) {
    const paid = persisted.filter((row) => row.currencyType === network).reduce((sum, row) => sum + cents(row.amount), 0);
    expect({ network, available: end[network].available, total: end[network].total }).toEqual({
      network,
      available: funded[network].available - paid,
      total: funded[network].total,
    });
  }
  await run.stop();

  // In the database itself: one row per key, and the running totals the balance reads agree with the rows.
  const db = await openSandboxDb({ dataDir, databaseUrl: settings.databaseUrl });
  try {
    const { rows: perKey } = await db.query<{ idempotency_key: string; n: number }>(
      `SELECT idempotency_key, count(*) AS n FROM transactions WHERE idempotency_key LIKE $1 GROUP BY 1`,
      [`${all[0].key.split('-').slice(0, 2).join('-')}-%`],
    );
    expect(perKey).toHaveLength(SUBMISSIONS);
    expect(perKey.filter((row) => row.n !== 1)).toEqual([]);
    const { rows: merchant } = await db.query<{ id: string }>('SELECT id FROM users WHERE email = $1', [MERCHANT]);
    const { rows: drift } = await db.query(
      `WITH rows AS (SELECT currency_type, type, status, count(*) AS count, sum(amount) AS amount,
                            sum(coalesce(net_amount, actual_balance, amount)) AS net, sum(fee) AS fee
                       FROM transactions WHERE merchant_id = $1 GROUP BY 1, 2, 3),
            totals AS (SELECT currency_type, type, status, count, amount, net, fee FROM transaction_totals
                        WHERE merchant_id = $1 AND count <> 0)
       (SELECT * FROM rows EXCEPT SELECT * FROM totals) UNION ALL (SELECT * FROM totals EXCEPT SELECT * FROM rows)`,
      [merchant[0].id],
    );
    expect(drift).toEqual([]);
    const exact = await merchantBalance(db, merchant[0].id);
    for (const network of ['USDT-TRC20', 'USDT-ERC20'] as const) {
      expect(cents(Number(exact.byNetwork[network].available))).toBe(end[network].available);
    }
  } finally {
    await db.close();
  }
}

// The machine's own cluster, never DATABASE_URL: the fault runs must not write into the API tests' database.
const postgres = await requirePostgres({});

describe('SIGKILL in the middle of a burst of 200 payouts with idempotency keys', () => {
  it('on PGlite: after the restart and the retries, every accepted payout exists once and the balances add up', async () => {
    await crashAndReplay({});
  });

  it(`on PostgreSQL (${postgres.description}): after the restart and the retries, every accepted payout exists once and the balances add up`, async () => {
    const database: PostgresDatabase = await postgres.createDatabase('faults_payout');
    cleanups.push(() => database.drop());
    await crashAndReplay({ databaseUrl: database.url });
  });
});
