import { Hono } from "hono";
import type { Auth } from "../../auth";
import type { UserScope } from "../../db/user-scope";
import { sessionUser } from "../../http/require-user";
import { withServerDrawnScreen } from "../../http/server-drawn-page";
import type { VerifiedSessions } from "../../http/verified-sessions";
import { appShellHtml } from "./app-shell-html";
import { readFirstPropertyCards } from "./first-screens.service";
import { propertiesPageHtml } from "./property-cards-html";

type Deps = {
  auth: Auth;
  asUser: UserScope;
  verified: VerifiedSessions;
  /** The built app's page for each first screen (route-preloads.ts firstScreenPages). */
  pages: ReadonlyMap<string, string>;
};

/**
 * `GET /properties` for a signed-in agent: the page with its first screen already drawn from their
 * newest listings, so the first cards and the first photo show before the app's code has run.
 * Anyone else goes on to the app's plain page, which signs them in.
 */
export function firstScreenRoutes({ auth, asUser, verified, pages }: Deps) {
  return new Hono().get("/properties", async (c, next) => {
    const page = pages.get("/properties");
    const user = page && (await sessionUser(c, auth, verified));
    if (!page || !user) {
      return next();
    }
    const { listings, settings } = await asUser(user.id, (db) =>
      readFirstPropertyCards(db, user.id),
    );
    const screen = appShellHtml("/properties", propertiesPageHtml(listings, settings));
    c.header("Cache-Control", "no-cache, private");
    c.header("Vary", "Cookie");
    return c.html(withServerDrawnScreen(page, screen));
  });
}
