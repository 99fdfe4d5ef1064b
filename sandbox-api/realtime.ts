import type { Server as HttpServer } from 'node:http';
import { createAdapter } from '@socket.io/redis-adapter';
import type { FastifyBaseLogger } from 'fastify';
import { createClient } from 'redis';
import { Server, type Socket } from 'socket.io';
import { AUTH_MESSAGES } from '../contract/auth';
import { SOCKET_RECHECK_MS } from '../contract/constants';
import { hasPermission, type Permission } from '../contract/permissions';
import { findSession, type AuthUser } from './auth/sessions';
import type { Db } from './db/types';

/**
 * Live events over socket.io on the API's own origin (path /socket.io). A connection must present
 * a session, as `auth: { token }` in the handshake or the session cookie, or it is refused. Each
 * socket joins `user:{userId}`, and events are named per user as the spec does
 * (`transaction-update-{userId}`), so a user only ever receives their own merchant's events.
 * With REDIS_URL the Redis adapter carries events between several API processes.
 */
export interface Realtime {
  readonly io: Server;
  emitToUser(userId: string, event: string, payload: unknown): void;
  /**
   * Sends to the main merchant and each active sub-user, each under the event name built for them;
   * with `permission`, only to those whose role holds it.
   */
  emitToMerchantUsers(merchantId: string, eventFor: (userId: string) => string, payload: unknown, permission?: Permission): Promise<void>;
  /**
   * Closes the sockets of a user whose sessions ended (blocked, password changed). `keepSessionId`
   * spares the sockets of the one session that stays (the caller who changed their own password).
   */
  disconnectUser(userId: string, keepSessionId?: string): void;
  /** Closes the sockets opened with one session (logout). */
  disconnectSession(sessionId: string): void;
  /**
   * Reads the sessions of a user's sockets again at once (their role changed): a socket keeps the
   * user as its session now reads, and closes when the session has ended.
   */
  recheckUser(userId: string): void;
  close(): Promise<void>;
}

export const userRoom = (userId: string) => `user:${userId}`;
/** Asks every API process (over the Redis adapter) to re-check a user's sockets. */
const RECHECK_USER = 'recheck-user';
const sessionRoom = (sessionId: string) => `session:${sessionId}`;

function cookieToken(header: string | undefined, sessionCookie: string): string | null {
  if (!header) return null;
  for (const part of header.split(';')) {
    const [name, ...value] = part.trim().split('=');
    if (name === sessionCookie) return decodeURIComponent(value.join('='));
  }
  return null;
}

/**
 * A browser attaches the cookie to a cross-site websocket too, so a handshake that only the cookie
 * authenticates must not come from a foreign page (CSRF, as authGuard does for HTTP). Browsers
 * always send Origin across sites; a same-origin polling request may carry none.
 */
function foreignOrigin(socket: Socket): boolean {
  const { origin, host } = socket.handshake.headers;
  if (origin === undefined) return false;
  try {
    return new URL(origin).host !== host;
  } catch {
    return true;
  }
}

function handshakeToken(socket: Socket, sessionCookie: string): string | null {
  const auth = socket.handshake.auth as { token?: unknown } | undefined;
  if (typeof auth?.token === 'string' && auth.token.length > 0) return auth.token.replace(/^Bearer\s+/i, '');
  if (foreignOrigin(socket)) return null;
  return cookieToken(socket.handshake.headers.cookie, sessionCookie);
}

async function redisAdapter(url: string, log: FastifyBaseLogger) {
  const pub = createClient({ url });
  const sub = pub.duplicate();
  for (const client of [pub, sub]) client.on('error', (error: Error) => log.error({ err: error }, 'redis error'));
  await Promise.all([pub.connect(), sub.connect()]);
  return { adapter: createAdapter(pub, sub), close: () => Promise.allSettled([pub.quit(), sub.quit()]) };
}

