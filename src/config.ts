// The Content-Security-Policy forbids eval: zod must not even probe for it (the probe, run when the
// first object schema is built, reports a policy violation on every load). main.tsx imports this
// module first for that reason. zod keeps its settings on globalThis.__zod_globalConfig, shared by
// every copy of it; setting jitless there, as z.config({ jitless: true }) does, spares the sign-in
// page, which loads no zod, the import (issue 17). config.spec.ts checks that zod reads it.
const zodSettings = globalThis as { __zod_globalConfig?: { jitless?: boolean } };
(zodSettings.__zod_globalConfig ??= {}).jitless = true;

const API_BASE_MESSAGE = 'VITE_API_BASE must be a path starting with "/" (e.g. /api) or an http(s) URL';

/**
 * Build-time configuration of the dashboard, validated once here so that a wrong value fails at
 * start-up with a readable message instead of as a broken request later.
 */
export function loadConfig(env: Record<string, unknown>) {
  const raw = env.VITE_API_BASE || '/api';
  const value = typeof raw === 'string' ? raw.trim() : null;
  if (value === null || !(value.startsWith('/') || /^https?:\/\/[^/\s]+/.test(value))) {
    throw new Error(`Invalid dashboard configuration: ${typeof raw === 'string' ? API_BASE_MESSAGE : 'VITE_API_BASE must be a string'}`);
  }
  // Paths are joined as `${apiBase}/auth/login`, so a trailing slash would double up.
  return { apiBase: value.replace(/\/+$/, '') };
}

export const config = loadConfig(import.meta.env);

/**
 * The page's one fetch: the dashboard's HTTP clients (the entry's early requests, the admin app's) share, per fetch,
 * what a gateway without the sandbox additions answered (dataProvider/httpClient.ts), so none is asked twice.
 */
export const browserFetch: typeof window.fetch = (input, init) => window.fetch(input, init);
