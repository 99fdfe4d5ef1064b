-- Payments that need attention (issue 29, contract/paymentIssues.ts): one record per deposit that
-- was underpaid, overpaid or paid after its link expired, created in the transaction that confirms
-- the deposit. Who accepted it is kept by email too, so the record still reads after a team member
-- is deleted.
CREATE TABLE payment_issues (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  merchant_id uuid NOT NULL REFERENCES merchants (id) ON DELETE CASCADE,
  deposit_id uuid NOT NULL UNIQUE REFERENCES transactions (id) ON DELETE CASCADE,
  kind text NOT NULL CHECK (kind IN ('underpaid', 'overpaid', 'late')),
  currency_type text NOT NULL CHECK (currency_type IN ('USDT-TRC20', 'USDT-ERC20')),
  expected numeric(20, 6) NOT NULL CHECK (expected > 0),
  received numeric(20, 6) NOT NULL CHECK (received >= 0),
  status text NOT NULL DEFAULT 'open' CHECK (status IN ('open', 'resolved')),
  resolution text CHECK (resolution IN ('paid_in_full', 'within_tolerance', 'accepted')),
  note text,
  resolved_by uuid REFERENCES users (id) ON DELETE SET NULL,
  resolved_by_email text,
  resolved_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now(),
  CHECK ((status = 'open') = (resolution IS NULL)),
  CHECK ((status = 'open') = (resolved_at IS NULL))
);
CREATE INDEX payment_issues_list_idx ON payment_issues (merchant_id, created_at DESC, id DESC);
-- The dashboard's "Needs attention" count.
CREATE INDEX payment_issues_open_idx ON payment_issues (merchant_id) WHERE status = 'open';

-- Each payment that reached a deposit's address: an underpaid link takes the remainder in further
-- payments until it expires, and the deposit's actual_balance is their total.
CREATE TABLE deposit_payments (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  merchant_id uuid NOT NULL REFERENCES merchants (id) ON DELETE CASCADE,
  deposit_id uuid NOT NULL REFERENCES transactions (id) ON DELETE CASCADE,
  amount numeric(20, 6) NOT NULL CHECK (amount > 0),
  transaction_hash text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT clock_timestamp()
);
CREATE INDEX deposit_payments_deposit_idx ON deposit_payments (deposit_id, created_at);

-- The merchant's settings of issue 29 (contract/merchantSettings.ts).
ALTER TABLE merchants ADD COLUMN underpayment_tolerance_percent numeric(5, 2) NOT NULL DEFAULT 0
  CHECK (underpayment_tolerance_percent BETWEEN 0 AND 100);

ALTER TABLE activity_log DROP CONSTRAINT activity_log_target_type_check;
ALTER TABLE activity_log ADD CONSTRAINT activity_log_target_type_check
  CHECK (target_type IN ('user', 'payout', 'complaint', 'ip', 'merchant', 'webhook', 'payout_address', 'payment_issue'));
