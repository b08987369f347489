-- New matches under row-level security like every owned table (0005, 0020, 0023): a signed-in request
-- sees and changes only its user's rows. The Today list reads them on every request, so nothing
-- kept under the list version depends on them and they need no list-version triggers.
DO $$
BEGIN
  GRANT SELECT, INSERT, UPDATE, DELETE ON new_matches TO estate_app;
EXCEPTION WHEN insufficient_privilege OR undefined_object THEN
  RAISE WARNING 'row-level security: % cannot grant new_matches to estate_app (%)', current_user, SQLERRM;
END
$$;
--> statement-breakpoint
ALTER TABLE new_matches ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE new_matches FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY new_matches_owner ON new_matches
  USING (user_id = (SELECT scoped_user_id()))
  WITH CHECK (user_id = (SELECT scoped_user_id()));
