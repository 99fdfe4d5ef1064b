import { buildApp, type SandboxApp } from './app';
import { ConfigError, loadConfig, type Config } from './config';
import { connectDb, describeDatabase } from './db/connect';
import { migrate } from './db/migrate';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, seed } from './db/seed';
import type { Db } from './db/types';
import { createSecretBox } from './lib/secretBox';

/**
 * The sandbox process: configuration, database, migrations, demo data, then the app on
 * 0.0.0.0:PORT. SIGINT and SIGTERM close the app (in-flight requests finish, sockets close) and
 * the database, then exit 0.
 */

/** Sessions and cookies never reach the log (issue 8: no secrets in logs). */
const REDACT = ['req.headers.authorization', 'req.headers.cookie', 'res.headers["set-cookie"]'];

let stopping = false;

function banner(config: Config, url: string): string {
  const width = Math.max(...DEMO_ACCOUNTS.map((account) => account.email.length));
  const rows = DEMO_ACCOUNTS.map((account) => `  ${account.email.padEnd(width)}  ${account.role.padEnd(15)}  ${account.about}`);
  return [
    '',
    `Sandbox API and dashboard: ${url}`,
    `Database: ${describeDatabase(config)}`,
    config.sandbox ? `Sandbox mailbox: ${url}/api/sandbox/mailbox?to=EMAIL` : 'Production mode: no demo mailbox',
    '',
    `Demo logins (password ${DEMO_PASSWORD}):`,
    ...rows,
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
  const db = await connectDb(config, (error) => running.app?.log.error({ err: error }, 'idle database connection failed'));
  running.db = db;
  const applied = await migrate(db);
  const seeded = config.sandbox ? await seed(db, { secrets: createSecretBox(config.sessionSecret) }) : { created: [] };
  const app = await buildApp({ config, db, logger: { level: config.logLevel, redact: REDACT } });
  running.app = app;
  for (const warning of config.warnings) app.log.warn(warning);
  if (applied.length > 0) app.log.info(`applied migrations: ${applied.join(', ')}`);
  if (seeded.created.length > 0) app.log.info(`seeded demo accounts: ${seeded.created.join(', ')}`);
  if (stopping) return;

  await app.listen({ host: '0.0.0.0', port: config.port });
  app.log.info(`ready in ${Date.now() - started} ms`);
  console.log(banner(config, `http://localhost:${config.port}`));
}

main().catch((error: Error) => {
  // A signal during start-up closes the database under the start-up steps; stop() exits 0.
  if (stopping) return;
  console.error(`The sandbox could not start: ${error.message}`);
  process.exit(1);
});
