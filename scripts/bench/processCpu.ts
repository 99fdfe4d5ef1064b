import { readdirSync, readFileSync } from 'node:fs';

/** Clock ticks per second of /proc's CPU times: 100 on every Linux this project runs on. */
const TICKS_PER_SECOND = 100;

function statOf(pid: string): { comm: string; ticks: number } | null {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // The command name is in parentheses and may hold spaces; the fields after it are fixed.
    const close = stat.lastIndexOf(')');
    const fields = stat.slice(close + 2).split(' ');
    return { comm: stat.slice(stat.indexOf('(') + 1, close), ticks: Number(fields[11]) + Number(fields[12]) };
  } catch {
    return null;
  }
}

/** CPU seconds (user + system) a process has used so far, from /proc; null where there is none. */
export function processCpuSeconds(pid: number | undefined): number | null {
  const stat = pid === undefined ? null : statOf(String(pid));
  return stat ? stat.ticks / TICKS_PER_SECOND : null;
}

/**
 * CPU seconds used so far by every process of a name (PostgreSQL's server runs one per connection),
 * counting only those alive now: take it before and after a run that keeps its connections open.
 */
export function namedCpuSeconds(comm: string): number | null {
  let pids: string[];
  try {
    pids = readdirSync('/proc').filter((name) => /^\d+$/.test(name));
  } catch {
    return null;
  }
  let ticks = 0;
  for (const pid of pids) {
    const stat = statOf(pid);
    if (stat?.comm === comm) ticks += stat.ticks;
  }
  return ticks / TICKS_PER_SECOND;
}
