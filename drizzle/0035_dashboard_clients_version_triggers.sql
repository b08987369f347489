-- list_versions.dashboard_clients (decision 038): raised by a client's create and delete, and by
-- an edit of a column the dashboard reads (status, source, when they came, and what matching
-- reads); a contact or a follow-up, which changes last_contact_at and the follow-up columns only,
-- leaves it alone. The rules of 0014 and 0033 hold: one raise per statement, in its transaction,
-- nothing for a user who no longer exists, a new number at least the transaction's id.

-- The shared raise of 0033, told which column to raise (the table's own when given none), so the
-- create and delete triggers below use it as every other kind's do.
CREATE OR REPLACE FUNCTION raise_list_versions() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  EXECUTE format(
    'INSERT INTO list_versions AS current (user_id)
       SELECT DISTINCT changed.user_id FROM changed_rows AS changed
       WHERE EXISTS (SELECT 1 FROM users WHERE users.id = changed.user_id)
     ON CONFLICT (user_id) DO UPDATE SET %1$I = greatest(current.%1$I + 1, txid_current())',
    coalesce(TG_ARGV[0], TG_TABLE_NAME));
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE FUNCTION raise_dashboard_clients_version_on_edit() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO list_versions AS current (user_id)
    SELECT DISTINCT after.user_id
    FROM new_rows AS after JOIN old_rows AS before ON before.id = after.id
    WHERE (before.user_id, before.status, before.source, before.created_at, before.purpose,
           before.budget, before.locations, before.property_types)
          IS DISTINCT FROM
          (after.user_id, after.status, after.source, after.created_at, after.purpose,
           after.budget, after.locations, after.property_types)
      AND EXISTS (SELECT 1 FROM users WHERE users.id = after.user_id)
  ON CONFLICT (user_id) DO UPDATE
    SET dashboard_clients = greatest(current.dashboard_clients + 1, txid_current());
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER clients_raise_dashboard_version_on_insert AFTER INSERT ON clients
  REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION raise_list_versions('dashboard_clients');
--> statement-breakpoint
CREATE TRIGGER clients_raise_dashboard_version_on_update AFTER UPDATE ON clients
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION raise_dashboard_clients_version_on_edit();
--> statement-breakpoint
CREATE TRIGGER clients_raise_dashboard_version_on_delete AFTER DELETE ON clients
  REFERENCING OLD TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION raise_list_versions('dashboard_clients');
