import type { HttpBindings } from "@hono/node-server";
import { isShareToken } from "@shared/domain/sharing";
import type { PublicListingAnswer } from "@shared/schemas/share";
import { type Context, Hono } from "hono";
import type { Db } from "../../db/db";
import type { ShareScope } from "../../db/share-scope";
import type { UserScope } from "../../db/user-scope";
import { notFound } from "../../http/errors";
import { type LinkOriginDeps, linkOrigin } from "../../http/link-origin";
import type { FileStorage } from "../../storage/storage";
import { withEnquiryForm } from "../leads/enquiry-noscript";
import { enquiryStamp } from "../leads/enquiry-stamp";
import { shareGuessLimit } from "./guess-limit";
import { noIndex, sendLinkImage } from "./link-files";
import { renderListingPage, renderUnavailablePage } from "./listing-page";
import {
  countView,
  type FoundShare,
  findShare,
  readSharedListing,
  sharedFileUrl,
} from "./shares.service";

export type PublicDeps = {
  db: Db;
  asUser: UserScope;
  asShare: ShareScope;
  storage: FileStorage;
  trustedProxyHops: number;
  signingSecret: string;
} & LinkOriginDeps;

type Env = { Bindings: HttpBindings };

/**
 * `GET /api/public/listings/:token`: the shared listing's public fields, counted as a view.
 * Mounted under publicApiRoutes, which limits guesses.
 */
export function publicListingApiRoutes(deps: PublicDeps) {
  return new Hono<Env>().get("/listings/:token", async (c) => {
    const share = await shareOf(deps, c.req.param("token"));
    const listing = await deps.asUser(share.userId, async (db) => {
      const read = await readSharedListing(db, share);
      await countView(db, share, new Date());
      return read;
    });
    c.header("Cache-Control", "no-store");
    const answer: PublicListingAnswer = {
      ...listing,
      enquiryStamp: enquiryStamp(deps.signingSecret, Date.now()),
    };
    return c.json(answer);
  });
}

/** Every public JSON route: a guess limit per address, and no search engine keeps them. */
export function publicApiRoutes(deps: PublicDeps, routes: Hono<Env>[]) {
  const api = new Hono<Env>().use(shareGuessLimit(deps)).use(noIndex);
  for (const route of routes) {
    api.route("/", route);
  }
  return api;
}

/**
 * `/p/:token`: the SPA's page with the chat-preview tags rendered in (crawlers run no JavaScript),
 * and the listing's photos and the agent's avatar by share-scoped paths that die with the link.
 */
export function publicListingPageRoutes(deps: PublicDeps & { indexHtml: string | null }) {
  return new Hono<Env>()
    .use(shareGuessLimit(deps))
    .use(noIndex)
    .get("/:token/photos/:index{[0-9]{1,3}}", async (c) =>
      sendFile(c, deps, { kind: "photo", index: Number(c.req.param("index")) }),
    )
    .get("/:token/avatar", async (c) => sendFile(c, deps, { kind: "avatar" }))
    .get("/:token", async (c) => {
      if (!deps.indexHtml) {
        return c.text("The web app is not built: run `npm run build`.", 503);
      }
      c.header("Cache-Control", "no-cache");
      const share = await findShareOrNull(deps, c.req.param("token"));
      if (!share) {
        return c.html(renderUnavailablePage(deps.indexHtml), 404);
      }
      const listing = await deps.asUser(share.userId, (db) => readSharedListing(db, share));
      const page = renderListingPage(deps.indexHtml, listing, linkOrigin(c, deps), share.token);
      return c.html(withEnquiryForm(page, share, deps.signingSecret));
    });
}

async function findShareOrNull(deps: PublicDeps, token: string): Promise<FoundShare | null> {
  return isShareToken(token) ? deps.asShare(token, (db) => findShare(db, token)) : null;
}

async function shareOf(deps: PublicDeps, token: string): Promise<FoundShare> {
  const share = await findShareOrNull(deps, token);
  if (!share) {
    throw notFound("Listing");
  }
  return share;
}

async function sendFile(
  c: Context<Env>,
  deps: PublicDeps,
  file: Parameters<typeof sharedFileUrl>[2],
) {
  const share = await shareOf(deps, c.req.param("token") ?? "");
  const url = await deps.asUser(share.userId, (db) => sharedFileUrl(db, share, file));
  return sendLinkImage(c, deps, share.userId, url);
}
