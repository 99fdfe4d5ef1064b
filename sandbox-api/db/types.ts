/**
 * The one database interface the sandbox codes against. Two drivers implement it (PGlite and the
 * `pg` pool), so every query is written once, in the PostgreSQL dialect, and runs on both.
 *
 * Values come back the same way from both drivers: numeric as a string (money stays exact),
 * bigint counts as a number, timestamptz as a Date, bytea as a Uint8Array, json as objects.
 */
export interface QueryResult<T> {
  rows: T[];
  /** Rows inserted, updated or deleted (or returned, for a SELECT). */
  rowCount: number;
}

export interface Queryable {
  query<T = Record<string, unknown>>(sql: string, params?: unknown[]): Promise<QueryResult<T>>;
  /** Runs a script of several statements without parameters (migrations). */
  exec(sql: string): Promise<void>;
}

export interface Db extends Queryable {
  /**
   * Runs `fn` in one transaction: committed when it resolves, rolled back when it throws. Inside
   * `fn` query only through `tx`: PGlite has one connection, so a query on the Db itself would wait
   * for the transaction to end, which waits for that query.
   */
  transaction<T>(fn: (tx: Queryable) => Promise<T>): Promise<T>;
  close(): Promise<void>;
  /**
   * Calls `listener` with each topic announced on CHANGES_CHANNEL (sandbox-api/db/changes.ts), by
   * this instance or another on the same database, and with CHANGES_LOST when announcements may
   * have been missed. A change committed through this Db is told before the query (or transaction)
   * that committed it resolves, so what this instance remembers never outlives its own writes.
   */
  onChange(listener: (topic: string) => void): () => void;
  /** Which driver answers; shown in the start-up banner and the health check. */
  readonly kind: 'pglite' | 'postgres';
}

/**
 * The database outside any transaction, as what the app remembers between requests needs it: a
 * read through it sees only committed rows, and it hears every announced change.
 */
export type ListeningDb = Queryable & Pick<Db, 'onChange'>;
