import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { tronAddressFromBytes } from '../../contract/addresses';
import { requirePostgres } from '../../scripts/ensure-postgres';
import { isDatabaseUnavailable } from '../../sandbox-api/db/errors';
import { createPgDb } from '../../sandbox-api/db/pg';
import { MESSAGES } from '../../sandbox-api/plugins/errors';
import { freePort } from '../../scripts/processes';
import { call, MERCHANT, signIn } from './support/gateway';
import { startSandbox } from './support/sandbox';
import { startTcpProxy } from './support/tcpProxy';

/**
 * Issue 8, faults: the database becomes unreachable. The API answers 503 with a clear message,
 * the process stays up, and it recovers by itself once the database is back. The shared cluster
 * keeps running for everyone else: only this sandbox's road to it (a TCP relay) is cut.
 */
const cleanups: Array<() => Promise<void>> = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup().catch(() => undefined);
});

const UNAVAILABLE = { status: 503, body: { success: false, message: MESSAGES.unavailable } };
const WALLET = tronAddressFromBytes(new Uint8Array(20).fill(7));

// The machine's own cluster, never DATABASE_URL: the fault runs must not write into the API tests' database.
const postgres = await requirePostgres({});

/**
 * A fresh database reached through a TCP relay that the test can cut and restore, as a network
 * failure or a stopped server would: `url` points at the relay.
 */
async function databaseBehindProxy() {
  const database = await postgres.createDatabase('faults_outage');
  cleanups.push(() => database.drop());
  const url = new URL(database.url);
  const proxy = await startTcpProxy({ host: url.hostname, port: Number(url.port || 5432) });
  cleanups.push(() => proxy.close());
  url.host = `127.0.0.1:${proxy.port}`;
  return { url: url.toString(), proxy };
}

describe('the database becomes unreachable', () => {
  it('answers 503 with a clear message while it is gone, stays up, and recovers without a restart', async () => {
    const { url, proxy } = await databaseBehindProxy();

    const dataDir = mkdtempSync(path.join(tmpdir(), 'faults-outage-'));
    cleanups.push(async () => rmSync(dataDir, { recursive: true, force: true }));
    const run = await startSandbox({ port: await freePort(), dataDir, env: { DATABASE_URL: url } });
    cleanups.push(() => run.stop());
    const token = await signIn(run.baseURL);
    // A dozen requests at once leave several pooled connections open, idle and checked out, to be cut.
    const payout = (amount: number) =>
      call(run.baseURL, 'POST', '/withdrawal', { token, body: { amount, merchantWallet: WALLET, currencyType: 'USDT-TRC20' } });
    const reads = () => Promise.all(Array.from({ length: 12 }, () => call(run.baseURL, 'GET', '/wallet-balance', { token })));
    expect((await reads()).map((answer) => answer.status)).toEqual(Array(12).fill(200));

    // The cut lands while requests and payout transactions are in flight: each one ends in a
    // proper answer (done before the cut, or 503), never a reset or a 500.
    const inFlight = Promise.all([...Array.from({ length: 6 }, (_, index) => payout((1 + index) / 100)), reads()]);
    await new Promise((resolve) => setTimeout(resolve, 30));
    await proxy.cut();
    const during = (await inFlight).flat();
    for (const answer of during) expect([200, 201, 503]).toContain(answer.status);

    // The health check too: a load balancer takes the process out of rotation until the database is back.
    for (const request of [
      () => call(run.baseURL, 'GET', '/health'),
      () => call(run.baseURL, 'GET', '/wallet-balance', { token }),
      () => call(run.baseURL, 'GET', '/dashboard/merchant', { token }),
      () => payout(0.5),
      () => call(run.baseURL, 'POST', '/auth/login', { body: { email: MERCHANT, password: 'Sandbox#2026' } }),
    ]) {
      expect(await request()).toMatchObject(UNAVAILABLE);
    }
    // Still the same process, still answering, a few seconds into the outage.
    await new Promise((resolve) => setTimeout(resolve, 2000));
    expect(await call(run.baseURL, 'GET', '/wallet-balance', { token })).toMatchObject(UNAVAILABLE);
    expect(run.child.exitCode).toBeNull();

    await proxy.restore();
    const deadline = Date.now() + 20_000;
    let answer = await call(run.baseURL, 'GET', '/wallet-balance', { token });
    while (answer.status !== 200 && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 250));
      answer = await call(run.baseURL, 'GET', '/wallet-balance', { token });
    }
    expect(answer.status).toBe(200);
    expect((await payout(0.75)).status).toBe(201);
    expect((await call(run.baseURL, 'GET', '/health')).status).toBe(200);
    expect(run.child.exitCode).toBeNull();
    expect(run.child.signalCode).toBeNull();
  });

  it('fails a transaction whose connection is lost between two statements, without ending the process', async () => {
    const { url, proxy } = await databaseBehindProxy();
    const reported: Error[] = [];
    const db = await createPgDb({ url, onError: (error) => reported.push(error) });
    cleanups.push(() => db.close());

    // The cut lands while the transaction's client is checked out and idle, the case the pool does not watch.
    const transaction = db.transaction(async (tx) => {
      await tx.query('SELECT 1');
      await proxy.cut();
      await new Promise((resolve) => setTimeout(resolve, 200));
      await tx.query('SELECT 2');
    });
    const failure = await transaction.then(() => null, (error: unknown) => error);
    expect(isDatabaseUnavailable(failure)).toBe(true);
    expect(reported.length).toBeGreaterThan(0);

    await proxy.restore();
    expect((await db.query<{ one: number }>('SELECT 1 AS one')).rows).toEqual([{ one: 1 }]);
  });
});
