import { inject } from 'vitest';

/**
 * Origin of the sandbox this test file talks to, e.g. http://127.0.0.1:41234 (no trailing slash).
 *
 * The e2e global setup starts one sandbox per Vitest worker (`baseURLs`). Vitest numbers its
 * workers 1 to maxWorkers in VITEST_POOL_ID, a number a worker keeps for all the files it runs and
 * that no two running workers share. A worker runs its files one after the other, so the files on
 * one sandbox never overlap, and files running at the same time never share a database, a mailbox
 * or a rate-limit counter. The reference gateway's project (tests/gateway), which reuses these
 * helpers, provides its single server as `baseURL`.
 */
export function sandboxURL(): string {
  const urls = inject('baseURLs');
  if (!urls) {
    const single = inject('baseURL');
    if (!single) throw new Error('The global setup provided neither baseURLs nor baseURL.');
    return single;
  }
  const poolId = Number(process.env.VITEST_POOL_ID ?? '1');
  if (!Number.isInteger(poolId) || poolId < 1) throw new Error(`Unexpected VITEST_POOL_ID ${process.env.VITEST_POOL_ID}`);
  return urls[(poolId - 1) % urls.length];
}
