import type { HttpBindings } from "@hono/node-server";
import { isShareToken } from "@shared/domain/sharing";
import { shortlistAnswerSchema, visitRequestInputSchema } from "@shared/schemas/pair-status";
import { type Context, Hono } from "hono";
import { notFound } from "../../http/errors";
import { isRecordId } from "../../http/id-param";
import { linkOrigin } from "../../http/link-origin";
import { parseJson } from "../../http/validate";
import { linkWriteLimit, shareGuessLimit } from "../shares/guess-limit";
import { noIndex, sendLinkImage } from "../shares/link-files";
import { renderUnavailablePage } from "../shares/listing-page";
import type { PublicDeps } from "../shares/public-listing.routes";
import {
  answerShortlist,
  countShortlistView,
  type FoundShortlist,
  findShortlist,
  readShortlist,
  readShortlistPreview,
  requestVisit,
  shortlistFileUrl,
} from "./public-shortlist.service";
import { renderShortlistPage } from "./shortlist-page";

type Env = { Bindings: HttpBindings };

/**
 * `/api/public/shortlists/:token`: a client's page as JSON (counted as a view), and their
 * answers and visit requests, each write limited per link. Mounted beside the listings' public
 * routes, under their guess limit.
 */
export function publicShortlistApiRoutes(deps: PublicDeps) {
  return new Hono<Env>()
    .get("/shortlists/:token", async (c) => {
      const shortlist = await shortlistOf(deps, c.req.param("token"));
      const page = await deps.asUser(shortlist.userId, async (db) => {
        const read = await readShortlist(db, shortlist);
        await countShortlistView(db, shortlist, new Date());
        return read;
      });
      c.header("Cache-Control", "no-store");
      return c.json(page);
    })
    .post("/shortlists/:token/answers", linkWriteLimit(deps), async (c) => {
      const shortlist = await shortlistOf(deps, c.req.param("token"));
      const answer = await parseJson(c, shortlistAnswerSchema);
      await deps.asUser(shortlist.userId, (db) =>
        answerShortlist(db, shortlist, answer, new Date()),
      );
      return c.body(null, 204);
    })
    .post("/shortlists/:token/visits", linkWriteLimit(deps), async (c) => {
      const shortlist = await shortlistOf(deps, c.req.param("token"));
      const visit = await parseJson(c, visitRequestInputSchema);
      await deps.asUser(shortlist.userId, (db) => requestVisit(db, shortlist, visit, new Date()));
      return c.body(null, 204);
    });
}

/** `/s/:token`: the SPA's page with its chat-preview tags, and its photos by link-scoped paths. */
export function publicShortlistPageRoutes(deps: PublicDeps & { indexHtml: string | null }) {
  return new Hono<Env>()
    .use(shareGuessLimit(deps))
    .use(noIndex)
    .get("/:token/listings/:propertyId/photos/:index{[0-9]{1,3}}", async (c) =>
      sendFile(c, deps, {
        kind: "photo",
        propertyId: c.req.param("propertyId") ?? "",
        index: Number(c.req.param("index")),
      }),
    )
    .get("/:token/avatar", async (c) => sendFile(c, deps, { kind: "avatar" }))
    .get("/:token", async (c) => {
      if (!deps.indexHtml) {
        return c.text("The web app is not built: run `npm run build`.", 503);
      }
      c.header("Cache-Control", "no-cache");
      const shortlist = await findOrNull(deps, c.req.param("token"));
      if (!shortlist) {
        return c.html(renderUnavailablePage(deps.indexHtml), 404);
      }
      const preview = await deps.asUser(shortlist.userId, (db) =>
        readShortlistPreview(db, shortlist),
      );
      const { country, currencySymbol, numberSystem } = shortlist;
      const settings = { country, currencySymbol, numberSystem };
      return c.html(
        renderShortlistPage(
          deps.indexHtml,
          preview,
          settings,
          linkOrigin(c, deps),
          shortlist.token,
        ),
      );
    });
}

async function findOrNull(deps: PublicDeps, token: string): Promise<FoundShortlist | null> {
  return isShareToken(token) ? deps.asShare(token, (db) => findShortlist(db, token)) : null;
}

async function shortlistOf(deps: PublicDeps, token: string): Promise<FoundShortlist> {
  const shortlist = await findOrNull(deps, token);
  if (!shortlist) {
    throw notFound("Shortlist");
  }
  return shortlist;
}

async function sendFile(
  c: Context<Env>,
  deps: PublicDeps,
  file: Parameters<typeof shortlistFileUrl>[2],
) {
  const shortlist = await shortlistOf(deps, c.req.param("token") ?? "");
  if (file.kind === "photo" && !isRecordId(file.propertyId)) {
    throw notFound("Photo");
  }
  const url = await deps.asUser(shortlist.userId, (db) => shortlistFileUrl(db, shortlist, file));
  return sendLinkImage(c, deps, shortlist.userId, url);
}
