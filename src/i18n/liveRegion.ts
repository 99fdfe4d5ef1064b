import { registerMessages } from '.';

/** What the shell's live region says when a shown list changes by itself (issue 30), registered with its chunk. */
export const liveRegionMessages = registerMessages('app.live_region', {
  new_transactions: '%{smart_count} new transaction |||| %{smart_count} new transactions',
  list_updated: 'List updated',
});
