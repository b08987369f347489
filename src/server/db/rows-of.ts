import type { SQL } from "drizzle-orm";
import type { Db } from "./db";

/** The rows of a raw SQL query, as both drivers answer them. */
export async function rowsOf<Row>(db: Db, query: SQL): Promise<Row[]> {
  const result = (await db.execute(query)) as unknown as { rows: Row[] };
  return result.rows;
}
