import { sql } from "drizzle-orm";
import { bigint, pgTable, text } from "drizzle-orm/pg-core";
import { users } from "./users";

/** A kind's number starts, like every later one, at least at the transaction's id (migration 0032). */
const version = () => bigint({ mode: "number" }).notNull().default(sql`txid_current()`);

/**
 * A number per agent and list kind that every change to their rows of that kind raises, in the
 * same transaction (triggers of migration 0033), to one it never had before. The server keeps
 * each whole list under its kind's version, and what it derives from several lists (the
 * dashboard) under the versions it reads, so a list is built again only after a change to it,
 * whichever replica, import or restore made it (decisions 017, 036). Derived, so not in backups:
 * the restored rows' triggers write it again.
 */
export const listVersions = pgTable("list_versions", {
  userId: text()
    .primaryKey()
    .references(() => users.id, { onDelete: "cascade" }),
  properties: version(),
  clients: version(),
  appointments: version(),
  /**
   * The pairs marked 'Not suitable', which 'Properties Matched' leaves out: raised only when a pair
   * is or was 'Not suitable' (migration 0040), so a booked visit or a sent listing, which moves a
   * pair along its pipeline, does not rebuild the dashboard.
   */
  hiddenPairs: version(),
  /**
   * Every pair status: raised by any change to a pair (migration 0043), so the pair statuses'
   * answer is a 304 while the browser holds the current one.
   */
  pairStatuses: version(),
  /**
   * The open new matches and what they show: raised by any change to an agent's new_matches rows
   * (migration 0044) and by an edit of a client's title, name, phone or e-mail or a listing's
   * title (0045); a contact leaves it alone (decision 046).
   */
  newMatches: version(),
  /**
   * What the dashboard reads of the clients (who they are for matching, status, source, when they
   * came), raised by their create, delete and by an edit of those columns only (migration 0035):
   * a call or a follow-up changes the clients list, not the dashboard (decision 038).
   */
  dashboardClients: version(),
  /**
   * The list_changes rows hold every change of every kind with a higher version; one at or below
   * it may be missing (an import's, or one from before migration 0037), so a browser holding an
   * older list loads it whole (decision 039).
   */
  changesFrom: version(),
});
