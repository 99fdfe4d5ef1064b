import { ACCOUNTS } from './support/accounts';
import { describeEveryRoute } from './support/axe';

/** Issue 30's axe suite (support/axe.ts): every route of the shell for merchant@, and a record of each list with one. */
describeEveryRoute(ACCOUNTS.merchant);
