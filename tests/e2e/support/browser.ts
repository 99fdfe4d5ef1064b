import { afterAll, afterEach, beforeAll, beforeEach, inject } from 'vitest';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { BROWSER_LAUNCH_OPTIONS } from './chromium';
import { artifactPath } from './artifacts';
import { sandboxURL } from './sandboxURL';

/**
 * A browser for a test file: a connection to the Chromium the global setup started for the whole
 * run (a launch costs one to three seconds a file), or a Chromium of its own where there is none
 * (the fault runs). Closing it closes this file's contexts and leaves the shared one running.
 */
export function launchBrowser(): Promise<Browser> {
  const endpoint = inject('browserWSEndpoint');
  return endpoint ? chromium.connect(endpoint) : chromium.launch(BROWSER_LAUNCH_OPTIONS);
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
    context = await browser.newContext({ baseURL: sandboxURL(), viewport: { width: 1366, height: 900 } });
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
