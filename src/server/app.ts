import { type Context, Hono, type MiddlewareHandler } from "hono";
import { bodyLimit } from "hono/body-limit";
import { csrf } from "hono/csrf";
import { secureHeaders } from "hono/secure-headers";
import type { Auth } from "./auth";
import type { Db } from "./db/db";
import type { ShareScope } from "./db/share-scope";
import type { UserScope } from "./db/user-scope";
import type { PushConfig } from "./env";
import { activityRoutes, followUpRoutes } from "./features/activities/activities.routes";
import { appointmentRoutes } from "./features/appointments/appointments.routes";
import { appointmentIcsRoutes, calendarFeedRoutes } from "./features/calendar/calendar.routes";
import { publicCalendarRoutes } from "./features/calendar/public-calendar.routes";
import { clientRoutes } from "./features/clients/clients.routes";
import { countRoutes } from "./features/counts/counts.routes";
import { dashboardRoutes } from "./features/dashboard/dashboard.routes";
import { digestUnsubscribeRoutes } from "./features/digest/digest-unsubscribe.routes";
import { duplicateRoutes } from "./features/duplicates/duplicates.routes";
import { clientExportRoutes, propertyExportRoutes } from "./features/exports/exports.routes";
import { fileRoutes } from "./features/files/files.routes";
import type { UploadRules } from "./features/files/files.service";
import { firstScreenRoutes } from "./features/first-screens/first-screens.routes";
import { healthRoutes } from "./features/health/health.routes";
import { importRoutes } from "./features/imports/imports.routes";
import { enquiryRoutes } from "./features/leads/enquiry.routes";
import { leadCaptureRoutes } from "./features/leads/lead-capture.routes";
import { publicLeadRoutes } from "./features/leads/public-leads.routes";
import { newMatchRoutes } from "./features/new-matches/new-matches.routes";
import { notificationSettingsRoutes } from "./features/notifications/notification-settings.routes";
import { pairStatusRoutes } from "./features/pairs/pair-statuses.routes";
import { profileRoutes } from "./features/profile/profile.routes";
import { propertyRoutes } from "./features/properties/properties.routes";
import { pushRoutes } from "./features/push/push.routes";
import type { SendPush } from "./features/push/push-sender";
import {
  publicApiRoutes,
  publicListingApiRoutes,
  publicListingPageRoutes,
} from "./features/shares/public-listing.routes";
import { shareRoutes } from "./features/shares/shares.routes";
import {
  publicShortlistApiRoutes,
  publicShortlistPageRoutes,
} from "./features/shortlists/public-shortlist.routes";
import { shortlistRoutes, visitRequestRoutes } from "./features/shortlists/shortlists.routes";
import { todayRoutes } from "./features/today/today.routes";
import type { AppEnv } from "./http/app-env";
import { authRoutes } from "./http/auth-routes";
import { compressJson } from "./http/compress-json";
import { errorResponse, HttpError, tooLarge } from "./http/errors";
import { inlineScriptSources } from "./http/inline-scripts";
import { type LogFormat, requestLog } from "./http/request-log";
import { requireUser } from "./http/require-user";
import { firstScreenPages } from "./http/route-preloads";
import { scopeToUser } from "./http/scope-to-user";
import { readIndexHtml, staticSite } from "./http/static-site";
import { verifiedSessionsOf } from "./http/verified-sessions";
import { wholeListCache } from "./http/whole-lists";
import type { FileStorage } from "./storage/storage";

/** Every request body but an upload's: the largest form is a listing, well under this. */
const JSON_BODY_LIMIT = 64 * 1024;
/** Where the routes limit the body to the largest file allowed: uploads and imports. */
const UPLOAD_PATHS = new Set([
  "/api/files",
  "/api/clients/import",
  "/api/clients/import/preview",
  "/api/properties/import",
  "/api/properties/import/preview",
]);

export type AppDeps = {
  db: Db;
  asUser: UserScope;
  /** The public link routes' scope: one link, by its token. */
  asShare: ShareScope;
  auth: Auth;
  storage: FileStorage;
  uploadRules: UploadRules;
  /** Leads one webhook address takes a minute. */
  leadsPerMinute: number;
  /** Signs what public forms hand out and take back (the enquiry form's time stamp). */
  signingSecret: string;
  trustedOrigins: string[];
  trustedProxyHops: number;
  isGoogleEnabled: boolean;
  /** The app's public address: the links agents send start with it (see http/link-origin). */
  appUrl: string;
  isAppUrlSet: boolean;
  webDir?: string;
  log: (line: string) => void;
  /** Where the one line per request goes; none when request logging is off. */
  writeRequestLine?: (line: string) => void;
  logFormat: LogFormat;
  /** True once the server is shutting down: not ready, and no connection is kept open. */
  isDraining: () => boolean;
  push: PushConfig;
  sendPush: SendPush;
};

