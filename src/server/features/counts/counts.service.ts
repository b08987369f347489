import type { RecordCounts } from "@shared/schemas/list-query";
import { sql } from "drizzle-orm";
import type { Db } from "../../db/db";
import { preparedSql } from "../../db/prepared";

/** The value of the counts' query, named as `countRecords` gives it. */
const param = { userId: sql.placeholder("userId") };

const countsOfUser = preparedSql<RecordCounts>(
  "count_records",
  sql`select
    (select count(*) from properties where user_id = ${param.userId})::int as properties,
    (select count(*) from clients where user_id = ${param.userId})::int as clients,
    (select count(*) from appointments where user_id = ${param.userId})::int as appointments`,
);

/**
 * How many records of each kind the agent has, in one statement of index-only counts, so the web
 * app can choose paging.
 */
export async function countRecords(db: Db, userId: string): Promise<RecordCounts> {
  const [counts] = await countsOfUser(db, { userId });
  return counts ?? { properties: 0, clients: 0, appointments: 0 };
}
