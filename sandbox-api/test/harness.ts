import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll } from 'vitest';
import { buildApp, type SandboxApp } from '../app';
import { createSession } from '../auth/sessions';
import { loadConfig, type Config } from '../config';
import { migrate } from '../db/migrate';
import { createPgDb } from '../db/pg';
import { openPgliteDb, PgliteDb } from '../db/pglite';
import { seed } from '../db/seed';
import type { Db } from '../db/types';
import { createSecretBox } from '../lib/secretBox';
import type { MailboxMessage } from '../mail';
import { createMigratedPglite, releasePglite } from './pgliteTemplate';

/**
 * Each API test file drives a whole sandbox app with `app.inject` over its own fresh, seeded
 * database: in-memory PGlite, or a schema of its own on the server named by DATABASE_URL (so the
 * same tests run on both legs, DECISIONS.md section 1). Nothing of the app is mocked.
 */
export interface Harness {
  app: SandboxApp;
  db: Db;
  config: Config;
  /** The moment the demo data was seeded relative to. */
  seededAt: Date;
  /** A session for a demo (or any) account, created directly: for tests about something other than sign-in. */
  loginAs(email: string): Promise<string>;
  /** The user id of an account. */
  userId(email: string): Promise<string>;
  /** The sandbox mailbox of an address, newest first, read over HTTP like the e2e tests do. */
  mailbox(to: string): Promise<MailboxMessage[]>;
  close(): Promise<void>;
}

export interface HarnessOptions {
  /** Environment for loadConfig; NODE_ENV defaults to test and STATIC_DIR to no folder. */
  env?: NodeJS.ProcessEnv;
  /** Seed the demo accounts (default true). */
  seed?: boolean;
}

/** What production requires of the environment (config.ts), for tests of production behaviour. */
export const PRODUCTION_ENV: NodeJS.ProcessEnv = {
  NODE_ENV: 'production',
  SESSION_SECRET: 'a-production-secret-of-at-least-32-chars',
  PUBLIC_URL: 'https://dashboard.example.com',
};

async function freshDatabase(): Promise<Db> {
  const url = process.env.DATABASE_URL;
  if (!url) return createMigratedPglite();
  const db = await createPgDb({ url, schema: `test_${randomBytes(6).toString('hex')}`, dropSchemaOnClose: true, max: 4 });
  await migrate(db);
  return db;
}

/**
 * A second app instance's database on the test's own: another pool on its schema, or another Db
 * over its PGlite (one process either way, but the second hears changes only as announced).
 */
export async function anotherInstanceDb(db: Db): Promise<{ db: Db; close: () => Promise<void> }> {
  if (db instanceof PgliteDb) {
    const other = await openPgliteDb(db.pglite);
    return { db: other, close: () => other.stopListening() };
  }
  const { rows } = await db.query<{ schema: string }>('SELECT current_schema() AS schema');
  const other = await createPgDb({ url: process.env.DATABASE_URL ?? '', schema: rows[0].schema, max: 2 });
  return { db: other, close: () => other.close() };
}

export async function createHarness(options: HarnessOptions = {}): Promise<Harness> {
  const config = loadConfig({ NODE_ENV: 'test', STATIC_DIR: '/nonexistent-static-dir', ...options.env });
  const db = await freshDatabase();
  const seededAt = new Date();
  if (options.seed ?? true) await seed(db, { secrets: createSecretBox(config.sessionSecret), now: seededAt });
  const app = await buildApp({ config, db });

  const userId = async (email: string) => {
    const { rows } = await db.query<{ id: string }>('SELECT id FROM users WHERE lower(email) = lower($1)', [email]);
    if (!rows[0]) throw new Error(`No user ${email}`);
    return rows[0].id;
  };

  return {
    app,
    db,
    config,
    seededAt,
    userId,
    async loginAs(email) {
      const session = await createSession(db, { userId: await userId(email), rememberMe: false, ip: '127.0.0.1', userAgent: 'harness' });
      return session.token;
    },
    async mailbox(to) {
      const response = await app.inject({ method: 'GET', url: `/api/sandbox/mailbox?to=${encodeURIComponent(to)}` });
      if (response.statusCode !== 200) throw new Error(`mailbox answered ${response.statusCode}: ${response.body}`);
      return (response.json() as { data: MailboxMessage[] }).data;
    },
    async close() {
      await app.close();
      if (db instanceof PgliteDb) await releasePglite(db);
      else await db.close();
    },
  };
}

/**
 * Registers beforeAll/afterAll for one harness per test file and returns it. Its fields are
 * usable inside tests and hooks (not at the top level of the file, where it is not built yet).
 */
export function useHarness(options: HarnessOptions = {}): Harness {
  let harness: Harness | undefined;
  beforeAll(async () => {
    harness = await createHarness(options);
  });
  afterAll(async () => {
    await harness?.close();
  });
  const ready = () => {
    if (!harness) throw new Error('The harness is built in beforeAll; use it inside tests and hooks');
    return harness;
  };
  return {
    get app() {
      return ready().app;
    },
    get db() {
      return ready().db;
    },
    get config() {
      return ready().config;
    },
    get seededAt() {
      return ready().seededAt;
    },
    loginAs: (email) => ready().loginAs(email),
    userId: (email) => ready().userId(email),
    mailbox: (to) => ready().mailbox(to),
    close: () => ready().close(),
  };
}

/** Headers of a request authenticated with a Bearer token. */
export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
