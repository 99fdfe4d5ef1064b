import { describe, expect, it } from 'vitest';
import { sessionToken } from './support/api';
import { sandboxContext, useBrowserPage } from './support/browser';
import { button, heading, signInDirectly } from './support/login';
import { FRESH_PASSWORD, freshSubUser } from './support/merchantApi';

const page = useBrowserPage();

describe('sessions (issue 28)', { timeout: 120_000 }, () => {
  it('signing another session out in Settings › Security signs that browser out', async () => {
    // A fresh sub-user, so no demo account's sessions are touched.
    const email = await freshSubUser('sessions');
    const other = await sandboxContext();
    try {
      const otherPage = await other.newPage();
      await signInDirectly(otherPage, email, FRESH_PASSWORD);
      expect(await sessionToken(otherPage)).not.toBeNull();

      await signInDirectly(page(), email, FRESH_PASSWORD, '/settings');
      await heading(page(), 'Settings').waitFor();
      await page().getByRole('tab', { name: 'Security' }).click();
      const sessions = page().getByRole('list', { name: 'Sessions' });
      await expect.poll(() => sessions.getByRole('listitem').count()).toBe(2);
      await sessions.getByText('This device').waitFor();
      await sessions.getByRole('button', { name: /^Sign out / }).click();
      await page().getByRole('dialog').getByRole('button', { name: 'Confirm' }).click();
      await page().getByText('Session signed out').waitFor();
      await expect.poll(() => sessions.getByRole('listitem').count()).toBe(1);

      // The other browser's session answers 401 at once: a reload lands on the sign-in page.
      await otherPage.reload();
      await button(otherPage, 'Sign In').waitFor();
    } finally {
      await other.close();
    }
  });
});
