-- The payout address book (issue 28, contract/payoutAddresses.ts). An entry counts as a known
-- address from active_from (added + the policy's cooling-off hours); its status is computed from it.
-- A removed entry keeps its row (removed_at), so who added and removed what stays readable; only the
-- entries not removed are unique per merchant, network and address (address_key: an ERC20 address
-- in lower case, as its letter case is only a checksum).
CREATE TABLE payout_addresses (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  merchant_id uuid NOT NULL REFERENCES merchants (id) ON DELETE CASCADE,
  label text NOT NULL CHECK (char_length(label) BETWEEN 1 AND 100),
  currency_type text NOT NULL CHECK (currency_type IN ('USDT-TRC20', 'USDT-ERC20')),
  address text NOT NULL,
  address_key text NOT NULL,
  active_from timestamptz NOT NULL,
  created_by uuid REFERENCES users (id) ON DELETE SET NULL,
  created_by_email text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  removed_by uuid REFERENCES users (id) ON DELETE SET NULL,
  removed_by_email text,
  removed_at timestamptz,
  CHECK ((removed_at IS NULL) = (removed_by_email IS NULL))
);
CREATE UNIQUE INDEX payout_addresses_entry_idx ON payout_addresses (merchant_id, currency_type, address_key) WHERE removed_at IS NULL;
CREATE INDEX payout_addresses_list_idx ON payout_addresses (merchant_id, created_at DESC, id DESC) WHERE removed_at IS NULL;

-- Approvers choose how they hear of an addition or removal (contract/notificationPreferences.ts).
ALTER TABLE notification_preferences DROP CONSTRAINT notification_preferences_event_check;
ALTER TABLE notification_preferences ADD CONSTRAINT notification_preferences_event_check
  CHECK (event IN ('deposit_confirmed', 'deposit_mismatch', 'payout_settled', 'payout_approval', 'payout_address', 'complaint_updated', 'refund_created', 'security'));

-- The activity log names the entry an addition or removal is about.
ALTER TABLE activity_log DROP CONSTRAINT activity_log_target_type_check;
ALTER TABLE activity_log ADD CONSTRAINT activity_log_target_type_check
  CHECK (target_type IN ('user', 'payout', 'complaint', 'ip', 'merchant', 'webhook', 'payout_address'));
