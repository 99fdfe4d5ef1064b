import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { DEFAULT_NOTIFICATION_PREFERENCES, type NotificationPreferences } from '../../contract/notificationPreferences';
import { fail, ok, type Handler } from '../test/fetchDouble';
import { USERS } from '../test/renderApp';
import { renderScreen } from '../test/renderScreen';
import { SettingsPage } from './SettingsPage';

const USER_ID = '22222222-2222-4222-8222-222222222222';
const GET = 'GET /user/notifications/preferences';
const PUT = 'PUT /user/notifications/preferences';
const LOAD = { timeout: 8000 };

/** Makes MUI's useMediaQuery see a phone-sized screen (below the sm breakpoint). */
function emulatePhone() {
  const original = window.matchMedia;
  window.matchMedia = ((query: string) => ({ ...original(query), matches: /max-width:\s*599\.95px/.test(query) })) as typeof window.matchMedia;
  return () => {
    window.matchMedia = original;
  };
}

afterEach(() => {
  cleanup();
  localStorage.clear();
  sessionStorage.clear();
});

async function openNotifications(routes: Record<string, Handler>) {
  const view = renderScreen(<SettingsPage />, {
    url: '/settings',
    session: USERS.merchant,
    routes: { [`GET /merchant/${USER_ID}`]: ok({ _id: USER_ID, name: 'Main Merchant' }), [`GET /ip-whitelist/${USER_ID}`]: ok([]), ...routes },
  });
  await view.user.click(await screen.findByRole('tab', { name: 'Notifications' }, LOAD));
  return view;
}

describe('Settings › Notifications: notification preferences', () => {
  it('shows the eight event types with in-app, sound and email switches from the gateway', async () => {
    await openNotifications({ [GET]: ok(DEFAULT_NOTIFICATION_PREFERENCES) });
    const table = await screen.findByRole('table', { name: 'Notification preferences' }, LOAD);
    const rows = within(table).getAllByRole('rowheader').map((cell) => cell.textContent);
    expect(rows).toEqual([
      'Deposit confirmed',
      'Deposit underpaid or overpaid',
      'Payout settled',
      'Payout approvals',
      'Payout address book',
      'Complaint updated',
      'Refund created',
      'Security events',
    ]);
    expect(within(table).getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual(['Event', 'In-app', 'Sound', 'Email']);
    expect(screen.getByRole('switch', { name: 'Sound: Deposit confirmed' })).toBeChecked();
    expect(screen.getByRole('switch', { name: 'Email: Deposit confirmed' })).not.toBeChecked();
    expect(screen.getByRole('switch', { name: 'Email: Security events' })).toBeChecked();
  });

  it('toggling a switch sends only that change and shows the saved state', async () => {
    const saved: NotificationPreferences = { ...DEFAULT_NOTIFICATION_PREFERENCES, payout_settled: { inApp: true, sound: false, email: true } };
    const view = await openNotifications({ [GET]: ok(DEFAULT_NOTIFICATION_PREFERENCES), [PUT]: ok(saved, 'Notification preferences updated') });
    const email = await screen.findByRole('switch', { name: 'Email: Payout settled' }, LOAD);
    expect(email).not.toBeChecked();
    await view.user.click(email);
    await waitFor(() => expect(view.network.requests(PUT)).toHaveLength(1));
    expect(view.network.requests(PUT)[0].body).toEqual({ payout_settled: { email: true } });
    await waitFor(() => expect(screen.getByRole('switch', { name: 'Email: Payout settled' })).toBeChecked());
    expect(await screen.findByText('Notification preferences updated')).toBeInTheDocument();
  });

  it('says so when saving fails, and keeps the switch as it was', async () => {
    const view = await openNotifications({ [GET]: ok(DEFAULT_NOTIFICATION_PREFERENCES), [PUT]: fail(500, 'boom') });
    const sound = await screen.findByRole('switch', { name: 'Sound: Deposit confirmed' }, LOAD);
    await view.user.click(sound);
    expect(await screen.findByText('The notification preferences could not be saved.')).toBeInTheDocument();
    expect(screen.getByRole('switch', { name: 'Sound: Deposit confirmed' })).toBeChecked();
  });

  it('shows a card per event with its three switches on a phone, so no column is cut off at 375 px', async () => {
    const restore = emulatePhone();
    try {
      const saved: NotificationPreferences = { ...DEFAULT_NOTIFICATION_PREFERENCES, payout_settled: { inApp: true, sound: false, email: true } };
      const view = await openNotifications({ [GET]: ok(DEFAULT_NOTIFICATION_PREFERENCES), [PUT]: ok(saved, 'Notification preferences updated') });
      const cards = await screen.findByRole('list', { name: 'Notification preferences' }, LOAD);
      expect(screen.queryByRole('table', { name: 'Notification preferences' })).not.toBeInTheDocument();
      expect(within(cards).getAllByRole('listitem').map((card) => card.getAttribute('aria-label'))).toEqual([
        'Deposit confirmed',
        'Deposit underpaid or overpaid',
        'Payout settled',
      'Payout approvals',
        'Payout address book',
        'Complaint updated',
        'Refund created',
        'Security events',
      ]);
      const payout = within(cards).getByRole('listitem', { name: 'Payout settled' });
      expect(within(payout).getAllByRole('switch').map((toggle) => toggle.getAttribute('aria-label'))).toEqual([
        'In-app: Payout settled',
        'Sound: Payout settled',
        'Email: Payout settled',
      ]);
      expect(within(payout).getByText('Email')).toBeInTheDocument();
      await view.user.click(within(payout).getByRole('switch', { name: 'Email: Payout settled' }));
      await waitFor(() => expect(view.network.requests(PUT)).toHaveLength(1));
      expect(view.network.requests(PUT)[0].body).toEqual({ payout_settled: { email: true } });
      await waitFor(() => expect(within(payout).getByRole('switch', { name: 'Email: Payout settled' })).toBeChecked());
    } finally {
      restore();
    }
  });

  it.each([404, 405])('a gateway answering %i gets a calm one-line notice, and the audio controls keep working', async (status) => {
    const view = await openNotifications({ [GET]: fail(status, 'Not found') });
    expect(
      await screen.findByText('This gateway does not offer notification preferences: sounds play for confirmed refunds only.', {}, LOAD),
    ).toBeInTheDocument();
    expect(screen.queryByRole('table', { name: 'Notification preferences' })).not.toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    await view.user.click(screen.getByRole('button', { name: 'Enable' }));
    expect(screen.getByTestId('audio-status')).toHaveTextContent('Enabled');
  });
});
