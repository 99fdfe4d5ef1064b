import type { Locator, Page } from 'playwright-core';
import { DELAYS_MS } from '../../../contract/constants';

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

const pagesWithClock = new WeakSet<Page>();

/**
 * Opens the login page and installs the page's clock (running at real speed), so that
 * waitForDashboard can skip the greeting's redirect delay. Once per page: installing again would
 * set the page's time back by the delays already skipped.
 */
export async function openLogin(page: Page): Promise<void> {
  await page.goto('/#/');
  await button(page, 'Sign In').waitFor();
  if (pagesWithClock.has(page)) return;
  pagesWithClock.add(page);
  await page.clock.install();
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

/**
 * Waits for the redirect that follows a successful sign-in. On a page opened with openLogin, the
 * greeting's redirect delay (000: 1.2 s, 1 s after a 2FA code) is not waited out: the page's clock
 * is moved past it, and the app's own timer opens the dashboard. navigation.e2e.ts ('greets a
 * successful sign-in before redirecting') sees the greeting in real time, and LoginPage.spec.tsx
 * pins the delays.
 */
export async function waitForDashboard(page: Page): Promise<void> {
  if (pagesWithClock.has(page)) {
    const greeted = await Promise.race([
      alert(page, 'Login successful! Redirecting...').waitFor().then(() => true),
      // A reload of the dashboard, or a sign-in that opens it without a greeting.
      page.waitForURL(/#\/dashboard$/).then(() => false),
    ]);
    if (greeted) await page.clock.runFor(Math.max(DELAYS_MS.loginRedirect, DELAYS_MS.login2faRedirect));
  }
  await page.waitForURL(/#\/dashboard$/);
  await heading(page, 'Merchant Dashboard').waitFor();
}

/** Signs in an account that needs no second step and waits for the dashboard (without the greeting's delay, see waitForDashboard). */
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

/**
 * For tests about something other than sign-in: signs in through POST /api/auth/login with the
 * page's own cookie jar (no second step: the account must have none), then opens `route` straight
 * away. The admin app turns the session cookie into this tab's stored session (GET /auth/session,
 * as a second tab does), so the login page and the dashboard are not loaded first: about 3 s a test.
 * The sign-in screens themselves are covered through the UI by signIn() in their own tests.
 */
export async function signInDirectly(page: Page, email: string, password: string, route = '/dashboard'): Promise<void> {
  const response = await page.request.post('/api/auth/login', { data: { email, password } });
  const body = (await response.json().catch(() => null)) as { data?: { user?: unknown; token?: string } } | null;
  const token = body?.data?.token;
  if (!response.ok() || !body?.data?.user || !token) {
    throw new Error(`POST /api/auth/login for ${email} answered ${response.status()} without a signed-in user`);
  }
  await page.goto(`/#${route}`);
  // The header's Profile menu shows once the shell has the restored session.
  await page.getByRole('button', { name: 'Profile' }).waitFor();
  // A restore from the cookie stores no token; the form would have stored the answer's, which the
  // tests' own API calls (support/api.ts) read. Only once the restored session is stored: storing
  // it first clears the session keys, and on a busy machine it can land after the header shows.
  await page.waitForFunction(() => sessionStorage.getItem('token_expiry') !== null);
  await page.evaluate((value) => sessionStorage.setItem('token', value), token);
}

/** Answers the step-up dialog (issue 28) of an account without 2FA with its password; the action then goes on by itself. */
export async function confirmStepUp(page: Page, password: string): Promise<void> {
  const dialog = page.getByRole('dialog', { name: 'Confirm it is you' });
  await dialog.getByLabel('Password').fill(password);
  await dialog.getByRole('button', { name: 'Confirm' }).click();
  await dialog.waitFor({ state: 'detached' });
}
