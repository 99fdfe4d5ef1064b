import { execFileSync } from 'node:child_process';
import { cpus, loadavg, totalmem } from 'node:os';
import pg from 'pg';
import { ROOT } from '../processes';

/** The machine and versions the figures were measured on. */
export interface Environment {
  date: string;
  cores: number;
  cpuModel: string;
  memoryGiB: number;
  /** 1, 5 and 15 minute load averages when the run started: other work on the machine skews figures. */
  loadAverage: number[];
  node: string;
  postgres: string | null;
  commit: string | null;
  quick: boolean;
  totalSeconds?: number;
}

async function postgresVersion(): Promise<string | null> {
  if (!process.env.DATABASE_URL) return null;
  const client = new pg.Client({ connectionString: process.env.DATABASE_URL });
  try {
    await client.connect();
    const { rows } = await client.query<{ version: string }>('SELECT version()');
    return rows[0].version.split(' on ')[0];
  } catch {
    return null;
  } finally {
    await client.end().catch(() => {});
  }
}

function commit(): string | null {
  try {
    return execFileSync('git', ['rev-parse', '--short', 'HEAD'], { cwd: ROOT, encoding: 'utf8' }).trim();
  } catch {
    return null;
  }
}

export async function environment(): Promise<Omit<Environment, 'quick'>> {
  return {
    date: new Date().toISOString(),
    cores: cpus().length,
    cpuModel: cpus()[0]?.model ?? 'unknown',
    memoryGiB: Math.round(totalmem() / 2 ** 30),
    loadAverage: loadavg().map((load) => Math.round(load * 100) / 100),
    node: process.version,
    postgres: await postgresVersion(),
    commit: commit(),
  };
}
