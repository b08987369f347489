/** Debian's Chromium, started the way this machine needs (no sandbox as root, no background traffic). */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";

/**
 * Debian's headless shell (package chromium-headless-shell), the browser Playwright itself tests
 * headless pages with: the same engine without the full browser's window machinery, a third less
 * of the e2e suite's time. It has no push or notifications (decision 051).
 */
export const HEADLESS_SHELL_PATH =
  process.env.CHROMIUM_HEADLESS_SHELL_PATH ?? "/usr/bin/chromium-headless-shell";

export const CHROMIUM_ARGS = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  // Debian's launcher turns GPU rasterization on, which without a GPU runs in SwiftShader: an
  // eighth of the browser tests' CPU time (decision 049).
  "--disable-gpu-rasterization",
];
