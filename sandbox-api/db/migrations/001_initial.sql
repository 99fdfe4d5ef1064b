-- The whole schema of the spec (000 and 001, section 3 entities), designed up front so later issues
-- add routes, not tables. Money is numeric(20,6): exact, never floating point. Every merchant-owned
-- row carries merchant_id, the main merchant's user id, and every list query filters on it first.

-- Users: main merchants and their sub-users (parent_user_id = the main merchant).
CREATE TABLE users (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  email text NOT NULL,
  name text NOT NULL,
  phone text,
  password_hash text NOT NULL,
  role text NOT NULL CHECK (role IN ('admin', 'superadmin', 'merchant', 'super_merchant', 'sub_merchant', 'super_operation', 'operation')),
  status text NOT NULL DEFAULT 'active' CHECK (status IN ('active', 'inactive', 'blocked')),
  parent_user_id uuid REFERENCES users (id) ON DELETE CASCADE,
  two_factor_enabled boolean NOT NULL DEFAULT false,
  two_factor_type text CHECK (two_factor_type IN ('GOOGLE_AUTH', 'EMAIL', 'PHONE')),
  two_factor_verified boolean NOT NULL DEFAULT false,
  -- AES-256-GCM ciphertext of the base32 TOTP secret (lib/secretBox.ts), never the secret itself.
  two_factor_secret_encrypted text,
  -- The last TOTP time step accepted, so a code cannot be replayed within its window.
  two_factor_last_step bigint,
  -- Sign-in always asks for an emailed one-time code (DECISIONS.md section 3).
  requires_login_otp boolean NOT NULL DEFAULT false,
  password_changed_at timestamptz NOT NULL DEFAULT now(),
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  CHECK (two_factor_enabled = false OR two_factor_type IS NOT NULL)
);
CREATE UNIQUE INDEX users_email_key ON users (lower(email));
CREATE INDEX users_parent_idx ON users (parent_user_id, created_at DESC);

-- Server-side sessions (8 h sliding expiry). Only the SHA-256 of the token is stored.
CREATE TABLE sessions (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  token_hash text NOT NULL UNIQUE,
  remember_me boolean NOT NULL DEFAULT false,
  ip text,
  user_agent text,
  created_at timestamptz NOT NULL DEFAULT now(),
  last_seen_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz NOT NULL
);
CREATE INDEX sessions_user_idx ON sessions (user_id);
CREATE INDEX sessions_expires_idx ON sessions (expires_at);

-- Addresses a user has signed in from successfully: the rate limits never lock a user out of a
-- place they are known to work from (DECISIONS.md section 6, "a busy office behind one IP").
CREATE TABLE known_sign_in_ips (
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  ip text NOT NULL,
  last_sign_in_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (user_id, ip)
);

-- Emailed one-time codes (6 digits, 5 minutes) and password-reset tokens, stored as keyed hashes.
CREATE TABLE one_time_codes (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  purpose text NOT NULL CHECK (purpose IN ('login_otp', '2fa', 'reset')),
  code_hash text NOT NULL,
  attempts integer NOT NULL DEFAULT 0,
  created_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz NOT NULL,
  consumed_at timestamptz
);
CREATE INDEX one_time_codes_user_idx ON one_time_codes (user_id, purpose, created_at DESC);
CREATE INDEX one_time_codes_hash_idx ON one_time_codes (code_hash);

-- A password verified within the last 5 minutes: the only way into the login-flow 2FA calls.
CREATE TABLE login_challenges (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  remember_me boolean NOT NULL DEFAULT false,
  ip text,
  created_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz NOT NULL,
  consumed_at timestamptz
);
CREATE INDEX login_challenges_user_idx ON login_challenges (user_id, created_at DESC);

