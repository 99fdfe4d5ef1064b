import { describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import { ok } from '../test/fetchDouble';
import { renderApp, USERS } from '../test/renderApp';
import type { TestUser } from '../test/sessions';
import { DASHBOARD, WITHDRAWAL_TICKETS } from './test/fixtures';

vi.setConfig({ testTimeout: 20_000 });

/**
 * 000 section 6: for sub_merchant, super_operation, operation (and super_merchant) the volume and
 * average figures show 0.00. A gateway other than the sandbox may send every role its real figures
 * (the reference gateway of tests/gateway does); the dashboard still shows 0.00 to these roles.
 */
function openWithRealFigures(session: TestUser) {
  return renderApp({
    url: '/dashboard',
    session,
    routes: { 'GET /dashboard/merchant': ok(DASHBOARD), 'GET /refund/merchant': { status: 200, body: WITHDRAWAL_TICKETS } },
  });
}

const stat = async (name: string) => within(await screen.findByRole('region', { name })).findByTestId('stat-value');

describe('Merchant Dashboard: figures of the sub-user roles', () => {
  it.each([
    ['sub_merchant', USERS.finance],
    ['super_operation', USERS.superops],
    ['operation', USERS.ops],
  ])('shows %s 0.00 volume and average even when the gateway sends the real figures', async (_role, user) => {
    openWithRealFigures(user);
    expect(await stat("Today's Volume")).toHaveTextContent(/^0\.00USDT$/);
    expect(await stat("Today's Average Transaction")).toHaveTextContent(/^0\.00USDT$/);
  });

  it('shows the main merchant the figures the gateway sends', async () => {
    openWithRealFigures(USERS.merchant);
    expect(await stat("Today's Volume")).toHaveTextContent(/^12,480\.50USDT$/);
  });
});
