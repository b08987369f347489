-- The morning digest's unsubscribe tokens under row-level security, as calendar feeds are (0012):
-- a signed-in request or the digest job sees only its agent's token; the signed-out unsubscribe
-- route names the token (app.share_token, the one token scope), which makes that one row readable
-- and nothing else; the agent's settings are then changed in their own scope.
DO $$
BEGIN
  GRANT SELECT, INSERT, UPDATE, DELETE ON digest_tokens TO estate_app;
EXCEPTION WHEN insufficient_privilege OR undefined_object THEN
  RAISE WARNING 'row-level security: % cannot grant digest_tokens to estate_app (%)', current_user, SQLERRM;
END
$$;
--> statement-breakpoint
ALTER TABLE digest_tokens ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE digest_tokens FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
-- CASE, not OR: in a token scope scoped_user_id() would raise, and an OR may evaluate either side.
CREATE POLICY digest_tokens_owner_or_token ON digest_tokens
  USING (
    CASE WHEN (SELECT scoped_share_token()) IS NOT NULL
      THEN token = (SELECT scoped_share_token())
      ELSE user_id = (SELECT scoped_user_id())
    END
  )
  WITH CHECK (user_id = (SELECT scoped_user_id()));
