-- Announces every write to a merchant's transactions (issue 17): each app instance keeps the list
-- answers it has sent in memory (sandbox-api/transactions/rememberedPages.ts) and drops a merchant's
-- when it hears this, on this instance before the writing query resolves, on the others a moment
-- later. Every such write already takes the merchant a new list version (migration 011; a TRUNCATE
-- gives every merchant one), so the version row's change is the one announced:
-- topic `transactions:<merchant id>` (announce_change, migration 012).
CREATE FUNCTION announce_transactions_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM announce_change(TG_TABLE_SCHEMA, 'transactions:' || NEW.merchant_id);
  RETURN NULL;
END $$;

CREATE TRIGGER transaction_list_versions_announce AFTER INSERT OR UPDATE ON transaction_list_versions
  FOR EACH ROW EXECUTE FUNCTION announce_transactions_change();
