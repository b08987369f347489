import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import type * as schema from "./schema/index";

/** The tables, as Drizzle's relational queries know them. */
export type Schema = typeof schema;

/** A Drizzle handle on either driver: PGlite or node-postgres, or a transaction of one. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
