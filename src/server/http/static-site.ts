import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { serveStatic } from "@hono/node-server/serve-static";
import { Hono } from "hono";
import { firstScreenPages } from "./route-preloads";

/**
 * The built SPA: hashed assets cached for a year and sent precompressed (the build writes .br and
 * .gz beside them); the files at the root (index.html, the service worker, the web app manifest,
 * icons) keep their names from one version to the next, so the browser asks again each time.
 * Every other path is answered with index.html, which on the first screens also announces the
 * route's own chunks (route-preloads.ts).
 */
export function staticSite(
  webDir: string,
  indexHtml = readIndexHtml(webDir),
  pages: ReadonlyMap<string, string> = firstScreenPagesOf(webDir, indexHtml),
) {
  const root = path.relative(process.cwd(), webDir) || ".";
  return new Hono()
    .use(
      "/assets/*",
      serveStatic({
        root,
        precompressed: true,
        onFound: (_path, c) => {
          c.header("Cache-Control", "public, max-age=31536000, immutable");
        },
      }),
    )
    .use(
      "*",
      serveStatic({
        root,
        precompressed: true,
        onFound: (_path, c) => {
          c.header("Cache-Control", "no-cache");
        },
      }),
    )
    .get("*", (c) => {
      if (!indexHtml) {
        return c.text("The web app is not built: run `npm run build`.", 503);
      }
      c.header("Cache-Control", "no-cache");
      return c.html(pages.get(c.req.path) ?? indexHtml);
    });
}

function firstScreenPagesOf(webDir: string, indexHtml: string | null) {
  return indexHtml ? firstScreenPages(webDir, indexHtml) : new Map<string, string>();
}

/** The built SPA's page, or null when the app is not built. */
export function readIndexHtml(webDir: string): string | null {
  const indexFile = path.join(webDir, "index.html");
  return existsSync(indexFile) ? readFileSync(indexFile, "utf8") : null;
}
