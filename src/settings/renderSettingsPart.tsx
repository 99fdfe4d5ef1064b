import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AdminContext, memoryStore } from 'react-admin';
import { i18nProvider } from '../i18n';
import { createProviders } from '../providers';
import { createFetchDouble, type Handler } from '../test/fetchDouble';
import { storeTestSession, USERS, type TestUser } from '../test/sessions';
import { BannerAlert } from './BannerAlert';
import { type Banner, useBanner } from './useBanner';

type Notify = (severity: Banner['severity'], text: string) => void;

/** The Settings page's banner around one part, so a component test sees what the page would show. */
function WithBanner({ part }: { part: (notify: Notify) => ReactElement }) {
  const { banner, show } = useBanner();
  return (
    <>
      <BannerAlert banner={banner} />
      {part(show)}
    </>
  );
}

/**
 * Test helper: renders one Settings part (not the whole app) with the real providers and i18n, a
 * stored session and a fetch double at the network edge.
 */
export function renderSettingsPart(part: (notify: Notify) => ReactElement, { routes = {}, session = USERS.merchant }: { routes?: Record<string, Handler>; session?: TestUser } = {}) {
  storeTestSession(session);
  const network = createFetchDouble(routes);
  const providers = createProviders({ fetch: network.fetch, apiBase: '/api' });
  const view = render(
    <AdminContext {...providers} i18nProvider={i18nProvider} store={memoryStore()}>
      <WithBanner part={part} />
    </AdminContext>,
  );
  return { ...view, network, user: userEvent.setup() };
}
