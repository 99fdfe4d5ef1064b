import { PlaceholderPage } from '../common/PlaceholderPage';

/** Placeholder until the screen's own issue fills it in. */
export function WalletServiceTypeDetailPage() {
  return <PlaceholderPage titleKey="app.pages.wallet_service_type.title" />;
}
