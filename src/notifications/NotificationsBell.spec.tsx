import { describe, expect, it } from 'vitest';
import { configure, screen, waitFor, within } from '@testing-library/react';
import { NETWORK_FAILURE, fail, ok, pending, type Handler, type RecordedRequest } from '../test/fetchDouble';
import { renderApp, USERS } from '../test/renderApp';
import { renderScreen } from '../test/renderScreen';
import { NotificationsBell } from './NotificationsBell';
import { keepEveryStyle } from '../test/emotionStyles';

// Reads an unread item's colour: every style rule, not only those that show or hide (src/test/emotionStyles.ts).
keepEveryStyle();

// On a busy 2-core machine the shell can take seconds to appear.
configure({ asyncUtilTimeout: 4000 });

/**
 * The bell alone (src/test/renderScreen.tsx), with the shell's default answers, at a fraction of
 * the cost of the whole App on the dashboard; the first test finds it in the App's header.
 */
function renderBell({ routes = {} }: { routes?: Record<string, Handler> } = {}) {
  return renderScreen(<NotificationsBell />, {
    url: '/dashboard',
    session: USERS.merchant,
    routes: { 'GET /notifications/stats': ok({ unreadCount: 0 }), 'GET /notifications': ok([]), ...routes },
  });
}

const NOTIFICATIONS = [
  {
    _id: 'n1',
    id: 'n1',
    title: 'Deposit confirmed',
    body: '250.00 USDT received on USDT-TRC20',
    message: null,
    isRead: false,
    createdAt: '2026-02-01T09:30:00Z',
  },
  { _id: 'n2', id: 'n2', title: 'Payout completed', body: null, message: 'Payout of 90.00 USDT sent', isRead: true, createdAt: '2026-01-30T12:00:00Z' },
];

async function openBell(view: ReturnType<typeof renderBell>) {
  await view.user.click(await screen.findByRole('button', { name: /^Notifications/ }));
  return screen.findByRole('dialog', { name: 'Notifications' });
}

