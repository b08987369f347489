import { shareLink } from "@shared/domain/sharing";
import { shareSettingsSchema } from "@shared/schemas/share";
import { type Context, Hono } from "hono";
import type { AppEnv } from "../../http/app-env";
import { idParam } from "../../http/id-param";
import { type LinkOriginDeps, linkOrigin } from "../../http/link-origin";
import { requestClock } from "../../http/request-clock";
import { parseJson } from "../../http/validate";
import { createShare, getShare, revokeShare } from "./shares.service";

/** The agent's side of a listing's public link, under `/api/properties/:id/share`. */
export function shareRoutes(deps: LinkOriginDeps) {
  const withUrl = <T extends { token: string }>(c: Context, share: T) => ({
    ...share,
    url: shareLink(linkOrigin(c, deps), share.token),
  });
  return new Hono<AppEnv>()
    .get("/:id/share", async (c) => {
      const id = idParam(c, "Property");
      const share = await c.var.asUser((db) => getShare(db, c.get("user").id, id));
      return c.json(share && withUrl(c, share));
    })
    .post("/:id/share", async (c) => {
      const id = idParam(c, "Property");
      const settings = await parseJson(c, shareSettingsSchema);
      const { share, isNew } = await c.var.asUser((db) =>
        createShare(db, c.get("user").id, id, settings, requestClock(c)),
      );
      return c.json(withUrl(c, share), isNew ? 201 : 200);
    })
    .delete("/:id/share", async (c) => {
      const id = idParam(c, "Property");
      await c.var.asUser((db) => revokeShare(db, c.get("user").id, id));
      return c.body(null, 204);
    });
}
