-- Pair statuses, shortlists and visit requests under row-level security (0005, 0010): a signed-in
-- request sees and changes only its user's rows. A client's shortlist page names no user: its
-- routes name the token (the one token scope, as a listing's link), which makes that one
-- shortlist readable; what it shows is then read in its owner's scope.
DO $$
BEGIN
  GRANT SELECT, INSERT, UPDATE, DELETE ON pair_statuses, shortlists, visit_requests TO estate_app;
EXCEPTION WHEN insufficient_privilege OR undefined_object THEN
  RAISE WARNING 'row-level security: % cannot grant the pair tables to estate_app (%)', current_user, SQLERRM;
END
$$;
--> statement-breakpoint
ALTER TABLE pair_statuses ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE pair_statuses FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY pair_statuses_owner ON pair_statuses
  USING (user_id = (SELECT scoped_user_id()))
  WITH CHECK (user_id = (SELECT scoped_user_id()));
--> statement-breakpoint
ALTER TABLE visit_requests ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE visit_requests FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY visit_requests_owner ON visit_requests
  USING (user_id = (SELECT scoped_user_id()))
  WITH CHECK (user_id = (SELECT scoped_user_id()));
--> statement-breakpoint
ALTER TABLE shortlists ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE shortlists FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
-- CASE, not OR: in a token scope scoped_user_id() would raise, and an OR may evaluate either side.
CREATE POLICY shortlists_owner_or_token ON shortlists
  USING (
    CASE WHEN (SELECT scoped_share_token()) IS NOT NULL
      THEN token = (SELECT scoped_share_token())
      ELSE user_id = (SELECT scoped_user_id())
    END
  )
  WITH CHECK (
    user_id = (SELECT scoped_user_id())
    AND EXISTS (SELECT 1 FROM clients WHERE clients.id = client_id)
  );
