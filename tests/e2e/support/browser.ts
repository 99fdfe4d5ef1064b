import { afterAll, afterEach, beforeAll, beforeEach, inject } from 'vitest';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { artifactPath } from './artifacts';

/**
 * Debian's Chromium, headless. The networking flags stop it calling Google's services, which this
 * machine's closed network refuses, many connections at a time.
 */
export function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: '/usr/bin/chromium',
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
}

/**
 * One browser per test file and a fresh context (empty storage and cookies) per test, opened on
 * the sandbox's origin. A failing test leaves a full-page screenshot in tests/e2e/.artifacts/.
 * Returns a getter for the current test's page.
 */
export function useBrowserPage(): () => Page {
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;

  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });
  beforeEach(async () => {
    context = await browser.newContext({ baseURL: inject('baseURL'), viewport: { width: 1366, height: 900 } });
    context.setDefaultTimeout(15_000);
    page = await context.newPage();
  });
  afterEach(async ({ task }) => {
    if (task.result?.state === 'fail') {
      await page.screenshot({ path: artifactPath(`FAILED ${task.file.name} ${task.name}`), fullPage: true }).catch(() => {});
    }
    await context.close();
  });

  return () => page;
}
