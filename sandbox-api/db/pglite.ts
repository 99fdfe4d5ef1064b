import { mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { ChangeFeed, CHANGES_CHANNEL, topicOf } from './changes';
import type { Db, Queryable, QueryResult } from './types';

const INT8 = 20;

export interface PgliteOptions {
  /** A folder for a persistent database; none keeps it in memory. */
  dataDir?: string;
  /** A data-folder tarball (PGlite `dumpDataDir`) to start from instead of running initdb. */
  loadDataDir?: Blob;
}

/** Embedded PostgreSQL. PGlite runs one statement at a time, so a transaction holds it exclusively. */
export async function createPgliteDb(options: PgliteOptions = {}): Promise<PgliteDb> {
  if (options.dataDir) mkdirSync(options.dataDir, { recursive: true });
  const pglite = await PGlite.create({
    dataDir: options.dataDir,
    loadDataDir: options.loadDataDir,
    // Counts fit in a double; the pg driver is set up the same way.
    parsers: { [INT8]: (value: string) => Number(value) },
  });
  return openPgliteDb(pglite);
}

/** A Db over a PGlite; tests open a second one over the same PGlite to stand for another app instance. */
export async function openPgliteDb(pglite: PGlite): Promise<PgliteDb> {
  const db = new PgliteDb(pglite);
  const { rows } = await pglite.query<{ schema: string }>('SELECT current_schema() AS schema');
  // One connection: it hears its own commits as it parses them, before their query resolves.
  db.stopListening = await pglite.listen(CHANGES_CHANNEL, (payload) => {
    const topic = topicOf(payload, rows[0].schema);
    if (topic) db.changes.announce(topic);
  });
  return db;
}

function wrap(target: Pick<PGlite, 'query' | 'exec'>): Queryable {
  return {
    async query<T>(sql: string, params: unknown[] = []): Promise<QueryResult<T>> {
      const result = await target.query<T>(sql, params);
      return { rows: result.rows, rowCount: result.affectedRows ?? result.rows.length };
    },
    async exec(sql: string): Promise<void> {
      await target.exec(sql);
    },
  };
}

export class PgliteDb implements Db {
  readonly kind = 'pglite' as const;
  private readonly queryable: Queryable;
  readonly changes = new ChangeFeed();
  /** Stops hearing the PGlite's announcements, leaving it open for another Db over it. */
  stopListening: () => Promise<void> = async () => {};

  constructor(readonly pglite: PGlite) {
    this.queryable = wrap(pglite);
  }

  query<T>(sql: string, params?: unknown[]): Promise<QueryResult<T>> {
    return this.queryable.query<T>(sql, params);
  }

  exec(sql: string): Promise<void> {
    return this.queryable.exec(sql);
  }

  transaction<T>(fn: (tx: Queryable) => Promise<T>): Promise<T> {
    return this.pglite.transaction((tx) => fn(wrap(tx)));
  }

  onChange(listener: (topic: string) => void): () => void {
    return this.changes.subscribe(listener);
  }

  async close(): Promise<void> {
    if (!this.pglite.closed) await this.pglite.close();
  }
}
