-- list_versions.pair_statuses: raised by every statement that inserts, edits or deletes an agent's
-- pairs (a cascade from a deleted client or listing included), so `GET /api/pair-statuses` is a
-- 304 while the browser holds the current answer (issue #32). hidden_pairs (0040) stays as it is:
-- the dashboard reads only the 'Not suitable' pairs. The rules of 0014 and 0033 hold: one raise per
-- statement, in its transaction, nothing for a user who no longer exists, a new number at least
-- the transaction's id.
ALTER TABLE "list_versions" ADD COLUMN "pair_statuses" bigint DEFAULT txid_current() NOT NULL;
--> statement-breakpoint
CREATE FUNCTION raise_pair_statuses_version() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO list_versions AS current (user_id)
    SELECT DISTINCT changed.user_id FROM changed_rows AS changed
    WHERE EXISTS (SELECT 1 FROM users WHERE users.id = changed.user_id)
  ON CONFLICT (user_id) DO UPDATE
    SET pair_statuses = greatest(current.pair_statuses + 1, txid_current());
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER pair_statuses_raise_version_on_insert AFTER INSERT ON pair_statuses
  REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION raise_pair_statuses_version();
--> statement-breakpoint
CREATE TRIGGER pair_statuses_raise_version_on_update AFTER UPDATE ON pair_statuses
  REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION raise_pair_statuses_version();
--> statement-breakpoint
CREATE TRIGGER pair_statuses_raise_version_on_delete AFTER DELETE ON pair_statuses
  REFERENCING OLD TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION raise_pair_statuses_version();
