import type { Ok } from '../contract/http';
import { API_KEY_HEADER, API_SECRET_HEADER, PAYMENT_LINK_SESSION_PATH, type PaymentLink, type PaymentLinkRequest } from '../contract/paymentLinks';
import { unlessMissing, type HttpClient } from './httpClient';

function linkOf(answer: Ok<PaymentLink> | null | undefined): PaymentLink {
  if (!answer?.data?.url) throw new Error('The payment link answer carries no link');
  return answer.data;
}

/** DECISIONS.md section 5: the session path needs the session alone, so the secret never reaches the browser. */
export function createPaymentLinksApi(http: HttpClient) {
  return {
    async createPaymentLink({ apiKey, apiSecret }: { apiKey: string; apiSecret: string }, request: PaymentLinkRequest): Promise<PaymentLink> {
      const headers = { [API_KEY_HEADER]: apiKey, [API_SECRET_HEADER]: apiSecret };
      return linkOf((await http<Ok<PaymentLink>>('/payment-links', { method: 'POST', body: request, headers })).json);
    },
    /** Resolves to null when the gateway has no session path (it answers 404 or 405). */
    async createPaymentLinkWithSession(request: PaymentLinkRequest): Promise<PaymentLink | null> {
      const answer = await unlessMissing(http<Ok<PaymentLink>>(PAYMENT_LINK_SESSION_PATH, { method: 'POST', body: request }));
      return answer && linkOf(answer.json);
    },
  };
}
