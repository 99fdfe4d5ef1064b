/**
 * `node --import tsx scripts/bench/export-client.ts [--rows 10k,100k]`: where the browser's time
 * goes when it exports deposits to Excel (issue 17), step by step, in Debian's Chromium, from a
 * real list page of the sandbox (demo data) repeated: JSON parse, the data provider's mapping,
 * postMessage, the worker's sheet building and the file's writing. Figures only, never a failure.
 */
import { build } from 'esbuild';
import { parseArgs } from 'node:util';
import { chromium } from 'playwright-core';
import { parseRowCount } from '../../sandbox-api/transactions/largeSeed';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from './chromium';
import { MAIN_MERCHANT, signInToken, startSandbox } from './sandbox';

const { values } = parseArgs({ options: { rows: { type: 'string' } } });
const sizes = (values.rows ?? '10k,100k').split(',').map((part) => parseRowCount(part) ?? Number.NaN);

/** One list page of 100 deposits as the sandbox answers it (its rows repeated up to 100). */
async function depositPage(): Promise<string> {
  const sandbox = await startSandbox();
  try {
    const token = await signInToken(sandbox.baseURL, MAIN_MERCHANT);
    const response = await fetch(`${sandbox.baseURL}/api/dashboard/transactionList?type=deposit&page=1&limit=100`, {
      headers: { Authorization: `Bearer ${token}` },
    });
    const body = (await response.json()) as { data: { docs: unknown[] } };
    const docs = body.data.docs;
    body.data.docs = Array.from({ length: 100 }, (_, i) => docs[i % docs.length]);
    return JSON.stringify(body);
  } finally {
    await sandbox.stop();
  }
}

const bundle = await build({
  entryPoints: [new URL('./exportClientPage.ts', import.meta.url).pathname],
  bundle: true,
  format: 'iife',
  write: false,
  platform: 'browser',
  target: 'es2022',
  logLevel: 'warning',
});
const pageText = await depositPage();
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS });
try {
  for (const rows of sizes) {
    const page = await browser.newPage();
    await page.goto('about:blank');
    await page.addScriptTag({ content: bundle.outputFiles[0].text });
    const figures = await page.evaluate(
      ([text, count]) => (globalThis as unknown as { measureClient: (t: string, n: number) => Promise<unknown> }).measureClient(text, count),
      [pageText, rows] as const,
    );
    console.log(JSON.stringify(figures));
    await page.close();
  }
} finally {
  await browser.close();
}
