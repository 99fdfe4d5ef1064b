-- Pre-aggregated sums for the Merchant Dashboard (issue 4: p95 under 50 ms at a million rows).
-- Summing a year of a busy merchant's deposits, or its whole history for the balance, visits
-- hundreds of thousands of rows. These tables reduce that to a few thousand rows for a year's
-- volume and a few dozen for the balance, and statement-level triggers keep them exact (one grouped
-- upsert per table and INSERT, UPDATE or DELETE statement, as in 002).
--
-- transaction_hour_sums and transaction_quarter_sums: per merchant, type, status and hour (or
-- 15 minutes) of created_at. A period's volume and its per-day series add whole buckets, plus the
-- raw rows of the partial bucket at `now` (sandbox-api/dashboard/volume.ts). Hours serve a server
-- whose local midnights fall on whole UTC hours, as most zones' do; every zone in use today is a
-- whole number of quarter hours from UTC, so the quarter buckets serve the others (India, Nepal...).
CREATE TABLE transaction_hour_sums (
  merchant_id uuid NOT NULL REFERENCES merchants (id) ON DELETE CASCADE,
  type text NOT NULL,
  status text NOT NULL,
  bucket timestamptz NOT NULL,
  count bigint NOT NULL,
  -- coalesce(actual_balance, amount): what was received.
  received numeric NOT NULL,
  -- The sums ride in the key's index, so a period is read by an index-only scan.
  PRIMARY KEY (merchant_id, type, status, bucket) INCLUDE (count, received)
);

CREATE TABLE transaction_quarter_sums (
  merchant_id uuid NOT NULL REFERENCES merchants (id) ON DELETE CASCADE,
  type text NOT NULL,
  status text NOT NULL,
  bucket timestamptz NOT NULL,
  count bigint NOT NULL,
  received numeric NOT NULL,
  PRIMARY KEY (merchant_id, type, status, bucket) INCLUDE (count, received)
);

-- transaction_totals: all-time, per merchant, network, type and status: the balance in a few dozen
-- rows (sandbox-api/dashboard/balance.ts). Writers of the same kind of row queue on its total until
-- they commit, as they already do on 002's counter of the day.
CREATE TABLE transaction_totals (
  merchant_id uuid NOT NULL REFERENCES merchants (id) ON DELETE CASCADE,
  currency_type text NOT NULL,
  type text NOT NULL,
  status text NOT NULL,
  count bigint NOT NULL,
  amount numeric NOT NULL,
  -- coalesce(net_amount, actual_balance, amount): what was credited, net of the fee.
  net numeric NOT NULL,
  fee numeric NOT NULL,
  PRIMARY KEY (merchant_id, currency_type, type, status)
);

