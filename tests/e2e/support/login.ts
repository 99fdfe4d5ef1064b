import type { Locator, Page } from 'playwright-core';

/**
 * A text field by its label. MUI appends " *" to the label of a required field, so the asterisk
 * is allowed; the anchors keep "Password" from matching the "Show password" toggle.
 */
export function field(page: Page, label: string): Locator {
  return page.getByLabel(new RegExp(`^${label}(\\s*\\*)?$`));
}

export function button(page: Page, name: string): Locator {
  return page.getByRole('button', { name, exact: true });
}

/** An MUI Alert (role="alert") showing the given text. */
export function alert(page: Page, text: string): Locator {
  return page.getByRole('alert').filter({ hasText: text });
}

export function heading(page: Page, name: string): Locator {
  return page.getByRole('heading', { level: 1, name, exact: true });
}

export async function openLogin(page: Page): Promise<void> {
  await page.goto('/#/');
  await button(page, 'Sign In').waitFor();
}

/** Mode 1 of the login page: fills email and password and presses Sign In. */
export async function submitCredentials(
  page: Page,
  email: string,
  password: string,
  options: { rememberMe?: boolean } = {},
): Promise<void> {
  await field(page, 'Email').fill(email);
  await field(page, 'Password').fill(password);
  if (options.rememberMe) await page.getByRole('checkbox', { name: 'Remember me' }).check();
  await button(page, 'Sign In').click();
}

/** Waits for the redirect that follows a successful sign-in. */
export async function waitForDashboard(page: Page): Promise<void> {
  await page.waitForURL(/#\/dashboard$/);
  await heading(page, 'Merchant Dashboard').waitFor();
}

/** Signs in an account that needs no second step and waits for the dashboard. */
export async function signIn(
  page: Page,
  email: string,
  password: string,
  options: { rememberMe?: boolean } = {},
): Promise<void> {
  await openLogin(page);
  await submitCredentials(page, email, password, options);
  await waitForDashboard(page);
}
