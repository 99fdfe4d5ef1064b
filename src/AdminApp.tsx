import { App } from './App';
import { browserFetch } from './config';
import { createProviders } from './providers';
import { GatewayQueryClient } from './queryClient';
import { pageAt } from './routes';

const providers = createProviders({ fetch: browserFetch });
/**
 * One for the page's life, as the providers. React throws away a render that a sync update interrupts (the signed-in
 * frame's cards, src/SignedInFrame.tsx, come while this app's first render is under way), and a client made in it
 * would go too, with the early answers it took in (common/earlyQuery.ts): the screens would ask again.
 */
const queryClient = new GatewayQueryClient();

/**
 * The admin app: react-admin with the shell and every screen's route. src/main.tsx loads it with
 * import() (issue 17): at once for a visitor with a session or a route inside the shell, else once
 * the sign-in page's user starts typing, and shows it when sign-in ends.
 */
export function AdminApp() {
  return <App {...providers} queryClient={queryClient} />;
}

/** The chunk of the screen `path` opens, loaded before the app's first render (see lazyPage). */
export const preloadPage = (path: string) => pageAt(path)?.Component.preload();
