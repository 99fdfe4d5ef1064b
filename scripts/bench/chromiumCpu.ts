import { readdirSync, readFileSync } from 'node:fs';

/**
 * CPU seconds used by the Chromium that this process launched, split by process kind (browser,
 * renderer, network service, GPU...) and, within the renderer, by thread (its main thread, the
 * export's worker, the compositor...): on 2 cores the export is bound by total CPU, not only by
 * what overlaps, so the bench shows who spends it (issue 17). Read from /proc; empty elsewhere.
 */

/** Clock ticks per second of /proc's CPU times: 100 on every Linux this project runs on. */
const TICKS_PER_SECOND = 100;

interface Stat {
  comm: string;
  ppid: number;
  ticks: number;
}

function statOf(path: string): Stat | null {
  try {
    const stat = readFileSync(path, 'utf8');
    // The command name is in parentheses and may hold spaces; the fields after it are fixed.
    const close = stat.lastIndexOf(')');
    const fields = stat.slice(close + 2).split(' ');
    return { comm: stat.slice(stat.indexOf('(') + 1, close), ppid: Number(fields[1]), ticks: Number(fields[11]) + Number(fields[12]) };
  } catch {
    return null;
  }
}

function kindOf(pid: number): string {
  let args: string[];
  try {
    // Chromium's child processes rewrite their command line with spaces between the arguments.
    args = readFileSync(`/proc/${pid}/cmdline`, 'utf8').split(/[\0 ]/);
  } catch {
    return 'gone';
  }
  const type = args.find((arg) => arg.startsWith('--type='))?.slice('--type='.length);
  if (!type) return 'browser';
  const sub = args.find((arg) => arg.startsWith('--utility-sub-type='))?.slice('--utility-sub-type='.length);
  if (type === 'utility' && sub) return sub.replace(/\.mojom\..*$/, '').replace(/^.*\./, '') || 'utility';
  return type;
}

/** Keys: `renderer` for the process, `renderer/<thread name>` for each of its threads (tid-keyed). */
export type CpuTicks = Map<string, number>;

/** Each Chromium process under `rootPid` (this process: Playwright spawns it), and its threads. */
function chromiumTicks(rootPid: number): CpuTicks {
  const stats = new Map<number, Stat>();
  for (const name of readdirSync('/proc')) {
    if (!/^\d+$/.test(name)) continue;
    const stat = statOf(`/proc/${name}/stat`);
    if (stat) stats.set(Number(name), stat);
  }
  const under = (pid: number): boolean => {
    for (let at = stats.get(pid); at; at = stats.get(at.ppid)) if (at.ppid === rootPid) return true;
    return false;
  };
  const ticks: CpuTicks = new Map();
  for (const [pid, stat] of stats) {
    if (!stat.comm.startsWith('chrom') || !under(pid)) continue;
    const kind = kindOf(pid);
    ticks.set(`${kind}#${pid}`, stat.ticks);
    if (kind !== 'renderer') continue;
    for (const tid of readdirSync(`/proc/${pid}/task`)) {
      const thread = statOf(`/proc/${pid}/task/${tid}/stat`);
      if (thread) ticks.set(`${kind}#${pid}/${thread.comm}#${tid}`, thread.ticks);
    }
  }
  return ticks;
}

/**
 * Samples Chromium's CPU every `everyMs` until stopped, so that a thread that ends before the
 * export does (the worker is terminated with its file) still counts; `stop` answers the CPU
 * seconds used since the start, summed by process kind and by renderer thread name.
 */
export function sampleChromiumCpu(everyMs = 500, rootPid = process.pid) {
  const first = chromiumTicks(rootPid);
  const last = new Map(first);
  const sample = () => {
    for (const [key, value] of chromiumTicks(rootPid)) last.set(key, Math.max(value, last.get(key) ?? 0));
  };
  const timer = setInterval(sample, everyMs);
  return {
    stop(): Record<string, number> {
      clearInterval(timer);
      sample();
      const seconds: Record<string, number> = {};
      for (const [key, value] of last) {
        // `renderer#12/DedicatedWorker#15` sums as `renderer/DedicatedWorker`.
        const name = key.replace(/#\d+/g, '');
        seconds[name] = (seconds[name] ?? 0) + (value - (first.get(key) ?? 0)) / TICKS_PER_SECOND;
      }
      return Object.fromEntries(Object.entries(seconds).filter(([, s]) => s >= 0.05).sort(([, a], [, b]) => b - a));
    },
  };
}
