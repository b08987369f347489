// Chrome's own installability check, the one behind its install prompt (Lighthouse 12 dropped its
// installable-manifest audit with the PWA category): on /login after the service worker has
// taken over, in a normal (not incognito) profile. `BENCH_ONLY=install npm run bench`.
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { chromium } from "@playwright/test";
import { loadConfig } from "@server/env";
import { startServer } from "@server/server";
import { CHROMIUM_ARGS, CHROMIUM_PATH } from "../tests/support/chromium";
import { freePort } from "../tests/support/free-port";

type InstallabilityError = { errorId: string; errorArguments: { name: string; value: string }[] };
type AppManifest = { url: string; errors: { message: string; critical: number }[] };

export async function benchInstallability() {
  const dataDir = await mkdtemp(path.join(tmpdir(), "estate-install-"));
  const profileDir = await mkdtemp(path.join(tmpdir(), "estate-install-profile-"));
  const server = await startServer(
    loadConfig({ PORT: String(await freePort()), DATA_DIR: dataDir, LOG_REQUESTS: "false" }),
    { log: () => {}, webDir: path.resolve("dist/web") },
  );
  const context = await chromium.launchPersistentContext(profileDir, {
    executablePath: CHROMIUM_PATH,
    args: CHROMIUM_ARGS,
  });
  try {
    const page = await context.newPage();
    // The app leaves its service worker out of automated browsers unless asked.
    await page.addInitScript("localStorage.setItem('crm_e2e_service_worker', 'on')");
    await page.goto(`${server.url}/login`);
    // A string: bench is type-checked without the DOM.
    await page.evaluate("navigator.serviceWorker.ready.then(() => true)");
    await page.reload();
    const cdp = await context.newCDPSession(page);
    const { installabilityErrors } = (await cdp.send("Page.getInstallabilityErrors")) as {
      installabilityErrors: InstallabilityError[];
    };
    const manifest = (await cdp.send("Page.getAppManifest")) as AppManifest;
    const errors = installabilityErrors.map(({ errorId, errorArguments }) =>
      [errorId, ...errorArguments.map(({ name, value }) => `${name}=${value}`)].join(" "),
    );
    console.log(
      `installability (Chrome, /login): ${errors.length ? `NOT installable: ${errors.join("; ")}` : "installable"}; manifest ${manifest.url.replace(server.url, "")}: ${manifest.errors.length ? manifest.errors.map((error) => error.message).join("; ") : "no errors"}`,
    );
  } finally {
    await context.close();
    await server.close();
    await rm(dataDir, { recursive: true, force: true });
    await rm(profileDir, { recursive: true, force: true });
  }
}
