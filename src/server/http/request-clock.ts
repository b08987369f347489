import { isValidTimeZone } from "@shared/domain/wall-clock";
import type { Context } from "hono";

/** The header the web app sends its time zone in, on every request. */
export const TIME_ZONE_HEADER = "x-time-zone";

/** When a request happens, and the time zone of the browser that sent it (when it said one). */
export type RequestClock = { now: Date; browserZone: string | undefined };

/**
 * The browser's clock when the request sent one (`at`), else the server's: the agent's "today"
 * is what their device shows, and an end-to-end test's clock is the browser's.
 */
export function requestClock(c: Context, at?: string): RequestClock {
  const zone = c.req.header(TIME_ZONE_HEADER);
  return {
    now: at === undefined ? new Date() : new Date(at),
    browserZone: zone && zone.length <= 64 && isValidTimeZone(zone) ? zone : undefined,
  };
}
