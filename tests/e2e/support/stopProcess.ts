import type { ChildProcess } from 'node:child_process';
import { exitCodeOf } from '../../../scripts/processes';

const STOP_TIMEOUT_MS = 10_000;

/** SIGTERM, then SIGKILL if the process has not exited within 10 s; resolves once it has exited. */
export async function stopProcess(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = exitCodeOf(child);
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), STOP_TIMEOUT_MS);
  await exited;
  clearTimeout(timer);
}

/** Whether a process id still names a live process (of anyone). */
export function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** Vitest exits at once on Ctrl-C without running afterAll hooks: the child must not outlive it. */
export function killOnRunnerExit(child: ChildProcess): void {
  const kill = () => child.kill('SIGTERM');
  process.once('exit', kill);
  child.once('exit', () => process.off('exit', kill));
}
