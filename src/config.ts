import { z } from 'zod';

// The Content-Security-Policy forbids eval: zod must not even probe for it (the probe, run when the
// first object schema is built, reports a policy violation on every load). main.tsx imports this
// module first for that reason.
z.config({ jitless: true });

/**
 * Build-time configuration of the dashboard, validated once here so that a wrong value fails at
 * start-up with a readable message instead of as a broken request later.
 */
const ApiBase = z
  .string()
  .trim()
  .refine((value) => value.startsWith('/') || /^https?:\/\/[^/\s]+/.test(value), {
    message: 'VITE_API_BASE must be a path starting with "/" (e.g. /api) or an http(s) URL',
  })
  // Paths are joined as `${apiBase}/auth/login`, so a trailing slash would double up.
  .transform((value) => value.replace(/\/+$/, ''));

const Env = z.object({ VITE_API_BASE: ApiBase.default('/api') });

export interface AppConfig {
  apiBase: string;
}

export function loadConfig(env: Record<string, unknown>): AppConfig {
  const parsed = Env.safeParse({ VITE_API_BASE: env.VITE_API_BASE || undefined });
  if (!parsed.success) {
    throw new Error(`Invalid dashboard configuration: ${parsed.error.issues.map((i) => i.message).join('; ')}`);
  }
  return { apiBase: parsed.data.VITE_API_BASE };
}

export const config: AppConfig = loadConfig(import.meta.env);
