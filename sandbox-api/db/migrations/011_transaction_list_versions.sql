-- A version per merchant for its transactions list, taken from one sequence whenever any of its
-- transactions is inserted, updated or deleted (issue 17). The list remembers where pages it has
-- served begin and end (sandbox-api/transactions/pageAnchors.ts), so that the next page of a walk
-- through a million rows starts from the previous page's last key instead of skipping every row
-- before it; a remembered position holds only for the version it was read at. The version comes
-- from a sequence, never from a counter, so no version is ever used twice, even after a TRUNCATE
-- or a merchant deleted and created again, and every app instance on the database sees the change.
CREATE SEQUENCE transaction_list_version_seq;

CREATE TABLE transaction_list_versions (
  -- No foreign key: transactions deleted with their merchant (ON DELETE CASCADE) still bump it,
  -- after the merchant is gone; a version row left behind is harmless.
  merchant_id uuid PRIMARY KEY,
  version bigint NOT NULL
);

-- Each trigger sees only the transition tables it declares, so the merchants come from each.
CREATE FUNCTION transaction_list_versions_bump() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  merchants uuid[];
BEGIN
  IF TG_OP = 'INSERT' THEN
    SELECT array_agg(DISTINCT merchant_id) INTO merchants FROM new_rows;
  ELSIF TG_OP = 'DELETE' THEN
    SELECT array_agg(DISTINCT merchant_id) INTO merchants FROM old_rows;
  ELSE
    SELECT array_agg(DISTINCT merchant_id) INTO merchants FROM (SELECT merchant_id FROM new_rows UNION ALL SELECT merchant_id FROM old_rows) AS m;
  END IF;
  -- In merchant order (array_agg DISTINCT sorts), as the counters of migration 002 are upserted:
  -- concurrent writers lock in the same order, so they never deadlock.
  INSERT INTO transaction_list_versions AS v (merchant_id, version)
  SELECT merchant_id, nextval('transaction_list_version_seq') FROM unnest(merchants) AS merchant_id
  ON CONFLICT (merchant_id) DO UPDATE SET version = excluded.version;
  RETURN NULL;
END $$;

CREATE FUNCTION transaction_list_versions_bump_all() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE transaction_list_versions SET version = nextval('transaction_list_version_seq');
  RETURN NULL;
END $$;

CREATE TRIGGER transaction_list_versions_insert AFTER INSERT ON transactions
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION transaction_list_versions_bump();
CREATE TRIGGER transaction_list_versions_update AFTER UPDATE ON transactions
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION transaction_list_versions_bump();
CREATE TRIGGER transaction_list_versions_delete AFTER DELETE ON transactions
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION transaction_list_versions_bump();
CREATE TRIGGER transaction_list_versions_truncate AFTER TRUNCATE ON transactions
  FOR EACH STATEMENT EXECUTE FUNCTION transaction_list_versions_bump_all();

-- Every merchant with transactions written before this migration.
INSERT INTO transaction_list_versions (merchant_id, version)
SELECT merchant_id, nextval('transaction_list_version_seq') FROM (SELECT DISTINCT merchant_id FROM transactions ORDER BY 1) AS m;
