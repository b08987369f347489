-- Activities under row-level security like every owned table (0005): a request sees and writes
-- only its own user's timeline.
DO $$
BEGIN
  GRANT SELECT, INSERT, UPDATE, DELETE ON activities TO estate_app;
EXCEPTION WHEN insufficient_privilege OR undefined_object THEN
  RAISE WARNING 'row-level security: % cannot grant activities to estate_app (%)', current_user, SQLERRM;
END
$$;
--> statement-breakpoint
ALTER TABLE activities ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE activities FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY activities_owner ON activities
  USING (user_id = (SELECT scoped_user_id()))
  WITH CHECK (user_id = (SELECT scoped_user_id()));
