-- Merged clients' redirects and the pairs marked 'Not duplicates' under row-level security (0005):
-- a signed-in request sees and changes only its user's rows, and may point only at clients it sees.
DO $$
BEGIN
  GRANT SELECT, INSERT, UPDATE, DELETE ON client_merges, not_duplicate_pairs TO estate_app;
EXCEPTION WHEN insufficient_privilege OR undefined_object THEN
  RAISE WARNING 'row-level security: % cannot grant the duplicate tables to estate_app (%)', current_user, SQLERRM;
END
$$;
--> statement-breakpoint
ALTER TABLE client_merges ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE client_merges FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY client_merges_owner ON client_merges
  USING (user_id = (SELECT scoped_user_id()))
  WITH CHECK (
    user_id = (SELECT scoped_user_id())
    AND EXISTS (SELECT 1 FROM clients WHERE clients.id = survivor_id)
  );
--> statement-breakpoint
ALTER TABLE not_duplicate_pairs ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE not_duplicate_pairs FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY not_duplicate_pairs_owner ON not_duplicate_pairs
  USING (user_id = (SELECT scoped_user_id()))
  WITH CHECK (
    user_id = (SELECT scoped_user_id())
    AND EXISTS (SELECT 1 FROM clients WHERE clients.id = client_id)
    AND EXISTS (SELECT 1 FROM clients WHERE clients.id = other_client_id)
  );
