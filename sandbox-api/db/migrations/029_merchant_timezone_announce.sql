-- The merchant's time zone (027) is read with each session (sandbox-api/auth/sessions.ts), so that
-- the spec's date filters count the merchant's days without a query per list call (issue 29). A
-- change to it is announced as migration 012 announces a change to a user: each app instance then
-- drops the sessions it remembers and reads the new zone with the next request.
CREATE TRIGGER merchants_announce_timezone AFTER UPDATE ON merchants
  FOR EACH ROW WHEN (NEW.timezone IS DISTINCT FROM OLD.timezone) EXECUTE FUNCTION announce_auth_change();
