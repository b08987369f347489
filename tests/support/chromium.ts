/** Debian's Chromium, started the way this machine needs (no sandbox as root, no background traffic). */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";

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
