import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { AdminContext, memoryStore } from 'react-admin';
import { renderApp, USERS } from '../test/renderApp';
import { storeTestSession, type TestUser } from '../test/sessions';
import { createProviders } from '../providers';
import { createFetchDouble, pending, type Handler } from '../test/fetchDouble';
import { i18nProvider } from '../i18n';
import { PAGE_ACCESS, requirePermission, type AccessRule } from '../../authProvider/access';
import { PermissionGate } from './PermissionGate';

/** The gate at `/gated`, beside a stand-in for the login route. */
function renderGate(session: TestUser | null, rule: AccessRule, routes: Record<string, Handler> = {}) {
  if (session) storeTestSession(session);
  window.location.hash = '#/gated';
  const { authProvider, dataProvider } = createProviders({ fetch: createFetchDouble(routes).fetch, apiBase: '/api' });
  return render(
    <AdminContext authProvider={authProvider} dataProvider={dataProvider} i18nProvider={i18nProvider} store={memoryStore()}>
      <Routes>
        <Route path="/" element={<p>login page</p>} />
        <Route
          path="/gated"
          element={
            <PermissionGate rule={rule}>
              <p>secret content</p>
            </PermissionGate>
          }
        />
      </Routes>
    </AdminContext>,
  );
}

describe('PermissionGate on routes', () => {
  it("says 'Checking permissions...' while the session is being checked", async () => {
    renderApp({ url: '/transactions', routes: { 'GET /auth/session': () => pending() } });
    expect(await screen.findByText('Checking permissions...')).toBeInTheDocument();
  });

  it('sends a visitor without a session to the login route', async () => {
    renderApp({ url: '/transactions' });
    expect(await screen.findByRole('button', { name: 'Sign In' })).toBeInTheDocument();
    expect(window.location.hash).toBe('#/');
  });

  it('shows the denied-access page with the role and the required permission', async () => {
    renderApp({ url: '/api-credentials', session: USERS.ops });
    expect(await screen.findByRole('heading', { level: 1, name: 'Access Denied' })).toBeInTheDocument();
    expect(screen.getByText("You need 'api-credentials' permission to access this page.")).toBeInTheDocument();
    expect(screen.getByText('Your role').nextSibling).toHaveTextContent('Operation (operation)');
    expect(screen.getByText('Required permission').nextSibling).toHaveTextContent(/^api-credentials$/);
    expect(screen.getByRole('button', { name: 'Go Back' })).toBeInTheDocument();
  });

  it('denies Change Password to the Finance Role', async () => {
    renderApp({ url: '/change-password', session: USERS.finance });
    expect(await screen.findByText("You need 'change-password' permission to access this page.")).toBeInTheDocument();
    expect(screen.getByText('Your role').nextSibling).toHaveTextContent('Finance Role (sub_merchant)');
  });

  it('shows the page when the permission is held', async () => {
    renderApp({ url: '/api-credentials', session: USERS.finance });
    expect(await screen.findByRole('heading', { level: 1, name: 'API Credentials' })).toBeInTheDocument();
  });

  it('goes back to the dashboard from a denied page opened directly', async () => {
    const view = renderApp({ url: '/wallet-balance', session: USERS.superops });
    await view.user.click(await screen.findByRole('button', { name: 'Go Back' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Merchant Dashboard' })).toBeInTheDocument();
  });
});

describe('PermissionGate while checking (001 section 2.11)', () => {
  it("page gate: says 'Checking permissions...' while loading", async () => {
    renderGate(null, requirePermission('balance-view'), { 'GET /auth/session': () => pending() });
    expect(await screen.findByText('Checking permissions...')).toBeInTheDocument();
  });
});

describe('PermissionGate rules', () => {
  it('lets through when any of a list of permissions is held', async () => {
    renderGate(USERS.ops, requirePermission(['balance-view', 'transactions-view']));
    expect(await screen.findByText('secret content')).toBeInTheDocument();
  });

  it('needs every permission of a list with match all', async () => {
    renderGate(USERS.ops, requirePermission(['balance-view', 'transactions-view'], 'all'));
    expect(await screen.findByText("You need 'balance-view, transactions-view' permission to access this page.")).toBeInTheDocument();
  });

  it('passes the page check for a merchant-side role', async () => {
    renderGate(USERS.ops, PAGE_ACCESS);
    expect(await screen.findByText('secret content')).toBeInTheDocument();
  });

  it('shows the denied-access page in place, without leaving the route', async () => {
    renderGate(USERS.ops, requirePermission('balance-view'));
    expect(await screen.findByRole('heading', { name: 'Access Denied' })).toBeInTheDocument();
    expect(screen.getByText("You need 'balance-view' permission to access this page.")).toBeInTheDocument();
    expect(window.location.hash).toBe('#/gated');
    expect(screen.queryByText('secret content')).not.toBeInTheDocument();
  });

  it('sends a visitor without a session to the login route', async () => {
    renderGate(null, requirePermission('balance-view'));
    expect(await screen.findByText('login page')).toBeInTheDocument();
    expect(window.location.hash).toBe('#/');
  });
});
