import { shortlistLink } from "@shared/domain/shortlist";
import { shortlistSendSchema } from "@shared/schemas/pair-status";
import { shareSettingsSchema } from "@shared/schemas/share";
import { type Context, Hono } from "hono";
import type { AppEnv } from "../../http/app-env";
import { idParam } from "../../http/id-param";
import { type LinkOriginDeps, linkOrigin } from "../../http/link-origin";
import { requestClock } from "../../http/request-clock";
import { parseJson } from "../../http/validate";
import { getShortlist, revokeShortlist, sendShortlist } from "./shortlists.service";
import {
  confirmVisitRequest,
  declineVisitRequest,
  listClientVisitRequests,
  listPendingVisitRequests,
} from "./visit-requests.service";

const sendSchema = shortlistSendSchema.extend(shareSettingsSchema.shape);

/**
 * The agent's side of a client's shortlist page, under `/api/clients/:id/shortlist`. Its GET is
 * the client page's Shortlist card: the link and the visits asked for there, one request where
 * the card sent two (issue #32).
 */
export function shortlistRoutes(deps: LinkOriginDeps) {
  const withUrl = <T extends { token: string }>(c: Context, link: T) => ({
    ...link,
    url: shortlistLink(linkOrigin(c, deps), link.token),
  });
  return new Hono<AppEnv>()
    .get("/:id/shortlist", async (c) => {
      const id = idParam(c, "Client");
      const userId = c.get("user").id;
      const { link, visitRequests } = await c.var.asUser(async (db) => ({
        link: await getShortlist(db, userId, id),
        visitRequests: await listClientVisitRequests(db, userId, id),
      }));
      return c.json({ link: link && withUrl(c, link), visitRequests });
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

/**
 * Visits clients asked for on their pages: `/api/visit-requests`, those waiting for an answer (a
 * client's own come with their shortlist link).
 */
export function visitRequestRoutes() {
  return new Hono<AppEnv>()
    .get("/", async (c) =>
      c.json(await c.var.asUser((db) => listPendingVisitRequests(db, c.get("user").id))),
    )
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