describe('NotificationsBell', () => {
  it('shows the unread count from GET /notifications/stats on its badge', async () => {
    const view = renderApp({ url: '/dashboard', session: USERS.merchant, routes: { 'GET /notifications/stats': ok({ unreadCount: 7 }) } });
    const bell = await screen.findByRole('button', { name: /^Notifications/ });
    await waitFor(() => expect(bell).toHaveTextContent('7'));
    expect(view.network.requests('GET /notifications/stats')[0].headers.get('Authorization')).toBe('Bearer test-token');
  });

  it.each([
    [0, 'Notifications'],
    [7, 'Notifications, 7 unread'],
    [120, 'Notifications, 99+ unread'],
  ])('names its button with the unread count as the badge shows it (%i unread)', async (unreadCount, name) => {
    renderBell({ routes: { 'GET /notifications/stats': ok({ unreadCount }) } });
    expect(await screen.findByRole('button', { name })).toBeInTheDocument();
  });

  it('lists title, body or message and time, with unread ones marked', async () => {
    const view = renderBell({ routes: { 'GET /notifications': ok(NOTIFICATIONS) } });
    const panel = await openBell(view);
    const items = await within(panel).findAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(items[0]).toHaveTextContent('Deposit confirmed');
    expect(items[0]).toHaveTextContent('250.00 USDT received on USDT-TRC20');
    expect(items[0]).toHaveAttribute('data-unread', 'true');
    // The unread title in the darker red, 7.3:1 on its tint (the theme's error red was 4.3:1 there, issue 30).
    expect(getComputedStyle(items[0].querySelector('.MuiTypography-body2') as Element).color).toBe('rgb(154, 26, 26)');
    expect(items[0].querySelector('time')).toHaveAttribute('datetime', '2026-02-01T09:30:00Z');
    expect(items[1]).toHaveTextContent('Payout of 90.00 USDT sent');
    expect(items[1]).toHaveAttribute('data-unread', 'false');
    expect(view.network.requests('GET /notifications')[0].url).toBe('/api/notifications?page=1&limit=10');
  });

  it('marks all as read and deletes one', async () => {
    const view = renderBell({
      routes: {
        'GET /notifications': ok(NOTIFICATIONS),
        'PATCH /notifications/read-all': ok(null),
        'DELETE /notifications/n2': ok(null),
      },
    });
    const panel = await openBell(view);
    await within(panel).findAllByRole('listitem');
    await view.user.click(within(panel).getByRole('button', { name: 'Mark all as read' }));
    await waitFor(() => expect(view.network.requests('PATCH /notifications/read-all')).toHaveLength(1));
    await view.user.click(within(panel).getAllByRole('button', { name: 'Delete notification' })[1]);
    await waitFor(() => expect(view.network.requests('DELETE /notifications/n2')).toHaveLength(1));
    await waitFor(() => expect(view.network.requests('GET /notifications').length).toBeGreaterThan(1));
  });

  it.each([
    ['loading', () => pending(), 'Loading...'],
    ['empty', ok([]), 'No notifications'],
    ['failed', fail(500), 'Failed to load notifications'],
    ['unreachable', NETWORK_FAILURE, 'Error loading notifications'],
  ] as const)('shows the %s state', async (_state, reply, text) => {
    const view = renderBell({ routes: { 'GET /notifications': reply } });
    const panel = await openBell(view);
    expect(await within(panel).findByText(text)).toBeInTheDocument();
  });

  it('loads the next 10 with Load more until a page comes back short, listing once one that paging repeats', async () => {
    const page = (from: number, count: number) =>
      Array.from({ length: count }, (_, i) => ({
        ...NOTIFICATIONS[1],
        _id: `p${from + i}`,
        id: `p${from + i}`,
        title: `Notice ${from + i}`,
      }));
    // A notification that arrived meanwhile shifts page 2 by one: it starts with page 1's last.
    const byPage = (request: RecordedRequest) => ok(request.query.get('page') === '1' ? page(1, 10) : page(10, 4));
    const view = renderBell({ routes: { 'GET /notifications': byPage } });
    const panel = await openBell(view);
    expect(await within(panel).findAllByRole('listitem')).toHaveLength(10);
    await view.user.click(within(panel).getByRole('button', { name: 'Load more' }));
    await waitFor(() => expect(within(panel).getAllByRole('listitem')).toHaveLength(13));
    expect(within(panel).getAllByRole('listitem')[12]).toHaveTextContent('Notice 13');
    expect(within(panel).queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
    expect(view.network.requests('GET /notifications').map((request) => request.url)).toEqual([
      '/api/notifications?page=1&limit=10',
      '/api/notifications?page=2&limit=10',
    ]);
  });

  it('offers Mark all as read when unread ones sit on pages not loaded yet', async () => {
    const view = renderBell({
      routes: { 'GET /notifications': ok([NOTIFICATIONS[1]]), 'GET /notifications/stats': ok({ unreadCount: 4 }) },
    });
    const panel = await openBell(view);
    await within(panel).findAllByRole('listitem');
    await waitFor(() => expect(within(panel).getByRole('button', { name: 'Mark all as read' })).toBeEnabled());
  });

  it('reads the list in the other shapes: data.docs, `id` only, isRead as a string, createdAt in epoch ms', async () => {
    const at = Date.UTC(2026, 1, 1, 9, 30);
    const docs = [
      { id: 'g1', title: 'Deposit confirmed', body: 'From another gateway', isRead: 'false', createdAt: at },
      { id: 'g2', title: 'Payout completed', message: 'Sent', isRead: 'true', createdAt: String(at) },
    ];
    const view = renderBell({
      routes: { 'GET /notifications': ok({ docs, total: 2, page: 1, limit: 10, totalPages: 1 }), 'GET /notifications/stats': ok({ unreadCount: '1' }) },
    });
    const bell = await screen.findByRole('button', { name: /^Notifications/ });
    await waitFor(() => expect(bell).toHaveTextContent('1'));
    const panel = await openBell(view);
    const items = await within(panel).findAllByRole('listitem');
    expect(items[0]).toHaveTextContent('From another gateway');
    expect(items[0]).toHaveAttribute('data-unread', 'true');
    expect(items[0].querySelector('time')).toHaveAttribute('datetime', '2026-02-01T09:30:00.000Z');
    expect(items[1]).toHaveAttribute('data-unread', 'false');
  });

  it("shows the bell's own error for an answer it cannot read", async () => {
    const view = renderBell({ routes: { 'GET /notifications': ok({ items: [] }) } });
    const panel = await openBell(view);
    expect(await within(panel).findByText('Failed to load notifications')).toBeInTheDocument();
  });
});
