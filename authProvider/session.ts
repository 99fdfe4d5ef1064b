import { SESSION_EXTEND_INTERVAL_MS, SESSION_TTL_MS, STORAGE_KEYS } from '../contract/constants';
import { isLoginRole } from '../contract/permissions';
import type { LoginUser } from '../contract/auth';

/** The stored session of 000 section 3: STORAGE_KEYS in localStorage (Remember me) or sessionStorage. */
export type StoredSession = ReturnType<typeof readStored>;

/** The keys a session writes; the audio permission is a device preference and survives logout. */
const { audioPermission: _device, ...SESSION_STORAGE_KEYS } = STORAGE_KEYS;
const SESSION_KEYS = Object.values(SESSION_STORAGE_KEYS);

const ACTIVITY_EVENTS = ['mousemove', 'mousedown', 'keydown', 'scroll', 'touchstart', 'click'] as const;
/** Activity fires many events a second; one storage write a minute keeps the expiry current. */
export const ACTIVITY_THROTTLE_MS = 60_000;
/** How often an open tab looks for an expiry that happened while it was idle or hidden. */
const EXPIRY_CHECK_INTERVAL_MS = 60_000;
export const SESSION_CHANNEL = 'gateway-session';
/** Tells this tab's own broadcasts apart from other tabs' (BroadcastChannel echoes to every other channel object). */
const TAB_ID = Math.random().toString(36).slice(2);

/** Thrown when the browser refuses to store the session (private mode, quota). */
export class SessionStorageError extends Error {
  constructor(cause: unknown) {
    super('Session storage failed', { cause });
    this.name = 'SessionStorageError';
  }
}

/** A session that is not remembered lives in this tab only (sessionStorage). */
const holder = (): Storage | null =>
  [sessionStorage, localStorage].find((storage) => storage.getItem(STORAGE_KEYS.tokenExpiry) !== null) ?? null;

function readStored(storage: Storage) {
  const get = (key: string) => storage.getItem(key);
  return {
    token: get(STORAGE_KEYS.token) || null,
    userId: get(STORAGE_KEYS.userId) ?? '',
    role: get(STORAGE_KEYS.userRole) ?? '',
    userName: get(STORAGE_KEYS.userName) ?? '',
    userEmail: get(STORAGE_KEYS.userEmail) ?? '',
    isSubUser: get(STORAGE_KEYS.isSubUser) === 'true',
    parentUser: get(STORAGE_KEYS.parentUser) || null,
    tokenExpiry: Number(get(STORAGE_KEYS.tokenExpiry)),
  };
}

export function readSession(): StoredSession | null {
  const storage = holder();
  return storage ? readStored(storage) : null;
}

/** Only the four merchant-side roles with an expiry in the future make a valid session (000 section 4). */
export function isSessionValid(session: StoredSession | null = readSession()): session is StoredSession {
  return session !== null && isLoginRole(session.role) && session.tokenExpiry > Date.now();
}

export const getToken = (): string | null => readSession()?.token ?? null;

/** Stores a sign-in's user (shapes.ts userOf has read it) and token (none for a cookie restore). */
export function saveSession({ user, token }: { user: Omit<LoginUser, 'id'>; token: string | null }, rememberMe: boolean): void {
  const target = rememberMe ? localStorage : sessionStorage;
  const values: Record<(typeof SESSION_KEYS)[number], string> = {
    token: token ?? '',
    userId: user._id,
    userRole: user.role,
    userName: user.name,
    userEmail: user.email,
    // 000 section 3: stored as 'true'/'false'.
    isSubUser: String(user.isSubUser),
    parentUser: user.parentUser ?? '',
    token_expiry: String(Date.now() + SESSION_TTL_MS),
  };
  try {
    clearSession();
    // A cookie-only session (no token) stores every key but the token.
    for (const key of SESSION_KEYS) if (key !== STORAGE_KEYS.token || values.token) target.setItem(key, values[key]);
    // A new session: whatever ending was announced is over.
    cancelSessionEnd();
  } catch (error) {
    clearSession();
    throw new SessionStorageError(error);
  }
}

