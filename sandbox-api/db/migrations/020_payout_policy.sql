-- The payout policy (issue 28, contract/payoutPolicy.ts): one row per merchant once its main
-- merchant has set one; no row means the defaults (approval off, new addresses allowed, 24 h).
CREATE TABLE payout_policies (
  merchant_id uuid PRIMARY KEY REFERENCES merchants (id) ON DELETE CASCADE,
  approval text NOT NULL CHECK (approval IN ('off', 'all', 'above')),
  threshold numeric(20, 6) CHECK (threshold > 0),
  new_address text NOT NULL CHECK (new_address IN ('allow', 'approval', 'refuse')),
  cooling_off_hours integer NOT NULL CHECK (cooling_off_hours BETWEEN 0 AND 720),
  updated_by uuid REFERENCES users (id) ON DELETE SET NULL,
  updated_by_email text,
  updated_at timestamptz NOT NULL DEFAULT now(),
  CHECK (approval <> 'above' OR threshold IS NOT NULL)
);
