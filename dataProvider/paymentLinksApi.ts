import type { Ok } from '../contract/http';
import { API_KEY_HEADER, API_SECRET_HEADER, PAYMENT_LINK_SESSION_PATH, type PaymentLink, type PaymentLinkRequest } from '../contract/paymentLinks';
import { isMissingCall, type HttpClient } from './httpClient';

/**
 * The sandbox payment-link service (DECISIONS.md section 5). The spec's flow authenticates with the
 * merchant's API key and secret in headers, as the merchant's own server would call it. The
 * sandbox's session path lets any holder of qr-code-generation create a link with the session
 * alone: the server applies the merchant's credentials, so the secret never reaches the browser.
 */
export interface PaymentLinksApi {
  createPaymentLink(credentials: { apiKey: string; apiSecret: string }, request: PaymentLinkRequest): Promise<PaymentLink>;
  /** Resolves to null when the gateway has no session path (it answers 404 or 405). */
  createPaymentLinkWithSession(request: PaymentLinkRequest): Promise<PaymentLink | null>;
}

function linkOf(answer: Ok<PaymentLink> | null | undefined): PaymentLink {
  if (!answer?.data?.url) throw new Error('The payment link answer carries no link');
  return answer.data;
}

export function createPaymentLinksApi(http: HttpClient): PaymentLinksApi {
  return {
    async createPaymentLink({ apiKey, apiSecret }, request) {
      const { json } = await http<Ok<PaymentLink>>('/payment-links', {
        method: 'POST',
        body: request,
        headers: { [API_KEY_HEADER]: apiKey, [API_SECRET_HEADER]: apiSecret },
      });
      return linkOf(json);
    },
    async createPaymentLinkWithSession(request) {
      try {
        const { json } = await http<Ok<PaymentLink>>(PAYMENT_LINK_SESSION_PATH, { method: 'POST', body: request });
        return linkOf(json);
      } catch (error) {
        // A gateway without the call answers 404 (no such route) or 405 (the path exists, not for POST).
        if (isMissingCall(error)) return null;
        throw error;
      }
    },
  };
}
