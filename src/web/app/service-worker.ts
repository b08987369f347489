/**
 * Registers the service worker once the first screen has rendered and the browser is idle: it is
 * no part of the first load (its module, with workbox-window, is a chunk of its own). Every
 * browser gets it, automated ones too; tests that must run without it block it in their browser
 * context (Playwright's `serviceWorkers: "block"`).
 */
export function registerServiceWorkerWhenIdle() {
  if (!("serviceWorker" in navigator)) {
    return;
  }
  const register = () =>
    void import("./register-service-worker").then((module) => module.registerServiceWorker());
  if ("requestIdleCallback" in window) {
    requestIdleCallback(register, { timeout: 3000 });
  } else {
    setTimeout(register, 1000);
  }
}
