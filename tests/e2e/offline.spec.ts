import type { Page } from "@playwright/test";
import {
  addAppointment,
  addClient,
  addProperty,
  expect as baseExpect,
  test,
  toast,
  uploadPhoto,
} from "./support/fixtures";

// Pages here load through a service worker that may still be filling its caches, and a reloaded
// list waits for the session, counts and lists it depends on: on a busy machine that takes longer
// than the default wait.
const expect = baseExpect.configure({ timeout: 15_000 });

const API_CACHE = "estate-api";

// The other tests block the service worker (playwright.config.ts); these are about it.
test.use({ serviceWorkers: "allow" });

test("after one online visit the records and photos open offline, a save says it waits, and sign-out deletes them", async ({
  page,
  context,
  account,
}) => {
  void account;
  // Eleven page loads, half of them offline: on a busy machine more than three times the default.
  test.setTimeout(150_000);
  const photo = await uploadPhoto(page);
  const property = await addProperty(page, { title: "Basement Flat", photos: [photo] });
  const client = await addClient(page, { name: "Ravi Offline" });
  await addAppointment(page, { title: "Tower Visit", clientId: client.id });
  await installServiceWorker(page);
  // The browser revalidates the lists it holds (ETag, decision 036); a 304 stays inside its cache.
  const revalidated: string[] = [];
  context.on("request", async (request) => {
    if ((await request.allHeaders())["if-none-match"]) {
      revalidated.push(request.url());
    }
  });

  // What the agent looks at online is what the app can show offline.
  const lists = [
    { path: "/dashboard", link: "Dashboard", text: "Basement Flat" },
    { path: "/properties", link: "Properties", text: "Basement Flat" },
    { path: "/clients", link: "Clients", text: "Ravi Offline" },
    { path: "/appointments", link: "Appointments", text: "Tower Visit" },
  ];
  for (const { link, text } of lists) {
    await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: link }).click();
    await expect(page.getByRole("heading", { level: 1, name: link })).toBeVisible();
    await expect(page.getByText(text).first()).toBeVisible();
  }
  const photoImage = page.getByRole("img", { name: "Basement Flat (1 of 1)" });
  await page.goto(`/properties/${property.id}`);
  await expect(photoImage).toHaveJSProperty("complete", true);
  await page.goto(`/clients/${client.id}/edit`);
  await expect(page.getByLabel("Name")).toHaveValue("Ravi Offline");

  await page.goto("/properties");
  await expect(page.getByText("Basement Flat").first()).toBeVisible();
  expect(revalidated.length).toBeGreaterThan(0);
  // The worker kept full answers only, never a 304's empty body.
  expect(new Set(await keptApiStatuses(page))).toEqual(new Set([200]));

  await context.setOffline(true);
  // Truly offline: an address the app never loaded gets no answer, even through the worker.
  expect(await fetchStatus(page, "/api/properties?never-loaded=1")).toBe("failed");

  // Hours later: the dashboard, asked at the device's minute, still opens from its kept copy.
  await page.clock.setFixedTime(Date.now() + 3 * 60 * 60 * 1000);
  const banner = page.getByRole("status").filter({ hasText: "You are offline" });
  for (const { path, link, text } of lists) {
    await page.goto(path);
    await expect(page.getByRole("heading", { level: 1, name: link })).toBeVisible();
    await expect(page.getByText(text).first()).toBeVisible();
    await expect(banner).toBeVisible();
  }
  await page.goto(`/properties/${property.id}`);
  // Its size came from the worker's cache (a 1 px photo's size in a srcset of widths has a
  // naturalWidth that rounds to 0, so its decoding tells that it loaded).
  await expect
    .poll(() =>
      photoImage.evaluate((image: HTMLImageElement) =>
        image.decode().then(
          () => image.currentSrc,
          () => "",
        ),
      ),
    )
    .toMatch(/\/api\/files\/.+\?w=[0-9]+$/);

  await page.goto(`/clients/${client.id}/edit`);
  await page.getByLabel("Name").fill("Ravi Typed Offline");
  await page.getByRole("button", { name: "Update Client" }).click();
  await expect(toast(page, "Error updating client")).toContainText(
    "You are offline: this was not saved yet",
  );
  await expect(page).toHaveURL(new RegExp(`/clients/${client.id}/edit$`));
  await expect(page.getByLabel("Name")).toHaveValue("Ravi Typed Offline");

  // Back online: the banner goes and the list loads again by itself, with what changed meanwhile,
  // once the server answers (the worker may still be offline when the page hears `online`).
  await page.goto("/clients");
  await expect(page.getByText("Ravi Offline").first()).toBeVisible();
  await addClient(page, { name: "Added From Another Phone" });
  await context.setOffline(false);
  await expect(banner).toBeHidden();
  await expect(page.getByText("Added From Another Phone")).toBeVisible();

  // Signing out deletes what was kept for offline use.
  expect(await cacheNames(page)).toContain(API_CACHE);
  await page.getByRole("button", { name: "Account menu" }).click();
  await page.getByRole("menuitem", { name: "Log out" }).click();
  await expect(page).toHaveURL(/\/login$/);
  expect(await cacheNames(page)).not.toContain(API_CACHE);
});

