-- 2FA recovery codes (issue 16, contract/recoveryCodes.ts): ten single-use codes per user, of which
-- only a keyed hash is kept (sandbox-api/auth/recoveryCodes.ts). A new set replaces the old one.
CREATE TABLE recovery_codes (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  set_id uuid NOT NULL,
  code_hash text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  used_at timestamptz,
  UNIQUE (user_id, code_hash)
);
CREATE INDEX recovery_codes_user_idx ON recovery_codes (user_id, created_at);
