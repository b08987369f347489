import type { HttpBindings } from "@hono/node-server";
import { isShareToken } from "@shared/domain/sharing";
import { Hono } from "hono";
import type { Db } from "../../db/db";
import type { ShareScope } from "../../db/share-scope";
import type { UserScope } from "../../db/user-scope";
import { notFound } from "../../http/errors";
import { shareGuessLimit } from "../shares/guess-limit";
import { appointmentCalendar, ICS_TYPE } from "./appointment-calendar";
import { calendarEntries, type FoundFeed, feedTag, findFeed } from "./calendar.service";

type Deps = {
  db: Db;
  asUser: UserScope;
  asShare: ShareScope;
  appUrl: string;
  trustedProxyHops: number;
};

/** Feeds kept written, newest last: a few hundred kilobytes each for a busy agent. */
const RENDERED_FEEDS = 50;

/**
 * `GET /api/calendar/<token>.ics`: the agent's appointments for calendar apps, which send no
 * cookie. They poll it every few minutes: an unchanged feed answers 304 to its ETag before a
 * line of it is written. A wrong token counts against the caller's address like a wrong link.
 */
export function publicCalendarRoutes(deps: Deps) {
  // Writing is slow (ical-generator folds lines a character at a time: about a second for 500
  // appointments on a busy machine), and calendars that ignore the ETag poll all the same: the
  // text last written for a token is kept with its tag. A revoked token never reaches it.
  const rendered = new Map<string, { tag: string; text: string }>();
  return new Hono<{ Bindings: HttpBindings }>()
    .use(shareGuessLimit(deps))
    .get("/:file{[A-Za-z0-9_-]+\\.ics}", async (c) => {
      const token = c.req.param("file").replace(/\.ics$/, "");
      const feed = await feedOf(deps, token);
      const tag = await deps.asUser(feed.userId, (db) => feedTag(db, feed, deps.appUrl));
      const headers = {
        ETag: tag,
        // A secret address: no shared cache keeps it, and every poll asks us again.
        "Cache-Control": "private, no-cache",
        "X-Robots-Tag": "noindex, nofollow",
      };
      if (c.req.header("If-None-Match") === tag) {
        return c.body(null, 304, headers);
      }
      const kept = rendered.get(token);
      const text = kept?.tag === tag ? kept.text : await writeFeed(deps, feed);
      rendered.delete(token);
      rendered.set(token, { tag, text });
      if (rendered.size > RENDERED_FEEDS) {
        rendered.delete(rendered.keys().next().value ?? "");
      }
      return c.body(text, 200, { ...headers, "Content-Type": ICS_TYPE });
    })
    .all("*", () => {
      throw notFound("Calendar");
    });
}

async function writeFeed(deps: Deps, feed: FoundFeed): Promise<string> {
  const entries = await deps.asUser(feed.userId, (db) => calendarEntries(db, feed.userId));
  return appointmentCalendar(entries, { timeZone: feed.timeZone, appUrl: deps.appUrl });
}

async function feedOf(deps: Deps, token: string): Promise<FoundFeed> {
  const feed = isShareToken(token) ? await deps.asShare(token, (db) => findFeed(db, token)) : null;
  if (!feed) {
    throw notFound("Calendar");
  }
  return feed;
}
