-- Payout approvals (issue 28, contract/payoutApprovals.ts): one request per payout the payout
-- policy held for a second person. The payout stays pending in the spec's history while its
-- request is awaiting, and the sandbox's settlement skips it. Who asked and who decided are kept
-- by email too, so the record still reads after a team member is deleted.
CREATE TABLE payout_approvals (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  merchant_id uuid NOT NULL REFERENCES merchants (id) ON DELETE CASCADE,
  payout_id uuid NOT NULL UNIQUE REFERENCES transactions (id) ON DELETE CASCADE,
  status text NOT NULL DEFAULT 'awaiting' CHECK (status IN ('awaiting', 'approved', 'rejected', 'cancelled')),
  requested_by uuid REFERENCES users (id) ON DELETE SET NULL,
  requested_by_email text NOT NULL,
  decided_by uuid REFERENCES users (id) ON DELETE SET NULL,
  decided_by_email text,
  decided_at timestamptz,
  reason text,
  created_at timestamptz NOT NULL DEFAULT now(),
  CHECK ((status = 'awaiting') = (decided_at IS NULL))
);
CREATE INDEX payout_approvals_list_idx ON payout_approvals (merchant_id, created_at DESC, id DESC);
-- The settlement's question: is this payout still held?
CREATE INDEX payout_approvals_awaiting_idx ON payout_approvals (payout_id) WHERE status = 'awaiting';

-- Approvers choose how they hear of a request (contract/notificationPreferences.ts).
ALTER TABLE notification_preferences DROP CONSTRAINT notification_preferences_event_check;
ALTER TABLE notification_preferences ADD CONSTRAINT notification_preferences_event_check
  CHECK (event IN ('deposit_confirmed', 'deposit_mismatch', 'payout_settled', 'payout_approval', 'complaint_updated', 'refund_created', 'security'));
