import type { Page } from "@playwright/test";
import { addProperty, expect, test, toast } from "./support/fixtures";

test("a new agent's dashboard shows zeros and the empty states", async ({ page, account }) => {
  void account;
  await page.goto("/dashboard");
  await expect(page).toHaveTitle("Dashboard - real estate CRM");
  for (const label of [
    "Total Properties",
    "Active Clients",
    "Upcoming Appointments",
    "Properties Matched",
  ]) {
    await expect(summaryCard(page, label)).toContainText("0");
  }
  await expect(page.getByText("No properties yet")).toBeVisible();
  await expect(page.getByText("Add your first property to get started")).toBeVisible();
  await expect(page.getByText("No appointments scheduled")).toBeVisible();
  await expect(page.getByText("Schedule your first appointment")).toBeVisible();
});

test("the dashboard sums up the agent's records and leads to them", async ({ page, account }) => {
  void account;
  const first = await addProperty(page, { title: "Oldest Listing", location: "Pune" });
  await addProperty(page, {
    title: "Sea View Flat",
    location: "Bandra West",
    price: 5_000_000,
    subType: "Apartment / Flat",
    mainType: "Residential Property",
  });
  await addProperty(page, { title: "Sold Villa", status: "sold" });
  const newest = await addProperty(page, { title: "Newest Listing" });
  const client = await post(page, "/api/clients", {
    name: "Ravi Kumar",
    phone: "+91 98200 11111",
    budget: 6_000_000,
    locations: ["Bandra"],
    propertyTypes: ["Apartment / Flat"],
  });
  await post(page, "/api/clients", {
    name: "Old Lead",
    phone: "+91 98200 22222",
    status: "inactive",
    // No budget, types or locations: every rental would score 100, so keep it off the sale listings.
    purpose: "to-rent",
  });
  const visit = {
    location: "Bandra",
    process: "Property Visit",
    clientId: client.id,
    propertyId: first.id,
  };
  await post(page, "/api/appointments", {
    ...visit,
    title: "Later visit",
    date: "2099-01-02",
    time: "10:00",
  });
  await post(page, "/api/appointments", {
    ...visit,
    title: "Next visit",
    date: "2099-01-01",
    time: "09:30",
  });
  await post(page, "/api/appointments", {
    ...visit,
    title: "Past visit",
    date: "2000-01-01",
    time: "09:30",
  });

  await page.goto("/dashboard");
  await expect(summaryCard(page, "Total Properties")).toContainText("4");
  await expect(summaryCard(page, "Active Clients")).toContainText("1");
  await expect(summaryCard(page, "Upcoming Appointments")).toContainText("2");
  await expect(summaryCard(page, "Properties Matched")).toContainText("1");

  const recent = page
    .getByRole("heading", { name: "Recent Properties" })
    .locator("xpath=ancestor::*[@data-slot='card'][1]");
  await expect(recent.getByRole("link")).toHaveCount(3);
  await expect(recent.getByRole("link").first()).toContainText("Newest Listing");
  const upcoming = page
    .getByRole("heading", { name: "Upcoming Appointments" })
    .locator("xpath=ancestor::*[@data-slot='card'][1]");
  await expect(upcoming.getByRole("link")).toHaveText([
    /1 Jan 2099.*9:30 AM.*Next visit/,
    /2 Jan 2099.*10:00 AM.*Later visit/,
  ]);

  await recent.getByRole("link", { name: /Newest Listing/ }).click();
  await expect(page).toHaveURL(`/properties/${newest.id}`);
  await page.goBack();
  await summaryCard(page, "Active Clients").click();
  await expect(page).toHaveURL(/\/clients$/);
});

test("on a phone the appointments card comes before the summary cards", async ({
  page,
  account,
}) => {
  void account;
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto("/dashboard");
  const appointments = await page
    .getByRole("heading", { name: "Upcoming Appointments" })
    .boundingBox();
  const summary = await summaryCard(page, "Total Properties").boundingBox();
  expect(appointments?.y ?? 0).toBeLessThan(summary?.y ?? 0);

  await page.setViewportSize({ width: 1280, height: 800 });
  const recent = await page.getByRole("heading", { name: "Recent Properties" }).boundingBox();
  const beside = await page.getByRole("heading", { name: "Upcoming Appointments" }).boundingBox();
  expect(Math.abs((recent?.y ?? 0) - (beside?.y ?? 100))).toBeLessThan(5);
  expect(beside?.x ?? 0).toBeGreaterThan(recent?.x ?? 0);
});

test("a dashboard that cannot be loaded says so, and Try again loads it", async ({
  page,
  account,
}) => {
  void account;
  await addProperty(page, { title: "Harbour View Flat" });
  // The server fails every try React Query makes (a 503 is retried twice, a second apart).
  await page.route("**/api/dashboard?*", (route) =>
    route.fulfill({ status: 503, json: { error: { message: "The database is busy" } } }),
  );
  await page.goto("/dashboard");
  await expect(toast(page, "Error fetching dashboard")).toContainText("The database is busy", {
    timeout: 15_000,
  });
  const failure = page.getByText("The dashboard could not be loaded");
  await expect(failure).toBeVisible();

  await page.unroute("**/api/dashboard?*");
  await page.getByRole("button", { name: "Try again" }).click();
  await expect(failure).toBeHidden();
  await expect(summaryCard(page, "Total Properties")).toContainText("1");
  await expect(page.getByRole("link", { name: /Harbour View Flat/ })).toBeVisible();
});

test("the dashboard's page asks for the summary once, at the device's clock, before its scripts run", async ({
  page,
  account,
}) => {
  void account;
  await page.clock.setFixedTime(new Date(2026, 2, 10, 9, 5));
  const summaries: string[] = [];
  page.on("request", (request) => {
    if (new URL(request.url()).pathname === "/api/dashboard") {
      summaries.push(request.url());
    }
  });
  await page.goto("/dashboard");
  await expect(summaryCard(page, "Total Properties")).toContainText("0");

  expect(summaries).toEqual([
    expect.stringMatching(/\/api\/dashboard\?date=2026-03-10&time=09%3A05$/),
  ]);
  // The page's inline script asked (a <link rel="preload">), and the app took that answer.
  const preloaded = await page
    .locator('link[rel="preload"][href^="/api/dashboard"]')
    .evaluate((link: HTMLLinkElement) => link.href);
  expect(summaries).toEqual([preloaded]);
});

function summaryCard(page: Page, label: string) {
  return page.getByRole("link", { name: new RegExp(`^${label}`) });
}

async function post(page: Page, path: string, data: object): Promise<{ id: string }> {
  const response = await page.request.post(path, { data });
  expect(response.status()).toBe(201);
  return response.json();
}
