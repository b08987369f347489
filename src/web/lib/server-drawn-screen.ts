/**
 * The first screen the server drew into the page (src/server/http/server-drawn-page.ts), shown
 * while the app's own root stays hidden (styles.css) until the app draws that screen itself.
 */
const SERVER_DRAWN_ID = "server-drawn";

export function hasServerDrawnScreen(): boolean {
  return document.getElementById(SERVER_DRAWN_ID) !== null;
}

/** Call in a layout effect of the app's first real render: its screen replaces the drawn one within one frame. */
export function removeServerDrawnScreen(): void {
  document.getElementById(SERVER_DRAWN_ID)?.remove();
}
