import { createHash } from "node:crypto";
import { EARLY_REQUESTS } from "./route-preloads";
import { START_APP_CODE_SCRIPT } from "./server-drawn-page";

/** The bodies of a page's inline scripts (`<script>` elements without attributes). */
export function inlineScripts(html: string): string[] {
  return [...html.matchAll(/<script>([\s\S]*?)<\/script>/g)].map(([, body = ""]) => body);
}

/**
 * The Content-Security-Policy sources that allow, by their hashes, the inline scripts the app's
 * pages carry: index.html's own (the theme, applied before the first paint), the ones the first
 * screens add (route-preloads.ts) and the one that starts the app behind a screen the server drew
 * (server-drawn-page.ts). Any other inline script stays blocked.
 */
export function inlineScriptSources(indexHtml: string | null): string[] {
  const pagesHtml = [
    indexHtml ?? "",
    ...Object.values(EARLY_REQUESTS).flat(),
    `<script>${START_APP_CODE_SCRIPT}</script>`,
  ].join("");
  return inlineScripts(pagesHtml).map(
    (script) => `'sha256-${createHash("sha256").update(script).digest("base64")}'`,
  );
}
