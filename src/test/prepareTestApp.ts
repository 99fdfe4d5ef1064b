import { createProviders } from '../providers';
import { createFetchDouble, type Handler } from './fetchDouble';
import { storeTestSession, type TestUser } from './sessions';

export interface RenderAppOptions {
  /** The hash route to open, e.g. `/dashboard`. */
  url?: string;
  /** The stored session to start with; none means signed out. */
  session?: TestUser;
  /** Gateway answers by "METHOD /path", on top of the shell's defaults. */
  routes?: Record<string, Handler>;
}

/** The stored session, the route and the real providers over a fetch double at the network edge. */
export function prepareTestApp({ url = '/', session }: RenderAppOptions, routes: Record<string, Handler>) {
  if (session) storeTestSession(session);
  window.location.hash = `#${url}`;
  const network = createFetchDouble(routes);
  return { network, providers: createProviders({ fetch: network.fetch, apiBase: '/api' }) };
}
