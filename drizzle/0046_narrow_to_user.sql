-- A pooled connection narrowed to a user (app.user_id, and the request role when the login may
-- switch to it) and that user's list versions read, in one statement: most signed-in requests
-- take a connection that last served another agent and then read the versions before anything
-- else, so the two round trips become one (decision 047). The settings are the session's, as the
-- server's own set_config made them (src/server/db/user-scope.ts); a failed call leaves them as
-- they were. The versions are read after the narrowing, under the row-level security it sets up.
CREATE FUNCTION narrow_to_user(p_user_id text, p_role text) RETURNS SETOF list_versions
LANGUAGE plpgsql VOLATILE AS $$
BEGIN
  PERFORM set_config('app.user_id', p_user_id, false);
  IF p_role IS NOT NULL THEN
    PERFORM set_config('role', p_role, false);
  END IF;
  RETURN QUERY SELECT * FROM list_versions WHERE user_id = p_user_id;
END;
$$;
