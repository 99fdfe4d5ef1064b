import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SESSION_TTL_MS } from '../contract/constants';
import {
  ACTIVITY_THROTTLE_MS,
  SESSION_CHANNEL,
  broadcastLogout,
  clearSession,
  extendSession,
  getToken,
  isSessionValid,
  readSession,
  saveSession,
  watchSession,
} from './session';

const NOW = new Date('2026-03-01T10:00:00Z').getTime();
const grant = {
  user: {
    _id: 'u-1',
    role: 'sub_merchant' as const,
    email: 'finance@sandbox.test',
    name: 'Finance',
    isSubUser: true,
    parentUser: 'p-1',
  },
  token: 'tok-1',
};

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date', 'setInterval', 'clearInterval', 'setTimeout', 'clearTimeout'] });
  vi.setSystemTime(NOW);
});

describe('stored session', () => {
  it('goes to localStorage with Remember me, with the keys of 000 section 3', () => {
    saveSession(grant, true);
    expect({ ...localStorage }).toEqual({
      token: 'tok-1',
      userId: 'u-1',
      userRole: 'sub_merchant',
      userName: 'Finance',
      userEmail: 'finance@sandbox.test',
      isSubUser: 'true',
      parentUser: 'p-1',
      token_expiry: String(NOW + SESSION_TTL_MS),
    });
    expect(sessionStorage.length).toBe(0);
  });

  it('goes to sessionStorage without Remember me', () => {
    saveSession(grant, false);
    expect(sessionStorage.getItem('token')).toBe('tok-1');
    expect(sessionStorage.getItem('token_expiry')).toBe(String(NOW + 28_800_000));
    expect(localStorage.getItem('token')).toBeNull();
    expect(getToken()).toBe('tok-1');
  });

  it('replaces a session kept in the other storage', () => {
    saveSession(grant, true);
    saveSession({ ...grant, token: 'tok-2' }, false);
    expect(localStorage.getItem('token')).toBeNull();
    expect(readSession()?.token).toBe('tok-2');
  });

  it('is valid only for a merchant-side role before its expiry', () => {
    saveSession(grant, false);
    expect(isSessionValid()).toBe(true);
    vi.setSystemTime(NOW + SESSION_TTL_MS + 1);
    expect(isSessionValid()).toBe(false);
    saveSession({ ...grant, user: { ...grant.user, role: 'admin' as never } }, false);
    expect(isSessionValid()).toBe(false);
  });

  it('extends the expiry to now + 8 h, but never revives an expired session', () => {
    saveSession(grant, true);
    vi.setSystemTime(NOW + 60 * 60 * 1000);
    expect(extendSession()).toBe(true);
    expect(localStorage.getItem('token_expiry')).toBe(String(NOW + 60 * 60 * 1000 + SESSION_TTL_MS));
    vi.setSystemTime(NOW + 60 * 60 * 1000 + SESSION_TTL_MS + 1);
    expect(extendSession()).toBe(false);
    expect(isSessionValid()).toBe(false);
  });

  it('clears every session key but keeps the audio preference', () => {
    saveSession(grant, true);
    localStorage.setItem('audioPermission', 'granted');
    clearSession();
    expect({ ...localStorage }).toEqual({ audioPermission: 'granted' });
    expect(readSession()).toBeNull();
  });
});

describe('watchSession', () => {
  let stop: (() => void) | undefined;
  afterEach(() => stop?.());

  it('extends the session on user activity, at most once a minute', () => {
    saveSession(grant, false);
    stop = watchSession({ onExpired: vi.fn(), onRemoteLogout: vi.fn() });
    vi.setSystemTime(NOW + 10 * 60 * 1000);
    window.dispatchEvent(new MouseEvent('mousemove'));
    expect(readSession()?.tokenExpiry).toBe(NOW + 10 * 60 * 1000 + SESSION_TTL_MS);
    vi.setSystemTime(NOW + 10 * 60 * 1000 + ACTIVITY_THROTTLE_MS / 2);
    window.dispatchEvent(new KeyboardEvent('keydown'));
    expect(readSession()?.tokenExpiry).toBe(NOW + 10 * 60 * 1000 + SESSION_TTL_MS);
    vi.setSystemTime(NOW + 12 * 60 * 1000);
    window.dispatchEvent(new Event('scroll'));
    expect(readSession()?.tokenExpiry).toBe(NOW + 12 * 60 * 1000 + SESSION_TTL_MS);
  });

  it('extends the session every 30 minutes while it is valid', () => {
    saveSession(grant, false);
    stop = watchSession({ onExpired: vi.fn(), onRemoteLogout: vi.fn() });
    vi.advanceTimersByTime(30 * 60 * 1000);
    expect(readSession()?.tokenExpiry).toBe(NOW + 30 * 60 * 1000 + SESSION_TTL_MS);
  });

  it('reports an expired session at once and on the periodic check', () => {
    saveSession(grant, false);
    sessionStorage.setItem('token_expiry', String(NOW - 1));
    const onExpired = vi.fn();
    stop = watchSession({ onExpired, onRemoteLogout: vi.fn() });
    expect(onExpired).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(60_000);
    expect(onExpired).toHaveBeenCalledTimes(2);
  });

  it('hears a logout broadcast by another tab, but not its own', async () => {
    vi.useRealTimers();
    saveSession(grant, false);
    const onRemoteLogout = vi.fn();
    stop = watchSession({ onExpired: vi.fn(), onRemoteLogout });
    broadcastLogout();
    const otherTab = new BroadcastChannel(SESSION_CHANNEL);
    otherTab.postMessage({ type: 'logout', from: 'another-tab' });
    otherTab.close();
    await vi.waitFor(() => expect(onRemoteLogout).toHaveBeenCalledTimes(1));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(onRemoteLogout).toHaveBeenCalledTimes(1);
  });

  it('hears another tab removing the remembered session', () => {
    saveSession(grant, true);
    const onRemoteLogout = vi.fn();
    stop = watchSession({ onExpired: vi.fn(), onRemoteLogout });
    clearSession();
    window.dispatchEvent(new StorageEvent('storage', { key: 'token_expiry', newValue: null, storageArea: localStorage }));
    expect(onRemoteLogout).toHaveBeenCalledTimes(1);
  });
});
