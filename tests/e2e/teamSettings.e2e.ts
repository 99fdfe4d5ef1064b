import { describe, expect, it } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import { DELAYS_MS } from '../../contract/constants';
import { SUB_USER_MESSAGES } from '../../contract/subusers';
import { ACCOUNTS, DEMO_PASSWORD } from './support/accounts';
import { sandboxContext, useBrowserPage } from './support/browser';
import { button, field, heading, openLogin, signInDirectly, submitCredentials, waitForDashboard } from './support/login';
import { sandboxURL } from './support/sandboxURL';
import { nextWindowTotpCode, totpCode } from './support/totp';

/**
 * Issue 6 end to end: role management with a second browser, two-factor set up and used, a
 * password change, and the IP whitelist banner. New sub-users are created for the tests that
 * change an account, and other@'s password and IPs are put back, so later files find the demo
 * accounts as seeded.
 */

const api = async (path: string, init: { method?: string; token?: string; body?: unknown } = {}) => {
  const response = await fetch(`${sandboxURL()}/api${path}`, {
    method: init.method ?? 'GET',
    headers: { 'content-type': 'application/json', ...(init.token ? { authorization: `Bearer ${init.token}` } : {}) },
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  });
  return { status: response.status, json: (await response.json()) as { data: Record<string, unknown> } };
};

async function tokenOf(email: string, password = DEMO_PASSWORD): Promise<string> {
  const { json } = await api('/auth/login', { method: 'POST', body: { email, password } });
  return String(json.data.token);
}

const sessionToken = (page: Page) => page.evaluate(() => sessionStorage.getItem('token') ?? localStorage.getItem('token'));

/**
 * An undoable change goes out when its toast closes (react-admin's undoable mutations). The page's
 * clock (installed before the page loads, running at real speed) is moved past the toast's
 * autoHideDuration instead of waiting it out: the write still goes out only once the toast closes.
 */
const closeToast = (page: Page, autoHideMs: number) => page.clock.runFor(autoHideMs);

/** Role Management's grid rows, each carrying its sub-user's id. */
const TEAM_ROWS = '[role="grid"][aria-label="Role Management"] [role="row"][data-id]';

