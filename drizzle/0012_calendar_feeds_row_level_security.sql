-- Calendar feeds under row-level security, as public listing links are (0010): a signed-in request
-- sees and changes only its user's feed; the signed-out feed route names the token instead
-- (set_config('app.share_token', …, true), the one token scope), which makes that one feed
-- readable and nothing else; the appointments are then read in their owner's scope.
DO $$
BEGIN
  GRANT SELECT, INSERT, UPDATE, DELETE ON calendar_feeds TO estate_app;
EXCEPTION WHEN insufficient_privilege OR undefined_object THEN
  RAISE WARNING 'row-level security: % cannot grant calendar_feeds to estate_app (%)', current_user, SQLERRM;
END
$$;
--> statement-breakpoint
ALTER TABLE calendar_feeds ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE calendar_feeds FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
-- CASE, not OR: in a token scope scoped_user_id() would raise, and an OR may evaluate either side.
CREATE POLICY calendar_feeds_owner_or_token ON calendar_feeds
  USING (
    CASE WHEN (SELECT scoped_share_token()) IS NOT NULL
      THEN token = (SELECT scoped_share_token())
      ELSE user_id = (SELECT scoped_user_id())
    END
  )
  WITH CHECK (user_id = (SELECT scoped_user_id()));
