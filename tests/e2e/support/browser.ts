import { writeFile } from 'node:fs/promises';
import { afterEach, beforeEach } from 'vitest';
import { chromium, type Browser, type BrowserContext, type BrowserContextOptions, type Page } from 'playwright-core';
import { BROWSER_LAUNCH_OPTIONS } from './chromium';
import { artifactPath } from './artifacts';
import { sandboxURL } from './sandboxURL';

let launched: Promise<Browser> | undefined;

/**
 * The Chromium of this test process: launched by the first file that asks, then shared by the files the process runs
 * after it (the e2e project keeps a worker's modules from file to file, vitest.config.ts; a launch costs one to three
 * seconds). Launched here rather than reached through a browser server in the runner: Playwright then drives it in
 * this process, without a WebSocket and JSON on each side of every call (the runner spent 29 CPU s relaying them in
 * a run of the e2e project). Files and tests close the contexts they open, never the browser: Playwright closes it
 * when the process exits.
 */
export function processBrowser(): Promise<Browser> {
  launched ??= chromium.launch(BROWSER_LAUNCH_OPTIONS);
  return launched;
}

/** A fresh context (empty storage and cookies) of the process's browser, opened on the worker's sandbox; the caller closes it. */
export async function sandboxContext(options: BrowserContextOptions = {}): Promise<BrowserContext> {
  return (await processBrowser()).newContext({ baseURL: sandboxURL(), ...options });
}

/**
 * The process's browser and a fresh context (empty storage and cookies) per test, opened on
 * the sandbox's origin. A failing test leaves a full-page screenshot in tests/e2e/.artifacts/, and
 * beside it the page's console, errors and address changes: what a screenshot cannot say about a
 * choice that did not stick.
 * Returns a getter for the current test's page.
 */
export function useBrowserPage(): () => Page {
  let context: BrowserContext;
  let page: Page;
  let log: string[] = [];

  beforeEach(async () => {
    context = await sandboxContext({ viewport: { width: 1366, height: 900 } });
    context.setDefaultTimeout(15_000);
    page = await context.newPage();
    const started = Date.now();
    const note = (line: string) => log.push(`${String(Date.now() - started).padStart(6)} ms ${line}`);
    log = [];
    page.on('console', (message) => note(`console.${message.type()}: ${message.text()}`));
    page.on('pageerror', (error) => note(`pageerror: ${error.message}`));
    page.on('framenavigated', (frame) => {
      if (frame === page.mainFrame()) note(`address: ${frame.url()}`);
    });
  });
  afterEach(async ({ task }) => {
    if (task.result?.state === 'fail') {
      await page.screenshot({ path: artifactPath(`FAILED ${task.file.name} ${task.name}`), fullPage: true }).catch(() => {});
      // The stored session and the page's clock at the failure: what a screenshot of a page that kept its session cannot say.
      const state = await page
        .evaluate(() => JSON.stringify({ now: Date.now(), hash: location.hash, expiry: sessionStorage.getItem('token_expiry'), stored: [...Object.keys(sessionStorage), ...Object.keys(localStorage)] }))
        .catch((error: unknown) => String(error));
      log.push(`at the failure: ${state}`);
      await writeFile(artifactPath(`FAILED ${task.file.name} ${task.name}`, 'log'), `${log.join('\n')}\n`).catch(() => {});
      // CI keeps the run's output, not the artifacts: the log's last lines go there too.
      console.error(`page log of "${task.name}" (last 30 lines):\n${log.slice(-30).join('\n')}`);
    }
    await context.close();
  });

  return () => page;
}
