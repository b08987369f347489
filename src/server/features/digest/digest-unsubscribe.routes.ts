import type { HttpBindings } from "@hono/node-server";
import { isShareToken } from "@shared/domain/sharing";
import { Hono } from "hono";
import type { Db } from "../../db/db";
import type { ShareScope } from "../../db/share-scope";
import type { UserScope } from "../../db/user-scope";
import { notFound } from "../../http/errors";
import { linkWriteLimit, shareGuessLimit } from "../shares/guess-limit";
import { findDigestTokenOwner, turnOffMorningEmail } from "./digest-tokens.service";
import { unsubscribedPage, unsubscribePage } from "./unsubscribe-page";

type Deps = { db: Db; asUser: UserScope; asShare: ShareScope; trustedProxyHops: number };

/**
 * `/api/digest/unsubscribe/<token>`, signed out (RFC 8058): the mail app's one-click POST turns
 * the morning e-mail off; a GET (a person's click, or a mail scanner following links) only shows
 * a page whose button sends that POST. A wrong token counts against the address like a wrong link.
 */
export function digestUnsubscribeRoutes(deps: Deps) {
  return new Hono<{ Bindings: HttpBindings }>()
    .use(shareGuessLimit(deps))
    .get("/unsubscribe/:token", async (c) => {
      await ownerOf(deps, c.req.param("token"));
      return c.html(unsubscribePage(), 200, { "X-Robots-Tag": "noindex, nofollow" });
    })
    .post("/unsubscribe/:token", linkWriteLimit(deps), async (c) => {
      const userId = await ownerOf(deps, c.req.param("token"));
      await deps.asUser(userId, (db) => turnOffMorningEmail(db, userId));
      return c.html(unsubscribedPage(), 200, { "X-Robots-Tag": "noindex, nofollow" });
    })
    .all("*", () => {
      throw notFound("Link");
    });
}

async function ownerOf(deps: Deps, token: string): Promise<string> {
  const userId = isShareToken(token)
    ? await deps.asShare(token, (db) => findDigestTokenOwner(db, token))
    : null;
  if (!userId) {
    throw notFound("Link");
  }
  return userId;
}
