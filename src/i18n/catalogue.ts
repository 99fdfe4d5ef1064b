import { en } from './en';
import { activityMessages } from './activity';
import { complaintsMessages } from './complaints';
import { credentialsMessages } from './credentials';
import { liveRegionMessages } from './liveRegion';
import { merchantSettingsMessages } from './merchantSettings';
import { payerRefundsMessages } from './payerRefunds';
import { paymentIssuesMessages } from './paymentIssues';
import { paymentLinksMessages } from './paymentLinks';
import { addressBookMessages } from './payoutAddressBook';
import { approvalsMessages } from './payoutApprovals';
import { permissionDemoMessages, permissionStatusMessages } from './permissionDemo';
import { reportsMessages } from './reports';
import { transactionsMessages } from './transactions';
import { payoutPolicyMessages, sessionsMessages, teamSecurityMessages } from './settingsSecurity';
import { walletBalanceMessages } from './walletBalance';
import { walletServiceTypesMessages } from './walletServiceTypes';
import { webhooksMessages } from './webhooks';

/**
 * The strings the screens register as their chunks load (registerMessages), each under its prefix.
 * Tests and types only: importing this at run time would put every screen's words in the admin app.
 */
const lazyScreens = {
  app: {
    activity: activityMessages,
    complaints: complaintsMessages,
    credentials: credentialsMessages,
    live_region: liveRegionMessages,
    payer_refunds: payerRefundsMessages,
    payment_issues: paymentIssuesMessages,
    payment_links: paymentLinksMessages,
    payouts: { address_book: addressBookMessages, approvals: approvalsMessages },
    permission_demo: permissionDemoMessages,
    permission_status: permissionStatusMessages,
    reports: reportsMessages,
    transactions: transactionsMessages,
    settings: {
      merchant_settings: merchantSettingsMessages,
      payout_policy: payoutPolicyMessages,
      sessions: sessionsMessages,
      team_security: teamSecurityMessages,
    },
    wallet_balance: walletBalanceMessages,
    wallet_service_types: walletServiceTypesMessages,
    webhooks: webhooksMessages,
  },
};

export type MessageTree = { readonly [key: string]: string | MessageTree };

const merge = (a: MessageTree, b: MessageTree): MessageTree =>
  Object.fromEntries(
    [...new Set([...Object.keys(a), ...Object.keys(b)])].map((key) => {
      const [left, right] = [a[key], b[key]];
      return [key, typeof left === 'object' && typeof right === 'object' ? merge(left, right) : (right ?? left)];
    }),
  );

/** The full English catalogue: en.ts with every lazily registered screen under its prefix. */
export const catalogue: MessageTree = merge(en as unknown as MessageTree, lazyScreens);

export type Catalogue = typeof en & typeof lazyScreens;

/** Every leaf a string, and only the keys named (ra-core's types add index signatures, dropped here). */
type Strings<T> = { [K in keyof T as string extends K ? never : K]: T[K] extends string ? string : Strings<T[K]> };

/**
 * A language's file, src/i18n/locales/<code>.ts: `export default { … } satisfies LocaleMessages`,
 * the same tree as the catalogue, every leaf a string (README, "How to add a language").
 */
export type LocaleMessages = Strings<Catalogue>;
