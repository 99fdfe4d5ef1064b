import type { Ok } from '../contract/http';
import { API_KEY_HEADER, API_SECRET_HEADER, type PaymentLink, type PaymentLinkRequest } from '../contract/paymentLinks';
import type { HttpClient } from './httpClient';

/**
 * The sandbox payment-link service (DECISIONS.md section 5): authenticated with the merchant's API
 * key and secret in headers, as the merchant's own server would call it.
 */
export interface PaymentLinksApi {
  createPaymentLink(credentials: { apiKey: string; apiSecret: string }, request: PaymentLinkRequest): Promise<PaymentLink>;
}

export function createPaymentLinksApi(http: HttpClient): PaymentLinksApi {
  return {
    async createPaymentLink({ apiKey, apiSecret }, request) {
      const { json } = await http<Ok<PaymentLink>>('/payment-links', {
        method: 'POST',
        body: request,
        headers: { [API_KEY_HEADER]: apiKey, [API_SECRET_HEADER]: apiSecret },
      });
      if (!json?.data?.url) throw new Error('The payment link answer carries no link');
      return json.data;
    },
  };
}
