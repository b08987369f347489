import type { SafeHtml } from "./html";

/** The element holding what the server drew; the web app removes it when it draws (lib/server-drawn-screen.ts). */
export const SERVER_DRAWN_ID = "server-drawn";
const APP_CODE_ID = "app-code";

/**
 * Starts the app's code once the first screen's photo is on screen (decoded, then a frame painted),
 * at once when there is none, and after PHOTO_WAIT_MS whatever the photo does (a slow link, a tab
 * in the background): on a phone's link the photo no longer shares it with 230 KB of scripts, and
 * the scripts' run on a slow CPU no longer holds up its paint. Inline, allowed by its hash
 * (inline-scripts.ts).
 */
const PHOTO_WAIT_MS = 3000;
export const START_APP_CODE_SCRIPT = [
  "(() => {",
  "let isStarted = false;",
  "const start = () => {",
  "if (isStarted) { return; }",
  "isStarted = true;",
  `document.body.append(document.getElementById("${APP_CODE_ID}").content.cloneNode(true));`,
  "};",
  `const photo = document.querySelector("#${SERVER_DRAWN_ID} img[fetchpriority=high]");`,
  "if (!photo) { start(); return; }",
  "const afterPaint = () => requestAnimationFrame(() => setTimeout(start));",
  "photo.decode().then(afterPaint, afterPaint);",
  `setTimeout(start, ${PHOTO_WAIT_MS});`,
  "})();",
].join("\n");

const MODULE_TAGS = /<script type="module"[^>]*><\/script>\s*|<link rel="modulepreload"[^>]*>\s*/g;

/**
 * A first screen's page (index.html with its early requests) with the screen the server drew in
 * front of the app's root, shown until the app replaces it, and the app's scripts and their
 * preloads held in a template until START_APP_CODE_SCRIPT adds them. The screen is not inert:
 * a screen reader finds its landmarks, heading and links at once; the screen marks inert only
 * the controls that need the app's code.
 */
export function withServerDrawnScreen(pageHtml: string, screen: SafeHtml): string {
  const appCode = [...pageHtml.matchAll(MODULE_TAGS)].map(([tag]) => tag.trim()).join("");
  return pageHtml
    .replace(MODULE_TAGS, "")
    .replace(
      '<div id="root"></div>',
      `<div id="${SERVER_DRAWN_ID}">${screen}</div><div id="root"></div>`,
    )
    .replace(
      "</body>",
      `<template id="${APP_CODE_ID}">${appCode}</template><script>${START_APP_CODE_SCRIPT}</script></body>`,
    );
}
