/**
 * A PostgreSQL server for tests that need a real one (the scale-out test runs several API processes
 * on one database, which PGlite cannot serve). It is the server named by SCALE_OUT_DATABASE_URL or
 * DATABASE_URL when either is set, else the machine's own Debian cluster, found with pg_lsclusters
 * and started when it is down, as .ci/run's start_postgres does. Each caller gets a fresh database
 * of its own and drops it when done. Nothing is installed here (the system-packages step of
 * `npm test` installs the postgresql package): when no server can be had, it throws with the
 * reason, so the test fails saying what is missing rather than being skipped.
 */
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import pg from 'pg';

export interface PostgresDatabase {
  /** postgres://role:password@host:port/name */
  url: string;
  name: string;
  /** Drops the database (ending its connections) and the role made for it, if any. */
  drop(): Promise<void>;
}

export interface PostgresServer {
  /** Where the server is, for messages; never a password. */
  description: string;
  /** A new empty database; `prefix` is a lowercase SQL identifier such as `scale_out`. */
  createDatabase(prefix: string): Promise<PostgresDatabase>;
}

/** Databases a killed run left behind are dropped by a later run once they are this old. */
const STALE_AFTER_MS = 60 * 60_000;
const IDENTIFIER = /^[a-z_][a-z0-9_]*$/;
const COMMAND_TIMEOUT_MS = 60_000;

interface Admin {
  /** Runs SQL as a role that may create databases; answers the first column of each row. */
  query(sql: string): Promise<string[]>;
  /** The URL of a database on this server, for the role that owns it. */
  urlFor(name: string, role: { name: string; password: string } | null): string;
  /** Whether each database gets a role of its own (the local cluster) or uses the given URL's role. */
  ownRole: boolean;
}

interface CommandResult {
  code: number | null;
  stdout: string;
  stderr: string;
  error?: Error;
}

function run(command: string, args: string[], input?: string): Promise<CommandResult> {
  return new Promise((resolve) => {
    // cwd /: the postgres user may not enter the caller's folder, and psql warns when it cannot.
    const child = spawn(command, args, { cwd: '/', stdio: ['pipe', 'pipe', 'pipe'], timeout: COMMAND_TIMEOUT_MS });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.once('error', (error) => resolve({ code: null, stdout, stderr, error }));
    child.once('close', (code) => resolve({ code, stdout, stderr }));
    child.stdin.end(input ?? '');
  });
}

const firstLine = (text: string) => text.trim().split('\n')[0] ?? '';

/** The first cluster pg_lsclusters lists (Debian's 15/main), started when it is down. */
async function localCluster(): Promise<Admin | { reason: string }> {
  const listed = await run('pg_lsclusters', ['-h']);
  if (listed.error) return { reason: 'PostgreSQL is not installed (no pg_lsclusters); install the Debian package postgresql or set SCALE_OUT_DATABASE_URL' };
  const [version, name, port, status] = firstLine(listed.stdout).split(/\s+/);
  if (!version || !port) return { reason: 'pg_lsclusters lists no PostgreSQL cluster' };
  if (process.getuid?.() !== 0) {
    return { reason: `not root, so the postgres role of cluster ${version}/${name} cannot be used; set SCALE_OUT_DATABASE_URL` };
  }
  if (!status?.startsWith('online')) {
    // Left running afterwards: other processes may have connected since (.ci/run stops the one it starts).
    const started = await run('pg_ctlcluster', [version, name, 'start']);
    if (started.code !== 0) return { reason: `pg_ctlcluster ${version} ${name} start failed: ${firstLine(started.stderr)}` };
  }
  return {
    ownRole: true,
    async query(sql) {
      const result = await run('runuser', ['-u', 'postgres', '--', 'psql', '-p', port, '-X', '-q', '-At', '-v', 'ON_ERROR_STOP=1'], sql);
      if (result.code !== 0) throw new Error(`psql on cluster ${version}/${name} failed: ${result.stderr.trim() || result.error?.message}`);
      return result.stdout.split('\n').filter((line) => line !== '');
    },
    urlFor: (database, role) => `postgres://${role?.name}:${role?.password}@127.0.0.1:${port}/${database}`,
  };
}

