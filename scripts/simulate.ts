/**
 * `npm run simulate -- --merchant merchant@sandbox.test`: payments arriving at a running sandbox,
 * over its HTTP simulate routes, so the events reach every open dashboard of that merchant.
 * Each deposit is opened at once and confirmed after --confirm-after ms, as a payer and the chain
 * would; --refund sends confirmed refunds instead (the dashboard's confirmation sound);
 * --settle-payouts settles every pending payout of the merchant instead, newest first, as the
 * gateway's back office and the chain would (the payout screen and the bell move live).
 *
 *   --merchant       email of the merchant or of any of its team (default merchant@sandbox.test)
 *   --count          how many (default 1)
 *   --interval       ms between two of them (default 3000)
 *   --confirm-after  ms from opening a deposit to its confirmation (default 2000)
 *   --outcome        exact, overpaid, underpaid or mixed (default mixed: mostly exact)
 *   --network        USDT-TRC20 or USDT-ERC20 (default: either)
 *   --amount         a fixed amount (default: random)
 *   --refund         send refunds rather than deposits
 *   --settle-payouts settle the pending payouts rather than send deposits (--count is ignored)
 *   --payout-outcome completed, rejected, failed or mixed (default mixed: mostly completed)
 *   --url            the sandbox (default http://localhost:$PORT, PORT 8080)
 */
import { parseArgs } from 'node:util';

const { values } = parseArgs({
  options: {
    merchant: { type: 'string', default: 'merchant@sandbox.test' },
    count: { type: 'string', default: '1' },
    interval: { type: 'string', default: '3000' },
    'confirm-after': { type: 'string', default: '2000' },
    outcome: { type: 'string', default: 'mixed' },
    network: { type: 'string' },
    amount: { type: 'string' },
    refund: { type: 'boolean', default: false },
    'settle-payouts': { type: 'boolean', default: false },
    'payout-outcome': { type: 'string', default: 'mixed' },
    url: { type: 'string', default: `http://localhost:${process.env.PORT ?? '8080'}` },
  },
});

const count = Number(values.count);
const interval = Number(values.interval);
const confirmAfterMs = Number(values['confirm-after']);
const OUTCOMES = ['exact', 'overpaid', 'underpaid', 'mixed'];
const PAYOUT_OUTCOMES = ['completed', 'rejected', 'failed', 'mixed'];
if (
  ![count, interval, confirmAfterMs].every((n) => Number.isInteger(n) && n >= 0) ||
  count < 1 ||
  !OUTCOMES.includes(values.outcome) ||
  !PAYOUT_OUTCOMES.includes(values['payout-outcome'])
) {
  console.error(
    'Usage: npm run simulate -- --merchant EMAIL [--count N] [--interval ms] [--confirm-after ms] ' +
      '[--outcome exact|overpaid|underpaid|mixed] [--network USDT-TRC20|USDT-ERC20] [--amount N] [--refund] [--url URL]\n' +
      '       npm run simulate -- --settle-payouts --merchant EMAIL [--payout-outcome completed|rejected|failed|mixed] [--interval ms] [--url URL]',
  );
  process.exit(1);
}

function outcome(): string {
  if (values.outcome !== 'mixed') return values.outcome;
  const roll = Math.random();
  return roll < 0.8 ? 'exact' : roll < 0.9 ? 'overpaid' : 'underpaid';
}

function payoutOutcome(): string {
  if (values['payout-outcome'] !== 'mixed') return values['payout-outcome'];
  const roll = Math.random();
  return roll < 0.8 ? 'completed' : roll < 0.9 ? 'rejected' : 'failed';
}

function network(): string {
  return values.network ?? (Math.random() < 0.6 ? 'USDT-TRC20' : 'USDT-ERC20');
}

/** The sandbox's answer when the merchant has no payout left to settle (sandbox-api/simulator/payouts.ts). */
const NONE_PENDING = 'No pending payout for this merchant';

class HttpFailure extends Error {
  constructor(readonly status: number, readonly reason: string) {
    super(`${status}: ${reason}`);
  }
}

async function post(path: string, body: Record<string, unknown>): Promise<Record<string, unknown>> {
  const response = await fetch(new URL(`/api/sandbox/simulate/${path}`, values.url), {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  }).catch((error: Error) => {
    throw new Error(`${error.message}: is the sandbox running at ${values.url}? (npm start, or --url)`);
  });
  const json = (await response.json().catch(() => ({}))) as { message?: string; data?: Record<string, unknown> };
  if (!response.ok || !json.data) throw new HttpFailure(response.status, json.message ?? response.statusText);
  return json.data;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Settles the merchant's pending payouts one by one until the sandbox answers that none is left. */
async function settlePayouts(): Promise<number> {
  console.log(`Settling the pending payouts of ${values.merchant} on ${values.url}`);
  for (let settled = 0; ; settled++) {
    if (settled > 0) await sleep(interval);
    try {
      const payout = await post('payout', { email: values.merchant, outcome: payoutOutcome() });
      console.log(`payout ${String(payout.transactionId)}: ${String(payout.amount)} ${String(payout.currencyType)} ${String(payout.status)}`);
    } catch (error) {
      if (error instanceof HttpFailure && error.reason === NONE_PENDING) {
        console.log(`${settled} payout(s) settled; none is pending now`);
        return 0;
      }
      console.error(`failed: ${(error as Error).message}`);
      return 1;
    }
  }
}

if (values['settle-payouts']) process.exit(await settlePayouts());

console.log(`Simulating ${count} ${values.refund ? 'refund' : 'deposit'}(s) for ${values.merchant} on ${values.url}`);
let failures = 0;
for (let i = 1; i <= count; i++) {
  try {
    const base = { email: values.merchant, network: network(), ...(values.amount ? { amount: values.amount } : {}) };
    if (values.refund) {
      const refund = await post('refund', base);
      console.log(`${i}/${count} refund ${String(refund.transactionId)}: ${String(refund.amount)} ${String(refund.currencyType)} confirmed`);
    } else {
      const chosen = outcome();
      const deposit = await post('deposit', { ...base, outcome: chosen, confirmAfterMs });
      console.log(
        `${i}/${count} deposit ${String(deposit.transactionId)}: ${String(deposit.amount)} ${String(deposit.currencyType)} ` +
          (confirmAfterMs > 0 ? `opened, confirms ${chosen} in ${confirmAfterMs} ms` : `confirmed ${chosen}`),
      );
    }
  } catch (error) {
    failures++;
    console.error(`${i}/${count} failed: ${(error as Error).message}`);
  }
  if (i < count) await sleep(interval);
}
// The last confirmation happens on the server after the answer; wait for it so the output is final.
if (!values.refund && confirmAfterMs > 0) await sleep(confirmAfterMs + 200);
process.exit(failures > 0 ? 1 : 0);
