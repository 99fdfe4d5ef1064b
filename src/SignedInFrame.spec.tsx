import { afterEach, describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { createFetchDouble, fail, ok, type Reply } from './test/fetchDouble';
import { storeTestSession, USERS, type TestUser } from './test/sessions';
import { DASHBOARD } from './dashboard/test/fixtures';
import { frameCards } from './dashboard/DashboardFrame';
import { startEarlyDashboard } from './dashboard/earlyDashboard';
import { startEarlyOpenCount } from './dashboard/openPaymentIssues';
import { SignedInFrame } from './SignedInFrame';

afterEach(() => window.localStorage.clear());

const openCount = (count: number): Reply => ({ status: 200, body: [{ id: 'a' }], headers: { 'Content-Range': `payment-issues 0-0/${count}` } });

/** src/main.tsx's early requests for a signed-in visit to the dashboard (today's figures, the open count), and the frame drawn from them. */
function openFrame(user: TestUser, figures: Reply, count: Reply = openCount(11), period: object | null = null) {
  storeTestSession(user);
  const network = createFetchDouble({ 'GET /dashboard/merchant': figures, 'GET /v2/payment-issues': count });
  const storage = { getItem: (key: string) => (key === 'RaStore.dashboard.period' && period ? JSON.stringify(period) : null) };
  startEarlyDashboard({ fetch: network.fetch, path: '/dashboard', storage });
  startEarlyOpenCount(network.fetch);
  return render(<SignedInFrame path="/dashboard" cards={frameCards()} />);
}

describe('the frame a signed-in visit paints before react-admin loads', () => {
  it("shows the dashboard's title and subtitle on the dashboard, hidden from assistive technology", () => {
    render(<SignedInFrame path="/dashboard" />);
    expect(screen.getByText('Merchant Dashboard')).toBeVisible();
    expect(screen.getByText('Deposits, payouts and balances of your account at a glance')).toBeVisible();
    // The app's own page, a moment later, is the one announced.
    expect(screen.queryByRole('heading')).toBeNull();
  });

  it("draws the period's figures and the open payments from the early answers, as the page does, hidden from assistive technology", async () => {
    openFrame(USERS.merchant, ok(DASHBOARD));
    expect(await screen.findByText('11 open payments')).toBeInTheDocument();
    expect(screen.getByText("Today's Volume").closest('section')).toHaveTextContent(/^Today's Volume12,480\.50USDTConfirmed deposits$/);
    expect(screen.getByText("Today's Average Transaction").closest('section')).toHaveTextContent(/312\.01USDT/);
    expect(screen.getByText('Needs attention').closest('section')).toHaveTextContent(/^Needs attentionView11 open payments$/);
    // Nothing in it takes the focus or is announced: the app's own page, a moment later, is.
    expect(screen.getByText('View').closest('button')).toHaveAttribute('tabindex', '-1');
    expect(screen.queryByRole('heading')).toBeNull();
  });

  it('shows a role without the figures 0.00 (000 section 6), and one open payment in the singular', async () => {
    openFrame(USERS.finance, ok(DASHBOARD), openCount(1));
    expect(await screen.findByText('1 open payment')).toBeInTheDocument();
    expect(screen.getByText("Today's Volume").closest('section')).toHaveTextContent(/0\.00USDT/);
  });

  it('draws no card while nothing is open, and none at all when the figures failed or for a custom range: the title alone', async () => {
    const { unmount } = openFrame(USERS.merchant, ok(DASHBOARD), openCount(0));
    expect(await screen.findByText("Today's Volume")).toBeInTheDocument();
    expect(screen.queryByText('Needs attention')).toBeNull();
    unmount();

    const title = 'Merchant DashboardDeposits, payouts and balances of your account at a glance';
    const failed = openFrame(USERS.merchant, fail(500, 'Database unavailable'));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(failed.container.textContent).toBe(title);
    failed.unmount();

    // The page puts the range's dates between its title and its cards.
    const range = openFrame(USERS.merchant, ok(DASHBOARD), openCount(11), { period: 'range', startDate: '2026-11-01', endDate: '2026-11-15' });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(range.container.textContent).toBe(title);
  });

  it('shows only the app bar on another page, whose title it does not know', () => {
    const { container } = render(<SignedInFrame path="/transactions" />);
    expect(screen.queryByText('Merchant Dashboard')).toBeNull();
    expect(container.textContent).toBe('');
  });

  it('shows no English title to a user of another language (issue 30): the band alone, until the page comes in theirs', () => {
    window.localStorage.setItem('RaStore.locale', '"es"');
    const { container } = render(<SignedInFrame path="/dashboard" />);
    expect(container.textContent).toBe('');
  });

  it('paints in the theme the user picked (react-admin\'s store), not the system one', () => {
    window.localStorage.setItem('RaStore.theme', '"dark"');
    render(<SignedInFrame path="/" />);
    expect(getComputedStyle(document.body).backgroundColor).toBe('rgb(11, 17, 32)');
  });
});
