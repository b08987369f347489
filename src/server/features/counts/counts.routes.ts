import type { RecordCounts } from "@shared/schemas/list-query";
import { Hono } from "hono";
import { versionOfKinds } from "../../db/list-versions";
import type { AppEnv } from "../../http/app-env";
import { answerUnlessHeld, versionTag } from "../../http/version-tags";
import { versionedValues } from "../../http/versioned-values";
import { countRecords } from "./counts.service";

/**
 * A count changes only when a record is made or deleted: the clients' by `dashboardClients`,
 * which their create and delete raise and a contact or a follow-up does not (decision 038).
 */
const COUNTED_KINDS = ["properties", "dashboardClients", "appointments"] as const;
/** A few numbers an agent: room for tens of thousands of agents. */
const COUNTS_CACHE_BYTES = 1024 * 1024;
const COUNTS_BYTES = 64;

/**
 * `GET /api/counts`: kept under the versions of the three lists, so a page that asks again costs
 * one primary-key read, and a browser that holds the answer gets a 304 (decision 036); counted
 * on the connection the versions were read on.
 */
export function countRoutes() {
  const kept = versionedValues<RecordCounts>(COUNTS_CACHE_BYTES, () => COUNTS_BYTES);
  return new Hono<AppEnv>().get("/", async (c) => {
    const userId = c.get("user").id;
    return c.var.asUserAtVersions((db, versions) => {
      const version = versionOfKinds(versions, COUNTED_KINDS);
      return answerUnlessHeld(c, versionTag(userId, ["counts", version]), async () =>
        c.json(await kept.get(userId, version, "counts", () => countRecords(db, userId))),
      );
    });
  });
}
