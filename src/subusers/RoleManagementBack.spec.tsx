import { describe, expect, it } from 'vitest';
import { act, screen } from '@testing-library/react';
import { ok } from '../test/fetchDouble';
import { renderApp, USERS } from '../test/renderApp';

const LOAD = { timeout: 8000 };

/** Role Management's Back button (001 section 2.7): back to the page the user came from. */
describe('RoleManagementPage Back', { timeout: 20_000 }, () => {
  it('returns to the page the user came from', async () => {
    const view = renderApp({ url: '/dashboard', session: USERS.merchant, routes: { 'GET /subusers': ok([]) } });
    await screen.findByRole('heading', { level: 1, name: 'Merchant Dashboard' }, LOAD);
    act(() => {
      window.location.hash = '#/role-management';
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Role Management' }, LOAD)).toBeInTheDocument();
    await view.user.click(screen.getByRole('button', { name: 'Back' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Merchant Dashboard' }, LOAD)).toBeInTheDocument();
    expect(window.location.hash).toBe('#/dashboard');
  });
});