export function createApp(deps: AppDeps) {
  const app = new Hono<AppEnv>();
  app.use(requestLog({ format: deps.logFormat, write: deps.writeRequestLine }));
  app.use(async (c, next) => {
    await next();
    // A keep-alive client would go on sending here: make it reconnect, to a replica that stays.
    if (deps.isDraining()) {
      c.header("Connection", "close");
    }
  });
  // Lists of thousands of listings are megabytes of JSON: compressed, a tenth of that on a phone.
  app.use(compressJson());
  const indexHtml = deps.webDir ? readIndexHtml(deps.webDir) : null;
  app.use(
    secureHeaders({
      contentSecurityPolicy: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", ...inlineScriptSources(indexHtml)],
        imgSrc: ["'self'", "data:", "blob:", "https://img.youtube.com"],
        frameSrc: ["https://www.youtube.com", "https://www.youtube-nocookie.com"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        fontSrc: ["'self'", "data:"],
        connectSrc: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        frameAncestors: ["'none'"],
      },
    }),
  );
  app.onError((error, c) => errorResponse(c, error, deps.log));

  const jsonBodyLimit = limitJsonBody(bodyLimit({ maxSize: JSON_BODY_LIMIT, onError: tooLarge }));
  const verified = verifiedSessionsOf(deps.auth);
  const wholeLists = wholeListCache();
  const api = new Hono<AppEnv>()
    // Before anything reads a body, sign-in included; uploads have their own, larger, limit.
    .use((c, next) => (hasNoLimitHere(c) ? next() : jsonBodyLimit(c, next)))
    .route("/", healthRoutes(deps))
    .route("/auth", authRoutes({ ...deps, verified }))
    .route(
      "/public",
      publicApiRoutes(deps, [publicListingApiRoutes(deps), publicShortlistApiRoutes(deps)]),
    )
    .route("/calendar", publicCalendarRoutes(deps))
    .route("/digest", digestUnsubscribeRoutes(deps))
    .route("/leads", publicLeadRoutes(deps))
    .use(csrf({ origin: deps.trustedOrigins }))
    .use(requireUser(deps.auth, verified))
    .use(scopeToUser(deps.asUser))
    .route("/files", fileRoutes(deps))
    .route("/properties/import", importRoutes("properties", deps))
    .route("/properties", propertyExportRoutes())
    .route("/properties", propertyRoutes({ ...deps, wholeLists }))
    .route("/properties", shareRoutes(deps))
    .route("/clients/import", importRoutes("clients", deps))
    .route("/clients", clientExportRoutes())
    .route("/clients", duplicateRoutes())
    .route("/clients", clientRoutes({ wholeLists }))
    .route("/clients", followUpRoutes())
    .route("/clients", shortlistRoutes(deps))
    .route("/visit-requests", visitRequestRoutes())
    .route("/activities", activityRoutes())
    .route("/today", todayRoutes())
    .route("/pair-statuses", pairStatusRoutes())
    .route("/new-matches", newMatchRoutes())
    .route("/appointments", appointmentRoutes({ wholeLists }))
    .route("/appointments", appointmentIcsRoutes(deps))
    .route("/calendar-feed", calendarFeedRoutes(deps))
    .route("/lead-capture", leadCaptureRoutes(deps))
    .route("/counts", countRoutes())
    .route("/dashboard", dashboardRoutes())
    .route("/profile", profileRoutes(deps))
    .route("/push", pushRoutes(deps))
    .route("/notification-settings", notificationSettingsRoutes())
    .all("*", () => {
      throw new HttpError(404, "Not found");
    });

  app.route("/api", api);
  app.route("/p", publicListingPageRoutes({ ...deps, indexHtml }));
  // After the page's routes, whose guess limit then counts a wrong link's enquiry too.
  app.route("/p", enquiryRoutes(deps));
  app.route("/s", publicShortlistPageRoutes({ ...deps, indexHtml }));
  if (deps.webDir) {
    const pages = indexHtml ? firstScreenPages(deps.webDir, indexHtml) : new Map<string, string>();
    app.route("/", firstScreenRoutes({ ...deps, verified, pages }));
    app.route("/", staticSite(deps.webDir, indexHtml, pages));
  }
  return app;
}

/**
 * Hono's body limit asks the request for its body stream first, which makes @hono/node-server
 * build a whole Fetch Request and read the body through it, where `c.req.json()` would read it
 * straight from Node's (issue #32: the Request's making was 1.8 % of the server's CPU under the
 * capacity load). A body of a declared length is checked by that length, as Hono's limit does,
 * and Node's parser reads no further; a request with neither header has no body (RFC 9112).
 */
function limitJsonBody(bodyLimitOfStream: MiddlewareHandler): MiddlewareHandler {
  return (c, next) => {
    const length = c.req.header("Content-Length");
    const isChunked = c.req.header("Transfer-Encoding") !== undefined;
    if (isChunked) {
      return bodyLimitOfStream(c, next);
    }
    return length !== undefined && Number.parseInt(length, 10) > JSON_BODY_LIMIT
      ? Promise.resolve(tooLarge(c))
      : next();
  };
}

/**
 * Uploads and imports have their own limits; GET and HEAD carry no body, and asking the request
 * for one would build a whole Fetch Request from Node's, a cost on every read.
 */
function hasNoLimitHere(c: Context): boolean {
  const { method } = c.req;
  return (
    method === "GET" || method === "HEAD" || (method === "POST" && UPLOAD_PATHS.has(c.req.path))
  );
}

export type App = ReturnType<typeof createApp>;
