import type { LeadCapture } from "@shared/schemas/lead";
import { type Context, Hono } from "hono";
import type { AppEnv } from "../../http/app-env";
import { notFound } from "../../http/errors";
import { type LinkOriginDeps, linkOrigin } from "../../http/link-origin";
import { disableCapture, enableCapture, getCapture } from "./lead-captures.service";

/** The agent's lead webhook, under `/api/lead-capture`: read, turn on (201), turn off (204). */
export function leadCaptureRoutes(deps: LinkOriginDeps) {
  const shown = (c: Context, capture: { token: string; createdAt: Date }): LeadCapture => ({
    url: `${linkOrigin(c, deps)}/api/leads/${capture.token}`,
    createdAt: capture.createdAt.toISOString(),
  });
  return new Hono<AppEnv>()
    .get("/", async (c) => {
      const capture = await c.var.asUser((db) => getCapture(db, c.get("user").id));
      c.header("Cache-Control", "no-store");
      return c.json(capture && shown(c, capture));
    })
    .post("/", async (c) => {
      const { capture, isNew } = await c.var.asUser((db) => enableCapture(db, c.get("user").id));
      if (!capture) {
        throw notFound("Lead capture");
      }
      return c.json(shown(c, capture), isNew ? 201 : 200);
    })
    .delete("/", async (c) => {
      await c.var.asUser((db) => disableCapture(db, c.get("user").id));
      return c.body(null, 204);
    });
}
