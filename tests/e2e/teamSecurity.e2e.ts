import { describe, expect, it } from 'vitest';
import { NEW_SIGN_IN_TITLE } from '../../contract/notificationPreferences';
import { sessionToken } from './support/api';
import { sandboxContext, useBrowserPage } from './support/browser';
import { alert, button, field, heading, openLogin, signInDirectly, submitCredentials, waitForDashboard } from './support/login';
import { apiSession, FRESH_PASSWORD, freshSubUser } from './support/merchantApi';
import { newestMessage, waitForNewMessage } from './support/mailbox';
import { totpCode } from './support/totp';

const page = useBrowserPage();
const ENROL = 'Your administrator requires two-factor authentication. Set it up to continue.';

describe('sessions and team security (issue 28)', { timeout: 120_000 }, () => {
  it('a sign-in from a browser the account has not used before lands an alert in its mailbox; the same browser again does not', async () => {
    const email = await freshSubUser('new-device');
    // The account's first sign-in has no earlier browser to compare with.
    await signInDirectly(page(), email, FRESH_PASSWORD);
    const first = await newestMessage(email);

    const other = await sandboxContext();
    let alerted;
    try {
      await signInDirectly(await other.newPage(), email, FRESH_PASSWORD);
      alerted = await waitForNewMessage(email, first);
      expect(alerted.subject).toBe(NEW_SIGN_IN_TITLE);
      expect(alerted.text).toMatch(/from a new browser: Chrom\w* [\d.]+ on Linux, from the address [\d.:a-f]+, at \d{4}-\d{2}-\d{2} \d{2}:\d{2} UTC/);
    } finally {
      await other.close();
    }
    // The first browser holds the device cookie: signing in there again sends nothing.
    await signInDirectly(page(), email, FRESH_PASSWORD);
    await expect(waitForNewMessage(email, alerted, 2000)).rejects.toThrow(/No new message/);
  });

  it('with team 2FA on, a signed-in sub-user without 2FA is signed out and must enrol at the next sign-in', async () => {
    const merchant = await apiSession();
    const email = await freshSubUser('team-2fa', merchant);
    await signInDirectly(page(), email, FRESH_PASSWORD);
    expect(await sessionToken(page())).not.toBeNull();
    try {
      await merchant.confirmed('PUT', '/v2/team-security', { require2fa: true });
      // Its session ended with the switch: the dashboard sends it back to the sign-in page.
      await page().reload();
      await button(page(), 'Sign In').waitFor();

      await openLogin(page());
      await submitCredentials(page(), email, FRESH_PASSWORD);
      await alert(page(), ENROL).waitFor();
      await heading(page(), 'Set up two-factor authentication').waitFor();
      expect(await sessionToken(page())).toBeNull();
      const secret = (await page().getByTestId('two-factor-secret').innerText()).trim();
      await field(page(), 'Verification code').fill(await totpCode(secret));
      await button(page(), 'Verify Code').click();
      await button(page(), 'I have saved them').click();
      await waitForDashboard(page());
    } finally {
      await merchant.confirmed('PUT', '/v2/team-security', { require2fa: false });
    }
  });
});
