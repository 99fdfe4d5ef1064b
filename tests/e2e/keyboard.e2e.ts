import { describe, expect, it } from 'vitest';
import { ACCOUNTS, DEMO_PASSWORD, TOTP_SECRET } from './support/accounts';
import { useBrowserPage } from './support/browser';
import { focusWithKeys, focusedElement, isFocused, pressUntilFocused } from './support/keyboard';
import { alert, button, field, heading, openLogin, signInDirectly, waitForDashboard } from './support/login';
import { totpCode } from './support/totp';

const page = useBrowserPage();

/**
 * Issue 30's keyboard-only journeys, part one: no mouse event at all, only keys, typing into the field the keys
 * reached, and checks of where the focus is and that it shows. The money journeys are in keyboardMoney.e2e.ts.
 */
describe('keyboard only (issue 30)', { timeout: 90_000 }, () => {
  it('signs in with a 2FA code', async () => {
    await openLogin(page());
    const email = field(page(), 'Email');
    await focusWithKeys(page(), email);
    await page().keyboard.type(ACCOUNTS.totp);
    await focusWithKeys(page(), field(page(), 'Password'));
    await page().keyboard.type(DEMO_PASSWORD);
    await page().keyboard.press('Enter');

    await alert(page(), 'Please complete two-factor authentication').waitFor();
    const code = field(page(), 'Verification code');
    await focusWithKeys(page(), code);
    await page().keyboard.type(await totpCode(TOTP_SECRET));
    await focusWithKeys(page(), button(page(), 'Verify Code'));
    await page().keyboard.press('Enter');
    await waitForDashboard(page());
  });

  it("opens Transactions from the menu, changes a filter, opens a row's details and closes them: the focus is back on the row", async () => {
    await signInDirectly(page(), ACCOUNTS.merchant, DEMO_PASSWORD, '/dashboard');
    await heading(page(), 'Merchant Dashboard').waitFor();
    const nav = page().getByRole('navigation', { name: 'Main navigation' });
    await focusWithKeys(page(), nav.getByRole('link', { name: 'Transactions' }));
    await page().keyboard.press('Enter');
    // The focus goes to the new page's title, not <body> nor the link left behind.
    const title = heading(page(), 'All Transactions');
    await expect.poll(() => isFocused(title)).toBe(true);

    const grid = page().getByRole('grid', { name: 'All Transactions' });
    await grid.locator('[role="row"][data-id]').first().waitFor();
    await focusWithKeys(page(), button(page(), 'Filters'));
    await page().keyboard.press('Enter');
    const status = page().getByRole('combobox', { name: /^Status/ });
    await focusWithKeys(page(), status);
    await page().keyboard.press('ArrowDown');
    await pressUntilFocused(page(), page().getByRole('option', { name: 'Confirmed', exact: true }), { key: 'ArrowDown', max: 10 });
    await page().keyboard.press('Enter');
    await page().getByRole('group', { name: 'Active filters' }).getByText('Status: Confirmed').waitFor();
    expect(await isFocused(status)).toBe(true);
    await expect.poll(() => grid.locator('[role="row"][data-id]').filter({ hasNotText: 'Confirmed' }).count()).toBe(0);

    // Into the grid (its header first), then down to the first row: Enter opens it.
    await pressUntilFocused(page(), grid, { within: true });
    const firstRow = grid.locator('[role="row"][data-id]').first();
    await pressUntilFocused(page(), firstRow, { key: 'ArrowDown', max: 5, within: true });
    await focusWithKeys(page(), firstRow.locator(':focus'), { max: 0 });
    const id = await firstRow.getAttribute('data-id');
    await page().keyboard.press('Enter');
    const dialog = page().getByRole('dialog', { name: 'Transaction Details' });
    await dialog.waitFor();
    expect(await isFocused(dialog, { within: true })).toBe(true);
    // The dialog holds the focus: Tab goes round inside it.
    for (let press = 0; press < 6; press += 1) {
      await page().keyboard.press('Tab');
      expect(await isFocused(dialog, { within: true }), await focusedElement(page())).toBe(true);
    }
    await page().keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    const row = grid.locator(`[role="row"][data-id="${id}"]`);
    await expect.poll(() => isFocused(row, { within: true })).toBe(true);
    await focusWithKeys(page(), row.locator(':focus'), { max: 0 });
    expect(await isFocused(title)).toBe(false);
  });

  it('exports: the confirmation, then the file', async () => {
    await signInDirectly(page(), ACCOUNTS.merchant, DEMO_PASSWORD, '/transactions');
    await page().getByRole('grid', { name: 'All Transactions' }).locator('[role="row"][data-id]').first().waitFor();
    const exportButton = button(page(), 'Export');
    await focusWithKeys(page(), exportButton);
    await page().keyboard.press('Enter');
    const question = page().getByRole('dialog', { name: 'Export to Excel' });
    await question.waitFor();
    expect(await isFocused(question, { within: true })).toBe(true);
    await focusWithKeys(page(), question.getByRole('button', { name: 'Continue' }));
    const [file] = await Promise.all([page().waitForEvent('download'), page().keyboard.press('Enter')]);
    expect(file.suggestedFilename()).toMatch(/\.xlsx$/);
    await question.waitFor({ state: 'detached' });
    await expect.poll(() => focusedElement(page())).not.toBe('body');
  });

  it('switches the theme and the language from the app bar', async () => {
    await signInDirectly(page(), ACCOUNTS.other, DEMO_PASSWORD, '/dashboard');
    await heading(page(), 'Merchant Dashboard').waitFor();
    const background = () => page().evaluate(() => getComputedStyle(document.body).backgroundColor);
    const before = await background();
    const theme = page().getByRole('button', { name: 'Toggle light/dark mode' });
    await focusWithKeys(page(), theme);
    await page().keyboard.press('Enter');
    await expect.poll(background).not.toBe(before);
    expect(await isFocused(theme)).toBe(true);

    await focusWithKeys(page(), page().getByRole('button', { name: /^Language/ }), { key: 'Shift+Tab' });
    await page().keyboard.press('Enter');
    const spanish = page().getByRole('menuitem', { name: 'Español' });
    await pressUntilFocused(page(), spanish, { key: 'ArrowDown', max: 8 });
    await page().keyboard.press('Enter');
    await page().getByRole('heading', { level: 1, name: 'Panel del comercio' }).waitFor();
    expect(await page().evaluate(() => document.documentElement.lang)).toBe('es');
    // The menu gives the focus back to its button, now named in Spanish.
    const idioma = page().getByRole('button', { name: /^Idioma/ });
    await expect.poll(() => isFocused(idioma)).toBe(true);

    await page().keyboard.press('Enter');
    await pressUntilFocused(page(), page().getByRole('menuitem', { name: 'English' }), { key: 'ArrowDown', max: 8 });
    await page().keyboard.press('Enter');
    await heading(page(), 'Merchant Dashboard').waitFor();
    expect(await page().evaluate(() => document.documentElement.lang)).toBe('en');
    await focusWithKeys(page(), theme);
    await page().keyboard.press('Enter');
    await expect.poll(background).toBe(before);
  });

  it('closes the step-up confirmation with Escape for good: the action stops with the reason, nothing is asked again', async () => {
    await signInDirectly(page(), ACCOUNTS.merchant, DEMO_PASSWORD, '/settings');
    const tabs = page().getByRole('tab', { name: 'Notifications' });
    await focusWithKeys(page(), tabs);
    // The settings' tabs stand in a column: the arrows up and down move along them.
    await pressUntilFocused(page(), page().getByRole('tab', { name: 'Webhooks' }), { key: 'ArrowDown', max: 10 });
    await page().keyboard.press('Enter');
    await focusWithKeys(page(), field(page(), 'Endpoint URL'));
    await page().keyboard.type('https://example.com/keyboard');
    await focusWithKeys(page(), page().getByRole('checkbox', { name: 'Deposit confirmed' }));
    await page().keyboard.press('Space');
    const add = button(page(), 'Add endpoint');
    await focusWithKeys(page(), add);
    const sent: string[] = [];
    page().on('request', (request) => {
      if (request.method() === 'POST' && new URL(request.url()).pathname.endsWith('/v2/webhooks')) sent.push(request.url());
    });
    await page().keyboard.press('Enter');
    const dialog = page().getByRole('dialog', { name: 'Confirm it is you' });
    const password = dialog.getByLabel('Password');
    await expect.poll(() => isFocused(password)).toBe(true);
    await page().keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    await page().getByText('Confirm it is you: enter your 2FA code', { exact: false }).first().waitFor();
    // Given back to the button that asked; the dialog stays away.
    await expect.poll(() => isFocused(add)).toBe(true);
    expect(await dialog.count()).toBe(0);
    expect(sent).toHaveLength(1);
  });
});
