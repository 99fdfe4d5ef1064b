import type { Server } from 'node:http';
import { buildApp, type SandboxApp } from './app';
import { ConfigError, loadConfig, type Config } from './config';
import { describeDatabase, openDatabase } from './db/connect';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, seed } from './db/seed';
import type { Db } from './db/types';
import { createSecretBox } from './lib/secretBox';
import { loggerOptions } from './logging';

/**
 * The sandbox process: configuration, database, migrations, demo data, then the app on
 * HOST:PORT (127.0.0.1 unless HOST opens it to the network). SIGINT and SIGTERM shut it down
 * gracefully: every request that had arrived gets its whole answer, new connections are refused,
 * socket.io transports close (the dashboards reconnect once a sandbox is back), then the database
 * closes and the process exits 0 (tests/faults/shutdown.fault.ts). In production it refuses a
 * database that holds demo accounts, and its banner names no demo password.
 */

let stopping = false;
/** The longest a shutdown waits for arriving connections to stop before it closes the listener anyway. */
const TAKE_IN_MAX_MS = 5000;

const nextTurn = () => new Promise((resolve) => setImmediate(resolve));

/**
 * Waits until the event loop has gone round with no new connection or request. Connections and
 * requests that had arrived when the signal came (a busy loop may not have read them yet) are then
 * being served: closing the listener and the idle connections would otherwise reset them.
 */
async function takeInArrived(server: Server): Promise<void> {
  let arrivals = 0;
  const count = () => {
    arrivals += 1;
  };
  server.on('connection', count).on('request', count);
  const deadline = Date.now() + TAKE_IN_MAX_MS;
  try {
    for (let seen = -1; seen !== arrivals && Date.now() < deadline; ) {
      seen = arrivals;
      // Two turns: a connection accepted in this one is read in the next one's poll phase.
      await nextTurn();
      await nextTurn();
    }
  } finally {
    server.off('connection', count).off('request', count);
  }
}

/** A production database holding a demo account (public password) would let anybody in. */
async function demoAccountsIn(db: Db): Promise<string[]> {
  const { rows } = await db.query<{ email: string }>(
    `SELECT email FROM users WHERE lower(email) = ANY($1::text[]) OR lower(email) LIKE '%@sandbox.test' ORDER BY email`,
    [DEMO_ACCOUNTS.map((account) => account.email.toLowerCase())],
  );
  return rows.map((row) => row.email);
}

/** The URL to print: the listening address, as localhost for 127.0.0.1 and for every interface. */
function displayUrl(config: Config): string {
  const host = ['127.0.0.1', '0.0.0.0', '::'].includes(config.host) ? 'localhost' : config.host;
  return `http://${host.includes(':') ? `[${host}]` : host}:${config.port}`;
}

/** Sandbox mode opened to the network by HOST: say what that exposes. */
function lanWarning(config: Config): string {
  return [
    `HOST=${config.host}: this sandbox is open to your network, not only to this machine.`,
    `Anyone who reaches it can read every reset link and code in the sandbox mailbox (/api/sandbox/mailbox),`,
    `drive the simulators, and sign in to the demo accounts with the public demo password ${DEMO_PASSWORD}.`,
    'Unset HOST to listen on 127.0.0.1 only.',
  ].join('\n');
}

function banner(config: Config, url: string): string {
  if (!config.sandbox) {
    return ['', `Merchant dashboard and API: ${url} (public address ${config.publicUrl})`, `Database: ${describeDatabase(config)}`, ''].join('\n');
  }
  const width = Math.max(...DEMO_ACCOUNTS.map((account) => account.email.length));
  const rows = DEMO_ACCOUNTS.map((account) => `  ${account.email.padEnd(width)}  ${account.role.padEnd(15)}  ${account.about}`);
  return [
    '',
    `Sandbox API and dashboard: ${url}`,
    `Database: ${describeDatabase(config)}`,
    `Sandbox mailbox: ${url}/api/sandbox/mailbox?to=EMAIL`,
    '',
    `Demo logins (password ${DEMO_PASSWORD}):`,
    ...rows,
    ...(config.lanAccess ? ['', lanWarning(config)] : []),
    '',
  ].join('\n');
}

async function main(): Promise<void> {
  let config: Config;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }

  // Filled in as start-up proceeds; a signal may arrive at any step.
  const running: { db?: Db; app?: SandboxApp } = {};
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    running.app?.log.info(`${signal} received: shutting down`);
    try {
      if (running.app) await takeInArrived(running.app.server);
      await running.app?.close();
      await running.db?.close();
      process.exit(0);
    } catch (error) {
      console.error('Shutdown failed:', error);
      process.exit(1);
    }
  };
  process.on('SIGINT', () => void stop('SIGINT'));
  process.on('SIGTERM', () => void stop('SIGTERM'));

  const started = Date.now();
  const { db, applied, template } = await openDatabase(config, (error) => running.app?.log.error({ err: error }, 'idle database connection failed'));
  running.db = db;
  if (!config.sandbox) {
    const demo = await demoAccountsIn(db);
    if (demo.length > 0) {
      throw new Error(
        `NODE_ENV=production, but the database holds demo accounts, whose password is public: ${demo.join(', ')}. Delete them, or use a database of its own for production.`,
      );
    }
  }
  const seeded = config.sandbox ? await seed(db, { secrets: createSecretBox(config.sessionSecret) }) : { created: [] };
  const app = await buildApp({ config, db, logger: loggerOptions(config.logLevel) });
  running.app = app;
  for (const warning of config.warnings) app.log.warn(warning);
  if (template) app.log.info(`new database from the migrated schema in ${template}`);
  if (applied.length > 0) app.log.info(`applied migrations: ${applied.join(', ')}`);
  if (seeded.created.length > 0) app.log.info(`seeded demo accounts: ${seeded.created.join(', ')}`);
  if (stopping) return;

  await app.listen({ host: config.host, port: config.port });
  app.log.info(`ready in ${Date.now() - started} ms`);
  console.log(banner(config, displayUrl(config)));
}

main().catch((error: Error) => {
  // A signal during start-up closes the database under the start-up steps; stop() exits 0.
  if (stopping) return;
  console.error(`The sandbox could not start: ${error.message}`);
  process.exit(1);
});
