import { afterAll, describe, expect, it } from 'vitest';
import { ACCOUNTS, DEMO_PASSWORD } from './support/accounts';
import { useBrowserPage } from './support/browser';
import { alert, button, field, heading, openLogin, signIn } from './support/login';
import { newestMessage, waitForNewMessage } from './support/mailbox';
import { sandboxURL } from './support/sandboxURL';

const ACCOUNT = ACCOUNTS.superops;
const NEW_PASSWORD = 'Renewed#2027';

/** Asks for a reset link through the API and returns the token the sandbox mailbox shows. */
async function resetToken(email: string): Promise<string> {
  const before = await newestMessage(email);
  const response = await fetch(`${sandboxURL()}/api/auth/forgot-password`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email }),
  });
  expect(response.status).toBe(200);
  const message = await waitForNewMessage(email, before);
  return message.code!;
}

describe('password reset from the emailed link', () => {
  const page = useBrowserPage();

  // The other files sign in as this account with the demo password: put it back.
  afterAll(async () => {
    const response = await fetch(`${sandboxURL()}/api/auth/reset-password`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ token: await resetToken(ACCOUNT), newPassword: DEMO_PASSWORD }),
    });
    expect(response.status).toBe(200);
  });

  it('opens the link, refuses a weak password, sets a new one, and signs in with it', async () => {
    await openLogin(page());
    await page().getByRole('button', { name: 'Forgot password?' }).or(page().getByRole('link', { name: 'Forgot password?' })).click();
    const before = await newestMessage(ACCOUNT);
    await field(page(), 'Email').fill(ACCOUNT);
    await button(page(), 'Send Reset Link').click();
    await alert(page(), 'Password reset link sent to your email!').waitFor();
    const mail = await waitForNewMessage(ACCOUNT, before);
    // The mail carries the link to this very page, with the token.
    expect(mail.text).toContain(`/#/reset-password?token=${mail.code}`);

    await page().goto(`/#/reset-password?token=${mail.code}`);
    await heading(page(), 'Choose a new password').waitFor();
    await field(page(), 'New Password').fill('weakpass');
    await field(page(), 'Confirm New Password').fill('weakpass');
    await button(page(), 'Set New Password').click();
    await alert(page(), 'Password must contain at least one uppercase letter, one lowercase letter, and one number').waitFor();

    await field(page(), 'New Password').fill(NEW_PASSWORD);
    await field(page(), 'Confirm New Password').fill(NEW_PASSWORD);
    await button(page(), 'Set New Password').click();
    await alert(page(), 'Your password has been reset. You can sign in now.').waitFor();

    // The link works once.
    const reused = await fetch(`${sandboxURL()}/api/auth/reset-password`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ token: mail.code, newPassword: 'Another#2028' }),
    });
    expect(reused.status).toBe(400);

    await button(page(), 'Back to Login').click();
    await signIn(page(), ACCOUNT, NEW_PASSWORD);
  });

  it('says the link is invalid when it carries no token', async () => {
    await page().goto('/#/reset-password');
    await alert(page(), 'This reset link is invalid or has already been used. Request a new one.').waitFor();
    expect(await page().getByRole('button', { name: 'Set New Password' }).count()).toBe(0);
  });
});
