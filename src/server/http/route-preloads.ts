import { existsSync, readFileSync } from "node:fs";
import path from "node:path";

type Chunk = { file: string; imports?: string[]; css?: string[] };
/** Vite's build manifest (`dist/web/.vite/manifest.json`): source module → built chunk. */
export type BuildManifest = Record<string, Chunk>;

/**
 * The lazy modules the router (src/web/app/router.tsx) loads for the screens an agent opens first,
 * relative to src/web. The page answering these paths announces their chunks, so the browser
 * fetches them beside the entry instead of after running it (issue #10).
 */
export const FIRST_SCREEN_MODULES: Readonly<Record<string, readonly string[]>> = {
  "/login": ["features/auth/login-page.tsx"],
  "/signup": ["features/auth/signup-page.tsx"],
  "/dashboard": ["app/layout/app-layout.tsx", "features/dashboard/dashboard-page.tsx"],
  "/properties": ["app/layout/app-layout.tsx", "features/properties/properties-page.tsx"],
};

/**
 * The session check the app makes before drawing a signed-in screen (records/session/
 * get-session.ts, the same URL, mode and credentials), asked by the page itself beside the scripts
 * instead of after running them.
 */
const SESSION_PRELOAD = `<link rel="preload" as="fetch" crossorigin href="/api/auth/get-session">`;

/**
 * What the Properties page asks for before its first cards (web/lib/record-counts.ts and
 * web/lib/list-pages.ts, the same URLs): the counts, which say whether the list loads whole, and
 * the first page of 24 newest listings, which the page shows at once either way. Only that page:
 * the whole list of a large account would be a large download the page may never use.
 */
const PROPERTIES_PRELOADS = [
  `<link rel="preload" as="fetch" crossorigin href="/api/counts">`,
  `<link rel="preload" as="fetch" crossorigin href="/api/properties?limit=24">`,
];

/**
 * The dashboard's summary at this device's date and time: the URL that features/dashboard/api/
 * get-dashboard.ts asks for (`localWallClockAt` in src/shared/domain/wall-clock.ts), asked by the
 * page before its scripts run. Only the device knows its clock, so this is a script; inline, it
 * costs no request, and the Content-Security-Policy allows it by its hash.
 */
const DASHBOARD_PRELOAD_SCRIPT = [
  "(() => {",
  "const now = new Date();",
  'const pad = (value, length = 2) => String(value).padStart(length, "0");',
  'const date = [pad(now.getFullYear(), 4), pad(now.getMonth() + 1), pad(now.getDate())].join("-");',
  'const time = pad(now.getHours()) + ":" + pad(now.getMinutes());',
  'const link = document.createElement("link");',
  'Object.assign(link, { rel: "preload", as: "fetch", crossOrigin: "anonymous" });',
  'link.href = "/api/dashboard?" + new URLSearchParams({ date, time });',
  "document.head.append(link);",
  "})();",
].join("\n");

/**
 * What a first screen's page asks for itself, before its scripts run and ask: first thing in the
 * head, so these requests go out before the parser meets the stylesheet (which would hold up an
 * inline script until it had loaded).
 */
export const EARLY_REQUESTS: Readonly<Record<string, readonly string[]>> = {
  "/dashboard": [SESSION_PRELOAD, `<script>${DASHBOARD_PRELOAD_SCRIPT}</script>`],
  "/properties": [SESSION_PRELOAD, ...PROPERTIES_PRELOADS],
};

/** The chunks a page needs before it renders: the given ones and everything they import statically. */
export function staticClosure(manifest: BuildManifest, keys: readonly string[]): Chunk[] {
  const seen = new Map<string, Chunk>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || seen.has(key)) {
      return;
    }
    seen.set(key, chunk);
    for (const imported of chunk.imports ?? []) {
      visit(imported);
    }
  };
  keys.forEach(visit);
  return [...seen.values()];
}

/**
 * index.html for each first-screen path, with its `EARLY_REQUESTS` and a `modulepreload` link for
 * each chunk of its route that index.html does not already preload. Empty when the build has no
 * manifest.
 */
export function firstScreenPages(webDir: string, indexHtml: string): Map<string, string> {
  const manifestFile = path.join(webDir, ".vite/manifest.json");
  const pages = new Map<string, string>();
  if (!existsSync(manifestFile) || !indexHtml.includes("</head>")) {
    return pages;
  }
  const manifest: BuildManifest = JSON.parse(readFileSync(manifestFile, "utf8"));
  const entryFiles = new Set(staticClosure(manifest, ["index.html"]).map((chunk) => chunk.file));
  for (const [route, modules] of Object.entries(FIRST_SCREEN_MODULES)) {
    const links = staticClosure(manifest, modules)
      .filter((chunk) => !entryFiles.has(chunk.file))
      .map((chunk) => `<link rel="modulepreload" crossorigin href="/${chunk.file}">`);
    const early = (EARLY_REQUESTS[route] ?? []).join("");
    pages.set(
      route,
      indexHtml.replace("<head>", `<head>${early}`).replace("</head>", `${links.join("")}</head>`),
    );
  }
  return pages;
}
