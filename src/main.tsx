// First: config.ts turns off zod's eval probe, which must happen before any schema is built.
import { browserFetch } from './config';
import { startTransition, StrictMode, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { isSessionValid } from '../authProvider/session';
import { isSignInPath, routeOf } from './login/hashRoute';
import { SignInApp } from './login/SignInApp';
import { startEarlyDashboard } from './dashboard/earlyDashboard';
import { earlyOpenCount } from './dashboard/openPaymentIssues';
import { SignedInFrame } from './SignedInFrame';

const element = document.getElementById('root');
if (!element) throw new Error('index.html has no #root element');
const root = createRoot(element);

/** react-admin, the shell and the screens' routes: a chunk of its own, loaded once (import() caches it). */
const loadAdmin = () => import('./AdminApp');

let adminShown = false;
const showAdmin = () => {
  if (adminShown) return;
  adminShown = true;
  loadAdmin().then(
    async ({ AdminApp, preloadPage }) => {
      // The opened page's chunk first, so that its first render does not suspend (common/pageConfig.ts).
      await preloadPage(routeOf(window.location.hash).path)?.catch(() => undefined);
      // Issue 27: in a transition, React renders the whole app in slices of a few ms that yield to the browser,
      // where it was one long task of half a second; the frame (or the sign-in page) stays until it is done.
      startTransition(() =>
        root.render(
          <StrictMode>
            <AdminApp />
          </StrictMode>,
        ),
      );
    },
    // A chunk that cannot load (a new deployment replaced it, a dropped connection): a reload
    // fetches the current index.html, and the stored session takes it straight to the admin app.
    () => window.location.reload(),
  );
};

// Issue 17: a visitor without a session on the sign-in or reset-password page gets those pages on
// their own; react-admin loads while they type. Everyone else goes straight to the admin app.
if (!isSessionValid() && isSignInPath(routeOf(window.location.hash).path)) {
  root.render(
    <StrictMode>
      <SignInApp
        fetch={browserFetch}
        onSignedIn={showAdmin}
        onLeave={showAdmin}
        prefetchAdmin={() => void loadAdmin().catch(() => undefined)}
      />
    </StrictMode>,
  );
} else {
  // Issue 27: the dashboard's data and its screen's chunk load while the admin app's JS does
  // (import() caches the chunk for showAdmin's preload), under a frame painted at once.
  const { path } = routeOf(window.location.hash);
  let cards: Promise<ReactNode> | undefined;
  if (startEarlyDashboard({ fetch: browserFetch, path })) {
    import('./dashboard/DashboardPage').catch(() => undefined);
    // The Needs attention count beside the figures: the frame draws both (its chunk, which src/boot.ts preloads).
    earlyOpenCount();
    cards = import('./dashboard/DashboardFrame').then(({ frameCards }) => frameCards());
  }
  root.render(<SignedInFrame path={path} cards={cards} />);
  showAdmin();
  // The first Intl formatter loads the locale data (about 50 ms): done now, in tasks of their own while the admin
  // app downloads, instead of inside the first render of the figures (the formatters reuse the data).
  setTimeout(() => new Intl.NumberFormat('en-US').format(0));
  setTimeout(() => new Intl.DateTimeFormat().format(0));
}
