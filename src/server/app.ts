import { type Context, Hono } from "hono";
import { bodyLimit } from "hono/body-limit";
import { csrf } from "hono/csrf";
import { logger } from "hono/logger";
import { secureHeaders } from "hono/secure-headers";
import type { Auth } from "./auth";
import type { Db } from "./db/open";
import type { ShareScope } from "./db/share-scope";
import type { UserScope } from "./db/user-scope";
import { appointmentRoutes } from "./features/appointments/appointments.routes";
import { clientRoutes } from "./features/clients/clients.routes";
import { countRoutes } from "./features/counts/counts.routes";
import { fileRoutes } from "./features/files/files.routes";
import type { UploadRules } from "./features/files/files.service";
import { healthRoutes } from "./features/health/health.routes";
import { profileRoutes } from "./features/profile/profile.routes";
import { propertyRoutes } from "./features/properties/properties.routes";
import {
  publicListingApiRoutes,
  publicListingPageRoutes,
} from "./features/shares/public-listing.routes";
import { shareRoutes } from "./features/shares/shares.routes";
import type { AppEnv } from "./http/app-env";
import { authRoutes } from "./http/auth-routes";
import { compressJson } from "./http/compress-json";
import { type ErrorBody, errorResponse, HttpError } from "./http/errors";
import { requireUser } from "./http/require-user";
import { scopeToUser } from "./http/scope-to-user";
import { readIndexHtml, staticSite } from "./http/static-site";
import type { FileStorage } from "./storage/storage";

/** Every request body but an upload's: the largest form is a listing, well under this. */
const JSON_BODY_LIMIT = 64 * 1024;
/** `POST /api/files`, where fileRoutes limits the body to the largest file allowed. */
const UPLOAD_PATH = "/api/files";

export type AppDeps = {
  db: Db;
  asUser: UserScope;
  /** The public link routes' scope: one link, by its token. */
  asShare: ShareScope;
  auth: Auth;
  storage: FileStorage;
  uploadRules: UploadRules;
  trustedOrigins: string[];
  trustedProxyHops: number;
  isGoogleEnabled: boolean;
  /** The app's public address: the links agents send start with it. */
  appUrl: string;
  webDir?: string;
  log: (line: string) => void;
  logRequests: boolean;
};

export function createApp(deps: AppDeps) {
  const app = new Hono<AppEnv>();
  if (deps.logRequests) {
    app.use(logger(deps.log));
  }
  // Lists of thousands of listings are megabytes of JSON: compressed, a tenth of that on a phone.
  app.use(compressJson());
  app.use(
    secureHeaders({
      contentSecurityPolicy: {
        defaultSrc: ["'self'"],
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

  const jsonBodyLimit = bodyLimit({ maxSize: JSON_BODY_LIMIT, onError: tooLarge });
  const api = new Hono<AppEnv>()
    // Before anything reads a body, sign-in included; uploads have their own, larger, limit.
    .use((c, next) => (isUpload(c) ? next() : jsonBodyLimit(c, next)))
    .route("/health", healthRoutes(deps.db))
    .route("/auth", authRoutes(deps))
    .route("/public", publicListingApiRoutes(deps))
    .use(csrf({ origin: deps.trustedOrigins }))
    .use(requireUser(deps.auth))
    .use(scopeToUser(deps.asUser))
    .route("/files", fileRoutes(deps))
    .route("/properties", propertyRoutes(deps))
    .route("/properties", shareRoutes(deps))
    .route("/clients", clientRoutes())
    .route("/appointments", appointmentRoutes())
    .route("/counts", countRoutes())
    .route("/profile", profileRoutes(deps))
    .all("*", () => {
      throw new HttpError(404, "Not found");
    });

  app.route("/api", api);
  const indexHtml = deps.webDir ? readIndexHtml(deps.webDir) : null;
  app.route("/p", publicListingPageRoutes({ ...deps, indexHtml }));
  if (deps.webDir) {
    app.route("/", staticSite(deps.webDir, indexHtml));
  }
  return app;
}

function isUpload(c: Context): boolean {
  return c.req.method === "POST" && c.req.path === UPLOAD_PATH;
}

/** The unread rest of the body is dropped with the connection: the client must not reuse it. */
function tooLarge(c: Context) {
  return c.json<ErrorBody>({ error: { message: "The request is too large." } }, 413, {
    Connection: "close",
  });
}

export type App = ReturnType<typeof createApp>;
