import { PlaceholderPage } from '../common/PlaceholderPage';

/** Placeholder until the screen's own issue fills it in. */
export function WalletServiceTypesPage() {
  return <PlaceholderPage titleKey="app.pages.wallet_service_types.title" />;
}
