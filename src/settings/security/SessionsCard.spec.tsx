import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import type { SessionRecord } from '../../../contract/sessions';
import { formatDateTime } from '../../common/formatters';
import type { Handler } from '../../test/fetchDouble';
import { renderSettingsPart } from '../../test/renderSettingsPart';
import { USERS } from '../../test/sessions';
import { SessionsCard } from './SessionsCard';

const LIST = 'GET /v2/sessions';
const LOAD = { timeout: 8000 };
const HERE = { id: 'aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaaa', current: true, createdAt: '2026-11-28T09:00:00.000Z', lastSeenAt: '2026-11-29T08:00:00.000Z', ip: '127.0.0.1', userAgent: 'Chrome 131 on macOS' };
const PHONE = { id: 'bbbbbbbb-bbbb-4bbb-8bbb-bbbbbbbbbbbb', current: false, createdAt: '2026-11-27T18:30:00.000Z', lastSeenAt: '2026-11-28T21:15:00.000Z', ip: '203.0.113.7', userAgent: 'Safari 18 on iOS' };
const OLD = { id: 'cccccccc-cccc-4ccc-8ccc-cccccccccccc', current: false, createdAt: '2026-11-20T07:00:00.000Z', lastSeenAt: '2026-11-21T07:00:00.000Z', ip: null, userAgent: 'Firefox 133 on Windows' };

const list = (rows: SessionRecord[]): Handler => ({ status: 200, body: rows, headers: { 'Content-Range': `sessions 0-${rows.length - 1}/${rows.length}` } });
const rows = () => within(screen.getByRole('list', { name: 'Sessions' })).getAllByRole('listitem');

async function openCard(routes: Record<string, Handler>) {
  const view = renderSettingsPart(<SessionsCard />, { session: USERS.ops, routes });
  await screen.findByText('Safari 18 on iOS', {}, LOAD);
  return view;
}

describe('Settings › Security › Sessions', { timeout: 20_000 }, () => {
  it("lists the user's own sessions, last active first: browser and system, address, sign-in and last activity, this device without Sign out", async () => {
    const view = await openCard({ [LIST]: list([HERE, PHONE, OLD]) });
    const [asked] = view.network.requests(LIST);
    expect(JSON.parse(asked.query.get('sort') ?? '')).toEqual(['lastSeenAt', 'DESC']);
    expect(JSON.parse(asked.query.get('range') ?? '')).toEqual([0, 99]);
    expect(rows().map((row) => row.textContent)).toEqual([
      `Chrome 131 on macOSThis device127.0.0.1 · Signed in ${formatDateTime(HERE.createdAt)} · Last active ${formatDateTime(HERE.lastSeenAt)}`,
      `Safari 18 on iOS203.0.113.7 · Signed in ${formatDateTime(PHONE.createdAt)} · Last active ${formatDateTime(PHONE.lastSeenAt)}Sign out`,
      `Firefox 133 on Windowsunknown address · Signed in ${formatDateTime(OLD.createdAt)} · Last active ${formatDateTime(OLD.lastSeenAt)}Sign out`,
    ]);
    expect(within(rows()[0]).queryByRole('button')).not.toBeInTheDocument();
  });

  it('signs out one other session after a confirmation (DELETE /v2/sessions/{id}) and reads the list again', async () => {
    const END = `DELETE /v2/sessions/${PHONE.id}`;
    const view = await openCard({ [LIST]: list([HERE, PHONE, OLD]), [END]: { status: 200, body: PHONE } });
    await view.user.click(screen.getByRole('button', { name: 'Sign out Safari 18 on iOS (203.0.113.7)' }));
    const dialog = await screen.findByRole('dialog', { name: 'Sign out this session?' });
    expect(dialog).toHaveTextContent('Safari 18 on iOS (203.0.113.7) will be signed out at once.');
    expect(view.network.requests(END)).toHaveLength(0);

    view.network.on(LIST, list([HERE, OLD]));
    await view.user.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText('Session signed out', {}, LOAD)).toBeInTheDocument();
    expect(view.network.requests(END)).toHaveLength(1);
    await waitFor(() => expect(view.network.requests(LIST)).toHaveLength(2));
    expect(screen.queryByText('Safari 18 on iOS')).not.toBeInTheDocument();
    expect(rows()).toHaveLength(2);
  });

  it("says the server's refusal when signing out one session fails, and keeps the row", async () => {
    const END = `DELETE /v2/sessions/${PHONE.id}`;
    const view = await openCard({ [LIST]: list([HERE, PHONE, OLD]), [END]: { status: 409, body: { success: false, message: 'That session is already over' } } });
    await view.user.click(screen.getByRole('button', { name: 'Sign out Safari 18 on iOS (203.0.113.7)' }));
    await view.user.click(within(await screen.findByRole('dialog', { name: 'Sign out this session?' })).getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText('That session is already over', {}, LOAD)).toBeInTheDocument();
    expect(view.network.requests(END)).toHaveLength(1);
    // The list is back in the accessibility tree once the confirmation has faded out.
    await waitFor(() => expect(rows()).toHaveLength(3));
  });

  it('signs out everywhere else after a confirmation: one POST, a toast with the count, the list read again', async () => {
    const OTHERS = 'POST /v2/sessions/end-others';
    const view = await openCard({ [LIST]: list([HERE, PHONE, OLD]), [OTHERS]: { status: 200, body: { ended: 2 } } });
    await view.user.click(screen.getByRole('button', { name: 'Sign out everywhere else' }));
    const dialog = await screen.findByRole('dialog', { name: 'Sign out everywhere else?' });
    expect(dialog).toHaveTextContent('Every other browser signed in to your account will be signed out at once.');

    view.network.on(LIST, list([HERE]));
    await view.user.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText('2 sessions signed out', {}, LOAD)).toBeInTheDocument();
    expect(view.network.requests(OTHERS).map((request) => request.body)).toEqual([{}]);
    await waitFor(() => expect(rows()).toHaveLength(1));
    expect(view.network.requests(LIST)).toHaveLength(2);
    expect(screen.queryByRole('button', { name: 'Sign out everywhere else' })).not.toBeInTheDocument();
  });

  it('is hidden against a gateway without the sessions addition', async () => {
    const view = renderSettingsPart(<SessionsCard />, { session: USERS.merchant, routes: {} });
    await waitFor(() => expect(view.network.requests(LIST)).toHaveLength(1), LOAD);
    await waitFor(() => expect(screen.queryByRole('heading', { name: 'Sessions' })).not.toBeInTheDocument());
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
