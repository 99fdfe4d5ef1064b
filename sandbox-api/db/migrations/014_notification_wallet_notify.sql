-- Announces every change to a user's notifications and to a merchant's wallets (issue 17): each app
-- instance keeps the bell's unread counts and the dashboard's wallets in memory
-- (sandbox-api/notifications/unreadCounts.ts, sandbox-api/dashboard/merchantDashboard.ts) and drops
-- them when it hears this, as it does sessions (migration 012) and list answers (migration 013).
-- Topics: `notifications:<user id>`, `wallets:<merchant id>`; a TRUNCATE names the table's topic
-- alone, which means every user or merchant.
CREATE FUNCTION announce_owner_change() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  -- TG_ARGV[0]: the topic; TG_ARGV[1]: the column naming whose rows these are.
  old_owner text := CASE WHEN TG_OP IN ('UPDATE', 'DELETE') THEN to_jsonb(OLD) ->> TG_ARGV[1] END;
  new_owner text := CASE WHEN TG_OP IN ('INSERT', 'UPDATE') THEN to_jsonb(NEW) ->> TG_ARGV[1] END;
BEGIN
  IF TG_LEVEL = 'STATEMENT' THEN
    PERFORM announce_change(TG_TABLE_SCHEMA, TG_ARGV[0]);
    RETURN NULL;
  END IF;
  IF old_owner IS NOT NULL THEN PERFORM announce_change(TG_TABLE_SCHEMA, TG_ARGV[0] || ':' || old_owner); END IF;
  IF new_owner IS NOT NULL AND new_owner IS DISTINCT FROM old_owner THEN
    PERFORM announce_change(TG_TABLE_SCHEMA, TG_ARGV[0] || ':' || new_owner);
  END IF;
  RETURN NULL;
END $$;

-- The unread count reads user_id and is_read only; a notification added or removed changes it too.
CREATE TRIGGER notifications_announce AFTER INSERT OR DELETE OR UPDATE OF user_id, is_read ON notifications
  FOR EACH ROW EXECUTE FUNCTION announce_owner_change('notifications', 'user_id');
CREATE TRIGGER notifications_announce_truncate AFTER TRUNCATE ON notifications
  FOR EACH STATEMENT EXECUTE FUNCTION announce_owner_change('notifications', 'user_id');

CREATE TRIGGER wallets_announce AFTER INSERT OR DELETE OR UPDATE ON wallets
  FOR EACH ROW EXECUTE FUNCTION announce_owner_change('wallets', 'merchant_id');
CREATE TRIGGER wallets_announce_truncate AFTER TRUNCATE ON wallets
  FOR EACH STATEMENT EXECUTE FUNCTION announce_owner_change('wallets', 'merchant_id');
