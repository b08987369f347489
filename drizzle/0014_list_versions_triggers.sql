-- Every change to an agent's properties, clients or appointments raises their list version in the
-- same transaction (decision 017). Statement triggers with transition tables: an import of 10,000
-- rows raises it once, not 10,000 times. A change whose user no longer exists (the cascade of an
-- account deletion) raises nothing, so the deletion does not recreate the row it is deleting.
-- A new version is at least the transaction's id, which never repeats in a cluster: a restore,
-- which starts the rows again, cannot bring back a version a running server still keeps.
DO $$
BEGIN
  GRANT SELECT, INSERT, UPDATE ON list_versions TO estate_app;
EXCEPTION WHEN insufficient_privilege OR undefined_object THEN
  RAISE WARNING 'row-level security: % cannot grant list_versions to estate_app (%)', current_user, SQLERRM;
END
$$;
--> statement-breakpoint
ALTER TABLE list_versions ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE list_versions FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY list_versions_owner ON list_versions
  USING (user_id = (SELECT scoped_user_id()))
  WITH CHECK (user_id = (SELECT scoped_user_id()));
--> statement-breakpoint
CREATE FUNCTION raise_list_versions() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO list_versions AS current (user_id, version)
    SELECT DISTINCT changed.user_id, txid_current() FROM changed_rows AS changed
    WHERE EXISTS (SELECT 1 FROM users WHERE users.id = changed.user_id)
  ON CONFLICT (user_id) DO UPDATE SET version = greatest(current.version + 1, txid_current());
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER properties_inserted AFTER INSERT ON properties
  REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION raise_list_versions();
--> statement-breakpoint
CREATE TRIGGER properties_updated AFTER UPDATE ON properties
  REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION raise_list_versions();
--> statement-breakpoint
CREATE TRIGGER properties_deleted AFTER DELETE ON properties
  REFERENCING OLD TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION raise_list_versions();
--> statement-breakpoint
CREATE TRIGGER clients_inserted AFTER INSERT ON clients
  REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION raise_list_versions();
--> statement-breakpoint
CREATE TRIGGER clients_updated AFTER UPDATE ON clients
  REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION raise_list_versions();
--> statement-breakpoint
CREATE TRIGGER clients_deleted AFTER DELETE ON clients
  REFERENCING OLD TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION raise_list_versions();
--> statement-breakpoint
CREATE TRIGGER appointments_inserted AFTER INSERT ON appointments
  REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION raise_list_versions();
--> statement-breakpoint
CREATE TRIGGER appointments_updated AFTER UPDATE ON appointments
  REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION raise_list_versions();
--> statement-breakpoint
CREATE TRIGGER appointments_deleted AFTER DELETE ON appointments
  REFERENCING OLD TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION raise_list_versions();