export async function createRealtime(options: {
  server: HttpServer;
  db: Db;
  log: FastifyBaseLogger;
  redisUrl: string | null;
  /** The session cookie's name (auth/cookie.ts sessionCookieName). */
  sessionCookie: string;
}): Promise<Realtime> {
  const redis = options.redisUrl ? await redisAdapter(options.redisUrl, options.log) : null;
  const io = new Server(options.server, {
    path: '/socket.io',
    serveClient: false,
    ...(redis ? { adapter: redis.adapter } : {}),
  });

  /** The session token of each socket of this process, kept out of socket.data, which the Redis adapter shares. */
  const tokens = new WeakMap<Socket, string>();

  /** Not only the handshake: a session that ended, or whose user changed, is seen on the socket too (ASVS 3.3). */
  async function recheck(socket: Socket): Promise<void> {
    const token = tokens.get(socket);
    if (!token || socket.disconnected) return;
    const user = await findSession(options.db, token, { extend: false });
    if (!user) {
      socket.disconnect(true);
      return;
    }
    socket.data.user = user;
  }

  function recheckLocal(userId: string): void {
    for (const socket of io.sockets.sockets.values()) {
      if (!socket.rooms.has(userRoom(userId))) continue;
      recheck(socket).catch((error: Error) => options.log.error({ err: error }, 'socket re-check failed'));
    }
  }

  io.use((socket, next) => {
    const token = handshakeToken(socket, options.sessionCookie);
    if (!token) return next(new Error(AUTH_MESSAGES.authRequired));
    findSession(options.db, token).then(
      (user: AuthUser | null) => {
        if (!user) return next(new Error(AUTH_MESSAGES.authRequired));
        socket.data.user = user;
        tokens.set(socket, token);
        next();
      },
      (error: Error) => {
        options.log.error({ err: error }, 'socket authentication failed');
        next(new Error('The service is temporarily unavailable. Please try again in a moment.'));
      },
    );
  });

  io.on('connection', (socket) => {
    const user = socket.data.user as AuthUser;
    void socket.join([userRoom(user.id), sessionRoom(user.sessionId)]);
    const timer = setInterval(() => {
      recheck(socket).catch((error: Error) => options.log.error({ err: error }, 'socket re-check failed'));
    }, SOCKET_RECHECK_MS);
    timer.unref();
    socket.on('disconnect', () => clearInterval(timer));
  });
  // Only the Redis adapter carries messages between processes; the in-memory one has no other process.
  if (redis) io.on(RECHECK_USER, (userId: string) => recheckLocal(userId));

  return {
    io,
    emitToUser(userId, event, payload) {
      io.to(userRoom(userId)).emit(event, payload);
    },
    async emitToMerchantUsers(merchantId, eventFor, payload, permission) {
      const { rows } = await options.db.query<{ id: string; role: string; parent_user_id: string | null }>(
        `SELECT id, role, parent_user_id FROM users WHERE (id = $1 OR parent_user_id = $1) AND status = 'active'`,
        [merchantId],
      );
      for (const { id, role, parent_user_id: parentUser } of rows) {
        if (permission && !hasPermission({ role, isSubUser: parentUser !== null, parentUser }, permission)) continue;
        io.to(userRoom(id)).emit(eventFor(id), payload);
      }
    },
    disconnectUser(userId, keepSessionId) {
      const sockets = io.in(userRoom(userId));
      (keepSessionId ? sockets.except(sessionRoom(keepSessionId)) : sockets).disconnectSockets(true);
    },
    disconnectSession(sessionId) {
      io.in(sessionRoom(sessionId)).disconnectSockets(true);
    },
    recheckUser(userId) {
      recheckLocal(userId);
      if (redis) io.serverSideEmit(RECHECK_USER, userId);
    },
    async close() {
      // The HTTP server belongs to Fastify, which closes it; socket.io only lets go of its sockets.
      // Closing the transports, not disconnecting the sockets: a client told "disconnect" by the
      // server never reconnects, while one whose transport closed reconnects once the server is back.
      io.engine.close();
      await redis?.close();
    },
  };
}
