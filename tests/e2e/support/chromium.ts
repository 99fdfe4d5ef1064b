import { existsSync } from 'node:fs';
import type { LaunchOptions } from 'playwright-core';

/**
 * Debian's Chromium, headless: its headless shell (package chromium-headless-shell, the same
 * version) where installed, else the full browser in its headless mode. The shell renders the same
 * Blink and V8 without the full browser's UI and display compositor: 12 sign-ins and page loads cost
 * about half the browser CPU (12.7 s against 25 s, measured with /usr/bin/time on the 2 cores).
 */
const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';

/**
 * The networking flags stop it calling Google's services, which this machine's closed network
 * refuses, many connections at a time.
 */
export const BROWSER_LAUNCH_OPTIONS: LaunchOptions = {
  executablePath: existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
};
