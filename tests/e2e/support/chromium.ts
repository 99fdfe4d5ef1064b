import type { LaunchOptions } from 'playwright-core';

/**
 * Debian's Chromium, headless. The networking flags stop it calling Google's services, which this
 * machine's closed network refuses, many connections at a time.
 */
export const BROWSER_LAUNCH_OPTIONS: LaunchOptions = {
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
};
