import { z } from 'zod';
import { DEFAULT_NETWORK, NETWORKS, type Network } from './constants';
import { PayableAmount } from './amounts';

/**
 * Payment links (000 sections 2 and 5, DECISIONS.md sections 4 and 5): the generator calls the
 * sandbox payment-link service with the merchant's API key and secret, not the session.
 */
export const API_KEY_HEADER = 'x-api-key';
export const API_SECRET_HEADER = 'x-api-secret';

/**
 * The sandbox's session path (DECISIONS.md section 5, "Payment links for every holder of
 * qr-code-generation"): a signed-in holder of qr-code-generation creates a link for its merchant,
 * whose credentials the server applies, so the secret never reaches the browser. A gateway without
 * it answers 404 or 405, and the generator falls back to the credential flow of the spec.
 */
export const PAYMENT_LINK_SESSION_PATH = '/payment-links/session';

/**
 * Payment links one merchant may create per minute, by the API and the session path together
 * (issue 26): each link is a deposit row, a page and, later, a deposit.expired webhook, so one
 * merchant's script cannot fill the database or the webhook queue.
 */
export const PAYMENT_LINKS_PER_MINUTE = 60;

export const PAYMENT_LINK_MESSAGES = {
  noCredentials: 'API credentials not available. Please try refreshing the page.',
  badCredentials: 'Invalid API key or secret',
  ipRefused: (ip: string) => `IP address ${ip} is not whitelisted for API access`,
  created: 'Payment link created',
  notFound: 'Payment link not found',
  tooMany: `Too many payment links: a merchant may create ${PAYMENT_LINKS_PER_MINUTE} a minute. Wait a moment and try again.`,
} as const;

export const PaymentLinkRequest = z.object({
  amount: PayableAmount,
  network: z.enum(NETWORKS, 'must be USDT-TRC20 or USDT-ERC20').default(DEFAULT_NETWORK),
  orderReference: z.string().trim().max(100, 'must be at most 100 characters').optional(),
  description: z.string().trim().max(500, 'must be at most 500 characters').optional(),
});
export type PaymentLinkRequest = z.input<typeof PaymentLinkRequest>;

export const PAYMENT_OUTCOMES = ['exact', 'overpaid', 'underpaid'] as const;
export const SimulatePaymentBody = z.object({
  outcome: z.enum(PAYMENT_OUTCOMES, 'outcome must be exact, overpaid or underpaid').default('exact'),
});

/** A payment link: the hosted page's address and the deposit behind it. */
export interface PaymentLink {
  _id: string;
  url: string;
  status: string;
  amount: number;
  actualBalance: number | null;
  network: Network;
  walletAddress: string;
  orderReference: string | null;
  description: string | null;
  expiresAt: string;
  /** Minutes, from the merchant's transaction timer. */
  transactionTimer: number;
  sandbox: boolean;
}
