/**
 * Issue 27: the first script of every page, a file of its own with no imports, so that it runs while
 * the entry (the sign-in page and React, about 145 KB) is still downloading. With a stored session it
 * starts the downloads of the admin app, and of the dashboard when that is the opened page, which
 * would otherwise begin only once the entry has loaded and run. scripts/viteBoot.ts lists their files
 * in index.html. A wrong guess (an expired or revoked session) costs a download the app makes anyway
 * after sign-in; authProvider/session.ts stays the judge of the session.
 */
type Preload = { sessionKey: string; admin: string[]; dashboard: string[] };

/** The dashboard's paths (src/dashboard/earlyDashboard.ts), as the hash router reads them. */
const DASHBOARD_PATHS = ['/', '/dashboard'];

function preload(files: string[]) {
  for (const href of files) {
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.href = href;
    document.head.append(link);
  }
}

try {
  const hints = JSON.parse(document.getElementById('signed-in-preload')?.textContent ?? 'null') as Preload | null;
  const expiry = (storage: Storage) => Number(storage.getItem(hints?.sessionKey ?? '') ?? 0);
  if (hints && Math.max(expiry(sessionStorage), expiry(localStorage)) > Date.now()) {
    preload(hints.admin);
    const path = window.location.hash.replace(/^#/, '').split('?')[0] || '/';
    if (DASHBOARD_PATHS.includes(path)) preload(hints.dashboard);
  }
} catch {
  // Storage a browser refuses (private modes) leaves the downloads to the entry, as before.
}
