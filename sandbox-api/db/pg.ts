import pg from 'pg';
import { ChangeFeed, CHANGES_CHANNEL, CHANGES_LOST, FirstHearing, topicOf } from './changes';
import { PreparedStatements } from './preparedStatements';
import type { Db, Queryable, QueryResult } from './types';

const INT8 = 20;

export interface PgOptions {
  url: string;
  /**
   * A schema of its own (created when missing) set as search_path on every pooled connection.
   * Tests use it so that each test file gets a fresh database on one server.
   */
  schema?: string;
  /** Drop the schema on close: for throw-away test schemas. */
  dropSchemaOnClose?: boolean;
  max?: number;
  onError?: (error: Error) => void;
}

const SCHEMA_NAME = /^[a-z_][a-z0-9_]{0,62}$/;

function getTypeParser(oid: number, format?: string) {
  if (oid === INT8) return (value: string) => Number(value);
  return pg.types.getTypeParser(oid, format as 'text');
}

function wrap(client: pg.Pool | pg.PoolClient, statements: PreparedStatements): Queryable {
  return {
    async query<T>(sql: string, params: unknown[] = []): Promise<QueryResult<T>> {
      // Without parameters pg would use the simple protocol, which has no named statements.
      const name = params.length > 0 ? statements.nameOf(sql) : undefined;
      const result = await client.query({ text: sql, values: params, name });
      return { rows: result.rows as T[], rowCount: result.rowCount ?? result.rows.length };
    },
    async exec(sql: string): Promise<void> {
      // Without parameters pg uses the simple protocol, which accepts several statements.
      await client.query(sql);
    },
  };
}

/** A PostgreSQL server through a `pg` pool. */
export async function createPgDb(options: PgOptions): Promise<PgDb> {
  if (options.schema !== undefined && !SCHEMA_NAME.test(options.schema)) {
    throw new Error(`Invalid schema name: ${options.schema}`);
  }
  const changes = new ChangeFeed();
  // Known before the pool hands out its first connection, except to the start-up query below.
  let schema = options.schema ?? null;
  // Every connection open now that listens: each hears every announcement, which counts once.
  let listening = 0;
  const hearing = new FirstHearing();
  const pool = new pg.Pool({
    // Every pooled connection listens before its first query: PostgreSQL tells a connection its own
    // commit's notifications before the commit's ReadyForQuery, so a write through this pool is
    // heard before its query resolves; writes of other instances arrive on any of them. Once no
    // connection listens (the last one idle, broken or closed), announcements may be missed until
    // the next one does, so listeners are told to forget.
    onConnect: async (client: pg.ClientBase) => {
      client.on('notification', ({ channel, payload }) => {
        const topic = channel === CHANGES_CHANNEL && schema ? topicOf(payload, schema) : null;
        if (topic && hearing.isFirst(payload as string)) changes.announce(topic);
      });
      await client.query(`LISTEN ${CHANGES_CHANNEL}`);
      listening += 1;
      client.once('end', () => {
        listening -= 1;
        if (listening === 0) changes.announce(CHANGES_LOST);
      });
    },
    connectionString: options.url,
    max: options.max ?? 10,
    types: { getTypeParser } as pg.CustomTypesConfig,
    // Named statements (preparedStatements.ts) keep one generic plan per connection instead of
    // being planned on every call: PostgreSQL's own choice never settles on the list page's
    // generic plan, whose LIMIT and OFFSET parameters it costs at a tenth of the table, although
    // the plan is the same index walk. Planning was about half of that statement's time at 1M rows
    // (issue 17). The sandbox's statements seek indexes on their keys, so the generic plan has the
    // custom plan's shape (checked with EXPLAIN for the list page, the count and the period volume).
    options: [options.schema ? `-c search_path=${options.schema}` : '', '-c plan_cache_mode=force_generic_plan'].join(' ').trim(),
    connectionTimeoutMillis: 5_000,
  });
  // An idle connection that breaks (server restart) must not crash the process; the pool replaces it.
  pool.on('error', (error) => options.onError?.(error));
  if (options.schema) await pool.query(`CREATE SCHEMA IF NOT EXISTS ${options.schema}`);
  else schema = (await pool.query<{ schema: string }>('SELECT current_schema() AS schema')).rows[0].schema;
  return new PgDb(pool, options, changes);
}

export class PgDb implements Db {
  readonly kind = 'postgres' as const;
  private readonly queryable: Queryable;
  private readonly statements = new PreparedStatements('sandbox_');

  constructor(
    private readonly pool: pg.Pool,
    private readonly options: PgOptions,
    private readonly changes: ChangeFeed,
  ) {
    this.queryable = wrap(pool, this.statements);
  }

  query<T>(sql: string, params?: unknown[]): Promise<QueryResult<T>> {
    return this.queryable.query<T>(sql, params);
  }

  exec(sql: string): Promise<void> {
    return this.queryable.exec(sql);
  }

  async transaction<T>(fn: (tx: Queryable) => Promise<T>): Promise<T> {
    const client = await this.pool.connect();
    let broken: Error | undefined;
    // The pool listens for errors only on idle clients: a connection lost while this one is checked
    // out, between two statements, would otherwise be an unhandled 'error' event that ends the process.
    const onError = (error: Error) => {
      broken = error;
      this.options.onError?.(error);
    };
    client.on('error', onError);
    try {
      await client.query('BEGIN');
      const result = await fn(wrap(client, this.statements));
      await client.query('COMMIT');
      return result;
    } catch (error) {
      // A connection that cannot even roll back is discarded rather than returned to the pool.
      await client.query('ROLLBACK').catch((rollbackError: Error) => {
        broken = rollbackError;
      });
      throw error;
    } finally {
      client.release(broken);
      // A discarded client may still report the end of its socket; a client back in the pool is the pool's to watch.
      if (!broken) client.off('error', onError);
    }
  }

  onChange(listener: (topic: string) => void): () => void {
    return this.changes.subscribe(listener);
  }

  async close(): Promise<void> {
    if (this.pool.ended) return;
    if (this.options.schema && this.options.dropSchemaOnClose) {
      await this.pool.query(`DROP SCHEMA IF EXISTS ${this.options.schema} CASCADE`);
    }
    await this.pool.end();
  }
}
