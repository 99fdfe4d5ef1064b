-- The team activity log (issue 16, contract/activity.ts): who did what, when, from which address
-- and user agent, to what. Append-only: no route updates or deletes a row, and the trigger below
-- refuses any UPDATE, and any DELETE but the cascade of a merchant's own removal.
-- The actor is copied (id, email, role) rather than referenced, so the record outlives the user.
CREATE TABLE activity_log (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  merchant_id uuid NOT NULL REFERENCES merchants (id) ON DELETE CASCADE,
  actor_user_id uuid,
  actor_email text NOT NULL,
  actor_role text,
  type text NOT NULL,
  target_type text CHECK (target_type IN ('user', 'payout', 'complaint', 'ip', 'merchant')),
  target_id text,
  target_label text,
  ip text,
  user_agent text,
  details jsonb NOT NULL DEFAULT '{}'::jsonb,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX activity_log_merchant_idx ON activity_log (merchant_id, created_at DESC, id DESC);
CREATE INDEX activity_log_actor_idx ON activity_log (merchant_id, actor_user_id, created_at DESC);

CREATE FUNCTION activity_log_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- A DELETE fired by the foreign key's cascade runs one trigger level down (depth 2).
  IF TG_OP = 'DELETE' AND pg_trigger_depth() > 1 THEN
    RETURN OLD;
  END IF;
  RAISE EXCEPTION 'activity_log is append-only' USING ERRCODE = 'insufficient_privilege';
END;
$$;
CREATE TRIGGER activity_log_append_only BEFORE UPDATE OR DELETE ON activity_log
  FOR EACH ROW EXECUTE FUNCTION activity_log_append_only();
