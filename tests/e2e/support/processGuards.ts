import type { ChildProcess } from 'node:child_process';

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
