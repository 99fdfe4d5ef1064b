-- Notification preferences (issue 13, contract/notificationPreferences.ts): per user and event
-- type, whether it shows in the bell, plays a sound on an open dashboard and is emailed. A missing
-- row means the contract's defaults; one row per event so that two saves of different events (or
-- channels) never overwrite each other.
CREATE TABLE notification_preferences (
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  event text NOT NULL CHECK (event IN ('deposit_confirmed', 'deposit_mismatch', 'payout_settled', 'complaint_updated', 'refund_created', 'security')),
  in_app boolean NOT NULL,
  sound boolean NOT NULL,
  email boolean NOT NULL,
  updated_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (user_id, event)
);
