-- Public links under row-level security (docs/decisions/008-public-listing-links.md). A signed-in
-- request sees and changes only its user's links, and may create one only for a listing it can
-- see. A signed-out visitor names no user: the public routes name the token instead
-- (set_config('app.share_token', …, true)), which makes that one link readable and nothing else;
-- the listing itself is then read in its owner's scope.
CREATE FUNCTION scoped_share_token() RETURNS text
LANGUAGE sql STABLE AS $$
  SELECT nullif(current_setting('app.share_token', true), '')
$$;
--> statement-breakpoint
DO $$
BEGIN
  GRANT SELECT, INSERT, UPDATE, DELETE ON shares TO estate_app;
EXCEPTION WHEN insufficient_privilege OR undefined_object THEN
  RAISE WARNING 'row-level security: % cannot grant shares to estate_app (%)', current_user, SQLERRM;
END
$$;
--> statement-breakpoint
ALTER TABLE shares ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE shares FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
-- CASE, not OR: in a token scope scoped_user_id() would raise, and an OR may evaluate either side.
CREATE POLICY shares_owner_or_token ON shares
  USING (
    CASE WHEN (SELECT scoped_share_token()) IS NOT NULL
      THEN token = (SELECT scoped_share_token())
      ELSE user_id = (SELECT scoped_user_id())
    END
  )
  WITH CHECK (
    user_id = (SELECT scoped_user_id())
    AND EXISTS (SELECT 1 FROM properties WHERE properties.id = property_id)
  );
