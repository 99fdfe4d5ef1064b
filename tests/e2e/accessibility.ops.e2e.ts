import { beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNTS, DEMO_PASSWORD } from './support/accounts';
import { WIDTHS, report, scanEveryRoute, useAxeBrowser } from './support/axe';
import { signInDirectly } from './support/login';
import { simulateDeposit } from './support/simulate';

/** Issue 30's axe suite (support/axe.ts): every route of the shell for ops@, and a record of each list with one. */
const openPage = useAxeBrowser();

describe('accessibility of every route for ops@ (axe-core, WCAG 2.2 AA)', { timeout: 600_000 }, () => {
  // An open payment issue, so that the screen has a record to open.
  beforeAll(async () => {
    await simulateDeposit({ amount: '51.17', outcome: 'underpaid', confirmAfterMs: 0 });
  });

  it.each(WIDTHS)(`every route for ${ACCOUNTS.ops} at %i px`, async (width) => {
    const { page, idle } = await openPage(width);
    await signInDirectly(page, ACCOUNTS.ops, DEMO_PASSWORD, '/permission-demo');
    await idle();
    expect(report(await scanEveryRoute(page, idle, ACCOUNTS.ops))).toEqual([]);
  });
});
