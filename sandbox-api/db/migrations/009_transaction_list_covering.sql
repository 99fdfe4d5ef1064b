-- Deep pages of the transactions list cost what the first one does (issue 17). The list reads a
-- page as a deferred join (sandbox-api/transactions/listQuery.ts): each type's branch takes only
-- (sort time, id) of the first offset + limit rows from a list index, then fetches the page's rows
-- by id. That branch is an index-only scan when the index holds every column it filters on:
-- migration 001's created-time indexes do (merchant_id, type, status, created_at, id), but a
-- status or a date range on the updated-time order had to visit the table for every row it
-- skipped. The updated-time index now carries created_at, and a status gets an updated-time index
-- of its own, so every sort with every filter reads its keys from one index alone.
DROP INDEX transactions_list_updated_idx;
CREATE INDEX transactions_list_updated_idx ON transactions (merchant_id, type, updated_at DESC, id DESC) INCLUDE (created_at);
CREATE INDEX transactions_list_status_updated_idx ON transactions (merchant_id, type, status, updated_at DESC, id DESC)
  INCLUDE (created_at);
