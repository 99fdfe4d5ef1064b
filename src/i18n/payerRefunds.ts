import { registerMessages } from '.';

/** Payer refunds (issue 29): money back to a deposit's payer ("refund" alone is the spec's withdrawal complaint). Registered with the chunks that show them. */
export const payerRefundsMessages = registerMessages('app.payer_refunds', {
  title: 'Payer refunds',
  action: 'Refund to payer',
  form_title: 'Refund to payer',
  amount: 'Amount (USDT)',
  at_most: 'At most what was received: %{received} USDT.',
  amount_invalid: 'The amount %{rule}.',
  confirm: 'Refund to payer',
  created: 'Send this claim link to the payer. The payer must open it within %{days} days to give the address the refund goes to.',
  copy_link: 'Copy claim link',
  copy_address: 'Copy address',
  statuses: {
    awaiting_address: 'Awaiting address',
    awaiting_approval: 'Awaiting approval',
    sending: 'Sending',
    sent: 'Sent',
    rejected: 'Rejected',
    expired: 'Expired',
  },
});
