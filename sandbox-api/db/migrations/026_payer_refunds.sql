-- Payer refunds (issue 29, contract/payerRefunds.ts): money sent back to the payer of a confirmed
-- deposit. Created by a team member (kept by email too, so the approval request it may make still
-- names the requester after the member is deleted); claimed by the payer, who gives the address,
-- within 7 days (expires_at). The claim makes the payout: a transactions row of type 'refund',
-- pending, with its approval request when the payout policy holds it. The status is read from the
-- payout and its approval (sandbox-api/payerRefunds/store.ts), so it cannot drift from them.
CREATE TABLE payer_refunds (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  merchant_id uuid NOT NULL REFERENCES merchants (id) ON DELETE CASCADE,
  deposit_id uuid NOT NULL REFERENCES transactions (id) ON DELETE CASCADE,
  payment_issue_id uuid REFERENCES payment_issues (id) ON DELETE SET NULL,
  amount numeric(20, 6) NOT NULL CHECK (amount > 0),
  currency_type text NOT NULL CHECK (currency_type IN ('USDT-TRC20', 'USDT-ERC20')),
  address text,
  payout_id uuid UNIQUE REFERENCES transactions (id) ON DELETE SET NULL,
  created_by uuid REFERENCES users (id) ON DELETE SET NULL,
  created_by_email text NOT NULL,
  claimed_at timestamptz,
  expires_at timestamptz NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  CHECK ((address IS NULL) = (claimed_at IS NULL))
);
CREATE INDEX payer_refunds_list_idx ON payer_refunds (merchant_id, created_at DESC, id DESC);
-- What the deposit's refunds add up to.
CREATE INDEX payer_refunds_deposit_idx ON payer_refunds (deposit_id);

ALTER TABLE payment_issues DROP CONSTRAINT payment_issues_resolution_check;
ALTER TABLE payment_issues ADD CONSTRAINT payment_issues_resolution_check
  CHECK (resolution IN ('paid_in_full', 'within_tolerance', 'accepted', 'refunded'));

ALTER TABLE activity_log DROP CONSTRAINT activity_log_target_type_check;
ALTER TABLE activity_log ADD CONSTRAINT activity_log_target_type_check
  CHECK (target_type IN ('user', 'payout', 'complaint', 'ip', 'merchant', 'webhook', 'payout_address', 'payment_issue', 'payer_refund'));
