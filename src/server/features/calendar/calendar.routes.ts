import { feedUrl, icsFileName } from "@shared/domain/calendar-feed";
import { contentDisposition } from "@shared/domain/file-names";
import { calendarFeedInputSchema } from "@shared/schemas/calendar-feed";
import { type Context, Hono } from "hono";
import type { AppEnv } from "../../http/app-env";
import { notFound } from "../../http/errors";
import { idParam } from "../../http/id-param";
import { type LinkOriginDeps, linkOrigin } from "../../http/link-origin";
import { parseJson, parseQuery } from "../../http/validate";
import { appointmentCalendar, ICS_TYPE } from "./appointment-calendar";
import {
  calendarEntries,
  changeFeedZone,
  disableFeed,
  enableFeed,
  getFeed,
} from "./calendar.service";

type Deps = { appUrl: string };

/** The agent's calendar subscription, under `/api/calendar-feed`. */
export function calendarFeedRoutes(deps: LinkOriginDeps) {
  const shown = <T extends { token: string; timeZone: string; createdAt: Date }>(
    c: Context,
    feed: T,
  ) => ({
    url: feedUrl(linkOrigin(c, deps), feed.token),
    timeZone: feed.timeZone,
    createdAt: feed.createdAt,
  });
  return new Hono<AppEnv>()
    .get("/", async (c) => {
      const feed = await c.var.asUser((db) => getFeed(db, c.get("user").id));
      return c.json(feed && shown(c, feed));
    })
    .post("/", async (c) => {
      const { timeZone } = await parseJson(c, calendarFeedInputSchema);
      const { feed, isNew } = await c.var.asUser((db) =>
        enableFeed(db, c.get("user").id, timeZone),
      );
      if (!feed) {
        throw notFound("Calendar feed");
      }
      return c.json(shown(c, feed), isNew ? 201 : 200);
    })
    .patch("/", async (c) => {
      const { timeZone } = await parseJson(c, calendarFeedInputSchema);
      const feed = await c.var.asUser((db) => changeFeedZone(db, c.get("user").id, timeZone));
      if (!feed) {
        throw notFound("Calendar feed");
      }
      return c.json(shown(c, feed));
    })
    .delete("/", async (c) => {
      await c.var.asUser((db) => disableFeed(db, c.get("user").id));
      return c.body(null, 204);
    });
}

/** `GET /api/appointments/:id/ics?timeZone=…`: one appointment as a file to import. */
export function appointmentIcsRoutes({ appUrl }: Deps) {
  return new Hono<AppEnv>().get("/:id/ics", async (c) => {
    const id = idParam(c, "Appointment");
    const { timeZone } = parseQuery(c, calendarFeedInputSchema);
    const [entry] = await c.var.asUser((db) => calendarEntries(db, c.get("user").id, id));
    if (!entry) {
      throw notFound("Appointment");
    }
    return c.body(appointmentCalendar([entry], { timeZone, appUrl }), 200, {
      "Content-Type": ICS_TYPE,
      "Content-Disposition": contentDisposition("attachment", icsFileName(entry.title)),
      "Cache-Control": "private, no-store",
    });
  });
}
