-- The uploads ledger is a user table like the others (docs/decisions/003-row-level-security.md):
-- requests see and change only their user's uploads.
DO $$
BEGIN
  GRANT SELECT, INSERT, UPDATE, DELETE ON uploads TO estate_app;
EXCEPTION WHEN insufficient_privilege OR undefined_object THEN
  RAISE WARNING 'row-level security: % cannot grant uploads to estate_app (%)', current_user, SQLERRM;
END
$$;
--> statement-breakpoint
ALTER TABLE uploads ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE uploads FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY uploads_owner ON uploads USING (user_id = (SELECT scoped_user_id()));
