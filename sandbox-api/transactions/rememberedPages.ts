import type { TransactionListQuery } from '../../contract/transactions';
import { CHANGES_LOST, merchantOfTransactionsChange } from '../db/changes';
import type { Db } from '../db/types';
import { perDatabase } from '../lib/perDatabase';
import { createdRange } from './dateRange';
import { STORED_TYPES } from './listQuery';
import { listTransactions, transactionPageJson } from './transactionList';

/** Characters of answers kept per database; the least recently used go first past this. */
const MAX_CHARS = 16_000_000;
/**
 * Pages of more rows than this are not kept: the screen's pages (10 rows) are asked for again and
 * again, while the export's (100 rows, PAGE_SIZES.export) are read once each and would only push
 * them out.
 */
const MAX_REMEMBERED_LIMIT = 50;

interface Remembered {
  merchantId: string;
  answer: string;
}

/**
 * The list answers this instance has sent, so that a page asked for again costs no database work
 * (issue 17). The database announces every write to a merchant's transactions (migration 013), and
 * this instance then forgets that merchant's answers, or all of them when it may have missed an
 * announcement. A list's time window (dateRange.ts) starts at a midnight or at a date the caller
 * gave, so it moves only with the day, and the day is part of what is remembered.
 */
export class RememberedPages {
  private readonly answers = new Map<string, Remembered>();
  private chars = 0;
  /** Moves on each forget, so that a read that raced a write does not keep what it read. */
  private generation = 0;

  constructor(db: Pick<Db, 'onChange'>) {
    db.onChange((topic) => {
      if (topic === CHANGES_LOST) return this.forget(() => true);
      const merchantId = merchantOfTransactionsChange(topic);
      if (merchantId !== null) this.forget((remembered) => remembered.merchantId === merchantId);
    });
  }

  /** Taken before a read of the database, and handed back to `remember` with what it read. */
  get readStarted(): number {
    return this.generation;
  }

  get(key: string): string | undefined {
    const remembered = this.answers.get(key);
    if (!remembered) return undefined;
    // Used now: the last to be forgotten.
    this.answers.delete(key);
    this.answers.set(key, remembered);
    return remembered.answer;
  }

  remember(key: string, merchantId: string, readStarted: number, answer: string): void {
    if (readStarted !== this.generation) return;
    this.drop(key);
    this.answers.set(key, { merchantId, answer });
    this.chars += answer.length;
    for (const oldest of this.answers.keys()) {
      if (this.chars <= MAX_CHARS) break;
      this.drop(oldest);
    }
  }

  private drop(key: string): void {
    const remembered = this.answers.get(key);
    if (!remembered) return;
    this.answers.delete(key);
    this.chars -= remembered.answer.length;
  }

  private forget(which: (remembered: Remembered) => boolean): void {
    this.generation += 1;
    for (const [key, remembered] of this.answers) if (which(remembered)) this.drop(key);
  }
}

const rememberedPagesOf = perDatabase((db: Pick<Db, 'onChange' | 'query' | 'exec'>) => new RememberedPages(db));

/**
 * The list call's answer (GET /dashboard/transactionList) as JSON text: from memory when this
 * instance has sent it since the merchant's transactions were last written, else read
 * (listTransactions) and remembered.
 */
export async function transactionListAnswer(db: Db, merchantId: string, query: TransactionListQuery, now = new Date()): Promise<string> {
  const pages = rememberedPagesOf(db);
  const { from, before } = createdRange(query, now);
  const key = JSON.stringify([merchantId, STORED_TYPES[query.type], query.status ?? null, from, before, query.sort, query.page, query.limit]);
  const remembered = pages.get(key);
  if (remembered !== undefined) return remembered;
  const readStarted = pages.readStarted;
  const answer = transactionPageJson(await listTransactions(db, merchantId, query, now));
  if (query.limit <= MAX_REMEMBERED_LIMIT) pages.remember(key, merchantId, readStarted, answer);
  return answer;
}
