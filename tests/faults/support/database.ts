import path from 'node:path';
import { createPgDb } from '../../../sandbox-api/db/pg';
import { createPgliteDb } from '../../../sandbox-api/db/pglite';
import type { Db } from '../../../sandbox-api/db/types';

/**
 * Opens a stopped sandbox's database from the test process, to check what it persisted: the
 * PostgreSQL database named by `databaseUrl`, else the PGlite folder under `dataDir` (PGlite
 * admits one process at a time, so the sandbox must have exited).
 */
export function openSandboxDb(settings: { dataDir: string; databaseUrl?: string }): Promise<Db> {
  if (settings.databaseUrl) return createPgDb({ url: settings.databaseUrl, max: 2 });
  return createPgliteDb({ dataDir: path.join(settings.dataDir, 'pglite') });
}
