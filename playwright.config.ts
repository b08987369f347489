import { existsSync } from "node:fs";
import { defineConfig } from "@playwright/test";
import { E2E_DATA_DIR, E2E_PORT } from "./tests/e2e/support/e2e-server";
import { CHROMIUM_ARGS, CHROMIUM_PATH, HEADLESS_SHELL_PATH } from "./tests/support/chromium";

/** Push and notifications need the whole browser; the headless shell runs the rest, when installed. */
const NEEDS_WHOLE_BROWSER = /notifications\.spec\.ts$/;
const SHELL_PATH = existsSync(HEADLESS_SHELL_PATH) ? HEADLESS_SHELL_PATH : CHROMIUM_PATH;

export default defineConfig({
  testDir: "tests/e2e",
  outputDir: `test-results/${E2E_PORT}`,
  fullyParallel: true,
  workers: 2,
  retries: 0,
  timeout: 30_000,
  // A screen on a busy two-core machine once took over 7 s to load (decision 049).
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [["list"]] : [["list"]],
  use: {
    baseURL: `http://localhost:${E2E_PORT}`,
    // A failed test keeps its trace's DOM snapshots; the screencast beside them cost every test
    // a quarter of its time (decision 049). The failure's own screenshot is kept below.
    trace: { mode: "retain-on-failure", screenshots: false },
    // Installing the precache in every test's fresh browser costs each one seconds on a busy
    // machine: tests run without the service worker, and the offline tests allow it.
    serviceWorkers: "block",
    screenshot: "only-on-failure",
  },
  projects: [
    {
      name: "headless-shell",
      testIgnore: NEEDS_WHOLE_BROWSER,
      use: { launchOptions: { executablePath: SHELL_PATH, args: CHROMIUM_ARGS } },
    },
    {
      name: "chromium",
      testMatch: NEEDS_WHOLE_BROWSER,
      use: { launchOptions: { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS } },
    },
  ],
  webServer: {
    // The server as `npm start` runs it (rebuilt if stale), with a fresh embedded database each run.
    command: `rm -rf ${E2E_DATA_DIR} && node scripts/build-if-stale.mjs && node dist/server/index.js`,
    url: `http://localhost:${E2E_PORT}/api/health`,
    reuseExistingServer: false,
    // A changed migration rebuilds the database template first.
    timeout: 120_000,
    env: {
      PORT: String(E2E_PORT),
      DATA_DIR: E2E_DATA_DIR,
      TRUST_PROXY: "true",
      LOG_REQUESTS: "false",
    },
  },
});