/** A server named by a URL whose role may create databases. */
async function urlServer(url: string, variable: string): Promise<Admin | { reason: string }> {
  const query = async (sql: string) => {
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    try {
      const result = await client.query<unknown[]>({ text: sql, rowMode: 'array' });
      return result.rows.map((row) => String(row[0]));
    } finally {
      await client.end();
    }
  };
  try {
    const [mayCreate] = await query('SELECT (rolcreatedb OR rolsuper)::text FROM pg_roles WHERE rolname = current_user');
    if (mayCreate !== 'true') return { reason: `the role in ${variable} may not create databases (needs CREATEDB)` };
  } catch (error) {
    return { reason: `the server in ${variable} does not answer: ${(error as Error).message}` };
  }
  return {
    ownRole: false,
    query,
    urlFor(database) {
      const target = new URL(url);
      target.pathname = `/${database}`;
      return target.toString();
    },
  };
}

function describeServer(admin: Admin): string {
  const url = new URL(admin.urlFor('postgres', { name: 'role', password: 'x' }));
  return `PostgreSQL at ${url.hostname}:${url.port || 5432}`;
}

/** Names carry their creation time, so a later run can tell an abandoned database from a live one. */
async function dropStale(admin: Admin, prefix: string): Promise<void> {
  const names = await admin.query(`SELECT datname FROM pg_database WHERE datname LIKE '${prefix}\\_%'`);
  for (const name of names) {
    const createdAt = Number(/_(\d{13})_/.exec(name)?.[1]);
    if (!IDENTIFIER.test(name) || !(Date.now() - createdAt > STALE_AFTER_MS)) continue;
    // No FORCE: a database still in use is not abandoned.
    await admin.query(`DROP DATABASE IF EXISTS "${name}"`).catch(() => undefined);
    if (admin.ownRole) await admin.query(`DROP ROLE IF EXISTS "${name}"`).catch(() => undefined);
  }
}

function serverOf(admin: Admin): PostgresServer {
  return {
    description: describeServer(admin),
    async createDatabase(prefix) {
      if (!IDENTIFIER.test(prefix)) throw new Error(`Database prefix ${prefix} must be a lowercase SQL identifier`);
      await dropStale(admin, prefix);
      const name = `${prefix}_${Date.now()}_${randomBytes(3).toString('hex')}`;
      const role = admin.ownRole ? { name, password: randomBytes(16).toString('hex') } : null;
      if (role) await admin.query(`CREATE ROLE "${role.name}" LOGIN PASSWORD '${role.password}'`);
      await admin.query(`CREATE DATABASE "${name}"${role ? ` OWNER "${role.name}"` : ''}`);
      return {
        url: admin.urlFor(name, role),
        name,
        async drop() {
          await admin.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
          if (role) await admin.query(`DROP ROLE IF EXISTS "${role.name}"`);
        },
      };
    },
  };
}

/**
 * The server to make test databases on; throws with the reason when there is none.
 * SCALE_OUT_DATABASE_URL wins over DATABASE_URL, so the scale-out test can use another server than
 * the API tests.
 */
export async function requirePostgres(env: NodeJS.ProcessEnv = process.env): Promise<PostgresServer> {
  const variable = env.SCALE_OUT_DATABASE_URL ? 'SCALE_OUT_DATABASE_URL' : env.DATABASE_URL ? 'DATABASE_URL' : null;
  const admin = variable ? await urlServer(env[variable] as string, variable) : await localCluster();
  if ('reason' in admin) throw new Error(`This test needs a PostgreSQL server and has none: ${admin.reason}.`);
  return serverOf(admin);
}
