import { VitePWA } from "vite-plugin-pwa";
import { OFFLINE_DATA_CACHES } from "../src/shared/offline-caches.ts";
import { DARK_BACKGROUND } from "./render-icons.ts";

const DAY_SECONDS = 24 * 60 * 60;

/**
 * The installable app (decision 013): a web app manifest and a Workbox service worker that
 * precaches the whole build (so one version's files are never mixed with another's), answers
 * navigations with index.html, and keeps the agent's last loaded records and photos for offline.
 */
export function installableApp() {
  return VitePWA({
    // A new version waits until the agent chooses Reload (src/web/app/service-worker).
    registerType: "prompt",
    // The app registers the worker itself, after the first screen has rendered.
    injectRegister: false,
    manifest: {
      name: "Estate CRM",
      short_name: "Estate CRM",
      description: "Your listings, clients and appointments in one place.",
      id: "/",
      start_url: "/dashboard",
      scope: "/",
      display: "standalone",
      theme_color: DARK_BACKGROUND,
      background_color: DARK_BACKGROUND,
      icons: [
        { src: "/icon-192.png", sizes: "192x192", type: "image/png" },
        { src: "/icon-512.png", sizes: "512x512", type: "image/png" },
        { src: "/icon-maskable-512.png", sizes: "512x512", type: "image/png", purpose: "maskable" },
      ],
    },
    workbox: {
      // Push and notification taps (issue 28): a small handler beside the generated worker, so
      // Workbox keeps writing the precache and routes above (decision 031).
      importScripts: ["/push-handler.js"],
      globPatterns: ["**/*.{js,css,html,woff2,svg,png}"],
      // The Devanagari face (121 KB, src/web/styles.css) is fetched only by a page that shows such
      // text: precaching it would make every agent download it. Kept once fetched (below).
      globIgnores: ["stats.html", "**/noto-sans-devanagari-*.woff2"],
      // Lazy chunks of every size are part of the version: a missing one breaks its page offline.
      maximumFileSizeToCacheInBytes: 5 * 1024 * 1024,
      cleanupOutdatedCaches: true,
      navigateFallback: "index.html",
      // The API answers for itself; public listing pages are rendered by the server.
      navigateFallbackDenylist: [/^\/api\//, /^\/p\//],
      runtimeCaching: [
        {
          // The agent's records as last loaded, shown when the network is gone or slow. Auth routes,
          // shares and the public API never match, nor what changed in a list since a version
          // (decision 039): the app keeps the list it makes of them here itself.
          urlPattern: ({ url, sameOrigin }) =>
            sameOrigin &&
            /^\/api\/(properties|clients|appointments|counts|profile)(\/(?!changes$)|$)/.test(
              url.pathname,
            ),
          handler: "NetworkFirst",
          options: {
            cacheName: OFFLINE_DATA_CACHES.api,
            networkTimeoutSeconds: 4,
            cacheableResponse: { statuses: [200] },
            expiration: { maxEntries: 300, maxAgeSeconds: 30 * DAY_SECONDS },
          },
        },
        {
          // The dashboard is asked at the device's date and time (`?date=&time=`); one copy is kept
          // under its bare path, so offline it shows the last one loaded, whatever the minute.
          urlPattern: ({ url, sameOrigin }) => sameOrigin && url.pathname === "/api/dashboard",
          handler: "NetworkFirst",
          options: {
            cacheName: OFFLINE_DATA_CACHES.api,
            networkTimeoutSeconds: 4,
            cacheableResponse: { statuses: [200] },
            plugins: [{ cacheKeyWillBeUsed: async ({ request }) => new URL(request.url).pathname }],
          },
        },
        {
          // Asked when the network returns (src/web/app/query-client.ts): fetched by the worker
          // itself, so an answer means the worker's own requests go through again.
          urlPattern: ({ url, sameOrigin }) => sameOrigin && url.pathname === "/api/health",
          handler: "NetworkOnly",
        },
        {
          // A font file's name carries its content's hash: the cached copy stays right.
          urlPattern: ({ url, sameOrigin }) =>
            sameOrigin && /^\/assets\/noto-sans-devanagari-[\w-]+\.woff2$/.test(url.pathname),
          handler: "CacheFirst",
          options: {
            cacheName: "estate-fonts",
            cacheableResponse: { statuses: [200] },
            expiration: { maxEntries: 4, purgeOnQuotaError: true },
          },
        },
        {
          // Uploaded files never change under their key.
          urlPattern: ({ url, sameOrigin }) => sameOrigin && url.pathname.startsWith("/api/files/"),
          handler: "CacheFirst",
          options: {
            cacheName: OFFLINE_DATA_CACHES.files,
            cacheableResponse: { statuses: [200] },
            expiration: {
              maxEntries: 200,
              maxAgeSeconds: 30 * DAY_SECONDS,
              purgeOnQuotaError: true,
            },
          },
        },
      ],
    },
  });
}
