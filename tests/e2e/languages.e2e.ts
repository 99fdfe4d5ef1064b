import { describe, expect, it } from 'vitest';
import { en } from '../../src/i18n/en';
import { ACCOUNTS, DEMO_PASSWORD } from './support/accounts';
import { apiGet } from './support/api';
import { useBrowserPage } from './support/browser';
import { signInDirectly } from './support/login';

/**
 * Issue 30: the dashboard in another language, end to end. Signed in as other@ (its emails are no
 * other test's), the app bar's language menu switches to Spanish; every page of the menu opens in
 * it, a reload keeps it (react-admin's store), the user's profile has it (PUT /auth/profile), and
 * the menu switches back.
 */
const page = useBrowserPage();
const ENGLISH_TITLES = new Set(Object.values(en.app.pages).map((page) => ('title' in page ? page.title : '')));

const language = async () => (await apiGet<{ language: string }>(page(), '/auth/profile')).language;

describe('the dashboard in Spanish (issue 30)', { timeout: 120_000 }, () => {
  it('switches from the app bar, walks the menu in Spanish, keeps it over a reload, saves it for the user, and switches back', async () => {
    await signInDirectly(page(), ACCOUNTS.other, DEMO_PASSWORD);
    await page().getByRole('heading', { level: 1, name: 'Merchant Dashboard' }).waitFor();
    await page().getByRole('button', { name: /^Language/ }).click();
    await page().getByRole('menuitem', { name: 'Español' }).click();
    await page().getByRole('heading', { level: 1, name: 'Panel del comercio' }).waitFor();
    expect(await page().evaluate(() => document.documentElement.lang)).toBe('es');
    await expect.poll(language).toBe('es');

    const menu = page().getByRole('navigation', { name: 'Navegación principal' });
    const names = await menu.getByRole('link').allInnerTexts();
    expect(names.length).toBeGreaterThan(3);
    expect(names).toContain('Panel');
    for (const [index, name] of names.entries()) {
      await menu.getByRole('link').nth(index).click();
      const heading = page().getByRole('heading', { level: 1 }).first();
      await heading.waitFor();
      const title = (await heading.innerText()).trim();
      expect(ENGLISH_TITLES.has(title), `${name} opened "${title}" in English`).toBe(false);
    }

    await page().goto('/#/dashboard');
    await page().reload();
    await page().getByRole('heading', { level: 1, name: 'Panel del comercio' }).waitFor();
    await page().getByRole('button', { name: /^Idioma/ }).click();
    await page().getByRole('menuitem', { name: 'English' }).click();
    await page().getByRole('heading', { level: 1, name: 'Merchant Dashboard' }).waitFor();
    expect(await page().evaluate(() => document.documentElement.lang)).toBe('en');
    await expect.poll(language).toBe('en');
  });
});
