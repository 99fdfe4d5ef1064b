import type { ReactElement } from 'react';
import { SettingsBanner } from '../settings/useBanner';
import type { Handler } from './fetchDouble';
import { renderScreen } from './renderScreen';
import { USERS, type TestUser } from './sessions';

/** One Settings part under the page's banner, as renderScreen mounts a screen, so a test sees what the page would show. */
export function renderSettingsPart(part: ReactElement, options: { routes?: Record<string, Handler>; session?: TestUser } = {}) {
  return renderScreen(<SettingsBanner>{part}</SettingsBanner>, { session: USERS.merchant, ...options });
}
