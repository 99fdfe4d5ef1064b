-- Announces every write to a merchant's transactions (issue 17), with the version bump of migration
-- 011 that every such write already runs (announce_change of migration 012): topic
-- `transactions:<merchant id>`, or `transactions` for a TRUNCATE. Each app instance keeps the list pages it has served in
-- memory (sandbox-api/transactions/rememberedPages.ts) and drops a merchant's when it hears this: on
-- this instance before the writing query resolves, on the others a moment later.
CREATE OR REPLACE FUNCTION transaction_list_versions_bump() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  merchants uuid[];
  merchant uuid;
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
  FOREACH merchant IN ARRAY coalesce(merchants, '{}') LOOP
    PERFORM announce_change(TG_TABLE_SCHEMA, 'transactions:' || merchant);
  END LOOP;
  RETURN NULL;
END $$;

CREATE OR REPLACE FUNCTION transaction_list_versions_bump_all() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE transaction_list_versions SET version = nextval('transaction_list_version_seq');
  PERFORM announce_change(TG_TABLE_SCHEMA, 'transactions');
  RETURN NULL;
END $$;
