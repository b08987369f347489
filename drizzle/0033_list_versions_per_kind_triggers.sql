-- Each list kind has its own version (decision 036): a change to an agent's properties raises
-- list_versions.properties only, and likewise for clients, appointments and pair_statuses, whose
-- column is named after the table. The rules of 0014 hold: one raise per statement, in its
-- transaction, whoever makes it; nothing for a user who no longer exists; a new number at least
-- the transaction's id. A user's first row takes txid_current() for every kind (the columns'
-- default, 0032), so no kind starts at a number it had before a restore.
CREATE OR REPLACE FUNCTION raise_list_versions() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  EXECUTE format(
    'INSERT INTO list_versions AS current (user_id)
       SELECT DISTINCT changed.user_id FROM changed_rows AS changed
       WHERE EXISTS (SELECT 1 FROM users WHERE users.id = changed.user_id)
     ON CONFLICT (user_id) DO UPDATE SET %1$I = greatest(current.%1$I + 1, txid_current())',
    TG_TABLE_NAME);
  RETURN NULL;
END
$$;
