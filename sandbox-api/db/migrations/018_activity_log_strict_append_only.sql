-- The activity log is append-only without a loophole (issue 26). Migration 006 let any DELETE one
-- trigger level down through, meant for the cascade of a merchant's removal, but a DELETE from any
-- other trigger or from a function a trigger calls passed as well. Now a row may go only when its
-- merchant is gone: the cascade runs after the merchant's row was deleted, which the trigger's
-- query sees, while any other DELETE finds the merchant still there. TRUNCATE, which fires no row
-- trigger, is refused too, directly or through TRUNCATE ... CASCADE of the tables it references.
CREATE OR REPLACE FUNCTION activity_log_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' AND NOT EXISTS (SELECT 1 FROM merchants WHERE id = OLD.merchant_id) THEN
    RETURN OLD;
  END IF;
  RAISE EXCEPTION 'activity_log is append-only' USING ERRCODE = 'insufficient_privilege';
END;
$$;

CREATE TRIGGER activity_log_no_truncate BEFORE TRUNCATE ON activity_log
  FOR EACH STATEMENT EXECUTE FUNCTION activity_log_append_only();
