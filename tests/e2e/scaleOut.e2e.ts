/**
 * Scale-out (issue 7): two sandbox API processes on different ports share one PostgreSQL database
 * and one Redis, as N processes behind a load balancer would, and act as one. Process A migrates
 * and seeds the fresh database; B starts on it afterwards. A session opened through A works through
 * B, a payment simulated through A reaches the dashboard open on B over B's socket, and rate-limit
 * counters and one-time codes are shared, because no such state lives in one process's memory.
 *
 * Needs a PostgreSQL server (SCALE_OUT_DATABASE_URL, DATABASE_URL, or the machine's own cluster,
 * see scripts/ensure-postgres.ts) and Debian's redis-server, which the system-packages step
 * installs; without either it fails, saying which is missing.
 */
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BrowserContext } from 'playwright-core';
import type { SessionGrant } from '../../contract/auth';
import type { ListPage } from '../../contract/http';
import { requirePostgres, type PostgresDatabase } from '../../scripts/ensure-postgres';
import { ACCOUNTS, DEMO_PASSWORD } from './support/accounts';
import { processBrowser } from './support/browser';
import { badgeCount, balanceFigure, formatAmount } from './support/dashboardFigures';
import { callApi, setCookiePair } from './support/gatewayHttp';
import { heading } from './support/login';
import { startRedisServer, type RedisServer } from './support/redisServer';
import { startSandboxProcess, type SandboxProcess } from './support/sandboxProcess';
import type { SimulatedDeposit } from './support/simulate';
import { watchGatewaySocket } from './support/socketFrames';
import { isAlive } from './support/processGuards';


/** How long an event raised by one process may take to reach a page on the other: a hang guard, not a target. */
const LIVE = { timeout: 10_000 };

interface Me {
  user: { id: string; email: string };
}

const login = (baseURL: string, email: string, password: string, otp?: string) =>
  callApi<SessionGrant | { requiresOTP: true }>(baseURL, 'POST', '/auth/login', { body: { email, password, otp } });

