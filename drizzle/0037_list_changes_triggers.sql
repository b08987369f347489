-- Each change to an agent's whole lists (properties, clients, appointments) also writes, for each
-- row it touched, the version it raised into list_changes (decision 039), in the same statement
-- trigger and under the lock the raise takes on the agent's list_versions row, so per agent the
-- versions there follow the order the changes committed. A row keeps one entry, its last; a
-- deleted row's entry stays as its tombstone. A statement of more than 100 rows (an import, a
-- restore's page) writes no entries: it drops the kind's entries and raises changes_from to its
-- version, and a browser holding a list older than that loads it whole.
DO $$
BEGIN
  GRANT SELECT, INSERT, UPDATE, DELETE ON list_changes TO estate_app;
EXCEPTION WHEN insufficient_privilege OR undefined_object THEN
  RAISE WARNING 'row-level security: % cannot grant list_changes to estate_app (%)', current_user, SQLERRM;
END
$$;
--> statement-breakpoint
ALTER TABLE list_changes ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE list_changes FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY list_changes_owner ON list_changes
  USING (user_id = (SELECT scoped_user_id()))
  WITH CHECK (user_id = (SELECT scoped_user_id()));
--> statement-breakpoint
-- No change before this migration is in list_changes: a list held from before it loads whole.
UPDATE list_versions
  SET changes_from = greatest(changes_from, properties, clients, appointments);
--> statement-breakpoint
CREATE OR REPLACE FUNCTION raise_list_versions() RETURNS trigger
LANGUAGE plpgsql AS $$
DECLARE
  kind text := coalesce(TG_ARGV[0], TG_TABLE_NAME);
  agents constant text :=
    'SELECT DISTINCT changed.user_id FROM changed_rows AS changed
     WHERE EXISTS (SELECT 1 FROM users WHERE users.id = changed.user_id)';
BEGIN
  IF kind NOT IN ('properties', 'clients', 'appointments') THEN
    EXECUTE format(
      'INSERT INTO list_versions AS current (user_id) %2$s
       ON CONFLICT (user_id) DO UPDATE SET %1$I = greatest(current.%1$I + 1, txid_current())',
      kind, agents);
  ELSIF EXISTS (SELECT 1 FROM changed_rows OFFSET 100) THEN
    EXECUTE format(
      'WITH raised AS (
         INSERT INTO list_versions AS current (user_id) %2$s
         ON CONFLICT (user_id) DO UPDATE SET
           %1$I = greatest(current.%1$I + 1, txid_current()),
           changes_from = greatest(current.%1$I + 1, txid_current(), current.changes_from)
         RETURNING user_id)
       DELETE FROM list_changes AS change USING raised
       WHERE change.user_id = raised.user_id AND change.kind = %1$L',
      kind, agents);
  ELSE
    EXECUTE format(
      'WITH raised AS (
         INSERT INTO list_versions AS current (user_id) %2$s
         ON CONFLICT (user_id) DO UPDATE SET %1$I = greatest(current.%1$I + 1, txid_current())
         RETURNING user_id, %1$I AS version)
       INSERT INTO list_changes AS change (user_id, kind, row_id, version)
         SELECT changed.user_id, %1$L, changed.id, raised.version
         FROM changed_rows AS changed JOIN raised ON raised.user_id = changed.user_id
       ON CONFLICT (user_id, kind, row_id) DO UPDATE SET version = excluded.version',
      kind, agents);
  END IF;
  RETURN NULL;
END
$$;
