import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { page, transaction } from '../transactions/test/fixtures';
import { renderApp, USERS } from '../test/renderApp';

const LOAD = { timeout: 15_000 };

/** The shell at Transactions with one row; the menu and the details modal are the ways away and back. */
async function openTransactions() {
  const view = renderApp({
    url: '/transactions',
    session: USERS.merchant,
    routes: { 'GET /dashboard/transactionList': page([transaction({ _id: 'rec-1', transactionId: 'TXN-FOCUS' })]) },
  });
  await screen.findByRole('heading', { level: 1, name: 'All Transactions' }, LOAD);
  const grid = await screen.findByRole('grid', { name: 'All Transactions' }, LOAD);
  await waitFor(() => expect(grid.querySelector('[role="row"][data-id="rec-1"]')).not.toBeNull(), LOAD);
  return { view, row: grid.querySelector<HTMLElement>('[role="row"][data-id="rec-1"]')! };
}

describe('focus on navigation (issue 30)', { timeout: 60_000 }, () => {
  it("moves the focus to the new page's title after a menu link, not <body>", async () => {
    const { view } = await openTransactions();
    const nav = screen.getByRole('navigation', { name: 'Main navigation' });
    await view.user.click(within(nav).getByRole('link', { name: 'Change Password' }));
    const title = await screen.findByRole('heading', { level: 1, name: 'Change Password' }, LOAD);
    await waitFor(() => expect(title).toHaveFocus(), LOAD);
    expect(title).toHaveAttribute('tabindex', '-1');
  });

  it("leaves it on the row when the row's details modal closes (the modal is the same page)", async () => {
    const { view, row } = await openTransactions();
    const cell = within(row).getAllByRole('gridcell')[1];
    cell.focus();
    await view.user.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog', { name: 'Transaction Details' }, LOAD);
    await waitFor(() => expect(dialog.contains(document.activeElement)).toBe(true));
    await view.user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument(), LOAD);
    await waitFor(() => expect(document.activeElement?.closest('[role="row"]')).toHaveAttribute('data-id', 'rec-1'));
    expect(screen.getByRole('heading', { level: 1, name: 'All Transactions' })).not.toHaveFocus();
  });
});
