import type { ReactElement } from 'react';
import { type Banner, BannerAlert, useBanner } from '../settings/useBanner';
import type { Handler } from './fetchDouble';
import { renderScreen } from './renderScreen';
import { USERS, type TestUser } from './sessions';

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

/** One Settings part under the page's banner, as renderScreen mounts a screen. */
export function renderSettingsPart(part: (notify: Notify) => ReactElement, options: { routes?: Record<string, Handler>; session?: TestUser } = {}) {
  return renderScreen(<WithBanner part={part} />, { session: USERS.merchant, ...options });
}
