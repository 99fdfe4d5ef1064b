-- Exact totals for the transactions list at a million rows (issue 3: p95 under 50 ms).
-- Counting a merchant's 600,000 deposits through an index still visits 600,000 entries (about
-- 150 ms on PostgreSQL 15). These per-day counters turn the count into a sum over at most a few
-- hundred rows, plus an exact count of the partial first and last day of a date range
-- (sandbox-api/transactions/listQuery.ts). Statement-level triggers keep them exact: one grouped
-- upsert per INSERT, UPDATE or DELETE statement, so bulk inserts stay bulk.
CREATE TABLE transaction_counts (
  merchant_id uuid NOT NULL REFERENCES merchants (id) ON DELETE CASCADE,
  type text NOT NULL,
  status text NOT NULL,
  -- The UTC day of created_at: days of a fixed zone, so the server's time zone can change freely.
  day date NOT NULL,
  count bigint NOT NULL,
  PRIMARY KEY (merchant_id, type, status, day)
);

CREATE FUNCTION transaction_counts_apply() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- Each statement's rows, grouped, as +1 for the new version and -1 for the old one; groups that
  -- cancel out (an update of anything but merchant, type, status or created day) are skipped.
  -- Upserting in key order makes concurrent writers lock counters in the same order: no deadlock.
  IF TG_OP = 'INSERT' THEN
    INSERT INTO transaction_counts AS c (merchant_id, type, status, day, count)
    SELECT merchant_id, type, status, (created_at AT TIME ZONE 'UTC')::date, count(*)
      FROM new_rows GROUP BY 1, 2, 3, 4 ORDER BY 1, 2, 3, 4
    ON CONFLICT (merchant_id, type, status, day) DO UPDATE SET count = c.count + excluded.count;
  ELSIF TG_OP = 'DELETE' THEN
    UPDATE transaction_counts AS c SET count = c.count - gone.count
      FROM (SELECT merchant_id, type, status, (created_at AT TIME ZONE 'UTC')::date AS day, count(*) AS count
              FROM old_rows GROUP BY 1, 2, 3, 4) AS gone
     WHERE (c.merchant_id, c.type, c.status, c.day) = (gone.merchant_id, gone.type, gone.status, gone.day);
  ELSE
    INSERT INTO transaction_counts AS c (merchant_id, type, status, day, count)
    SELECT merchant_id, type, status, day, sum(delta)
      FROM (SELECT merchant_id, type, status, (created_at AT TIME ZONE 'UTC')::date AS day, 1 AS delta FROM new_rows
            UNION ALL
            SELECT merchant_id, type, status, (created_at AT TIME ZONE 'UTC')::date, -1 FROM old_rows) AS changes
     GROUP BY 1, 2, 3, 4 HAVING sum(delta) <> 0 ORDER BY 1, 2, 3, 4
    ON CONFLICT (merchant_id, type, status, day) DO UPDATE SET count = c.count + excluded.count;
  END IF;
  RETURN NULL;
END $$;

CREATE FUNCTION transaction_counts_reset() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM transaction_counts;
  RETURN NULL;
END $$;

-- PostgreSQL allows transition tables on one event per trigger, hence three triggers.
CREATE TRIGGER transaction_counts_insert AFTER INSERT ON transactions
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION transaction_counts_apply();
CREATE TRIGGER transaction_counts_update AFTER UPDATE ON transactions
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION transaction_counts_apply();
CREATE TRIGGER transaction_counts_delete AFTER DELETE ON transactions
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION transaction_counts_apply();
-- TRUNCATE skips the row triggers, so it empties the counters itself.
CREATE TRIGGER transaction_counts_truncate AFTER TRUNCATE ON transactions
  FOR EACH STATEMENT EXECUTE FUNCTION transaction_counts_reset();

-- Rows written before this migration.
INSERT INTO transaction_counts (merchant_id, type, status, day, count)
SELECT merchant_id, type, status, (created_at AT TIME ZONE 'UTC')::date, count(*) FROM transactions GROUP BY 1, 2, 3, 4;
