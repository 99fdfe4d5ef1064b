import path from 'node:path';
import type { Config } from '../config';
import { createPgDb } from './pg';
import { migrate } from './migrate';
import { openMigratedPglite } from './pgliteTemplate';
import type { Db } from './types';

/**
 * The database, migrated, with the names of the migrations applied now: a PostgreSQL server when DATABASE_URL is set,
 * else PGlite in DATA_DIR (DECISIONS.md section 1), which starts from the migrated template when it is new.
 */
export async function openDatabase(config: Pick<Config, 'databaseUrl' | 'dataDir'>, onError?: (error: Error) => void): Promise<{ db: Db; applied: string[]; template?: string }> {
  if (!config.databaseUrl) return openMigratedPglite(path.resolve(config.dataDir, 'pglite'));
  const db = await createPgDb({ url: config.databaseUrl, onError });
  return { db, applied: await migrate(db) };
}

/** Where the data lives, for the start-up banner; never shows a password. */
export function describeDatabase(config: Pick<Config, 'databaseUrl' | 'dataDir'>): string {
  if (!config.databaseUrl) return `PGlite in ${path.resolve(config.dataDir, 'pglite')}`;
  const url = new URL(config.databaseUrl);
  return `PostgreSQL at ${url.hostname}:${url.port || 5432}${url.pathname}`;
}
