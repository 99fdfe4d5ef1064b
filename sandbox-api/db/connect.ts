import path from 'node:path';
import type { Config } from '../config';
import { createPgDb } from './pg';
import { createPgliteDb } from './pglite';
import type { Db } from './types';

/** PostgreSQL server when DATABASE_URL is set, else PGlite in DATA_DIR (DECISIONS.md section 1). */
export function connectDb(config: Pick<Config, 'databaseUrl' | 'dataDir'>, onError?: (error: Error) => void): Promise<Db> {
  if (config.databaseUrl) return createPgDb({ url: config.databaseUrl, onError });
  return createPgliteDb({ dataDir: path.resolve(config.dataDir, 'pglite') });
}

/** Where the data lives, for the start-up banner; never shows a password. */
export function describeDatabase(config: Pick<Config, 'databaseUrl' | 'dataDir'>): string {
  if (!config.databaseUrl) return `PGlite in ${path.resolve(config.dataDir, 'pglite')}`;
  const url = new URL(config.databaseUrl);
  return `PostgreSQL at ${url.hostname}:${url.port || 5432}${url.pathname}`;
}
