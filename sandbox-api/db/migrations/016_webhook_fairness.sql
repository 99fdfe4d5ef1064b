-- Webhook delivery under load (issue 26, sandbox-api/webhooks/worker.ts).
-- A delivery still queued when its endpoint is disabled, paused or given another URL is cancelled,
-- with the reason in last_error, instead of being sent later or to the new URL.
ALTER TABLE webhook_deliveries DROP CONSTRAINT webhook_deliveries_status_check;
ALTER TABLE webhook_deliveries ADD CONSTRAINT webhook_deliveries_status_check
  CHECK (status IN ('pending', 'sending', 'succeeded', 'failed', 'interrupted', 'cancelled'));

-- An endpoint whose deliveries fail for good this many times in a row is paused: disabled, with
-- paused_at set, and the merchant is told. A success, or enabling it again, starts the count anew.
ALTER TABLE webhook_endpoints
  ADD COLUMN consecutive_failures integer NOT NULL DEFAULT 0,
  ADD COLUMN paused_at timestamptz;

-- The claim walks the endpoints that have pending deliveries and takes each one's oldest due
-- deliveries (then shares them out round-robin across merchants), and counts each endpoint's
-- deliveries in flight (at most a few per endpoint).
CREATE INDEX webhook_deliveries_endpoint_due_idx ON webhook_deliveries (endpoint_id, next_attempt_at, id) WHERE status = 'pending';
CREATE INDEX webhook_deliveries_endpoint_sending_idx ON webhook_deliveries (endpoint_id) WHERE status = 'sending';
