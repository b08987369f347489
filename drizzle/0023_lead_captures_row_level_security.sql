-- Lead webhooks under row-level security, as calendar feeds are (0012): a signed-in request sees
-- and changes only its user's webhook; the signed-out webhook route names the token instead
-- (set_config('app.share_token', …, true), the one token scope), which makes that one row readable
-- and nothing else; the lead is then written in its owner's scope.
DO $$
BEGIN
  GRANT SELECT, INSERT, UPDATE, DELETE ON lead_captures TO estate_app;
EXCEPTION WHEN insufficient_privilege OR undefined_object THEN
  RAISE WARNING 'row-level security: % cannot grant lead_captures to estate_app (%)', current_user, SQLERRM;
END
$$;
--> statement-breakpoint
ALTER TABLE lead_captures ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE lead_captures FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
-- CASE, not OR: in a token scope scoped_user_id() would raise, and an OR may evaluate either side.
CREATE POLICY lead_captures_owner_or_token ON lead_captures
  USING (
    CASE WHEN (SELECT scoped_share_token()) IS NOT NULL
      THEN token = (SELECT scoped_share_token())
      ELSE user_id = (SELECT scoped_user_id())
    END
  )
  WITH CHECK (user_id = (SELECT scoped_user_id()));
