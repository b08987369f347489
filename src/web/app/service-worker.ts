import { readStorage } from "@web/lib/local-store";

/**
 * The e2e tests' browsers (navigator.webdriver) leave the worker out: installing the precache in
 * every test's fresh browser costs each one seconds on a busy machine. The offline tests opt in.
 */
const E2E_SERVICE_WORKER_KEY = "crm_e2e_service_worker";

/**
 * Registers the service worker once the first screen has rendered and the browser is idle: it is
 * no part of the first load (its module, with workbox-window, is a chunk of its own).
 */
export function registerServiceWorkerWhenIdle() {
  const isTestBrowser = navigator.webdriver && readStorage(E2E_SERVICE_WORKER_KEY) !== "on";
  if (!("serviceWorker" in navigator) || isTestBrowser) {
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
