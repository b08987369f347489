-- Push subscriptions, notification settings and notification jobs under row-level security like
-- every owned table (0005). Two scopes beside the user's own:
-- * a device's endpoint (app.push_endpoint): a device belongs to whoever subscribed it last, so
--   subscribing takes the one row with that endpoint from whichever account held it;
-- * the job runner (app.job_runner = 'on'): the scheduler claims due jobs of every agent at once
--   with FOR UPDATE SKIP LOCKED, on the login's own connection; what a job reads of an agent's
--   records it then reads in that agent's scope.
CREATE FUNCTION scoped_push_endpoint() RETURNS text
LANGUAGE sql STABLE AS $$
  SELECT nullif(current_setting('app.push_endpoint', true), '')
$$;
--> statement-breakpoint
CREATE FUNCTION scoped_job_runner() RETURNS boolean
LANGUAGE sql STABLE AS $$
  SELECT coalesce(current_setting('app.job_runner', true), '') = 'on'
$$;
--> statement-breakpoint
DO $$
BEGIN
  GRANT SELECT, INSERT, UPDATE, DELETE ON push_subscriptions, notification_settings, notification_jobs TO estate_app;
EXCEPTION WHEN insufficient_privilege OR undefined_object THEN
  RAISE WARNING 'row-level security: % cannot grant the notification tables to estate_app (%)', current_user, SQLERRM;
END
$$;
--> statement-breakpoint
ALTER TABLE notification_settings ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE notification_settings FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY notification_settings_owner ON notification_settings
  USING (user_id = (SELECT scoped_user_id()))
  WITH CHECK (user_id = (SELECT scoped_user_id()));
--> statement-breakpoint
ALTER TABLE push_subscriptions ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE push_subscriptions FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
-- CASE, not OR: in an endpoint scope only that device's row is in reach, whoever owns it.
CREATE POLICY push_subscriptions_owner_or_endpoint ON push_subscriptions
  USING (
    CASE WHEN (SELECT scoped_push_endpoint()) IS NOT NULL
      THEN endpoint = (SELECT scoped_push_endpoint())
      ELSE user_id = (SELECT scoped_user_id())
    END
  )
  WITH CHECK (user_id = (SELECT scoped_user_id()));
--> statement-breakpoint
ALTER TABLE notification_jobs ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE notification_jobs FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY notification_jobs_owner_or_runner ON notification_jobs
  USING (CASE WHEN (SELECT scoped_job_runner()) THEN true ELSE user_id = (SELECT scoped_user_id()) END)
  WITH CHECK (CASE WHEN (SELECT scoped_job_runner()) THEN true ELSE user_id = (SELECT scoped_user_id()) END);
