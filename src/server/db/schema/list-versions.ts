import { bigint, pgTable, text } from "drizzle-orm/pg-core";
import { users } from "./users";

/**
 * A number per agent that every change to their properties, clients or appointments raises, in
 * the same transaction (triggers of migration 0014), to one it never had before. The server keeps
 * each whole list it answered under the version it read first, so a list is built again only
 * after a change, whichever replica, import or restore made it (decision 017). Derived, so not in
 * backups: the restored rows' triggers write it again.
 */
export const listVersions = pgTable("list_versions", {
  userId: text()
    .primaryKey()
    .references(() => users.id, { onDelete: "cascade" }),
  version: bigint({ mode: "number" }).notNull().default(1),
});