describe('two sandbox processes on one PostgreSQL and one Redis', () => {
  let database: PostgresDatabase | undefined;
  let redis: RedisServer | undefined;
  let a: SandboxProcess | undefined;
  let b: SandboxProcess | undefined;
  let context: BrowserContext | undefined;

  const A = () => (a as SandboxProcess).baseURL;
  const B = () => (b as SandboxProcess).baseURL;

  beforeAll(async () => {
    database = await (await requirePostgres()).createDatabase('scale_out');
    redis = await startRedisServer();
    const shared = { DATABASE_URL: database.url, REDIS_URL: redis.url };
    // One after the other: A migrates and seeds the empty database, B finds it ready.
    a = await startSandboxProcess('scale-out-A', shared);
    b = await startSandboxProcess('scale-out-B', shared);
  });

  afterAll(async () => {
    await context?.close();
    const processes = [b, a, redis].filter((started) => started !== undefined);
    for (const started of processes) await started.stop();
    await database?.drop();
    const left = processes.map((started) => started.process.pid).filter((pid) => pid !== undefined && isAlive(pid));
    if (left.length > 0) throw new Error(`Processes left running after the scale-out test: ${left.join(', ')}`);
  });

  it('only A migrated and seeded; B started on the same database', () => {
    const logA = readFileSync((a as SandboxProcess).logFile, 'utf8');
    const logB = readFileSync((b as SandboxProcess).logFile, 'utf8');
    expect(logA).toMatch(/applied migrations: 001_/);
    expect(logA).toMatch(/seeded demo accounts: .*merchant@sandbox\.test/);
    expect(logB).not.toMatch(/applied migrations|seeded demo accounts/);
  });

  it('a session opened through A works through B, and B\'s dashboard shows a deposit simulated through A live', async () => {
    const signedIn = await login(A(), ACCOUNTS.merchant, DEMO_PASSWORD);
    expect(signedIn.status).toBe(200);
    const { token, user } = signedIn.body.data as SessionGrant;
    const cookie = setCookiePair(signedIn.headers, 'sid');
    expect(cookie).not.toBeNull();

    // B knows the session by its token and by its cookie.
    const meByToken = await callApi<Me>(B(), 'GET', '/auth/me', { token });
    expect(meByToken.status).toBe(200);
    expect(meByToken.body.data.user).toMatchObject({ id: user.id, email: ACCOUNTS.merchant });
    const meByCookie = await callApi<Me>(B(), 'GET', '/auth/me', { cookie: cookie as string });
    expect(meByCookie.status).toBe(200);
    expect(meByCookie.body.data.user.id).toBe(user.id);
    const listPath = '/dashboard/transactionList?type=deposit&page=1&limit=10&sort=newest';
    const before = await callApi<ListPage<{ _id: string }>>(B(), 'GET', listPath, { token });
    expect(before.status).toBe(200);
    expect(before.body.data.docs).toHaveLength(10);

    // The dashboard on B, signed in by the cookie A set: it restores the session through B's /auth/me.
    context = await (await processBrowser()).newContext({ baseURL: B(), viewport: { width: 1366, height: 900 } });
    context.setDefaultTimeout(15_000);
    await context.addCookies([{ name: 'sid', value: (cookie as string).slice('sid='.length), url: B() }]);
    const page = await context.newPage();
    const socket = watchGatewaySocket(page);
    await page.goto('/#/dashboard');
    await heading(page, 'Merchant Dashboard').waitFor();
    expect(new URL(await socket.ready).port).toBe(new URL(B()).port);
    const stats = await callApi<{ unreadCount: number }>(B(), 'GET', '/notifications/stats', { token });
    await expect.poll(() => badgeCount(page)).toBe(stats.body.data.unreadCount);
    await page.evaluate(() => Object.assign(window, { e2eNoReload: true }));

    const simulated = await callApi<SimulatedDeposit>(A(), 'POST', '/sandbox/simulate/deposit', {
      body: { email: ACCOUNTS.merchant, amount: '25.00', outcome: 'exact', confirmAfterMs: 0 },
    });
    expect(simulated.status).toBe(201);
    const deposit = simulated.body.data;

    // Raised by A, carried by Redis, sent by B over the page's websocket.
    const transactionUpdates = () =>
      socket.events.filter((event) => event.name === `transaction-update-${user.id}`).map((event) => event.payload);
    await expect.poll(transactionUpdates, LIVE).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ type: 'new_transaction', transactionId: deposit._id }),
        expect.objectContaining({ type: 'transaction_status_update', transactionId: deposit._id, status: 'confirmed' }),
      ]),
    );
    await expect.poll(() => socket.events.filter((event) => event.name === `notification-${user.id}`), LIVE).toHaveLength(2);
    await expect.poll(() => badgeCount(page), LIVE).toBe(stats.body.data.unreadCount + 2);
    const figures = await callApi<{ totalAmount: number }>(B(), 'GET', '/dashboard/merchant?filter=today', { token });
    await expect.poll(() => balanceFigure(page, 'Total Balance'), LIVE).toBe(formatAmount(figures.body.data.totalAmount));
    expect(await page.evaluate(() => (window as unknown as { e2eNoReload?: boolean }).e2eNoReload)).toBe(true);

    const after = await callApi<ListPage<{ _id: string }>>(B(), 'GET', listPath, { token });
    expect(after.body.data.docs[0]._id).toBe(deposit._id);
    expect(after.body.data.total).toBe(before.body.data.total + 1);

    // Logging out through A ends the session everywhere and closes the socket B holds for it. B
    // remembers the session it looked up until PostgreSQL tells it of the logout (migration 012).
    const logout = await callApi(A(), 'POST', '/auth/logout', { token, body: {} });
    expect(logout.status).toBe(200);
    await expect.poll(() => socket.isClosed(), LIVE).toBe(true);
    await expect.poll(async () => (await callApi(B(), 'GET', '/auth/me', { token })).status, LIVE).toBe(401);
    expect((await callApi(B(), 'GET', '/auth/me', { cookie: cookie as string })).status).toBe(401);
  });

  it('wrong passwords through A and through B count together', async () => {
    // These requests carry no device cookie for finance@, so its failure counters apply in full: 5 per address.
    for (const baseURL of [A(), A(), A(), B(), B()]) {
      expect((await login(baseURL, ACCOUNTS.finance, 'Wrong#Password1')).status).toBe(401);
    }
    // Five failures between the two: either process now refuses even the right password.
    for (const baseURL of [B(), A()]) {
      const refused = await login(baseURL, ACCOUNTS.finance, DEMO_PASSWORD);
      expect(refused.status).toBe(429);
      expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    }
  });

  it('a sign-in code and a reset link sent through A work through B', async () => {
    const asked = await login(A(), ACCOUNTS.otp, DEMO_PASSWORD);
    expect(asked.body.data).toMatchObject({ requiresOTP: true });
    const otpMail = await callApi<{ subject: string; code: string }[]>(B(), 'GET', `/sandbox/mailbox?to=${encodeURIComponent(ACCOUNTS.otp)}`);
    expect(otpMail.body.data[0]?.subject).toBe('Your sign-in code');
    const granted = await login(B(), ACCOUNTS.otp, DEMO_PASSWORD, otpMail.body.data[0].code);
    expect(granted.status).toBe(200);
    expect((granted.body.data as SessionGrant).user.email).toBe(ACCOUNTS.otp);

    expect((await callApi(A(), 'POST', '/auth/forgot-password', { body: { email: ACCOUNTS.ops } })).status).toBe(200);
    const resetMail = await callApi<{ subject: string; code: string }[]>(B(), 'GET', `/sandbox/mailbox?to=${encodeURIComponent(ACCOUNTS.ops)}`);
    expect(resetMail.body.data[0]?.subject).toBe('Reset your password');
    const newPassword = 'Scale0ut#Reset';
    const reset = await callApi(B(), 'POST', '/auth/reset-password', { body: { token: resetMail.body.data[0].code, newPassword } });
    expect(reset.status).toBe(200);
    expect((await login(A(), ACCOUNTS.ops, newPassword)).status).toBe(200);
    // The token was used up through B, so A refuses it too.
    expect((await callApi(A(), 'POST', '/auth/reset-password', { body: { token: resetMail.body.data[0].code, newPassword: 'An0ther#Reset' } })).status).toBe(400);
  });
});
