-- Team security (issue 28, contract/teamSecurity.ts): whether the merchant's sub-users must have
-- verified 2FA. One row per merchant once its main merchant has set it; no row means off. Sign-in
-- reads it with the user (sandbox-api/auth/users.ts), so a sub-user without verified 2FA must
-- enrol before any session.
CREATE TABLE team_security (
  merchant_id uuid PRIMARY KEY REFERENCES merchants (id) ON DELETE CASCADE,
  require_2fa boolean NOT NULL DEFAULT false,
  updated_by uuid REFERENCES users (id) ON DELETE SET NULL,
  updated_by_email text,
  updated_at timestamptz NOT NULL DEFAULT now()
);