describe('team and settings', () => {
  const page = useBrowserPage();

  it('creates a sub-user who signs in elsewhere; blocking them ends that session', async () => {
    const email = `e2e-member-${Date.now()}@sandbox.test`;
    await page().clock.install();
    await signInDirectly(page(), ACCOUNTS.merchant, DEMO_PASSWORD, '/role-management');
    await heading(page(), 'Role Management').waitFor();
    await button(page(), 'Add Sub-user').click();
    const dialog = page().getByRole('dialog', { name: 'Add Sub-user' });
    await field(page(), 'Full Name').fill('E2E Member');
    await field(page(), 'Email Address').fill(email);
    await field(page(), 'Password').fill('member1');
    await field(page(), 'Confirm Password').fill('member2');
    await dialog.getByText('Passwords do not match!').waitFor();
    await field(page(), 'Confirm Password').fill('member1');
    await dialog.getByRole('button', { name: 'Create User' }).click();
    await page().getByText('User created successfully!').waitFor();
    await page().getByRole('gridcell', { name: email }).waitFor();

    let other: BrowserContext | undefined;
    try {
      other = await sandboxContext();
      const second = await other.newPage();
      await signInDirectly(second, email, 'member1');

      const row = page().getByRole('row').filter({ hasText: email });
      await row.getByRole('combobox', { name: 'Status of E2E Member' }).click();
      // Taking access away reaches the server at once (issue 26), not when the toast closes.
      const sent = page().waitForResponse((response) => response.request().method() === 'PATCH' && response.url().endsWith('/status'));
      await page().getByRole('option', { name: 'Blocked' }).click();
      expect((await sent).status()).toBe(200);
      await page().getByText('Status updated successfully!').waitFor();

      // The next request of the blocked user's page is refused and the dashboard sends them to sign in.
      await second.reload();
      await button(second, 'Sign In').waitFor();
      await openLogin(second);
      await submitCredentials(second, email, 'member1');
      await second.getByRole('alert').first().waitFor();
      expect(new URL(second.url()).hash).toBe('#/');
    } finally {
      await other?.close();
    }

    // Outside Role Management, Settings › Security › Team two-factor opens the same 2FA dialog.
    await page().goto('/#/settings');
    await page().getByRole('tab', { name: 'Security' }).click();
    const member = page().getByRole('grid', { name: 'Team two-factor' }).getByRole('row').filter({ hasText: 'E2E Member' });
    await member.getByRole('gridcell', { name: 'No', exact: true }).waitFor();
    await button(page(), 'Manage 2FA of E2E Member').click();
    const twoFactor = page().getByRole('dialog', { name: 'Two-Factor Authentication' });
    await twoFactor.getByRole('button', { name: 'Enable Email 2FA' }).click();
    await page().getByText(SUB_USER_MESSAGES.twoFactorEnabled).waitFor();
    await twoFactor.getByRole('button', { name: 'Close' }).click();
    await member.getByRole('gridcell', { name: 'Email (Pending)' }).waitFor();
  });

  it('sets the status of two throwaway sub-users at once after a confirmation naming the count; the filter survives a reload (issue 14)', async () => {
    const stamp = String(Date.now());
    const merchant = await tokenOf(ACCOUNTS.merchant);
    const ids: string[] = [];
    try {
      for (const n of [1, 2]) {
        const body = { email: `e2e-bulk${n}-${stamp}@sandbox.test`, name: `E2E Bulk ${n} ${stamp}`, role: 'operation', password: 'member1' };
        expect((await api('/subusers', { method: 'POST', token: merchant, body })).status).toBe(200);
      }
      const mine = async () =>
        ((await api('/subusers', { token: merchant })).json.data as unknown as Array<{ _id: string; name: string; status: string }>).filter((user) => user.name.endsWith(stamp));
      ids.push(...(await mine()).map((user) => user._id));
      expect(ids).toHaveLength(2);

      await page().clock.install();
      await signInDirectly(page(), ACCOUNTS.merchant, DEMO_PASSWORD, '/role-management');
      await heading(page(), 'Role Management').waitFor();
      await field(page(), 'Search').fill(stamp);
      await page().getByRole('gridcell', { name: `E2E Bulk 2 ${stamp}`, exact: true }).waitFor();
      await expect.poll(() => page().locator(TEAM_ROWS).count()).toBe(2);
      await page().reload();
      await page().getByRole('gridcell', { name: `E2E Bulk 2 ${stamp}`, exact: true }).waitFor();
      expect(await field(page(), 'Search').inputValue()).toBe(stamp);
      await expect.poll(() => page().locator(TEAM_ROWS).count()).toBe(2);

      await page().getByRole('checkbox', { name: 'Select all rows' }).check();
      await page().getByText('2 items selected').waitFor();
      await button(page(), 'Set status').click();
      await page().getByRole('menuitem', { name: 'Inactive' }).click();
      const dialog = page().getByRole('dialog', { name: 'Change status' });
      await dialog.getByText('Set the status of 2 sub-users to Inactive?').waitFor();
      const patches: string[] = [];
      page().on('request', (request) => {
        if (request.method() === 'PATCH' && request.url().endsWith('/status')) patches.push(request.url());
      });
      await dialog.getByRole('button', { name: 'Confirm' }).click();
      // Deactivating is sent at once (issue 26): both calls go out before the toast with Undo closes.
      await page().getByText('Status updated successfully!').waitFor();
      await expect.poll(() => patches.length, { timeout: 10_000 }).toBe(2);
      await expect.poll(async () => (await mine()).map((user) => user.status), { timeout: 10_000 }).toEqual(['inactive', 'inactive']);
    } finally {
      for (const id of ids) await api(`/subusers/${id}`, { method: 'DELETE', token: merchant });
    }
  });

  it('enables 2FA with the authenticator, verifies it with an oathtool code, and signs in with it', async () => {
    const email = `e2e-2fa-${Date.now()}@sandbox.test`;
    const merchant = await tokenOf(ACCOUNTS.merchant);
    expect((await api('/subusers', { method: 'POST', token: merchant, body: { email, name: 'E2E Two Factor', role: 'operation', password: 'member1' } })).status).toBe(200);

    await signInDirectly(page(), email, 'member1', '/security/2fa');
    await heading(page(), 'Security Settings').waitFor();
    await page().getByRole('radio', { name: 'Authenticator App' }).check();
    await button(page(), 'Next').click();
    await button(page(), 'Enable Authenticator App').click();
    await page().getByTestId('two-factor-secret').waitFor();
    expect(await page().locator('svg title').filter({ hasText: 'QR code for your authenticator app' }).count()).toBe(1);
    const secret = (await page().getByTestId('two-factor-secret').innerText()).trim();
    expect(secret).toMatch(/^[A-Z2-7]+$/);

    await field(page(), 'Verification code').fill(await totpCode(secret));
    await button(page(), 'Verify Code').click();
    await page().getByText('2FA verified successfully').waitFor();
    await button(page(), 'Disable 2FA').waitFor();

    await page().getByRole('button', { name: 'Profile' }).click();
    await page().getByRole('menuitem', { name: 'Logout' }).click();
    await button(page(), 'Sign In').waitFor();
    await submitCredentials(page(), email, 'member1');
    await button(page(), 'Verify Code').waitFor();
    await field(page(), 'Verification code').fill(nextWindowTotpCode(secret));
    await button(page(), 'Verify Code').click();
    await waitForDashboard(page());
  });

  it('changes the password, is logged out, and signs in with the new one', async () => {
    const changed = 'Changed#2026e2e';
    await signInDirectly(page(), ACCOUNTS.other, DEMO_PASSWORD, '/change-password');
    try {
      await heading(page(), 'Change Password').waitFor();
      await field(page(), 'Current Password').fill(DEMO_PASSWORD);
      await field(page(), 'New Password').fill(changed);
      await field(page(), 'Confirm New Password').fill(changed);
      await button(page(), 'Change Password').click();
      await page().getByText('Password changed successfully! Logging out...').waitFor();
      await button(page(), 'Sign In').waitFor();
      await submitCredentials(page(), ACCOUNTS.other, DEMO_PASSWORD);
      await page().getByRole('alert').first().waitFor();
      await submitCredentials(page(), ACCOUNTS.other, changed);
      await waitForDashboard(page());
    } finally {
      // Back to the demo password for the files that run after this one.
      const token = await tokenOf(ACCOUNTS.other, changed).catch(() => null);
      if (token) await api('/auth/change-password', { method: 'PUT', token, body: { currentPassword: changed, newPassword: DEMO_PASSWORD } });
    }
  });

  it('shows the API banner with no active server IP, and adding one removes it', async () => {
    await page().clock.install();
    await signInDirectly(page(), ACCOUNTS.other, DEMO_PASSWORD);
    const token = await sessionToken(page());
    const userId = await page().evaluate(() => sessionStorage.getItem('userId') ?? localStorage.getItem('userId'));
    const seeded = '198.51.100.20';
    const added = '192.0.2.44';
    const throwaway = ['192.0.2.61', '192.0.2.62'];
    try {
      await page().goto('/#/settings');
      await page().getByRole('tab', { name: 'IP Restriction' }).click();
      await page().getByRole('button', { name: `Block ${seeded}` }).click();
      await page().getByText('API Access Blocked: No server IPs configured.').waitFor();
      await field(page(), 'Server IP address').fill('999.1.1.1');
      await button(page(), 'Add IP').click();
      await page().getByText('Each part of an IP address must be between 0 and 255', { exact: false }).waitFor();
      await field(page(), 'Server IP address').fill(added);
      await button(page(), 'Add IP').click();
      await page().getByRole('gridcell', { name: added, exact: true }).waitFor();
      await page().getByText('API Access Blocked: No server IPs configured.').waitFor({ state: 'detached' });

      // Issue 14: two throwaway entries. Undo brings one back without any request reaching the
      // server; a bulk remove of both goes out when its toast closes.
      for (const ip of throwaway) {
        await api(`/ip-whitelist/${userId}/add`, { method: 'POST', token: token ?? '', body: { ip, type: 'server', status: 'active' } });
      }
      await page().reload();
      await page().getByRole('tab', { name: 'IP Restriction' }).click();
      await page().getByRole('gridcell', { name: throwaway[1], exact: true }).waitFor();
      const writes: string[] = [];
      page().on('request', (request) => {
        if (request.url().includes('/ip-whitelist/') && request.method() !== 'GET') writes.push(`${request.method()} ${request.url()}`);
      });
      await page().getByRole('button', { name: `Remove ${throwaway[0]}` }).click();
      await page().getByRole('gridcell', { name: throwaway[0], exact: true }).waitFor({ state: 'detached' });
      await page().getByRole('button', { name: 'Undo' }).click();
      await page().getByRole('gridcell', { name: throwaway[0], exact: true }).waitFor();
      await page().getByText('Server IP removed').waitFor({ state: 'detached' });
      // The toast has closed: nothing was sent, and the server still lists the entry as active.
      expect(writes).toEqual([]);
      const listed = async () => ((await api(`/ip-whitelist/${userId}?type=server`, { token: token ?? '' })).json.data as unknown as Array<{ ipAddress: string; status: string }>);
      expect((await listed()).find((entry) => entry.ipAddress === throwaway[0])?.status).toBe('active');

      for (const ip of throwaway) await page().getByRole('row').filter({ hasText: ip }).locator('input[type="checkbox"]').check();
      await page().getByText('2 items selected').waitFor();
      await button(page(), 'Remove').click();
      await page().getByText('2 server IPs removed').waitFor();
      expect(writes).toEqual([]);
      await closeToast(page(), DELAYS_MS.defaultToast);
      await expect.poll(() => writes.length, { timeout: 10_000 }).toBe(2);
      // The server hides deleted entries: neither is listed any more.
      await expect.poll(async () => (await listed()).filter((entry) => throwaway.includes(entry.ipAddress)), { timeout: 10_000 }).toEqual([]);
    } finally {
      await api(`/ip-whitelist/${userId}/update`, { method: 'POST', token: token ?? '', body: { ip: seeded, type: 'server', status: 'active' } });
      for (const ip of [added, ...throwaway]) {
        await api(`/ip-whitelist/${userId}/update`, { method: 'POST', token: token ?? '', body: { ip, type: 'server', status: 'deleted' } });
      }
    }
  });
});
