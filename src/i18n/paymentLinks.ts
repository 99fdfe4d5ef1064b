import { registerMessages } from '.';
import { PAYMENT_LINK_MESSAGES } from '../../contract/paymentLinks';

/** The payment link generator at /qr-generator (000 sections 2 and 5, DECISIONS.md sections 4 and 5). */
export const paymentLinksMessages = registerMessages('app.payment_links', {
  subtitle: 'Create a payment link and its QR code for your customer',
  no_credentials: PAYMENT_LINK_MESSAGES.noCredentials,
  no_credentials_access:
    'Payment links are signed with the merchant\'s API key and secret, which only users with API Credentials access can use. Ask your merchant to create the link, or to grant that access.',
  amount: 'Amount (USDT)',
  network: 'Network',
  order_reference: 'Order reference (optional)',
  description: 'Description (optional)',
  generate: 'Generate Payment Link',
  amount_invalid: 'Amount %{rule}',
  amount_required: 'Enter an amount',
  failed: 'Failed to create the payment link',
  service_missing: "Payment links are not available on this gateway; use its own payment link service with the API key and secret from API Credentials.",
  result_title: 'Payment link',
  qr_label: 'QR code of the payment link',
  copy: 'Copy link',
  open: 'Open payment page',
  address: 'Deposit address',
  expires_in: 'Expires in %{time}',
  expired: 'This link has expired',
});
