-- Row-level security, the second wall on PostgreSQL (docs/decisions/003-row-level-security.md).
-- A row of a user table is visible and writable only in a transaction that named its owner with
-- set_config('app.user_id', …, true); requests run as the role estate_app, which is not the
-- tables' owner, and FORCE makes the policies bind the owner too (unless it is a superuser).
-- A query outside any user's scope fails loudly instead of seeing nothing.
CREATE FUNCTION scoped_user_id() RETURNS text
LANGUAGE plpgsql STABLE AS $$
DECLARE
  user_id text := nullif(current_setting('app.user_id', true), '');
BEGIN
  IF user_id IS NULL THEN
    RAISE EXCEPTION 'no user in scope: run this query through asUser()'
      USING ERRCODE = 'insufficient_privilege';
  END IF;
  RETURN user_id;
END
$$;
--> statement-breakpoint
-- Roles belong to the whole cluster: create it once, and carry on without it where the login may
-- not create roles (managed PostgreSQL); the server then says so at start-up.
DO $$
BEGIN
  BEGIN
    CREATE ROLE estate_app NOLOGIN NOSUPERUSER NOBYPASSRLS NOINHERIT;
  EXCEPTION WHEN duplicate_object OR unique_violation THEN
    NULL;
  END;
  IF NOT pg_has_role(current_user, 'estate_app', 'MEMBER') THEN
    EXECUTE format('GRANT estate_app TO %I', current_user);
  END IF;
  GRANT SELECT, INSERT, UPDATE, DELETE ON properties, clients, appointments, profiles TO estate_app;
  GRANT SELECT, UPDATE (name, image, updated_at) ON users TO estate_app;
EXCEPTION WHEN insufficient_privilege OR undefined_object THEN
  RAISE WARNING 'row-level security: % cannot create or join the role estate_app (%)', current_user, SQLERRM;
END
$$;
--> statement-breakpoint
ALTER TABLE properties ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE properties FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY properties_owner ON properties USING (user_id = (SELECT scoped_user_id()));
--> statement-breakpoint
ALTER TABLE clients ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE clients FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY clients_owner ON clients USING (user_id = (SELECT scoped_user_id()));
--> statement-breakpoint
ALTER TABLE appointments ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE appointments FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY appointments_owner ON appointments USING (user_id = (SELECT scoped_user_id()));
--> statement-breakpoint
ALTER TABLE profiles ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE profiles FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY profiles_owner ON profiles USING (user_id = (SELECT scoped_user_id()));
--> statement-breakpoint
-- Better Auth reads and writes users, sessions and accounts before anyone is signed in, as the
-- owner: users is enabled but not forced (requests see their own row only), and estate_app has
-- no grant at all on Better Auth's other tables.
ALTER TABLE users ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY users_self ON users USING (id = (SELECT scoped_user_id()));
