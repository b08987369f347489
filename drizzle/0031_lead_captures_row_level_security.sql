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
-- A token may only read its row: unlike a calendar feed's, this table is never written from a
-- token scope, so every write asks for the owner (and raises in a token scope).
CREATE POLICY lead_captures_owner_or_token ON lead_captures FOR SELECT
  USING (
    CASE WHEN (SELECT scoped_share_token()) IS NOT NULL
      THEN token = (SELECT scoped_share_token())
      ELSE user_id = (SELECT scoped_user_id())
    END
  );
--> statement-breakpoint
CREATE POLICY lead_captures_owner_insert ON lead_captures FOR INSERT
  WITH CHECK (user_id = (SELECT scoped_user_id()));
--> statement-breakpoint
CREATE POLICY lead_captures_owner_update ON lead_captures FOR UPDATE
  USING (user_id = (SELECT scoped_user_id()))
  WITH CHECK (user_id = (SELECT scoped_user_id()));
--> statement-breakpoint
CREATE POLICY lead_captures_owner_delete ON lead_captures FOR DELETE
  USING (user_id = (SELECT scoped_user_id()));
