import { Hono } from "hono";
import { bodyLimit } from "hono/body-limit";
import { compress } from "hono/compress";
import { csrf } from "hono/csrf";
import { logger } from "hono/logger";
import { secureHeaders } from "hono/secure-headers";
import type { Auth } from "./auth";
import type { Db } from "./db/open";
import { appointmentRoutes } from "./features/appointments/appointments.routes";
import { clientRoutes } from "./features/clients/clients.routes";
import { fileRoutes } from "./features/files/files.routes";
import { healthRoutes } from "./features/health/health.routes";
import { profileRoutes } from "./features/profile/profile.routes";
import { propertyRoutes } from "./features/properties/properties.routes";
import type { AppEnv } from "./http/app-env";
import { authRoutes } from "./http/auth-routes";
import { errorResponse, HttpError } from "./http/errors";
import { requireUser } from "./http/require-user";
import { staticSite } from "./http/static-site";
import type { FileStorage } from "./storage/storage";

const JSON_BODY_LIMIT = 1024 * 1024;

export type AppDeps = {
  db: Db;
  auth: Auth;
  storage: FileStorage;
  trustedOrigins: string[];
  trustProxy: boolean;
  isGoogleEnabled: boolean;
  webDir?: string;
  log: (line: string) => void;
  logRequests: boolean;
};

export function createApp(deps: AppDeps) {
  const app = new Hono<AppEnv>();
  if (deps.logRequests) {
    app.use(logger(deps.log));
  }
  // Lists of thousands of listings are megabytes of JSON: gzip makes them a tenth of that on a phone.
  app.use(compress());
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

  const api = new Hono<AppEnv>()
    .route("/health", healthRoutes(deps.db))
    .route("/auth", authRoutes(deps))
    .use(csrf({ origin: deps.trustedOrigins }))
    .use(requireUser(deps.auth))
    // Uploads have their own, larger, limit; everything after this point takes JSON only.
    .route("/files", fileRoutes(deps))
    .use(bodyLimit({ maxSize: JSON_BODY_LIMIT, onError: tooLarge }))
    .route("/properties", propertyRoutes(deps))
    .route("/clients", clientRoutes(deps))
    .route("/appointments", appointmentRoutes(deps))
    .route("/profile", profileRoutes(deps))
    .all("*", () => {
      throw new HttpError(404, "Not found");
    });

  app.route("/api", api);
  if (deps.webDir) {
    app.route("/", staticSite(deps.webDir));
  }
  return app;
}

function tooLarge(): never {
  throw new HttpError(413, "The request is too large.");
}

export type App = ReturnType<typeof createApp>;
