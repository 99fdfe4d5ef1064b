import type { FastifyReply, FastifyRequest, RouteOptions } from 'fastify';
import { AUTH_MESSAGES } from '../../contract/auth';
import { hasPermission, PERMISSIONS, type Permission } from '../../contract/permissions';
import { expireSessions } from '../activity/record';
import { sessionCookieName, sessionCookieOptions } from '../auth/cookie';
import { findSession, type AuthUser } from '../auth/sessions';
import { stepUpState } from '../auth/stepUp';
import { STEP_UP_MESSAGES, STEP_UP_REQUIRED } from '../../contract/stepUp';
import type { Config } from '../config';
import type { Db } from '../db/types';
import { forbidden, unauthorized } from '../lib/httpErrors';
import type { App } from './zod';

/**
 * Authentication and authorization in one hook (DECISIONS.md section 6: the server decides).
 * Every route declares `config: { auth, permission? }`:
 * - 'public': no session looked at (sign-in, health, the sandbox mailbox);
 * - 'session': a valid session is required (401), and the permission when one is named (403);
 * - 'optional': the session is attached when there is one (verify-2fa serves both the sign-in flow
 *   and the settings flow; logout answers the same with or without a session).
 * A route under /api without a declaration stops the server at start-up, and every route is
 * recorded in the route table that the security tests enumerate.
 * `stepUp: true` (issue 28) also requires a step-up window on the session (contract/stepUp.ts):
 * checked after the permission and the schema, so a caller who may never act, or sent bad input,
 * hears that first; without the window the answer is 403 with `reason: 'stepUpRequired'`.
 */
export type AuthMode = 'public' | 'session' | 'optional';

declare module 'fastify' {
  interface FastifyContextConfig {
    auth?: AuthMode;
    permission?: Permission;
    stepUp?: boolean;
  }
  interface FastifyRequest {
    /** The signed-in caller, or null on public routes and anonymous optional ones. */
    user: AuthUser | null;
  }
}

export interface RouteEntry {
  method: string;
  url: string;
  auth: AuthMode;
  permission: Permission | null;
  stepUp: boolean;
}

export const ACCESS_DENIED = 'Access denied. You do not have permission for this action.';
export const CROSS_SITE_REFUSED = 'Cross-site request refused: the Origin header must match this site.';

const AUTH_MODES: readonly AuthMode[] = ['public', 'session', 'optional'];
const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** The route's user, for handlers of 'session' routes, where the guard has already required it. */
export function currentUser(request: FastifyRequest): AuthUser {
  if (!request.user) throw unauthorized(AUTH_MESSAGES.authRequired);
  return request.user;
}

function bearerToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (!header) return null;
  const match = /^Bearer\s+(\S+)$/i.exec(header);
  return match ? match[1] : null;
}

function sameOrigin(request: FastifyRequest, config: Pick<Config, 'publicUrl'>): boolean {
  const origin = request.headers.origin;
  if (!origin || origin === 'null') return false;
  try {
    const { origin: normalized } = new URL(origin);
    // The socket's scheme and the Host header the client sent: request.protocol and request.host
    // would read X-Forwarded-Proto and X-Forwarded-Host under TRUST_PROXY, which anybody can set.
    const protocol = (request.socket as { encrypted?: boolean }).encrypted ? 'https' : 'http';
    const own = new URL(`${protocol}://${request.headers.host}`).origin;
    return normalized === own || normalized === new URL(config.publicUrl).origin;
  } catch {
    return false;
  }
}

function recordRoute(routes: RouteEntry[], route: RouteOptions): void {
  const auth = route.config?.auth;
  const url = route.url;
  if (auth !== undefined && !AUTH_MODES.includes(auth)) {
    throw new Error(`Route ${url} declares unknown auth mode ${String(auth)}`);
  }
  if (auth === undefined && url.startsWith('/api')) {
    throw new Error(`Route ${url} must declare config.auth ('public', 'session' or 'optional')`);
  }
  const permission = route.config?.permission ?? null;
  if (permission !== null && !PERMISSIONS.includes(permission)) {
    throw new Error(`Route ${url} declares unknown permission ${permission}`);
  }
  if (permission !== null && auth !== 'session') {
    throw new Error(`Route ${url} names a permission, so it must use auth 'session'`);
  }
  const stepUp = route.config?.stepUp === true;
  if (stepUp && auth !== 'session') throw new Error(`Route ${url} requires a step-up, so it must use auth 'session'`);
  const methods = Array.isArray(route.method) ? route.method : [route.method];
  for (const method of methods) {
    // Fastify adds a HEAD twin for each GET; it runs the same hooks, so it needs no entry.
    if (method === 'HEAD' && methods.length === 1 && routes.some((entry) => entry.url === url && entry.method === 'GET')) continue;
    // Non-API routes (the static dashboard) are public files.
    routes.push({ method, url, auth: auth ?? 'public', permission, stepUp });
  }
}

export function installAuthGuard(app: App, options: { db: Db; config: Config }): RouteEntry[] {
  const routes: RouteEntry[] = [];
  app.decorateRequest('user', null);
  app.addHook('onRoute', (route) => recordRoute(routes, route as RouteOptions));

  const sessionCookie = sessionCookieName(options.config);
  app.addHook('onRequest', async (request: FastifyRequest, reply: FastifyReply) => {
    const { auth = 'public', permission } = request.routeOptions.config;
    if (auth === 'public') return;

    const bearer = bearerToken(request);
    const cookie = request.cookies[sessionCookie];
    const token = bearer ?? cookie ?? null;
    const user = token ? await findSession(options.db, token) : null;

    if (!user) {
      // A session that ran out is removed and recorded (session.expired) when it is next presented.
      if (token) await expireSessions(options.db, token);
      if (auth === 'session') throw unauthorized(AUTH_MESSAGES.authRequired);
      return;
    }
    // A cookie is sent by the browser on its own, so a state change it authenticates must come
    // from this site; a Bearer token proves the caller read it, which a cross-site page cannot.
    if (!bearer && !SAFE_METHODS.has(request.method) && !sameOrigin(request, options.config)) {
      throw forbidden(CROSS_SITE_REFUSED);
    }
    if (permission && !hasPermission(user, permission)) throw forbidden(ACCESS_DENIED);

    request.user = user;
    if (!bearer && cookie && user.sessionExtended && user.rememberMe) {
      reply.setCookie(sessionCookie, cookie, sessionCookieOptions(options.config, true));
    }
  });

  app.addHook('preHandler', async (request: FastifyRequest) => {
    if (!request.routeOptions.config.stepUp) return;
    const { active } = await stepUpState(options.db, currentUser(request).sessionId);
    if (!active) throw forbidden(STEP_UP_MESSAGES.required, STEP_UP_REQUIRED);
  });
  return routes;
}
