-- The list's total (sandbox-api/transactions/listQuery.ts countStatement) sums a merchant's per-day
-- counters of migration 002: at a million rows that is about 2,600 counters for the deposit tab,
-- read from the table's heap, where every counter update leaves a dead version behind (a bulk
-- load left 540 pages for 8,600 counters), so PostgreSQL chose a sequential scan of all of them:
-- 1.5 ms of every list request (issue 17). With the count in an index over the same key the sum
-- is an index-only scan of about 26 pages (0.4 ms), with or without a status or a day range.
CREATE INDEX transaction_counts_sum_idx ON transaction_counts (merchant_id, type, status, day) INCLUDE (count);
