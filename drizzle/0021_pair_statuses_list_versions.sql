-- A pair's status is part of the dashboard's answer ('Properties Matched' leaves out the pairs
-- marked 'Not suitable'), which the server keeps under the agent's list version (decision 017):
-- every change to pair_statuses raises that version in the same transaction, as a change to a
-- property, client or appointment does (0014), whoever makes it (the agent, a send, a visit, the
-- client's answer on their shortlist page).
CREATE TRIGGER pair_statuses_inserted AFTER INSERT ON pair_statuses
  REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION raise_list_versions();
--> statement-breakpoint
CREATE TRIGGER pair_statuses_updated AFTER UPDATE ON pair_statuses
  REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION raise_list_versions();
--> statement-breakpoint
CREATE TRIGGER pair_statuses_deleted AFTER DELETE ON pair_statuses
  REFERENCING OLD TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION raise_list_versions();
