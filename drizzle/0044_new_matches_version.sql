-- list_versions.new_matches: raised by every statement that inserts, edits (a dismissal, a new
-- score) or deletes an agent's new_matches rows (a cascade from a deleted client or listing, a pair
-- that moved on, included), so `GET /api/new-matches` is a 304 while the browser holds the current
-- answer (decision 046). The rules of 0014 and 0033 hold: one raise per statement, in its
-- transaction, nothing for a user who no longer exists, a new number at least the transaction's id.
ALTER TABLE "list_versions" ADD COLUMN "new_matches" bigint DEFAULT txid_current() NOT NULL;
--> statement-breakpoint
CREATE FUNCTION raise_new_matches_version() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO list_versions AS current (user_id)
    SELECT DISTINCT changed.user_id FROM changed_rows AS changed
    WHERE EXISTS (SELECT 1 FROM users WHERE users.id = changed.user_id)
  ON CONFLICT (user_id) DO UPDATE
    SET new_matches = greatest(current.new_matches + 1, txid_current());
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER new_matches_raise_version_on_insert AFTER INSERT ON new_matches
  REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION raise_new_matches_version();
--> statement-breakpoint
CREATE TRIGGER new_matches_raise_version_on_update AFTER UPDATE ON new_matches
  REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION raise_new_matches_version();
--> statement-breakpoint
CREATE TRIGGER new_matches_raise_version_on_delete AFTER DELETE ON new_matches
  REFERENCING OLD TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION raise_new_matches_version();