-- One function for the three events. The statement's rows become signed changes (+1 for each new
-- version, -1 for each old one), grouped per table; an update may change amounts without changing
-- the key (a deposit's actual balance), so every group whose sums move is applied. PostgreSQL gives
-- a trigger the transition tables of its own event only, hence the source chosen per event and the
-- dynamic statement. Upserting in key order makes concurrent writers lock the sums in the same
-- order: no deadlock.
CREATE FUNCTION dashboard_sums_apply() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  columns CONSTANT text := 'merchant_id, currency_type, type, status, created_at, amount, actual_balance, net_amount, fee';
  -- The upsert into one of the bucket tables: its name, then its bucket width.
  bucket_upsert CONSTANT text := $bucket$
    INSERT INTO %1$I AS s (merchant_id, type, status, bucket, count, received)
    SELECT merchant_id, type, status, date_bin(%2$L, created_at, '2000-01-01 00:00+00'), sum(sign),
           sum(sign * coalesce(actual_balance, amount))
      FROM changes GROUP BY 1, 2, 3, 4
    HAVING sum(sign) <> 0 OR sum(sign * coalesce(actual_balance, amount)) <> 0
     ORDER BY 1, 2, 3, 4
    ON CONFLICT (merchant_id, type, status, bucket)
    DO UPDATE SET count = s.count + excluded.count, received = s.received + excluded.received
  $bucket$;
  source text;
BEGIN
  source := CASE TG_OP
    WHEN 'INSERT' THEN format('SELECT %s, 1 AS sign FROM new_rows', columns)
    WHEN 'DELETE' THEN format('SELECT %s, -1 AS sign FROM old_rows', columns)
    ELSE format('SELECT %s, 1 AS sign FROM new_rows UNION ALL SELECT %s, -1 FROM old_rows', columns, columns)
  END;
  EXECUTE format($sql$
    -- A merchant deleted with its transactions (ON DELETE CASCADE) has lost its sums already.
    WITH changes AS (SELECT * FROM (%1$s) AS c WHERE EXISTS (SELECT 1 FROM merchants m WHERE m.id = c.merchant_id)),
    hour AS (%2$s),
    quarter AS (%3$s)
    INSERT INTO transaction_totals AS s (merchant_id, currency_type, type, status, count, amount, net, fee)
    SELECT merchant_id, currency_type, type, status, sum(sign), sum(sign * amount),
           sum(sign * coalesce(net_amount, actual_balance, amount)), sum(sign * fee)
      FROM changes GROUP BY 1, 2, 3, 4
    HAVING sum(sign) <> 0 OR sum(sign * amount) <> 0 OR sum(sign * coalesce(net_amount, actual_balance, amount)) <> 0
        OR sum(sign * fee) <> 0
     ORDER BY 1, 2, 3, 4
    ON CONFLICT (merchant_id, currency_type, type, status)
    DO UPDATE SET count = s.count + excluded.count, amount = s.amount + excluded.amount, net = s.net + excluded.net,
                  fee = s.fee + excluded.fee
  $sql$, source,
    format(bucket_upsert, 'transaction_hour_sums', '1 hour'),
    format(bucket_upsert, 'transaction_quarter_sums', '15 minutes'));
  RETURN NULL;
END $$;

CREATE FUNCTION dashboard_sums_reset() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM transaction_hour_sums;
  DELETE FROM transaction_quarter_sums;
  DELETE FROM transaction_totals;
  RETURN NULL;
END $$;

CREATE TRIGGER dashboard_sums_insert AFTER INSERT ON transactions
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION dashboard_sums_apply();
CREATE TRIGGER dashboard_sums_update AFTER UPDATE ON transactions
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION dashboard_sums_apply();
CREATE TRIGGER dashboard_sums_delete AFTER DELETE ON transactions
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION dashboard_sums_apply();
-- TRUNCATE skips the row triggers, so it empties the sums itself.
CREATE TRIGGER dashboard_sums_truncate AFTER TRUNCATE ON transactions
  FOR EACH STATEMENT EXECUTE FUNCTION dashboard_sums_reset();

-- Rows written before this migration.
INSERT INTO transaction_hour_sums (merchant_id, type, status, bucket, count, received)
SELECT merchant_id, type, status, date_bin('1 hour', created_at, '2000-01-01 00:00+00'), count(*), sum(coalesce(actual_balance, amount))
  FROM transactions GROUP BY 1, 2, 3, 4;
INSERT INTO transaction_quarter_sums (merchant_id, type, status, bucket, count, received)
SELECT merchant_id, type, status, date_bin('15 minutes', created_at, '2000-01-01 00:00+00'), count(*), sum(coalesce(actual_balance, amount))
  FROM transactions GROUP BY 1, 2, 3, 4;
INSERT INTO transaction_totals (merchant_id, currency_type, type, status, count, amount, net, fee)
SELECT merchant_id, currency_type, type, status, count(*), sum(amount), sum(coalesce(net_amount, actual_balance, amount)), sum(fee)
  FROM transactions GROUP BY 1, 2, 3, 4;
