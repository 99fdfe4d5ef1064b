-- Announces every change that can end or alter a session (issue 17): each app instance keeps the
-- sessions it has looked up in memory (sandbox-api/auth/sessionCache.ts) and drops them when it
-- hears this, on this instance before the writing query resolves, on the others a moment later.
-- Row triggers, not statement ones: a statement that removes nothing (the expiry sweep, a stale
-- token presented) announces nothing, and PostgreSQL sends one announcement per transaction.
-- The payload is `<schema>:<transaction id>:<topic>` (sandbox-api/db/changes.ts): the schema
-- because tests keep one copy of the tables per schema on one server; the transaction because every
-- pooled connection of an instance hears each announcement, and it counts once.
CREATE FUNCTION announce_change(schema_name text, topic text) RETURNS void LANGUAGE sql AS $$
  SELECT pg_notify('sandbox_changes', schema_name || ':' || txid_current() || ':' || topic)
$$;

CREATE FUNCTION announce_auth_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM announce_change(TG_TABLE_SCHEMA, 'auth');
  RETURN NULL;
END $$;

-- Logout, password change, the expiry sweep, a user or merchant deleted (cascade).
CREATE TRIGGER sessions_announce_delete AFTER DELETE ON sessions
  FOR EACH ROW EXECUTE FUNCTION announce_auth_change();
-- The once-a-minute extension only moves the times forward; anything else is announced.
CREATE TRIGGER sessions_announce_update AFTER UPDATE ON sessions
  FOR EACH ROW WHEN (
    NEW.token_hash IS DISTINCT FROM OLD.token_hash OR NEW.user_id IS DISTINCT FROM OLD.user_id
    OR NEW.remember_me IS DISTINCT FROM OLD.remember_me
    OR NEW.expires_at < OLD.expires_at OR NEW.last_seen_at < OLD.last_seen_at
  ) EXECUTE FUNCTION announce_auth_change();
CREATE TRIGGER sessions_announce_truncate AFTER TRUNCATE ON sessions
  FOR EACH STATEMENT EXECUTE FUNCTION announce_auth_change();

-- What a session lookup reads of its user and the user's merchant (sandbox-api/auth/sessions.ts).
CREATE TRIGGER users_announce_update AFTER UPDATE ON users
  FOR EACH ROW WHEN (
    NEW.id IS DISTINCT FROM OLD.id OR NEW.status IS DISTINCT FROM OLD.status
    OR NEW.role IS DISTINCT FROM OLD.role OR NEW.email IS DISTINCT FROM OLD.email
    OR NEW.name IS DISTINCT FROM OLD.name OR NEW.parent_user_id IS DISTINCT FROM OLD.parent_user_id
  ) EXECUTE FUNCTION announce_auth_change();
CREATE TRIGGER users_announce_delete AFTER DELETE ON users
  FOR EACH ROW EXECUTE FUNCTION announce_auth_change();
CREATE TRIGGER users_announce_truncate AFTER TRUNCATE ON users
  FOR EACH STATEMENT EXECUTE FUNCTION announce_auth_change();
