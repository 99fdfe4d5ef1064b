import type { ChildProcess } from 'node:child_process';

/**
 * Resolves once the sandbox at `baseURL` answers GET /api/health with 200. Rejects when the
 * sandbox process exits first or the time runs out; on first start it migrates and seeds, which
 * takes a while.
 */
export async function waitForHealth(baseURL: string, sandbox: ChildProcess, timeoutMs = 120_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (sandbox.exitCode !== null || sandbox.signalCode !== null) {
      throw new Error('The sandbox exited before it was healthy.');
    }
    try {
      const response = await fetch(`${baseURL}/api/health`);
      if (response.ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`The sandbox did not answer GET /api/health within ${timeoutMs / 1000} s.`);
}
