import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import { STORAGE_KEYS } from '../../contract/constants';
import { CREDENTIALS_MESSAGES } from '../../contract/credentials';
import { STEP_UP_MESSAGES, STEP_UP_REQUIRED } from '../../contract/stepUp';
import { fail, ok, type Handler } from '../test/fetchDouble';
import { renderApp, USERS } from '../test/renderApp';
import { renderScreen } from '../test/renderScreen';
import type { TestUser } from '../test/sessions';
import { ApiCredentialsPage } from './ApiCredentialsPage';

/** The stored user id of the test sessions (src/test/sessions.ts). */
const USER_ID = '22222222-2222-4222-8222-222222222222';
const MERCHANT = `GET /merchant/${USER_ID}`;
const LOAD = { timeout: 8000 };
const SECRET = 'sk_test_5ecret-Value';

/**
 * The screen alone (src/test/renderScreen.tsx), at half the cost of the whole App; the tests of
 * the gate, the shell's 401 handling and Back open it through the App.
 */
async function openPage(answer: Handler, session: TestUser = USERS.merchant) {
  const view = renderScreen(<ApiCredentialsPage />, { url: '/api-credentials', session, routes: { [MERCHANT]: answer } });
  await screen.findByRole('heading', { level: 1 }, LOAD);
  return view;
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('API Credentials', { timeout: 30_000 }, () => {
  it('shows the user ID and key, masks the secret until asked, and hides it again', async () => {
    const view = await openPage({ status: 200, body: { success: true, apiKey: 'ak_live_key', apiSecret: SECRET, data: { transactionTimer: 15 } } });
    expect(await screen.findByTestId('credential-API Key', {}, LOAD)).toHaveTextContent('ak_live_key');
    expect(screen.getByTestId('credential-User ID')).toHaveTextContent(USER_ID);
    expect(screen.getByTestId('credential-API Secret')).toHaveTextContent(/^•+$/);
    expect(document.body).not.toHaveTextContent(SECRET);
    await view.user.click(screen.getByRole('button', { name: 'Show API Secret' }));
    expect(screen.getByTestId('credential-API Secret')).toHaveTextContent(SECRET);
    await view.user.click(screen.getByRole('button', { name: 'Hide API Secret' }));
    expect(screen.getByTestId('credential-API Secret')).toHaveTextContent(/^•+$/);
    expect(view.network.requests(MERCHANT)).toHaveLength(1);
  });

  it('copies the secret and says Copied! for 2 seconds', async () => {
    const view = await openPage(ok({ apiKey: 'ak', apiSecret: SECRET }));
    const copy = await screen.findByRole('button', { name: 'Copy API Secret' }, LOAD);
    // The 2 s run on a clock the test moves (it also runs on its own).
    vi.useFakeTimers({ shouldAdvanceTime: true });
    await view.user.click(copy);
    expect(await navigator.clipboard.readText()).toBe(SECRET);
    expect(await screen.findByRole('button', { name: 'Copied!' })).toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(2000));
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Copied!' })).not.toBeInTheDocument(), { timeout: 3500 });
    expect(screen.getByRole('button', { name: 'Copy API Secret' })).toBeInTheDocument();
  });

  describe('outside a secure context (no navigator.clipboard)', () => {
    /** jsdom has no execCommand: one that records the selected text, or refuses. */
    function withoutClipboard(copies: boolean) {
      Object.defineProperty(navigator, 'clipboard', { value: undefined, configurable: true });
      const selected: string[] = [];
      Object.defineProperty(document, 'execCommand', {
        configurable: true,
        value: (command: string) => {
          const area = document.activeElement as HTMLTextAreaElement;
          if (command === 'copy' && copies) selected.push(area.value.slice(area.selectionStart, area.selectionEnd));
          return copies;
        },
      });
      return selected;
    }
    afterEach(() => {
      delete (document as unknown as Record<string, unknown>).execCommand;
    });

    it('copies the API key by selection and says Copied!', async () => {
      const view = await openPage(ok({ apiKey: 'ak_plain_http', apiSecret: SECRET }));
      const selected = withoutClipboard(true);
      await view.user.click(await screen.findByRole('button', { name: 'Copy API Key' }, LOAD));
      expect(selected).toEqual(['ak_plain_http']);
      expect(await screen.findByRole('button', { name: 'Copied!' })).toBeInTheDocument();
    });

    it('says "Failed to copy" for 2 seconds when the selection copy fails too', async () => {
      const view = await openPage(ok({ apiKey: 'ak_plain_http', apiSecret: SECRET }));
      withoutClipboard(false);
      const copy = await screen.findByRole('button', { name: 'Copy API Key' }, LOAD);
      vi.useFakeTimers({ shouldAdvanceTime: true });
      await view.user.click(copy);
      expect(await screen.findByRole('button', { name: 'Failed to copy' })).toBeInTheDocument();
      await act(() => vi.advanceTimersByTimeAsync(2000));
      await waitFor(() => expect(screen.queryByRole('button', { name: 'Failed to copy' })).not.toBeInTheDocument(), { timeout: 3500 });
      expect(screen.getByRole('button', { name: 'Copy API Key' })).toBeInTheDocument();
    });
  });

  it('shows the Security Warning, five Best Practices tips, and opens the generator in a new tab', async () => {
    const open = vi.spyOn(window, 'open').mockImplementation(() => null);
    const view = await openPage(ok({ apiKey: 'ak_1', apiSecret: SECRET, transactionTimer: 30 }));
    await screen.findByText('Security Warning', {}, LOAD);
    expect(within(screen.getByRole('list', { name: 'Best Practices' })).getAllByRole('listitem')).toHaveLength(5);
    await view.user.click(screen.getByRole('button', { name: 'Open QR Code Generator' }));
    const [url, target] = open.mock.calls[0];
    expect(target).toBe('_blank');
    const query = new URLSearchParams(String(url).split('#/qr-generator?')[1]);
    expect(atob(query.get('api_key')!)).toBe('ak_1');
    expect(atob(query.get('api_secret')!)).toBe(SECRET);
    expect(query.get('timer')).toBe('30');
    expect(screen.getByTestId('generator-url')).toHaveTextContent('api_secret=••••••');
    await view.user.click(screen.getByRole('button', { name: 'Copy direct URL' }));
    expect(await navigator.clipboard.readText()).toBe(url);
  });

  it.each([
    ['under merchant, snake case', { success: true, merchant: { api_key: 'ak_m', api_secret: SECRET } }],
    ['as key and secret', { success: true, key: 'ak_m', secret: SECRET }],
    ['under data', { success: true, data: { apiKey: 'ak_m', apiSecret: SECRET } }],
  ])('reads credentials %s', async (_, body) => {
    await openPage({ status: 200, body });
    expect(await screen.findByTestId('credential-API Key', {}, LOAD)).toHaveTextContent('ak_m');
  });

  it.each([
    [{ status: 200, body: { success: true, apiSecret: SECRET } }, 'API Key not found in response'],
    [{ status: 200, body: { success: true, data: { apiKey: 'ak' } } }, 'API Secret not found in response'],
    [fail(404, 'Merchant not found'), 'Not found: Merchant not found'],
    [fail(500, 'Database unavailable'), 'Database unavailable'],
    [{ status: 502, body: { success: false, error: 'Upstream timeout' } }, 'Upstream timeout'],
    [{ status: 418, body: { success: false } }, 'Failed to fetch API key: 418'],
  ])('shows the catalogue message for %j', async (answer, message) => {
    await openPage(answer);
    expect(await screen.findByText(message, {}, LOAD)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try Again' })).toBeInTheDocument();
  });

  it("says 'Authentication failed: ... Please log in again.' on a 401 before the shell ends the session (checkError)", async () => {
    const view = renderApp({
      url: '/api-credentials',
      session: USERS.merchant,
      routes: { [MERCHANT]: fail(401, 'Session ended.'), 'POST /auth/logout': fail(401, 'Session ended.') },
    });
    expect(await screen.findByText('Authentication failed: Session ended. Please log in again.', {}, LOAD)).toBeInTheDocument();
    expect(window.location.hash).toBe('#/api-credentials');
    expect(await screen.findByRole('button', { name: 'Sign In' }, LOAD)).toBeInTheDocument();
    expect(screen.getByText('Authentication required. Please log in again.')).toBeInTheDocument();
    expect(view.network.requests(MERCHANT)).toHaveLength(1);
  });

  it('shows its Access Denied variant when the gateway refuses', async () => {
    await openPage(fail(403, 'Access denied. You do not have permission for this action.'), USERS.finance);
    expect(await screen.findByText('Access denied: Access denied. You do not have permission for this action. Please check your role permissions.', {}, LOAD)).toBeInTheDocument();
    expect(screen.getByText('Sub-user').nextSibling).toHaveTextContent('Yes');
  });

  it('shows the Access Denied variant with sub-user status and Go to Dashboard to a role without api-credentials', async () => {
    const view = renderApp({ url: '/api-credentials', session: USERS.ops });
    expect(await screen.findByRole('heading', { level: 1, name: 'Access Denied' }, LOAD)).toBeInTheDocument();
    expect(screen.getByText('Required permission').nextSibling).toHaveTextContent(/^api-credentials$/);
    expect(screen.getByText('Sub-user').nextSibling).toHaveTextContent('Yes');
    expect(view.network.requests(MERCHANT)).toHaveLength(0);
    await view.user.click(screen.getByRole('button', { name: 'Go to Dashboard' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Merchant Dashboard' }, LOAD)).toBeInTheDocument();
  });

  it('Back returns to the page the user came from', async () => {
    const view = renderApp({ url: '/dashboard', session: USERS.merchant, routes: { [MERCHANT]: ok({ apiKey: 'ak', apiSecret: SECRET }) } });
    await screen.findByRole('heading', { level: 1, name: 'Merchant Dashboard' }, LOAD);
    act(() => {
      window.location.hash = '#/api-credentials';
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'API Credentials' }, LOAD)).toBeInTheDocument();
    await view.user.click(screen.getByRole('button', { name: 'Back' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Merchant Dashboard' }, LOAD)).toBeInTheDocument();
    expect(window.location.hash).toBe('#/dashboard');
  });

  it('says "User not logged in. Please login first." when no user id is stored', async () => {
    renderApp({ url: '/api-credentials', session: USERS.merchant, routes: { [MERCHANT]: ok({}) } });
    sessionStorage.removeItem(STORAGE_KEYS.userId);
    expect(await screen.findByText('User not logged in. Please login first.', {}, LOAD)).toBeInTheDocument();
  });
});

describe('API Credentials where the gateway offers /api/v2/credentials (issue 28)', { timeout: 30_000 }, () => {
  const READ = 'GET /v2/credentials';
  const REVEAL = 'POST /v2/credentials/reveal';
  const record = { id: USER_ID, merchantId: USER_ID, apiKey: 'ak_v2_key', transactionTimer: 20 };

  async function openWithoutSecret(reveal: Handler = { status: 200, body: { ...record, apiSecret: SECRET } }) {
    const view = renderScreen(<ApiCredentialsPage />, {
      url: '/api-credentials',
      session: USERS.merchant,
      routes: { [READ]: { status: 200, body: record }, [REVEAL]: reveal, [MERCHANT]: ok({ apiKey: 'ak_spec', apiSecret: 'sk_spec' }) },
    });
    expect(await screen.findByTestId('credential-API Key', {}, LOAD)).toHaveTextContent('ak_v2_key');
    return view;
  }

  it('reads the key without the secret, and asks for the secret once, on Show', async () => {
    const open = vi.spyOn(window, 'open').mockImplementation(() => null);
    const view = await openWithoutSecret();
    expect(screen.getByTestId('credential-User ID')).toHaveTextContent(USER_ID);
    expect(screen.getByTestId('credential-API Secret')).toHaveTextContent(/^•+$/);
    expect(view.network.requests(MERCHANT)).toHaveLength(0);
    expect(view.network.requests(REVEAL)).toHaveLength(0);
    // Before the reveal the generator's link carries no credentials (it signs through the session).
    await view.user.click(screen.getByRole('button', { name: 'Open QR Code Generator' }));
    expect(String(open.mock.calls[0][0])).toMatch(/#\/qr-generator$/);

    await view.user.click(screen.getByRole('button', { name: 'Show API Secret' }));
    expect(await screen.findByTestId('credential-API Secret')).toHaveTextContent(SECRET);
    await view.user.click(screen.getByRole('button', { name: 'Hide API Secret' }));
    await view.user.click(screen.getByRole('button', { name: 'Show API Secret' }));
    expect(screen.getByTestId('credential-API Secret')).toHaveTextContent(SECRET);
    expect(view.network.requests(REVEAL).map((request) => request.body)).toEqual([{}]);
    expect(view.network.requests(READ)).toHaveLength(1);
    expect(view.network.requests(MERCHANT)).toHaveLength(0);
  });

  it('fetches the secret on Copy and copies it', async () => {
    const view = await openWithoutSecret();
    await view.user.click(screen.getByRole('button', { name: 'Copy API Secret' }));
    expect(await screen.findByRole('button', { name: 'Copied!' })).toBeInTheDocument();
    expect(await navigator.clipboard.readText()).toBe(SECRET);
    expect(view.network.requests(REVEAL)).toHaveLength(1);
    expect(screen.getByTestId('credential-API Secret')).toHaveTextContent(/^•+$/);
  });

  it("shows the gateway's refusal of a reveal, and keeps the secret hidden", async () => {
    const view = await openWithoutSecret(fail(429, CREDENTIALS_MESSAGES.tooManyReveals));
    await view.user.click(screen.getByRole('button', { name: 'Show API Secret' }));
    expect(await screen.findByText(CREDENTIALS_MESSAGES.tooManyReveals)).toBeInTheDocument();
    expect(screen.getByTestId('credential-API Secret')).toHaveTextContent(/^•+$/);
    await view.user.click(screen.getByRole('button', { name: 'Copy API Secret' }));
    expect(await screen.findByRole('button', { name: 'Failed to copy' })).toBeInTheDocument();
  });

  it('in the App, a reveal the gateway guards asks for a confirmation once and then shows the secret', async () => {
    const asked = { status: 403, body: { success: false, message: STEP_UP_MESSAGES.required, reason: STEP_UP_REQUIRED } };
    const answers = [asked, { status: 200, body: { ...record, apiSecret: SECRET } }];
    const view = renderApp({
      url: '/api-credentials',
      session: USERS.merchant,
      routes: {
        [READ]: { status: 200, body: record },
        [REVEAL]: () => answers.shift() ?? fail(500),
        'GET /auth/2fa-status': ok({ enabled2FA: 'false', type2FA: null, verified2FA: 'false' }),
        'POST /v2/step-up': { status: 200, body: { active: true, expiresAt: '2026-11-29T09:05:00.000Z' } },
      },
    });
    await view.user.click(await screen.findByRole('button', { name: 'Show API Secret' }, LOAD));
    const dialog = await screen.findByRole('dialog', { name: 'Confirm it is you' }, LOAD);
    const password = await within(dialog).findByLabelText('Password', {}, LOAD);
    await waitFor(() => expect(password).toBeEnabled(), LOAD);
    await view.user.type(password, 'Sandbox123!{Enter}');
    expect(await screen.findByText(SECRET, {}, LOAD)).toBeInTheDocument();
    expect(view.network.requests('POST /v2/step-up').map((request) => request.body)).toEqual([{ password: 'Sandbox123!' }]);
    expect(view.network.requests(REVEAL)).toHaveLength(2);
    expect(view.network.requests(MERCHANT)).toHaveLength(0);
  });

  it.each([404, 405])('falls back to GET /merchant/{userId} when it answers %i, and never asks for a reveal', async (status) => {
    const view = renderScreen(<ApiCredentialsPage />, {
      url: '/api-credentials',
      session: USERS.merchant,
      routes: { [READ]: fail(status), [MERCHANT]: ok({ apiKey: 'ak_spec', apiSecret: SECRET }) },
    });
    expect(await screen.findByTestId('credential-API Key', {}, LOAD)).toHaveTextContent('ak_spec');
    await view.user.click(screen.getByRole('button', { name: 'Show API Secret' }));
    expect(screen.getByTestId('credential-API Secret')).toHaveTextContent(SECRET);
    expect(view.network.requests(READ)).toHaveLength(1);
    expect(view.network.requests(MERCHANT)).toHaveLength(1);
    expect(view.network.requests(REVEAL)).toHaveLength(0);
  });

  it('shows its Access Denied variant when the gateway refuses the read', async () => {
    const view = renderScreen(<ApiCredentialsPage />, { url: '/api-credentials', session: USERS.finance, routes: { [READ]: fail(403, 'Access denied. You do not have permission for this action.') } });
    expect(await screen.findByText('Access denied: Access denied. You do not have permission for this action. Please check your role permissions.', {}, LOAD)).toBeInTheDocument();
    expect(view.network.requests(MERCHANT)).toHaveLength(0);
  });
});
