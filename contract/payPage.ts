import type { PaymentLink } from './paymentLinks';
import { formatUsdt, usdtBaseUnits } from './paymentRequest';

/**
 * What the payer's hosted page says about a link (issue 12). The merchant's records keep the
 * deposit's status and the payment status of 001 section 4 (Exact Paid / Overpaid / Underpaid);
 * the payer is told what is still due: an underpaid link asks for the remainder until it expires,
 * an expired one asks for nothing.
 */
export type PayerState = 'awaiting' | 'partial' | 'expired' | 'partialExpired' | 'paid' | 'overpaid' | 'processing' | 'closed';

export interface PayerView {
  state: PayerState;
  /** What the payer is asked to send now, in base units; 0 when nothing is asked. */
  dueUnits: bigint;
  /** The one-line message at the top of the page. */
  headline: string;
}

/** Statuses of a deposit whose payment has arrived (001 section 4, payment status). */
const PAID_STATUSES = new Set(['confirmed', 'completed', 'approved']);

export const PAY_PAGE_TEXT = {
  awaiting: (amount: string) => `Send exactly ${amount} USDT to the address below.`,
  partial: (received: string, amount: string, remaining: string) =>
    `Partially paid: ${received} of ${amount} received, send the remaining ${remaining}`,
  expired: 'This payment link has expired. Ask the merchant for a new one.',
  partialExpired: (received: string, amount: string, remaining: string) =>
    `Partially paid: ${received} of ${amount} received. This payment link has expired: ask the merchant for a new one for the remaining ${remaining}.`,
  paid: (amount: string) => `Payment received: ${amount} USDT. Thank you.`,
  overpaid: (received: string, amount: string, extra: string) =>
    `Overpaid: ${received} of ${amount} received, ${extra} more than asked. Contact the merchant about the difference.`,
  processing: 'Payment seen. Waiting for the network to confirm it.',
  closed: (status: string) => `This payment link is ${status}. Do not send anything to it; ask the merchant for a new one.`,
  notFoundTitle: 'Payment link not found',
  notFound: 'This payment link does not exist. Check the address or ask the merchant for a new link.',
  sendInstruction: (amount: string, network: string) => `Send exactly ${amount} USDT on ${network} to this address.`,
  copyAddress: 'Copy address',
  copyAmount: 'Copy amount',
  copied: 'Copied',
  qrTitle: 'Payment request QR code',
} as const;

/** The payer's page in their language (sandbox-api/i18n): the texts above, any language's words. */
export type PayPageText = { [K in keyof typeof PAY_PAGE_TEXT]: (typeof PAY_PAGE_TEXT)[K] extends string ? string : (typeof PAY_PAGE_TEXT)[K] };

export function payerView(
  link: Pick<PaymentLink, 'status' | 'amount' | 'actualBalance' | 'expiresAt'>,
  now = Date.now(),
  text: PayPageText = PAY_PAGE_TEXT,
): PayerView {
  const amountUnits = usdtBaseUnits(link.amount);
  const amount = formatUsdt(amountUnits);
  const open = Date.parse(link.expiresAt) > now;
  if (PAID_STATUSES.has(link.status) && link.actualBalance !== null) {
    const receivedUnits = usdtBaseUnits(link.actualBalance);
    const received = formatUsdt(receivedUnits);
    if (receivedUnits < amountUnits) {
      const remaining = formatUsdt(amountUnits - receivedUnits);
      return open
        ? { state: 'partial', dueUnits: amountUnits - receivedUnits, headline: text.partial(received, amount, remaining) }
        : { state: 'partialExpired', dueUnits: 0n, headline: text.partialExpired(received, amount, remaining) };
    }
    if (receivedUnits > amountUnits) {
      return { state: 'overpaid', dueUnits: 0n, headline: text.overpaid(received, amount, formatUsdt(receivedUnits - amountUnits)) };
    }
    return { state: 'paid', dueUnits: 0n, headline: text.paid(amount) };
  }
  if (link.status === 'initiated') {
    return open
      ? { state: 'awaiting', dueUnits: amountUnits, headline: text.awaiting(amount) }
      : { state: 'expired', dueUnits: 0n, headline: text.expired };
  }
  if (link.status === 'expired') return { state: 'expired', dueUnits: 0n, headline: text.expired };
  if (link.status === 'pending') return { state: 'processing', dueUnits: 0n, headline: text.processing };
  return { state: 'closed', dueUnits: 0n, headline: text.closed(link.status) };
}
