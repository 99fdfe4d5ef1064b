import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import type { TwoFactorStatus } from '../../contract/auth';
import { NETWORK_FAILURE, ok, type Handler } from '../test/fetchDouble';
import { USERS } from '../test/renderApp';
import { renderScreen } from '../test/renderScreen';
import { setTimeZone } from '../common/formatters';
import { TwoFactorPage } from './TwoFactorPage';

const STATUS = 'GET /auth/2fa-status';
const LIST = 'GET /v2/recovery-codes';
const REGENERATE = 'POST /v2/recovery-codes';
const GENERATE = 'POST /auth/generate-2fa-code';
const LOAD = { timeout: 8000 };
const ON: TwoFactorStatus = { enabled2FA: 'true', type2FA: 'GOOGLE_AUTH', verified2FA: 'true' };
const CODES = ['abcde-fghjk', 'mnpqr-stuvw', 'xyz23-45678', 'k7mq2-x9vtr', 'a2b3c-d4e5f', 'ghjkm-npqrs', 'tuvwx-yz234', '56789-abcde', 'fghjk-mnpqr', 'stuvw-xyz23'];

/** The simple-REST list of the unused codes: `count` of them. */
const remaining = (count: number): Handler => ({
  status: 200,
  body: Array.from({ length: count }, (_, i) => ({ id: `r-${i}`, createdAt: '2026-11-25T10:00:00.000Z', usedAt: null })),
  headers: { 'Content-Range': count ? `recovery-codes 0-${count - 1}/${count}` : 'recovery-codes */0' },
});

function open(routes: Record<string, Handler>) {
  return renderScreen(<TwoFactorPage />, { url: '/security/2fa', session: USERS.merchant, routes: { [STATUS]: ok(ON), ...routes } });
}

describe('Recovery codes in the two-factor panel', { timeout: 20_000 }, () => {
  it('shows how many are left, asking for the unused ones in the simple-REST dialect', async () => {
    const view = open({ [LIST]: remaining(7) });
    expect(await screen.findByText('7 of 10 recovery codes left', {}, LOAD)).toBeInTheDocument();
    expect(screen.queryByText(/Only .* recovery codes left/)).not.toBeInTheDocument();
    const [request] = view.network.requests(LIST);
    expect(JSON.parse(request.query.get('filter') ?? '')).toEqual({ used: false });
  });

  it('warns below 3', async () => {
    open({ [LIST]: remaining(2) });
    expect(await screen.findByText('Only 2 recovery codes left. Generate new ones before you run out.', {}, LOAD)).toBeInTheDocument();
  });

  it('regenerates with a current 2FA code and shows the new codes once, with Copy and Download .txt', async () => {
    const createObjectURL = vi.fn((_: Blob) => 'blob:codes');
    Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() });
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    const view = open({ [LIST]: remaining(1), [REGENERATE]: { status: 201, body: { id: 'set-2', createdAt: '2026-11-25T11:00:00.000Z', codes: CODES } } });
    await screen.findByText('1 of 10 recovery codes left', {}, LOAD);
    await view.user.click(screen.getByRole('button', { name: 'Generate new codes' }));
    const generate = screen.getByRole('button', { name: 'Generate' });
    expect(generate).toBeDisabled();
    await view.user.type(screen.getByRole('textbox', { name: 'Verification code' }), '123456');
    view.network.on(LIST, remaining(10));
    await view.user.click(generate);

    const list = await screen.findByRole('list', { name: 'Your recovery codes' }, LOAD);
    expect(within(list).getAllByRole('listitem').map((item) => item.textContent)).toEqual(CODES);
    expect(view.network.requests(REGENERATE)[0].body).toEqual({ code: '123456' });
    expect(screen.getByText('Save these codes now: they are shown only once.')).toBeInTheDocument();

    await view.user.click(screen.getByRole('button', { name: 'Copy' }));
    // user-event's clipboard stands in for the browser's.
    await waitFor(async () => expect(await navigator.clipboard.readText()).toBe(CODES.join('\n')));
    await view.user.click(screen.getByRole('button', { name: 'Download .txt' }));
    const link = click.mock.instances[0] as unknown as HTMLAnchorElement;
    expect(link.download).toBe('recovery-codes.txt');
    // The heading's date is the merchant's wall clock (issue 29): 23:30 UTC is the next day in Tokyo.
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.parse('2026-11-25T23:30:00Z'));
    setTimeZone('Asia/Tokyo');
    try {
      await view.user.click(screen.getByRole('button', { name: 'Download .txt' }));
      expect((await createObjectURL.mock.calls[1][0].text()).split('\n')[0]).toBe('USDT Gateway recovery codes. Each code works once. Generated Nov 26, 2026, 8:30 AM.');
    } finally {
      setTimeZone(null);
      vi.useRealTimers();
    }

    await view.user.click(screen.getByRole('button', { name: 'I have saved them' }));
    expect(screen.queryByRole('list', { name: 'Your recovery codes' })).not.toBeInTheDocument();
    expect(await screen.findByText('10 of 10 recovery codes left', {}, LOAD)).toBeInTheDocument();
    click.mockRestore();
  });

  it('sends an email 2FA user the code to regenerate with', async () => {
    const view = open({ [STATUS]: ok({ ...ON, type2FA: 'EMAIL' }), [LIST]: remaining(7), [GENERATE]: ok(null, 'Code sent to your email') });
    await screen.findByText('7 of 10 recovery codes left', {}, LOAD);
    await view.user.click(screen.getByRole('button', { name: 'Generate new codes' }));
    await view.user.click(screen.getByRole('button', { name: 'Send code' }));
    await waitFor(() => expect(view.network.requests(GENERATE)).toHaveLength(1));
  });

  it.each([
    ['404', { status: 404, body: { success: false, message: 'Not found' } }],
    ['a network error', NETWORK_FAILURE],
  ] as const)('hides against a gateway without them (%s)', async (_, reply) => {
    const view = open({ [LIST]: reply as Handler });
    await screen.findByText('Enabled', { exact: false }, LOAD);
    await waitFor(() => expect(view.network.requests(LIST)).toHaveLength(1));
    await waitFor(() => expect(screen.queryByRole('heading', { name: 'Recovery codes' })).not.toBeInTheDocument());
  });
});
