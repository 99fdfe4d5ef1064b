import { describe, expect, it } from 'vitest';
import { ACCOUNTS, DEMO_PASSWORD } from './support/accounts';
import { apiGet } from './support/api';
import { artifactPath } from './support/artifacts';
import { useBrowserPage } from './support/browser';
import { signInDirectly } from './support/login';
import { SHELL_ROUTES } from './support/navigation';

/**
 * Issue 12 item 15: at a 375 px wide viewport no route of the product scrolls sideways. Signed in
 * as merchant@ (who may open every screen), each route is opened and the document must be no
 * wider than the viewport; a screenshot of each one that is not is left in tests/e2e/.artifacts/.
 */
const page = useBrowserPage();
const WIDTH = 375;

/** Every route of src/routes.ts (SHELL_PAGES, REDIRECTS) and the routes outside the shell. */
const ROUTES = ['/', ...SHELL_ROUTES, '/wallet-service-types/:id', '/login', '/password-test'];

/** What a screen shows while its lists and cards are still on their way. */
const LOADING = '[role="progressbar"], .MuiSkeleton-root';

async function overflowOf(route: string): Promise<number> {
  await page().goto(`/#${route}`);
  await page().getByRole('heading', { level: 1 }).first().waitFor();
  // Lists and cards arrive after the heading: wait until nothing is loading any more.
  await page().waitForTimeout(300);
  await page()
    .waitForFunction((selector) => !document.querySelector(selector), LOADING, { timeout: 3000 })
    .catch(() => undefined);
  const width = await page().evaluate(() => document.documentElement.scrollWidth);
  // The evidence of a failure, for tests/e2e/.artifacts/.
  if (width > WIDTH) await page().screenshot({ path: artifactPath(`mobile-375 ${route}`), fullPage: true });
  return width;
}

type Tree = { [key: string]: string | Tree };
const letters = (tree: Tree): number => Object.values(tree).reduce<number>((sum, value) => sum + (typeof value === 'string' ? value.length : letters(value)), 0);

/** Issue 30: the language whose catalogue is longest, of the files there are (src/i18n/locales/<code>.ts). */
const LONGEST = Object.entries(import.meta.glob<Tree>('../../src/i18n/locales/*.ts', { eager: true, import: 'default' }))
  .map(([file, tree]) => ({ locale: file.replace(/^.*\/|\.ts$/g, ''), letters: letters(tree) }))
  .sort((a, b) => b.letters - a.letters)[0].locale;

describe('no sideways scrolling at 375 px', { timeout: 180_000 }, () => {
  it.each([['English', 'en'], [`the longest language (${LONGEST})`, LONGEST]])('every route of the product fits a 375 px viewport (merchant@), in %s', async (_, locale) => {
    await signInDirectly(page(), ACCOUNTS.merchant, DEMO_PASSWORD);
    // react-admin's store, as the language menu leaves it; read when the app starts.
    await page().evaluate((code) => localStorage.setItem('RaStore.locale', JSON.stringify(code)), locale);
    await page().reload();
    await page().waitForFunction((code) => document.documentElement.lang === code, locale);
    await page().setViewportSize({ width: WIDTH, height: 812 });
    const list = await apiGet<{ docs?: { _id: string }[] } | { _id: string }[]>(page(), '/wallet-service-types/list?page=1&limit=10');
    const records = Array.isArray(list) ? list : (list.docs ?? []);
    expect(records.length).toBeGreaterThan(0);

    const tooWide: Record<string, number> = {};
    for (const route of ROUTES) {
      const width = await overflowOf(route.replace(':id', records[0]._id));
      if (width > WIDTH) tooWide[route] = width;
    }
    expect(tooWide).toEqual({});
  });
});
