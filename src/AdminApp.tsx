import { App } from './App';
import { createProviders } from './providers';

const providers = createProviders({ fetch: (input, init) => window.fetch(input, init) });

/**
 * The admin app: react-admin with the shell and every screen's route. src/main.tsx loads it with
 * import() (issue 17): at once for a visitor with a session or a route inside the shell, else once
 * the sign-in page's user starts typing, and shows it when sign-in ends.
 */
export function AdminApp() {
  return <App {...providers} />;
}
