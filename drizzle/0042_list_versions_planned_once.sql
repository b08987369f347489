-- raise_list_versions (0033, 0035, 0037) as static statements: it built its SQL with
-- EXECUTE format(...) to name the kind's column, so PostgreSQL parsed and planned it at every
-- write of a listing, client or appointment (a client's update: 0.64 ms without the trigger,
-- 0.91-1.01 ms with it, issue #32). Static statements are planned once a connection; the kind
-- picks its column with CASE. What it does is unchanged: one raise per statement, in its
-- transaction, nothing for a user who no longer exists, a new number at least the transaction's
-- id; each row's last change in list_changes, and a statement of more than 100 rows drops the
-- kind's entries and raises changes_from instead (decision 039).
CREATE OR REPLACE FUNCTION raise_list_versions() RETURNS trigger
LANGUAGE plpgsql AS $$
DECLARE
  list_kind text := coalesce(TG_ARGV[0], TG_TABLE_NAME);
BEGIN
  IF list_kind = 'dashboard_clients' THEN
    INSERT INTO list_versions AS current (user_id)
      SELECT DISTINCT changed.user_id FROM changed_rows AS changed
      WHERE EXISTS (SELECT 1 FROM users WHERE users.id = changed.user_id)
    ON CONFLICT (user_id) DO UPDATE
      SET dashboard_clients = greatest(current.dashboard_clients + 1, txid_current());
  ELSIF list_kind NOT IN ('properties', 'clients', 'appointments') THEN
    RAISE EXCEPTION 'raise_list_versions: no list kind %', list_kind;
  -- The two branches raise the same way; one statement for both (its other part gated off)
  -- measured 6-10 % slower a write, so each keeps its own.
  ELSIF EXISTS (SELECT 1 FROM changed_rows OFFSET 100) THEN
    WITH raised AS (
      INSERT INTO list_versions AS current (user_id)
        SELECT DISTINCT changed.user_id FROM changed_rows AS changed
        WHERE EXISTS (SELECT 1 FROM users WHERE users.id = changed.user_id)
      ON CONFLICT (user_id) DO UPDATE SET
        properties = CASE WHEN list_kind = 'properties'
          THEN greatest(current.properties + 1, txid_current()) ELSE current.properties END,
        clients = CASE WHEN list_kind = 'clients'
          THEN greatest(current.clients + 1, txid_current()) ELSE current.clients END,
        appointments = CASE WHEN list_kind = 'appointments'
          THEN greatest(current.appointments + 1, txid_current()) ELSE current.appointments END,
        changes_from = greatest(
          CASE list_kind WHEN 'properties' THEN current.properties
            WHEN 'clients' THEN current.clients ELSE current.appointments END + 1,
          txid_current(), current.changes_from)
      RETURNING user_id)
    DELETE FROM list_changes AS change USING raised
    WHERE change.user_id = raised.user_id AND change.kind = list_kind;
  ELSE
    WITH raised AS (
      INSERT INTO list_versions AS current (user_id)
        SELECT DISTINCT changed.user_id FROM changed_rows AS changed
        WHERE EXISTS (SELECT 1 FROM users WHERE users.id = changed.user_id)
      ON CONFLICT (user_id) DO UPDATE SET
        properties = CASE WHEN list_kind = 'properties'
          THEN greatest(current.properties + 1, txid_current()) ELSE current.properties END,
        clients = CASE WHEN list_kind = 'clients'
          THEN greatest(current.clients + 1, txid_current()) ELSE current.clients END,
        appointments = CASE WHEN list_kind = 'appointments'
          THEN greatest(current.appointments + 1, txid_current()) ELSE current.appointments END
      RETURNING user_id,
        CASE list_kind WHEN 'properties' THEN properties
          WHEN 'clients' THEN clients ELSE appointments END AS version)
    INSERT INTO list_changes AS change (user_id, kind, row_id, version)
      SELECT changed.user_id, list_kind, changed.id, raised.version
      FROM changed_rows AS changed JOIN raised ON raised.user_id = changed.user_id
    ON CONFLICT (user_id, kind, row_id) DO UPDATE SET version = excluded.version;
  END IF;
  RETURN NULL;
END
$$;
