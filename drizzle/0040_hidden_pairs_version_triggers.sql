-- list_versions.hidden_pairs: the pairs marked 'Not suitable', the only part of pair_statuses the
-- dashboard reads ('Properties Matched' leaves them out). Raised by a statement that inserts,
-- deletes or edits a pair that is or was 'Not suitable'; a pair moving along its pipeline
-- (sent, visit booked, visited) leaves it alone. It takes the place of list_versions.pair_statuses,
-- which every change to a pair raised and which nothing else read (dropped by 0041). The rules of
-- 0014 and 0033 hold: one raise per statement, in its transaction, nothing for a user who no
-- longer exists, a new number at least the transaction's id.
DROP TRIGGER pair_statuses_inserted ON pair_statuses;
--> statement-breakpoint
DROP TRIGGER pair_statuses_updated ON pair_statuses;
--> statement-breakpoint
DROP TRIGGER pair_statuses_deleted ON pair_statuses;
--> statement-breakpoint
CREATE FUNCTION raise_hidden_pairs_version() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO list_versions AS current (user_id)
    SELECT DISTINCT changed.user_id FROM changed_rows AS changed
    WHERE changed.status = 'not-suitable'
      AND EXISTS (SELECT 1 FROM users WHERE users.id = changed.user_id)
  ON CONFLICT (user_id) DO UPDATE
    SET hidden_pairs = greatest(current.hidden_pairs + 1, txid_current());
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE FUNCTION raise_hidden_pairs_version_on_edit() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO list_versions AS current (user_id)
    SELECT changed.user_id
    FROM (SELECT user_id, status FROM old_rows UNION SELECT user_id, status FROM new_rows) AS changed
    WHERE changed.status = 'not-suitable'
      AND EXISTS (SELECT 1 FROM users WHERE users.id = changed.user_id)
    GROUP BY changed.user_id
  ON CONFLICT (user_id) DO UPDATE
    SET hidden_pairs = greatest(current.hidden_pairs + 1, txid_current());
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER pair_statuses_raise_hidden_pairs_version_on_insert AFTER INSERT ON pair_statuses
  REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION raise_hidden_pairs_version();
--> statement-breakpoint
CREATE TRIGGER pair_statuses_raise_hidden_pairs_version_on_update AFTER UPDATE ON pair_statuses
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION raise_hidden_pairs_version_on_edit();
--> statement-breakpoint
CREATE TRIGGER pair_statuses_raise_hidden_pairs_version_on_delete AFTER DELETE ON pair_statuses
  REFERENCING OLD TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION raise_hidden_pairs_version();
