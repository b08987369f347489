import { bigint, index, pgTable, primaryKey, text, uuid } from "drizzle-orm/pg-core";
import { users } from "./users";

/**
 * The version at which each row of an agent's whole lists last changed, a deleted row's included
 * (migration 0037, decision 039): a browser that holds a list at one version asks what changed
 * since and gets those rows only, a deleted one by its absence. Written by the statement trigger
 * that raises the list's version, in the order the versions were given. A statement of more than
 * a hundred rows (an import) writes no rows here and raises `list_versions.changes_from`
 * instead. Derived, so not in backups.
 */
export const listChanges = pgTable(
  "list_changes",
  {
    userId: text()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    /** 'properties', 'clients' or 'appointments': a list the web app loads whole. */
    kind: text().notNull(),
    rowId: uuid().notNull(),
    version: bigint({ mode: "number" }).notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.userId, table.kind, table.rowId] }),
    index().on(table.userId, table.kind, table.version),
  ],
);