test("a list brought up to date by what changed since is the one that opens offline", async ({
  page,
  context,
  account,
}) => {
  void account;
  test.slow();
  const client = await addClient(page, { name: "Meera Shah" });
  await installServiceWorker(page);
  const asked: string[] = [];
  page.on("request", (request) => asked.push(new URL(request.url()).pathname));
  const nav = page.getByRole("navigation", { name: "Main" });
  await nav.getByRole("link", { name: "Clients" }).click();
  await expect(page.getByText("Meera Shah").first()).toBeVisible();

  // Renamed on another phone; back on the list, this one asks only what changed (decision 039).
  const renamed = await page.request.patch(`/api/clients/${client.id}`, {
    data: { name: "Meera Joshi" },
  });
  expect(renamed.status()).toBe(200);
  await nav.getByRole("link", { name: "Properties" }).click();
  await nav.getByRole("link", { name: "Clients" }).click();
  await expect(page.getByText("Meera Joshi").first()).toBeVisible();
  expect(asked).toContain("/api/clients/changes");
  expect(asked.filter((path) => path === "/api/clients")).toHaveLength(1);

  // The app wrote the list it made where the worker answers offline.
  await expect
    .poll(() =>
      page.evaluate(async (name) => {
        const kept = await (await caches.open(name)).match("/api/clients");
        return (await kept?.text()) ?? "";
      }, API_CACHE),
    )
    .toContain("Meera Joshi");
  await context.setOffline(true);
  await page.reload();
  await expect(page.getByRole("heading", { level: 1, name: "Clients" })).toBeVisible();
  await expect(page.getByText("Meera Joshi").first()).toBeVisible();
  await expect(page.getByText("Meera Shah")).toHaveCount(0);
});

test("the app is installable: manifest, icons and an active service worker", async ({
  page,
  account,
}) => {
  void account;
  test.slow();
  await installServiceWorker(page);
  const href = await page.locator('link[rel="manifest"]').getAttribute("href");
  const manifest = await (await page.request.get(href ?? "")).json();
  expect(manifest).toMatchObject({
    name: "Estate CRM",
    short_name: "Estate CRM",
    start_url: "/dashboard",
    display: "standalone",
    theme_color: "#091115",
    background_color: "#091115",
  });
  const icons: { src: string; sizes: string; purpose?: string }[] = manifest.icons;
  expect(icons.map(({ sizes, purpose }) => `${sizes} ${purpose ?? "any"}`)).toEqual([
    "192x192 any",
    "512x512 any",
    "512x512 maskable",
  ]);
  for (const icon of icons) {
    const response = await page.request.get(icon.src);
    expect(response.headers()["content-type"]).toBe("image/png");
  }
  await expect(page.locator('link[rel="apple-touch-icon"]')).toHaveAttribute(
    "href",
    "/apple-touch-icon.png",
  );
});

/** Waits for the worker the app registers once idle, then reloads so that it controls the page. */
async function installServiceWorker(page: Page) {
  await page.goto("/dashboard");
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  await page.reload();
  await expect
    .poll(() => page.evaluate(() => navigator.serviceWorker.controller?.state))
    .toBe("activated");
}

function fetchStatus(page: Page, path: string) {
  return page.evaluate(
    (url) =>
      fetch(url).then(
        () => "answered",
        () => "failed",
      ),
    path,
  );
}

function cacheNames(page: Page) {
  return page.evaluate(() => caches.keys());
}

/** The status of every answer the worker keeps for offline use, 0 for one with no body. */
function keptApiStatuses(page: Page) {
  return page.evaluate(async (name) => {
    const cache = await caches.open(name);
    const statuses: number[] = [];
    for (const request of await cache.keys()) {
      const response = await cache.match(request);
      const body = await response?.text();
      statuses.push(body ? (response?.status ?? 0) : 0);
    }
    return statuses;
  }, API_CACHE);
}
