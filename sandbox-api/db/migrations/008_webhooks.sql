-- Webhooks (issue 16, contract/webhooks.ts). An endpoint belongs to one merchant; its signing secret
-- is kept encrypted at rest (lib/secretBox.ts), since every delivery is signed with it, and shown
-- only once, when the endpoint is created.
CREATE TABLE webhook_endpoints (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  merchant_id uuid NOT NULL REFERENCES merchants (id) ON DELETE CASCADE,
  url text NOT NULL,
  events text[] NOT NULL,
  secret_encrypted text NOT NULL,
  secret_hint text NOT NULL,
  enabled boolean NOT NULL DEFAULT true,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX webhook_endpoints_merchant_idx ON webhook_endpoints (merchant_id, created_at DESC);

-- The delivery queue and log in one table (sandbox-api/webhooks/worker.ts). A worker claims a due
-- pending row with FOR UPDATE SKIP LOCKED and commits it as 'sending' (attempts + 1) before the
-- POST leaves, so several API processes send each attempt once; a row still 'sending' when its
-- claim has run out belonged to a process that stopped mid-send and becomes 'interrupted', never
-- sent again by itself.
CREATE TABLE webhook_deliveries (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  merchant_id uuid NOT NULL REFERENCES merchants (id) ON DELETE CASCADE,
  endpoint_id uuid NOT NULL REFERENCES webhook_endpoints (id) ON DELETE CASCADE,
  event_id uuid NOT NULL,
  event_type text NOT NULL,
  payload jsonb NOT NULL,
  status text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'sending', 'succeeded', 'failed', 'interrupted')),
  attempts integer NOT NULL DEFAULT 0,
  max_attempts integer NOT NULL,
  next_attempt_at timestamptz,
  claimed_until timestamptz,
  last_response_code integer,
  last_duration_ms integer,
  last_error text,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  delivered_at timestamptz
);
CREATE INDEX webhook_deliveries_due_idx ON webhook_deliveries (next_attempt_at) WHERE status = 'pending';
CREATE INDEX webhook_deliveries_claimed_idx ON webhook_deliveries (claimed_until) WHERE status = 'sending';
CREATE INDEX webhook_deliveries_merchant_idx ON webhook_deliveries (merchant_id, created_at DESC, id DESC);
CREATE INDEX webhook_deliveries_endpoint_idx ON webhook_deliveries (endpoint_id, created_at DESC);

-- "Webhook endpoint changed" in the activity log, with the endpoint as its target.
ALTER TABLE activity_log DROP CONSTRAINT activity_log_target_type_check;
ALTER TABLE activity_log ADD CONSTRAINT activity_log_target_type_check
  CHECK (target_type IN ('user', 'payout', 'complaint', 'ip', 'merchant', 'webhook'));
