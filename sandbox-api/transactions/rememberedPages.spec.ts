import { randomUUID } from 'node:crypto';
import { describe, expect, it, vi } from 'vitest';
import type { ListPage } from '../../contract/http';
import type { Transaction } from '../../contract/transactions';
import { buildApp, type SandboxApp } from '../app';
import { ChangeFeed, CHANGES_LOST, TRANSACTIONS_CHANGED } from '../db/changes';
import { anotherInstanceDb, bearer, useHarness } from '../test/harness';
import { RememberedPages } from './rememberedPages';

const h = useHarness();

function pagesWithFeed() {
  const feed = new ChangeFeed();
  return { feed, pages: new RememberedPages({ onChange: (listener) => feed.subscribe(listener) }) };
}

describe('RememberedPages', () => {
  it("forgets a merchant's answers when its transactions are written, and everyone's when an announcement may have been missed", () => {
    const { feed, pages } = pagesWithFeed();
    const fill = () => {
      pages.remember('a1', 'merchant-a', pages.readStarted, 'A1');
      pages.remember('b1', 'merchant-b', pages.readStarted, 'B1');
    };
    fill();
    feed.announce('auth');
    expect([pages.get('a1'), pages.get('b1')]).toEqual(['A1', 'B1']);
    feed.announce(`${TRANSACTIONS_CHANGED}:merchant-a`);
    expect([pages.get('a1'), pages.get('b1')]).toEqual([undefined, 'B1']);
    fill();
    feed.announce(CHANGES_LOST);
    expect([pages.get('a1'), pages.get('b1')]).toEqual([undefined, undefined]);
  });

  it('does not keep what a read saw while a write was announced', () => {
    const { feed, pages } = pagesWithFeed();
    const readStarted = pages.readStarted;
    feed.announce(`${TRANSACTIONS_CHANGED}:merchant-b`);
    pages.remember('a1', 'merchant-a', readStarted, 'A1');
    expect(pages.get('a1')).toBeUndefined();
  });

  it('keeps at most 16 million characters, forgetting the least recently used first', () => {
    const { pages } = pagesWithFeed();
    const answer = (n: number) => String(n).padEnd(4_000_000, '.');
    for (let n = 1; n <= 4; n++) pages.remember(`p${n}`, 'm', pages.readStarted, answer(n));
    expect(pages.get('p1')).toBe(answer(1));
    pages.remember('p5', 'm', pages.readStarted, answer(5));
    expect(['p1', 'p2', 'p3', 'p4', 'p5'].map((key) => pages.get(key) !== undefined)).toEqual([true, false, true, true, true]);
  });
});

describe('GET /api/dashboard/transactionList: pages remembered by each app instance', () => {
  it('answers a page again from memory, and with a new deposit at once on the instance that wrote it and a moment later on another', async () => {
    const other = await anotherInstanceDb(h.db);
    const otherApp = await buildApp({ config: h.config, db: other.db });
    const token = await h.loginAs('merchant@sandbox.test');
    const firstPage = async (app: SandboxApp) => {
      const response = await app.inject({ method: 'GET', url: '/api/dashboard/transactionList?type=deposit&limit=10', headers: bearer(token) });
      expect(response.statusCode).toBe(200);
      return (response.json() as { data: ListPage<Transaction> }).data;
    };
    try {
      const before = await firstPage(h.app);
      expect(await firstPage(otherApp)).toEqual(before);
      // A deposit written through this instance's database, newer than every row.
      const transactionId = `REMEMBERED-${randomUUID()}`;
      await h.db.query(
        `INSERT INTO transactions (merchant_id, type, status, currency_type, amount, transaction_id, created_at)
         SELECT id, 'deposit', 'initiated', 'USDT-TRC20', '12.5', $1, now() + interval '1 minute' FROM users WHERE email = 'merchant@sandbox.test'`,
        [transactionId],
      );
      const here = await firstPage(h.app);
      expect(here.total).toBe(before.total + 1);
      expect(here.docs[0].transactionId).toBe(transactionId);
      await vi.waitFor(async () => expect((await firstPage(otherApp)).docs[0].transactionId).toBe(transactionId), { timeout: 2_000, interval: 5 });
      expect((await firstPage(otherApp)).total).toBe(before.total + 1);
    } finally {
      await otherApp.close();
      await other.close();
    }
  });
});
