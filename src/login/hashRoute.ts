/** The app's hash routes (react-admin's default router), as the entry point reads them before react-admin loads. */
export function routeOf(hash: string): { path: string; searchParams: URLSearchParams } {
  const location = hash.replace(/^#/, '');
  const queryAt = location.indexOf('?');
  const path = (queryAt === -1 ? location : location.slice(0, queryAt)) || '/';
  return { path, searchParams: new URLSearchParams(queryAt === -1 ? '' : location.slice(queryAt + 1)) };
}

/** The pages outside the shell, which the sign-in entry shows without the admin app. */
export function isSignInPath(path: string): boolean {
  return path === '/' || path === '/reset-password';
}
