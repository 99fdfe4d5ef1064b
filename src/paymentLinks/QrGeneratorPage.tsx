import { PlaceholderPage } from '../common/PlaceholderPage';

/** Placeholder until the screen's own issue fills it in. */
export function QrGeneratorPage() {
  return <PlaceholderPage titleKey="app.pages.qr_generator.title" />;
}