-- The merchant account, one per main merchant user (id = that user's id).
CREATE TABLE merchants (
  id uuid PRIMARY KEY REFERENCES users (id) ON DELETE CASCADE,
  company_name text,
  licence_no text,
  phone_no text,
  country text,
  auto_withdraw boolean NOT NULL DEFAULT false,
  auto_payout boolean NOT NULL DEFAULT false,
  max_auto_withdraw_amount numeric(20, 6) NOT NULL DEFAULT 100 CHECK (max_auto_withdraw_amount > 0),
  transaction_timer integer NOT NULL DEFAULT 10 CHECK (transaction_timer BETWEEN 1 AND 2880),
  api_key text NOT NULL UNIQUE,
  -- AES-256-GCM ciphertext: the secret must be shown again, so it cannot be a hash (DECISIONS.md 5).
  api_secret_encrypted text NOT NULL,
  logo bytea,
  logo_mime text CHECK (logo_mime IS NULL OR logo_mime LIKE 'image/%'),
  logo_updated_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  CHECK ((logo IS NULL) = (logo_mime IS NULL))
);

-- The merchant's own receiving wallet, one per network (dashboard "View Wallet TRC20/ERC20").
CREATE TABLE wallets (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  merchant_id uuid NOT NULL REFERENCES merchants (id) ON DELETE CASCADE,
  network text NOT NULL CHECK (network IN ('USDT-TRC20', 'USDT-ERC20')),
  address text NOT NULL UNIQUE,
  is_active boolean NOT NULL DEFAULT true,
  created_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (merchant_id, network)
);

-- Deposits, payouts, withdrawals and refunds: every field of the 001 section 3 transaction.
-- A payout request (POST /withdrawal) is a row of type payout; its Idempotency-Key is unique per
-- merchant so a retried submit finds the first row instead of creating a second payout.
CREATE TABLE transactions (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  merchant_id uuid NOT NULL REFERENCES merchants (id) ON DELETE CASCADE,
  type text NOT NULL CHECK (type IN ('deposit', 'payout', 'withdrawal', 'refund', 'topup', 'withdraw')),
  status text NOT NULL CHECK (status IN ('initiated', 'pending', 'processing', 'confirmed', 'completed', 'approved',
    'failed', 'blocked', 'cancelled', 'rejected', 'expired', 'api_failed')),
  currency_type text NOT NULL CHECK (currency_type IN ('USDT-TRC20', 'USDT-ERC20')),
  amount numeric(20, 6) NOT NULL CHECK (amount > 0),
  actual_balance numeric(20, 6) CHECK (actual_balance >= 0),
  fee numeric(20, 6) NOT NULL DEFAULT 0 CHECK (fee >= 0),
  net_amount numeric(20, 6),
  transaction_id text NOT NULL UNIQUE,
  wallet_address text,
  client_wallet text,
  email text,
  username text,
  first_name text,
  last_name text,
  phone_number text,
  reference_id text,
  description text,
  admin_notes text,
  invoice_no text,
  transaction_hash text,
  blockchain_tx_hash text,
  admin_transfer_tx_hash text,
  blockchain_status text CHECK (blockchain_status IN ('success', 'failed')),
  idempotency_key text,
  created_by uuid REFERENCES users (id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  submitted_at timestamptz,
  updated_at timestamptz NOT NULL DEFAULT now(),
  processed_at timestamptz,
  confirmed_at timestamptz,
  expires_at timestamptz
);
-- The list call: one merchant, one type, optional status, ordered by created or updated time.
CREATE INDEX transactions_list_created_idx ON transactions (merchant_id, type, created_at DESC, id DESC);
CREATE INDEX transactions_list_status_idx ON transactions (merchant_id, type, status, created_at DESC, id DESC);
CREATE INDEX transactions_list_updated_idx ON transactions (merchant_id, type, updated_at DESC, id DESC);
-- Dashboard periods and balances: all types of a merchant by time.
CREATE INDEX transactions_merchant_created_idx ON transactions (merchant_id, created_at DESC);
CREATE UNIQUE INDEX transactions_idempotency_key ON transactions (merchant_id, idempotency_key) WHERE idempotency_key IS NOT NULL;
-- The expiry sweep looks only at deposits still waiting for payment.
CREATE INDEX transactions_open_expiry_idx ON transactions (expires_at) WHERE status = 'initiated';
CREATE INDEX transactions_wallet_address_idx ON transactions (wallet_address) WHERE wallet_address IS NOT NULL;

-- Withdrawal complaints (refund tickets, 001 section 2.6), each about one withdrawal.
CREATE TABLE complaints (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  merchant_id uuid NOT NULL REFERENCES merchants (id) ON DELETE CASCADE,
  withdrawal_id uuid NOT NULL REFERENCES transactions (id) ON DELETE CASCADE,
  title text NOT NULL,
  description text,
  status text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'in-progress', 'resolved', 'rejected', 'approved', 'completed')),
  admin_notes text,
  submitted_at timestamptz NOT NULL DEFAULT now(),
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX complaints_list_idx ON complaints (merchant_id, submitted_at DESC, id DESC);
CREATE INDEX complaints_status_idx ON complaints (merchant_id, status, submitted_at DESC, id DESC);
CREATE INDEX complaints_withdrawal_idx ON complaints (withdrawal_id);

-- Per-user notifications (bell and dropdown, 000 section 2).
CREATE TABLE notifications (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  type text NOT NULL DEFAULT 'info',
  title text NOT NULL,
  body text,
  message text,
  is_read boolean NOT NULL DEFAULT false,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX notifications_user_idx ON notifications (user_id, created_at DESC, id DESC);
CREATE INDEX notifications_unread_idx ON notifications (user_id) WHERE is_read = false;

-- Server IP whitelist for API access (001 section 2.8); removal is status deleted.
CREATE TABLE ip_whitelist (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  merchant_id uuid NOT NULL REFERENCES merchants (id) ON DELETE CASCADE,
  ip_address text NOT NULL,
  type text NOT NULL DEFAULT 'server' CHECK (type IN ('server')),
  status text NOT NULL DEFAULT 'active' CHECK (status IN ('active', 'blocked', 'deleted')),
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (merchant_id, type, ip_address)
);

-- Wallet service type records (001 section 2.10): a merchant's end user with dedicated wallets.
CREATE TABLE wallet_service_types (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  merchant_id uuid NOT NULL REFERENCES merchants (id) ON DELETE CASCADE,
  -- The merchant's own id for its end user (the record's userId), not a dashboard user.
  customer_id text NOT NULL,
  full_name text NOT NULL,
  email text,
  phone text,
  description text,
  is_active boolean NOT NULL DEFAULT true,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (merchant_id, customer_id)
);
CREATE INDEX wallet_service_types_list_idx ON wallet_service_types (merchant_id, created_at DESC, id DESC);

CREATE TABLE wallet_service_type_wallets (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  service_type_id uuid NOT NULL REFERENCES wallet_service_types (id) ON DELETE CASCADE,
  network text NOT NULL CHECK (network IN ('USDT-TRC20', 'USDT-ERC20')),
  address text NOT NULL UNIQUE,
  is_active boolean NOT NULL DEFAULT true,
  generated_at timestamptz NOT NULL DEFAULT now(),
  total_deposit_amount numeric(20, 6) NOT NULL DEFAULT 0,
  total_deposits integer NOT NULL DEFAULT 0,
  last_deposit_amount numeric(20, 6),
  last_deposit_at timestamptz,
  last_transaction_hash text,
  UNIQUE (service_type_id, network)
);

-- Every message the sandbox sends (DECISIONS.md section 3); the sandbox mailbox reads it.
CREATE TABLE mail_outbox (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  to_address text NOT NULL,
  subject text NOT NULL,
  text text NOT NULL,
  -- The one-time code or reset token the message carries, for the sandbox mailbox.
  code text,
  created_at timestamptz NOT NULL DEFAULT clock_timestamp(),
  sent_at timestamptz,
  send_error text
);
CREATE INDEX mail_outbox_to_idx ON mail_outbox (lower(to_address), created_at DESC);

-- Fixed-window counters of failures and mail requests, per account and per IP. In the database,
-- not in memory, so several API processes count together (DECISIONS.md section 1).
CREATE TABLE rate_limits (
  key text PRIMARY KEY,
  count integer NOT NULL,
  reset_at timestamptz NOT NULL
);
CREATE INDEX rate_limits_reset_idx ON rate_limits (reset_at);
