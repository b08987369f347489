import path from "node:path";
import { type ServerType, serve } from "@hono/node-server";
import { type App, createApp } from "./app";
import { createAuth } from "./auth";
import type { Db } from "./db/db";
import { openDatabase } from "./db/open";
import type { UserScope } from "./db/user-scope";
import type { Config } from "./env";
import { startUploadSweep } from "./features/files/upload-sweep";
import { startScheduler } from "./features/notifications/scheduler";
import { convertPhonesToE164 } from "./features/phones/phones-to-e164";
import { pushSender } from "./features/push/push-sender";
import { createOutboxMailer, createSmtpMailer } from "./mail/mailer";
import { createStorage } from "./storage/create-storage";

export type RunningServer = {
  url: string;
  db: Db;
  asUser: UserScope;
  /** The app's route table, for tests that must cover every route. */
  routes: App["routes"];
  close(): Promise<void>;
};

/**
 * Opens the database, migrates it, and serves the API (and the SPA when built) on config.port.
 * A fresh embedded database starts from `databaseTemplateDir` when given (a migrated copy).
 */
export async function startServer(
  config: Config,
  options: { log?: (line: string) => void; webDir?: string; databaseTemplateDir?: string } = {},
): Promise<RunningServer> {
  const write = options.log ?? ((line: string) => console.log(line));
  const log = config.logFormat === "json" ? asJsonLine(write) : write;
  let isDraining = false;
  const database = openDatabase({
    databaseUrl: config.databaseUrl,
    pgliteDir: path.join(config.dataDir, "db"),
    pgliteTemplateDir: options.databaseTemplateDir,
    log,
    poolStatsEveryMs: config.poolStatsEveryMs,
  });
  await database.migrate();
  await convertPhonesToE164({ db: database.db, asUser: database.asUser, log });
  const mailer = config.smtpUrl
    ? createSmtpMailer(config.smtpUrl, config.mailFrom)
    : createOutboxMailer(path.join(config.dataDir, "outbox"), log);
  const trustedOrigins = trustedOriginsFor(config.appUrl);
  const auth = createAuth({
    db: database.db,
    mailer,
    appUrl: config.appUrl,
    secret: config.authSecret,
    trustedOrigins,
    requireEmailVerification: Boolean(config.smtpUrl),
    google: config.google,
    log,
  });
  const storage = await createStorage({ dataDir: config.dataDir, s3: config.s3 });
  const sendPush = pushSender(config.push);
  const app = createApp({
    db: database.db,
    asUser: database.asUser,
    asShare: database.asShare,
    auth,
    storage,
    uploadRules: config.uploads,
    leadsPerMinute: config.leadsPerMinute,
    signingSecret: config.authSecret,
    trustedOrigins,
    trustedProxyHops: config.trustedProxyHops,
    isGoogleEnabled: Boolean(config.google),
    appUrl: config.appUrl,
    isAppUrlSet: config.isAppUrlSet,
    webDir: options.webDir,
    log,
    writeRequestLine: config.logRequests ? write : undefined,
    logFormat: config.logFormat,
    isDraining: () => isDraining,
    push: config.push,
    sendPush,
  });
  const server = await listen(app.fetch, config.port);
  const sweep = startUploadSweep({
    db: database.db,
    asUser: database.asUser,
    storage,
    graceMs: config.uploads.graceMs,
    log,
  });
  const scheduler = startScheduler({
    db: database.db,
    asUser: database.asUser,
    sendPush,
    leaseMs: config.jobLeaseMs,
    jobDeps: { mailer, appUrl: config.appUrl, log },
  });
  const address = server.address();
  const port = typeof address === "object" && address ? address.port : config.port;
  return {
    url: `http://localhost:${port}`,
    db: database.db,
    asUser: database.asUser,
    routes: app.routes,
    /** Stops accepting connections, lets the requests in flight finish (up to the timeout), then closes the pools. */
    async close() {
      isDraining = true;
      log("shutting down: finishing the requests in flight");
      await drain(server, config.shutdownTimeoutMs, log);
      await Promise.all([sweep.stop(), scheduler.stop()]);
      await database.close();
    },
  };
}

function listen(fetch: Parameters<typeof serve>[0]["fetch"], port: number): Promise<ServerType> {
  return new Promise((resolve, reject) => {
    const server = serve({ fetch, port }, () => resolve(server));
    server.once("error", reject);
  });
}

/**
 * Resolves once every connection has ended: idle ones are closed at once, busy ones after their
 * response (which says `Connection: close`); whatever is still running at the timeout is cut off.
 */
function drain(server: ServerType, timeoutMs: number, log: (line: string) => void): Promise<void> {
  return new Promise((resolve) => {
    const timer = setTimeout(() => {
      log(`shutdown: requests still running after ${timeoutMs} ms are cut off`);
      if ("closeAllConnections" in server) {
        server.closeAllConnections();
      }
    }, timeoutMs);
    server.close(() => {
      clearTimeout(timer);
      resolve();
    });
    if ("closeIdleConnections" in server) {
      server.closeIdleConnections();
    }
  });
}

/** Every line JSON, like the request lines, so that a log collector reads one format. */
function asJsonLine(write: (line: string) => void) {
  return (message: string) =>
    write(JSON.stringify({ time: new Date().toISOString(), level: "info", message }));
}

/** The app's own origin, plus its other local spelling and the Vite dev server on this machine. */
function trustedOriginsFor(appUrl: string): string[] {
  const url = new URL(appUrl);
  if (url.hostname !== "localhost" && url.hostname !== "127.0.0.1") {
    return [url.origin];
  }
  return [
    `http://localhost:${url.port}`,
    `http://127.0.0.1:${url.port}`,
    "http://localhost:5173",
    "http://127.0.0.1:5173",
  ];
}