/** Pushes the expiry to now + 8 h, but never revives a session that has already expired. */
export function extendSession(): boolean {
  const storage = holder();
  if (!storage || !isSessionValid()) return false;
  storage.setItem(STORAGE_KEYS.tokenExpiry, String(Date.now() + SESSION_TTL_MS));
  return true;
}

export function clearSession(): void {
  for (const storage of [localStorage, sessionStorage]) for (const key of SESSION_KEYS) storage.removeItem(key);
}

export function broadcastLogout(): void {
  if (typeof BroadcastChannel === 'undefined') return;
  const channel = new BroadcastChannel(SESSION_CHANNEL);
  channel.postMessage({ type: 'logout', from: TAB_ID });
  channel.close();
}

/** Keeps an open session alive (activity, a 30-minute timer) and notices an expiry or another tab's logout. */
export function watchSession({ onExpired, onRemoteLogout }: { onExpired: () => void; onRemoteLogout: () => void }): () => void {
  let lastActivityExtension = 0;

  const check = () => {
    if (readSession() && !isSessionValid()) onExpired();
  };
  const onActivity = () => {
    const now = Date.now();
    if (now - lastActivityExtension < ACTIVITY_THROTTLE_MS) return;
    lastActivityExtension = now;
    if (!extendSession()) check();
  };
  const onVisible = () => {
    if (document.visibilityState === 'visible') check();
  };
  const onStorage = ({ storageArea, key, newValue }: StorageEvent) => {
    // key null means the other tab cleared the whole storage.
    const sessionRemoved = storageArea === localStorage && (key === null || key === STORAGE_KEYS.tokenExpiry) && newValue === null;
    if (sessionRemoved && holder() === null) onRemoteLogout();
  };

  const listening = new AbortController();
  for (const name of ACTIVITY_EVENTS) window.addEventListener(name, onActivity, { passive: true, capture: true, signal: listening.signal });
  document.addEventListener('visibilitychange', onVisible, { signal: listening.signal });
  window.addEventListener('storage', onStorage, { signal: listening.signal });
  const extendTimer = setInterval(extendSession, SESSION_EXTEND_INTERVAL_MS);
  const checkTimer = setInterval(check, EXPIRY_CHECK_INTERVAL_MS);
  const channel = typeof BroadcastChannel === 'undefined' ? null : new BroadcastChannel(SESSION_CHANNEL);
  if (channel) {
    channel.onmessage = ({ data }: MessageEvent<{ type?: unknown; from?: unknown } | null>) => {
      if (data?.type === 'logout' && data.from !== TAB_ID) onRemoteLogout();
    };
  }
  check();

  return () => {
    listening.abort();
    clearInterval(extendTimer);
    clearInterval(checkTimer);
    channel?.close();
  };
}

// From a logout's or an expiry's start (before the server is told) to the next saved session: the socket and
// the notification poll stop at once (no 401s after logout, issue 12). `refusal`: a refused session's message
// (a 401), until useSessionMonitor has ended it or a new one is saved. `expired`: an expiry has ended the session
// here and on the server, whoever noticed it (the periodic check, or an access check of react-admin's), so the
// shell leaves for the sign-in page.
let state = { ending: false, refusal: null as string | null, expired: false };

const sessionEndListeners = new Set<() => void>();

function update(next: Partial<typeof state>): void {
  if ((Object.keys(next) as (keyof typeof state)[]).every((key) => next[key] === state[key])) return;
  state = { ...state, ...next };
  for (const listener of sessionEndListeners) listener();
}

export const isSessionEnding = () => state.ending;
export const sessionRefusal = () => state.refusal;
export const isSessionExpired = () => state.expired;

/** Called when a logout or an expiry starts; `cancelSessionEnd` when a logout failed and the session stays. */
export const announceSessionEnd = () => update({ ending: true });
export const cancelSessionEnd = () => update({ ending: false, refusal: null, expired: false });
export const markSessionExpired = () => update({ ending: true, expired: true });

export function refuseSession(message: string): void {
  if (state.refusal === null) update({ ending: true, refusal: message });
}

/** Subscribes to changes of isSessionEnding, sessionRefusal and isSessionExpired (useSyncExternalStore's shape). */
export function onSessionEndChange(listener: () => void): () => void {
  sessionEndListeners.add(listener);
  return () => sessionEndListeners.delete(listener);
}
