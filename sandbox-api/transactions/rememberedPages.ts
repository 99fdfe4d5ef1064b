import type { TransactionListQuery } from '../../contract/transactions';
import { TRANSACTIONS_CHANGED } from '../db/changes';
import type { Db, ListeningDb } from '../db/types';
import { AnnouncedMemory, staleWhenOwnerChanges } from '../lib/announcedMemory';
import { perDatabase } from '../lib/perDatabase';
import { listOf, listTransactions, transactionPageJson } from './transactionList';

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
 * announcement. A list's time window (dateRange.ts) starts at a midnight of the merchant's zone or
 * at a date the caller gave, so it moves only with the day, and the window is part of what is remembered.
 */
export class RememberedPages {
  private readonly answers: AnnouncedMemory<Remembered>;

  constructor(db: Pick<Db, 'onChange'>) {
    this.answers = new AnnouncedMemory<Remembered>(db, {
      max: MAX_CHARS,
      weigh: (remembered) => remembered.answer.length,
      staleAfter: staleWhenOwnerChanges(TRANSACTIONS_CHANGED, (remembered) => remembered.merchantId),
    });
  }

  /** Taken before a read of the database, and handed back to `remember` with what it read. */
  get readStarted(): number {
    return this.answers.readStarted;
  }

  get(key: string): string | undefined {
    return this.answers.get(key)?.answer;
  }

  remember(key: string, merchantId: string, readStarted: number, answer: string): void {
    this.answers.remember(key, readStarted, { merchantId, answer });
  }

  /** The answer under `key`, remembered or read once by `load` however many ask at once. */
  async read(key: string, merchantId: string, load: () => Promise<string>): Promise<string> {
    return (await this.answers.read(key, async () => ({ merchantId, answer: await load() }))).answer;
  }
}

const rememberedPagesOf = perDatabase((db: ListeningDb) => new RememberedPages(db));

/**
 * The list call's answer (GET /dashboard/transactionList) as JSON text: from memory when this
 * instance has sent it since the merchant's transactions were last written, else read
 * (listTransactions) and remembered.
 */
export async function transactionListAnswer(
  db: Db,
  merchantId: string,
  query: TransactionListQuery,
  now = new Date(),
  timeZone: string | null = null,
): Promise<string> {
  const read = async () => transactionPageJson(await listTransactions(db, merchantId, query, now, timeZone));
  if (query.limit > MAX_REMEMBERED_LIMIT) return read();
  return rememberedPagesOf(db).read(`${listOf(merchantId, query, now, timeZone).list}:${query.page}:${query.limit}`, merchantId, read);
}
