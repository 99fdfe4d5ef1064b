import { afterEach, describe, expect, it, vi } from 'vitest';
import { useEffect } from 'react';
import { act, render, screen, waitFor } from '@testing-library/react';
import { AdminContext, useNotify } from 'react-admin';
import { i18nProvider } from '../i18n';
import { fail } from '../test/fetchDouble';
import { renderApp, USERS } from '../test/renderApp';
import { AppNotification } from './AppNotification';

function Toast({ autoHideDuration }: { autoHideDuration?: number }) {
  const notify = useNotify();
  useEffect(() => notify('Saved', { type: 'success', autoHideDuration }), [notify, autoHideDuration]);
  return null;
}

async function show(autoHideDuration?: number) {
  vi.useFakeTimers({ shouldAdvanceTime: true });
  render(
    <AdminContext i18nProvider={i18nProvider}>
      <Toast autoHideDuration={autoHideDuration} />
      <AppNotification />
    </AdminContext>,
  );
  expect(await screen.findByText('Saved')).toBeVisible();
}

const wait = (ms: number) => act(() => vi.advanceTimersByTime(ms));

/** After its time the toast leaves through its exit transition. */
const gone = () => waitFor(() => expect(screen.queryByText('Saved')).not.toBeInTheDocument());

afterEach(() => {
  vi.useRealTimers();
});

describe('AppNotification', () => {
  it('keeps a toast 5 s, the library default of 001 section 9, not react-admin 4 s', async () => {
    await show();
    wait(4_800);
    expect(screen.getByText('Saved')).toBeVisible();
    wait(400);
    await gone();
  });

  it('lets a notify call name its own duration', async () => {
    await show(2_000);
    wait(1_800);
    expect(screen.getByText('Saved')).toBeVisible();
    wait(400);
    await gone();
  });
});

describe('the app toasts', () => {
  it("close after 5 s: 'Logout failed!' is still there after 4.8 s", async () => {
    const view = renderApp({ url: '/dashboard', session: USERS.merchant, routes: { 'POST /auth/logout': fail(500) } });
    await view.user.click(await screen.findByRole('button', { name: /Profile$/ }, { timeout: 8000 }));
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const start = Date.now();
    await view.user.click(screen.getByRole('menuitem', { name: 'Logout' }));
    expect(await screen.findByText('Logout failed!')).toBeVisible();
    wait(Math.max(0, start + 4_800 - Date.now()));
    expect(screen.getByText('Logout failed!')).toBeVisible();
    wait(400);
    await waitFor(() => expect(screen.queryByText('Logout failed!')).not.toBeInTheDocument());
  });
});
