import type { WebhookDeliveryEventType, WebhookDeliveryStatus } from '../../contract/webhooks';
import { registerMessages } from '.';

/**
 * The `app.webhooks` namespace: Settings › Webhooks, its endpoints and delivery log (issue 16),
 * registered by the Settings chunk (issue 30 moved it out of the admin app for the language menu's bytes).
 */
export const webhooksMessages = registerMessages('app.webhooks', {
  unavailable: 'This gateway has no webhooks.',
  intro: 'Your server learns of payments, payouts and complaints as they happen: each delivery is a signed POST.',
  url: 'Endpoint URL',
  url_help: 'https://, or http:// to this machine in sandbox mode',
  events: 'Events',
  pick_event: 'Pick at least one event',
  add: 'Add endpoint',
  secret_title: 'Signing secret',
  secret_once: 'Copy this secret now: it is shown only once. Your server uses it to verify the X-Signature header.',
  copy: 'Copy',
  secret_done: 'I have saved it',
  endpoints_title: 'Endpoints',
  endpoints_empty: 'No endpoints yet.',
  secret_hint: 'Secret ending in %{hint}',
  enabled: 'Enabled',
  enabled_on: 'Endpoint enabled',
  enabled_off: 'Endpoint disabled',
  paused: 'Paused on %{time} after %{count} failed deliveries in a row. Switch it on again once your server answers; what was queued was cancelled and can be redelivered from the log.',
  delete_title: 'Delete this endpoint?',
  delete_content: 'Deliveries to %{url} stop, and its delivery log is deleted.',
  deleted: 'Webhook endpoint deleted',
  send_test: 'Send test event',
  test_sent: 'Test event queued',
  log_title: 'Delivery log',
  log_empty: 'No deliveries yet.',
  endpoint_filter: 'Endpoint',
  any_endpoint: 'All endpoints',
  redeliver: 'Redeliver',
  redelivered: 'Delivery queued again',
  columns: {
    status: 'Status',
    event: 'Event',
    attempts: 'Attempts',
    code: 'Response code',
    duration: 'Duration',
    time: 'Time',
  },
  attempts_of: '%{attempts} of %{max}',
  duration_ms: '%{ms} ms',
  /** Event labels by type, the dot an underscore (the translator reads dots as nesting). */
  event_types: {
    deposit_confirmed: 'Deposit confirmed',
    deposit_underpaid: 'Deposit underpaid',
    deposit_overpaid: 'Deposit overpaid',
    deposit_expired: 'Deposit expired',
    payout_completed: 'Payout completed',
    payout_rejected: 'Payout rejected',
    payout_failed: 'Payout failed',
    payout_approval_requested: 'Payout approval requested',
    payout_approved: 'Payout approved',
    payout_approval_rejected: 'Payout approval rejected',
    complaint_updated: 'Complaint updated',
    payment_issue_opened: 'Payment needs attention',
    payment_issue_resolved: 'Payment issue resolved',
    payer_refund_claimed: 'Payer refund claimed',
    payer_refund_sent: 'Payer refund sent',
    webhook_test: 'Test event',
  },
  statuses: {
    pending: 'Pending',
    sending: 'Sending',
    succeeded: 'Succeeded',
    failed: 'Failed',
    interrupted: 'Interrupted',
    cancelled: 'Cancelled',
  } satisfies Record<WebhookDeliveryStatus, string>,
});

/** The webhooks screen's i18n namespace, and the key of an event type's label. */
export const W = 'app.webhooks';
export const webhookEventKey = (type: WebhookDeliveryEventType | string) => `${W}.event_types.${type.replace('.', '_')}`;
