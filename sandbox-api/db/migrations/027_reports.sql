-- Reports (issue 29, contract/reports.ts): the merchant's time zone (contract/merchantSettings.ts),
-- an IANA name checked by the route with Intl; null means "the browser's".
ALTER TABLE merchants ADD COLUMN timezone text CHECK (timezone IS NULL OR length(timezone) BETWEEN 1 AND 64);

-- Scheduled email reports (contract/reportSchedules.ts). A run is claimed by locking its row
-- (FOR UPDATE SKIP LOCKED) in the transaction that queues its mail in the outbox and moves
-- next_run_at on: the mail exists exactly when the run happened, so each run is sent once across
-- processes.
CREATE TABLE report_schedules (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  merchant_id uuid NOT NULL REFERENCES merchants (id) ON DELETE CASCADE,
  frequency text NOT NULL CHECK (frequency IN ('daily', 'weekly', 'monthly')),
  format text NOT NULL CHECK (format IN ('json', 'csv', 'xlsx')),
  recipients text[] NOT NULL CHECK (cardinality(recipients) BETWEEN 1 AND 10),
  hour smallint NOT NULL CHECK (hour BETWEEN 0 AND 23),
  next_run_at timestamptz NOT NULL,
  last_sent_at timestamptz,
  created_by uuid REFERENCES users (id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL DEFAULT clock_timestamp()
);
CREATE INDEX report_schedules_list_idx ON report_schedules (merchant_id, created_at DESC, id DESC);
CREATE INDEX report_schedules_due_idx ON report_schedules (next_run_at);

-- Files sent with a message of the outbox (a scheduled report's statement).
CREATE TABLE mail_attachments (
  mail_id uuid NOT NULL REFERENCES mail_outbox (id) ON DELETE CASCADE,
  position smallint NOT NULL,
  filename text NOT NULL,
  content_type text NOT NULL,
  content bytea NOT NULL,
  PRIMARY KEY (mail_id, position)
);
