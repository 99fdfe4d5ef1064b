import { beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { STORAGE_KEYS } from '../../contract/constants';
import { DEFAULT_NOTIFICATION_PREFERENCES, type NotificationPreferences } from '../../contract/notificationPreferences';
import type { TransactionEvent } from '../../contract/transactions';
import { fail, ok, type Handler } from '../test/fetchDouble';
import { renderApp, USERS } from '../test/renderApp';
import { socketServerPerTest } from './test/socketServer';

/** The user id the test sessions store (src/test/sessions.ts). */
const ME = '22222222-2222-4222-8222-222222222222';
const PREFERENCES = 'GET /user/notifications/preferences';
const CONFIRMED: TransactionEvent = { type: 'transaction_status_update', transactionId: 'd1', status: 'confirmed', transactionType: 'deposit', outcome: 'exact' };
const UNDERPAID: TransactionEvent = { ...CONFIRMED, transactionId: 'd2', outcome: 'underpaid' };
const REFUND = { status: 'confirmed', type: 'refund_created' };

vi.setConfig({ testTimeout: 20_000 });

const server = socketServerPerTest();
let played: Array<{ src: string; volume: number }>;

beforeEach(() => {
  played = [];
  vi.spyOn(HTMLMediaElement.prototype, 'play').mockImplementation(function (this: HTMLMediaElement) {
    played.push({ src: this.src, volume: this.volume });
    return Promise.resolve();
  });
  // The global audio permission: granted, as after the user's Enable.
  localStorage.setItem(STORAGE_KEYS.audioPermission, 'granted');
});

function withPreferences(change: Partial<NotificationPreferences>): Handler {
  return ok({ ...DEFAULT_NOTIFICATION_PREFERENCES, ...change });
}

/**
 * Opens Settings › Notifications with a live socket. Once the table (or the gateway's notice)
 * shows, the preferences the live sounds use are loaded too: both read the same query.
 */
async function openWith(preferences: Handler) {
  const view = renderApp({
    url: '/settings',
    session: USERS.merchant,
    routes: {
      [PREFERENCES]: preferences,
      [`GET /merchant/${ME}`]: ok({ _id: ME, name: 'Main Merchant' }),
      [`GET /ip-whitelist/${ME}`]: ok([]),
      'GET /dashboard/transactionList': ok({ docs: [], page: 1, limit: 10, total: 0, totalPages: 0 }),
    },
  });
  await waitFor(() => expect(server.connections).toHaveLength(1));
  await view.user.click(await screen.findByRole('tab', { name: 'Notifications' }, { timeout: 8000 }));
  await screen.findByRole('heading', { name: 'Notification preferences' });
  await waitFor(() => expect(view.network.requests(PREFERENCES)).toHaveLength(1));
  return view;
}

/** Events on one socket arrive in order: once this one shows on the badge, every earlier one was handled. */
async function barrier(count: number) {
  server.emit(`notification-${ME}`, { id: `n${count}`, title: 'Barrier', unreadCount: count });
  await waitFor(() => expect(screen.getByRole('button', { name: /^Notifications/ })).toHaveTextContent(String(count)));
}

describe('the confirmed-deposit sound (issue 13)', () => {
  it('plays the confirmation sound at volume 0.7 for a confirmed deposit while its sound preference is on', async () => {
    await openWith(withPreferences({ deposit_confirmed: { inApp: true, sound: true, email: false } }));
    await screen.findByRole('switch', { name: 'Sound: Deposit confirmed' });
    server.emit(`transaction-update-${ME}`, { ...CONFIRMED, status: 'pending' });
    server.emit(`transaction-update-${ME}`, { ...CONFIRMED, type: 'new_transaction', status: 'initiated' });
    server.emit(`transaction-update-${ME}`, CONFIRMED);
    await waitFor(() => expect(played).toHaveLength(1));
    expect(played[0]).toEqual({ src: `${window.location.origin}/confirmation.mp3`, volume: 0.7 });
  });

  it('stays silent for a confirmed deposit while its sound preference is off', async () => {
    await openWith(withPreferences({ deposit_confirmed: { inApp: true, sound: false, email: false } }));
    await screen.findByRole('switch', { name: 'Sound: Deposit confirmed' });
    server.emit(`transaction-update-${ME}`, CONFIRMED);
    await barrier(1);
    expect(played).toEqual([]);
    expect(screen.queryByText('New notification received!')).not.toBeInTheDocument();
  });

  it('an underpaid deposit follows the underpaid-or-overpaid switch', async () => {
    await openWith(withPreferences({ deposit_confirmed: { inApp: true, sound: true, email: false }, deposit_mismatch: { inApp: true, sound: false, email: false } }));
    await screen.findByRole('switch', { name: 'Sound: Deposit confirmed' });
    server.emit(`transaction-update-${ME}`, UNDERPAID);
    await barrier(1);
    expect(played).toEqual([]);
  });

  it('is not played without the global audio permission, which still gates every sound', async () => {
    localStorage.setItem(STORAGE_KEYS.audioPermission, 'denied');
    await openWith(withPreferences({}));
    await screen.findByRole('switch', { name: 'Sound: Deposit confirmed' });
    server.emit(`transaction-update-${ME}`, CONFIRMED);
    expect(await screen.findByText('New notification received!')).toBeInTheDocument();
    expect(played).toEqual([]);
  });

  it('a refund whose sound is switched off stays silent', async () => {
    await openWith(withPreferences({ refund_created: { inApp: true, sound: false, email: false } }));
    await screen.findByRole('switch', { name: 'Sound: Refund created' });
    server.emit(`refund-update-${ME}`, REFUND);
    await barrier(1);
    expect(played).toEqual([]);
  });

  it('against a gateway without preferences (404), keeps the spec: no deposit sound, the refund sound at 0.7', async () => {
    await openWith(fail(404, 'Not found'));
    await screen.findByText('This gateway does not offer notification preferences: sounds play for confirmed refunds only.');
    server.emit(`transaction-update-${ME}`, CONFIRMED);
    await barrier(1);
    expect(played).toEqual([]);
    server.emit(`refund-update-${ME}`, REFUND);
    await waitFor(() => expect(played).toHaveLength(1));
    expect(played[0].volume).toBe(0.7);
  });
});
