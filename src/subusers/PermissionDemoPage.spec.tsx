import { describe, expect, it } from 'vitest';
import { act, screen, within } from '@testing-library/react';
import { USERS } from '../test/renderApp';
import { renderScreen } from '../test/renderScreen';
import { PermissionDemoPage } from './PermissionDemoPage';

function card(list: HTMLElement, permission: string) {
  return within(list).getByRole('listitem', { name: permission });
}

describe('PermissionDemoPage', () => {
  it('shows a Granted or Denied card per permission from the real matrix', async () => {
    renderScreen(<PermissionDemoPage />, { url: '/permission-demo', session: USERS.ops });
    expect(await screen.findByRole('heading', { level: 1, name: 'Permission Demo' })).toBeInTheDocument();
    const list = screen.getByRole('list', { name: 'Your permissions' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(11);
    for (const granted of ['qr-code-generation', 'dashboard_access', 'complaints-view', 'transactions-view']) {
      expect(card(list, granted)).toHaveTextContent('Granted');
    }
    for (const denied of ['balance-view', 'approved-withdrawals', 'api-credentials', 'role-management', 'change-password']) {
      expect(card(list, denied)).toHaveTextContent('Denied');
    }
  });

  it('shows the status widget: role, account type, the eight permissions and the total', async () => {
    renderScreen(<PermissionDemoPage />, { url: '/permission-demo', session: USERS.finance });
    const widget = await screen.findByRole('region', { name: 'Permission status' });
    expect(widget).toHaveTextContent('Finance Role');
    expect(widget).toHaveTextContent('Sub User');
    expect(within(widget).getAllByRole('listitem')).toHaveLength(8);
    expect(within(widget).getByRole('listitem', { name: 'change-password' })).toHaveTextContent('Denied');
    expect(within(widget).getByRole('listitem', { name: 'role-management' })).toHaveTextContent('Granted');
    expect(widget).toHaveTextContent('Total permissions: 9');
  });

  it('calls the main merchant a Main User with every permission', async () => {
    renderScreen(<PermissionDemoPage />, { url: '/permission-demo', session: USERS.merchant });
    const widget = await screen.findByRole('region', { name: 'Permission status' });
    expect(widget).toHaveTextContent('Main User');
    expect(widget).toHaveTextContent('Total permissions: 11');
  });

  it('labels the example table as an example', async () => {
    renderScreen(<PermissionDemoPage />, { url: '/permission-demo', session: USERS.merchant });
    const example = await screen.findByRole('region', { name: 'Example role table' });
    expect(within(example).getByText('Example')).toBeInTheDocument();
    const rows = within(example).getAllByRole('row');
    expect(rows).toHaveLength(4);
    const [role, permissions] = within(rows[3]).getAllByRole('cell');
    expect(role).toHaveTextContent('Operation (operation)');
    expect(permissions).toHaveTextContent(/^qr-code-generationapproved-withdrawals$/);
  });

  it('lets the keyboard reach the table\'s scroll box, which scrolls sideways on a phone (issue 30)', async () => {
    renderScreen(<PermissionDemoPage />, { url: '/permission-demo', session: USERS.merchant });
    const example = await screen.findByRole('region', { name: 'Example role table' });
    const scroller = within(example).getByRole('group', { name: 'Example role table' });
    act(() => scroller.focus());
    expect(scroller).toHaveFocus();
    expect(within(scroller).getByRole('table')).toBeInTheDocument();
  });
});
