import { bigint, index, pgTable, text } from "drizzle-orm/pg-core";
import { timestamps } from "./timestamps";
import { users } from "./users";

/**
 * One row per stored file, written before its bytes: the owner's quota is the sum of `size` and
 * `sizes_bytes` (an image's smaller copies, stored beside it under keys derived from `key`), the
 * upload rate is the rows of the last minute, and the sweep finds files no record uses.
 */
export const uploads = pgTable(
  "uploads",
  {
    key: text().primaryKey(),
    userId: text()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    name: text().notNull(),
    size: bigint({ mode: "number" }).notNull(),
    /** Bytes of the image's sizes (photo-sizes.ts); 0 until they are made, and for documents. */
    sizesBytes: bigint({ mode: "number" }).notNull().default(0),
    contentType: text().notNull(),
    ...timestamps,
  },
  (table) => [index().on(table.userId, table.createdAt), index().on(table.createdAt)],
);
