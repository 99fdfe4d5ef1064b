import { App } from './App';
import { browserFetch } from './config';
import { createProviders } from './providers';
import { pageAt } from './routes';

const providers = createProviders({ fetch: browserFetch });

/**
 * The admin app: react-admin with the shell and every screen's route. src/main.tsx loads it with
 * import() (issue 17): at once for a visitor with a session or a route inside the shell, else once
 * the sign-in page's user starts typing, and shows it when sign-in ends.
 */
export function AdminApp() {
  return <App {...providers} />;
}

/** The chunk of the screen `path` opens, loaded before the app's first render (see lazyPage). */
export const preloadPage = (path: string) => pageAt(path)?.Component.preload();
