import { shortlistLink } from "@shared/domain/shortlist";
import { shortlistSendSchema, visitRequestListQuerySchema } from "@shared/schemas/pair-status";
import { shareSettingsSchema } from "@shared/schemas/share";
import { type Context, Hono } from "hono";
import type { AppEnv } from "../../http/app-env";
import { idParam } from "../../http/id-param";
import { type LinkOriginDeps, linkOrigin } from "../../http/link-origin";
import { requestClock } from "../../http/request-clock";
import { parseJson, parseQuery } from "../../http/validate";
import { getShortlist, revokeShortlist, sendShortlist } from "./shortlists.service";
import {
  confirmVisitRequest,
  declineVisitRequest,
  listVisitRequests,
} from "./visit-requests.service";

const sendSchema = shortlistSendSchema.extend(shareSettingsSchema.shape);

/** The agent's side of a client's shortlist page, under `/api/clients/:id/shortlist`. */
export function shortlistRoutes(deps: LinkOriginDeps) {
  const withUrl = <T extends { token: string }>(c: Context, link: T) => ({
    ...link,
    url: shortlistLink(linkOrigin(c, deps), link.token),
  });
  return new Hono<AppEnv>()
    .get("/:id/shortlist", async (c) => {
      const id = idParam(c, "Client");
      const link = await c.var.asUser((db) => getShortlist(db, c.get("user").id, id));
      return c.json(link && withUrl(c, link));
    })
    .post("/:id/shortlist", async (c) => {
      const id = idParam(c, "Client");
      const { propertyIds, ...settings } = await parseJson(c, sendSchema);
      const link = await c.var.asUser((db) =>
        sendShortlist(db, c.get("user").id, id, propertyIds, settings, requestClock(c)),
      );
      return c.json(link && withUrl(c, link));
    })
    .delete("/:id/shortlist", async (c) => {
      const id = idParam(c, "Client");
      await c.var.asUser((db) => revokeShortlist(db, c.get("user").id, id));
      return c.body(null, 204);
    });
}

/** Visits clients asked for on their pages: `/api/visit-requests`. */
export function visitRequestRoutes() {
  return new Hono<AppEnv>()
    .get("/", async (c) => {
      const { clientId } = parseQuery(c, visitRequestListQuerySchema);
      return c.json(await c.var.asUser((db) => listVisitRequests(db, c.get("user").id, clientId)));
    })
    .post("/:id/confirm", async (c) => {
      const id = idParam(c, "Visit request");
      return c.json(
        await c.var.asUser((db) => confirmVisitRequest(db, c.get("user").id, id, requestClock(c))),
        201,
      );
    })
    .post("/:id/decline", async (c) => {
      const id = idParam(c, "Visit request");
      await c.var.asUser((db) => declineVisitRequest(db, c.get("user").id, id));
      return c.body(null, 204);
    });
}
