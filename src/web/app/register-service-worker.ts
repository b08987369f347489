/// <reference types="vite-plugin-pwa/vanillajs" />

import { registerSW } from "virtual:pwa-register";
import { withToast } from "@web/lib/toast";

/**
 * A new version's worker waits while this page runs on the old one's files; Reload lets it take
 * over and loads the page again, all from the new version.
 */
export function registerServiceWorker() {
  const updateServiceWorker = registerSW({
    onNeedRefresh: () =>
      withToast((toast) =>
        toast.info("A new version is available", {
          duration: Number.POSITIVE_INFINITY,
          action: { label: "Reload", onClick: () => void updateServiceWorker(true) },
        }),
      ),
  });
}
