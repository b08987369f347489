-- list_versions.new_matches (0044) raised also by what a new match shows of its client (title,
-- name, phone, e-mail) and of its listing (title), so the new matches' answer is kept under it
-- alone (decision 046): a contact, which moves a client's last contact and follow-up only, no
-- longer makes it a full answer. The clients' edit trigger of 0035 becomes one that raises both
-- versions an edit may touch, in one statement: dashboard_clients for the columns the dashboard
-- reads, new_matches for the ones a new match shows. The rules of 0014 and 0033 hold: one raise per
-- statement, in its transaction, nothing for a user who no longer exists, a new number at least the
-- transaction's id.
DROP TRIGGER clients_raise_dashboard_version_on_update ON clients;
--> statement-breakpoint
DROP FUNCTION raise_dashboard_clients_version_on_edit();
--> statement-breakpoint
CREATE FUNCTION raise_versions_on_client_edit() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  WITH edits AS (
    SELECT after.user_id,
      bool_or((before.user_id, before.status, before.source, before.created_at, before.purpose,
               before.budget, before.locations, before.property_types)
              IS DISTINCT FROM
              (after.user_id, after.status, after.source, after.created_at, after.purpose,
               after.budget, after.locations, after.property_types)) AS is_read_by_dashboard,
      bool_or((before.title, before.name, before.phone, before.email)
              IS DISTINCT FROM
              (after.title, after.name, after.phone, after.email)) AS is_shown_in_new_matches
    FROM new_rows AS after JOIN old_rows AS before ON before.id = after.id
    GROUP BY after.user_id
  )
  INSERT INTO list_versions AS current (user_id)
    SELECT edits.user_id FROM edits
    WHERE (edits.is_read_by_dashboard OR edits.is_shown_in_new_matches)
      AND EXISTS (SELECT 1 FROM users WHERE users.id = edits.user_id)
  ON CONFLICT (user_id) DO UPDATE SET
    dashboard_clients = CASE
      WHEN (SELECT is_read_by_dashboard FROM edits WHERE edits.user_id = current.user_id)
      THEN greatest(current.dashboard_clients + 1, txid_current())
      ELSE current.dashboard_clients END,
    new_matches = CASE
      WHEN (SELECT is_shown_in_new_matches FROM edits WHERE edits.user_id = current.user_id)
      THEN greatest(current.new_matches + 1, txid_current())
      ELSE current.new_matches END;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER clients_raise_versions_on_update AFTER UPDATE ON clients
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION raise_versions_on_client_edit();
--> statement-breakpoint
CREATE FUNCTION raise_new_matches_version_on_listing_edit() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO list_versions AS current (user_id)
    SELECT DISTINCT after.user_id
    FROM new_rows AS after JOIN old_rows AS before ON before.id = after.id
    WHERE before.title IS DISTINCT FROM after.title
      AND EXISTS (SELECT 1 FROM users WHERE users.id = after.user_id)
  ON CONFLICT (user_id) DO UPDATE
    SET new_matches = greatest(current.new_matches + 1, txid_current());
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER properties_raise_new_matches_version_on_update AFTER UPDATE ON properties
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION raise_new_matches_version_on_listing_edit();
