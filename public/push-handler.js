/**
 * Web Push in the app's service worker (issue 28): Workbox's generated sw.js loads this file with
 * importScripts (scripts/pwa.ts). A push shows the notification; a tap on it opens the screen it
 * names in the app's window, focused, or in a new one. Kept apart from the build: a plain script
 * the worker fetches as it is.
 */

const NOTIFICATION_ICON = "/icon-192.png";
const FALLBACK_PATH = "/today";

self.addEventListener("push", (event) => {
  const payload = readPayload(event);
  event.waitUntil(
    self.registration.showNotification(payload.title, {
      body: payload.body,
      tag: payload.tag,
      icon: NOTIFICATION_ICON,
      data: { url: payload.url },
    }),
  );
});

self.addEventListener("notificationclick", (event) => {
  event.notification.close();
  event.waitUntil(openInApp(event.notification.data?.url));
});

/** Shows `url` (an in-app path) in the app's open window, focused, or else in a new window. */
async function openInApp(url) {
  const target = new URL(inAppPath(url), self.location.origin).href;
  const windows = await self.clients.matchAll({ type: "window", includeUncontrolled: true });
  const appWindow = windows.find((client) => new URL(client.url).origin === self.location.origin);
  // A window this worker does not control cannot be navigated: a new one opens instead.
  const navigated = appWindow ? await appWindow.navigate(target).catch(() => null) : null;
  return navigated ? navigated.focus() : self.clients.openWindow(target);
}

/** Only a path of this app: a payload never sends the agent to another site. */
function inAppPath(url) {
  return typeof url === "string" && url.startsWith("/") && !url.startsWith("//")
    ? url
    : FALLBACK_PATH;
}

function readPayload(event) {
  try {
    const payload = event.data?.json() ?? {};
    return {
      title: String(payload.title ?? "Estate CRM"),
      body: String(payload.body ?? ""),
      tag: String(payload.tag ?? ""),
      url: payload.url,
    };
  } catch {
    return { title: "Estate CRM", body: event.data?.text() ?? "", tag: "", url: FALLBACK_PATH };
  }
}
