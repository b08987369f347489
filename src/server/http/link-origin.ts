import type { Context } from "hono";

export type LinkOriginDeps = {
  /** APP_URL, or `http://localhost:<PORT>` when it is not set. */
  appUrl: string;
  isAppUrlSet: boolean;
};

/**
 * Where the links shown to an agent start (a share link, the calendar feed, a listing's preview
 * tags): APP_URL when it is set, else the address this request came to. A default install used
 * at `http://192.168.1.20:3000` then hands out links a client's phone can open, not
 * `http://localhost:3000`. E-mails, sent outside any request, keep APP_URL.
 */
export function linkOrigin(c: Context, { appUrl, isAppUrlSet }: LinkOriginDeps): string {
  return isAppUrlSet ? appUrl : new URL(c.req.url).origin;
}
