import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { memoryStore } from 'react-admin';
import { App } from '../App';
import { ok, type Handler } from './fetchDouble';
import { prepareTestApp, type RenderAppOptions } from './prepareTestApp';

export type { RenderAppOptions } from './prepareTestApp';

export { USERS } from './sessions';

/** Answers every shell page needs, so a test only declares what it is about. */
const SHELL_ROUTES: Record<string, Handler> = {
  'GET /notifications/stats': ok({ unreadCount: 0 }),
  'GET /notifications': ok([]),
};

/** Renders the real App at a route, with a stored session and a fetch double at the network edge. */
export function renderApp(options: RenderAppOptions = {}) {
  const { network, providers } = prepareTestApp(options, { ...SHELL_ROUTES, ...options.routes });
  const view = render(<App {...providers} store={memoryStore()} />);
  return { ...view, network, user: userEvent.setup(), providers };
}
