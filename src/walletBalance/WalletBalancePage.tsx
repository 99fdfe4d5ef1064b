import { PlaceholderPage } from '../common/PlaceholderPage';

/** Placeholder until the screen's own issue fills it in. */
export function WalletBalancePage() {
  return <PlaceholderPage titleKey="app.pages.wallet_balance.title" />;
}
