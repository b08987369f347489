import type { Page } from "@playwright/test";
import { expectNoAxeViolations } from "./support/axe";
import {
  addClient,
  addProperty,
  expect as baseExpect,
  test,
  toast,
  uploadPhoto,
} from "./support/fixtures";
import { openSignedOut } from "./support/signed-out";

// Two cores shared by several test runs: screens can take a while to arrive.
const expect = baseExpect.configure({ timeout: 15_000 });

const APARTMENT = { mainType: "Residential Property", subType: "Apartment / Flat" };

// The agent at a desk, the client on their phone: the flow runs once (decision 049), and the
// client's page is audited at both widths, in one theme each.
test.use({ viewport: { width: 1280, height: 900 }, reducedMotion: "reduce" });

test("an agent sends matches, the client answers on their page and the agent confirms the visit", async ({
  page,
  account,
  browser,
}) => {
  void account;
  test.slow();
  const photo = await uploadPhoto(page);
  const seaBreeze = await addProperty(page, {
    title: "Sea Breeze 3BHK",
    price: 5_000_000,
    location: "Bandra West",
    bedrooms: 3,
    bathrooms: 2,
    builtUpArea: 1250,
    photos: [photo],
    ...APARTMENT,
  });
  const lakeView = await addProperty(page, {
    title: "Lake View Flat",
    price: 5_500_000,
    location: "Bandra East",
    ...APARTMENT,
  });
  const client = await addClient(page, {
    name: "Meera Kapoor",
    title: "Ms.",
    phone: "+91 98765 43210",
    budget: 6_000_000,
    locations: ["Bandra"],
    propertyTypes: ["Apartment / Flat"],
  });

  // Send matches: one WhatsApp message carrying the client's page.
  await page.addInitScript(() => {
    window.open = (url?: string | URL) => {
      sessionStorage.setItem("opened", String(url));
      return null;
    };
  });
  await page.goto(`/clients/${client.id}`);
  await page.getByRole("button", { name: "Send matches" }).click({ timeout: 20_000 });
  const dialog = page.getByRole("dialog");
  await expect(dialog.getByRole("checkbox")).toHaveCount(2);
  await dialog.getByRole("button", { name: "Send on WhatsApp" }).click();
  await expect
    .poll(() => page.evaluate(() => sessionStorage.getItem("opened")))
    .toMatch(/^https:\/\/wa\.me\/919876543210\?text=/);
  const opened = new URL((await page.evaluate(() => sessionStorage.getItem("opened"))) ?? "");
  const text = opened.searchParams.get("text") ?? "";
  expect(text).toMatch(
    /^Hi Meera Kapoor! Here are homes I picked for you: http:\/\/localhost:\d+\/s\/[A-Za-z0-9_-]{32}$/,
  );
  const url = text.split(": ").at(-1) ?? "";
  const path = new URL(url).pathname;
  await page.keyboard.press("Escape");
  const card = shortlistCard(page);
  await expect(card.getByRole("textbox", { name: "Shortlist link" })).toHaveValue(url);

  // The client, signed out on their own phone.
  const visitor = await openSignedOut(browser, 390);
  await visitor.addInitScript(() => {
    localStorage.setItem("crm_theme", localStorage.getItem("crm_theme") ?? "light");
  });
  await visitor.goto(path);
  await expect(
    visitor.getByRole("heading", { level: 1, name: "Homes picked for Meera Kapoor" }),
  ).toBeVisible();
  const homes = visitor.getByRole("list", { name: "Homes" }).locator(":scope > li");
  await expect(homes).toHaveCount(2);
  const sea = homes.filter({ hasText: "Sea Breeze 3BHK" });
  const lake = homes.filter({ hasText: "Lake View Flat" });
  await expect(sea).toContainText("₹50,00,000");
  await expect(sea).toContainText("3 bed · 2 bath · 1,250 sqft · Apartment / Flat");
  await expect(sea.getByRole("img").first()).toHaveAttribute("srcset", /\?w=320 320w/);
  await expect(visitor.getByRole("region", { name: "Agent" })).toBeVisible();

  await sea.getByRole("button", { name: "Interested" }).click();
  await expect(sea.getByRole("button", { name: "Interested" })).toHaveAttribute(
    "aria-pressed",
    "true",
  );
  await lake.getByRole("button", { name: "Not for me" }).click();
  await lake.getByLabel("Reason (optional)").fill("Too far from work");
  await lake.getByRole("button", { name: "Send answer" }).click();
  await expect(lake.getByRole("button", { name: "Not for me" })).toHaveAttribute(
    "aria-pressed",
    "true",
  );

  await sea.getByRole("button", { name: /^Book a visit/ }).click();
  await sea.getByLabel("Preferred date").fill("2030-01-15");
  await sea.getByLabel("Time").fill("10:30");
  await sea.getByLabel("Note").fill("After work, please");
  await sea.getByRole("button", { name: "Request visit" }).click();
  await expect(sea.getByText("Visit requested")).toBeVisible();
  await visitor.screenshot({
    path: "test-results/screens/shortlist-390-light.png",
    fullPage: true,
  });
  await expectNoAxeViolations(visitor, "/s/ at 390 light");
  const atDesk = await openSignedOut(browser, 1280);
  await atDesk.addInitScript(() => localStorage.setItem("crm_theme", "dark"));
  await atDesk.goto(path);
  const homesAtDesk = atDesk.getByRole("list", { name: "Homes" }).locator(":scope > li");
  await expect(homesAtDesk).toHaveCount(2);
  await expect(homesAtDesk.filter({ hasText: "Sea Breeze 3BHK" })).toContainText("Visit requested");
  await atDesk.screenshot({ path: "test-results/screens/shortlist-1280-dark.png", fullPage: true });
  await expectNoAxeViolations(atDesk, "/s/ at 1280 dark");
  await atDesk.context().close();

  // Back on the agent's side: the statuses, the timeline and the request.
  const statuses = (await (await page.request.get("/api/pair-statuses")).json()) as {
    propertyId: string;
    status: string;
  }[];
  const statusOf = (id: string) => statuses.find((row) => row.propertyId === id)?.status;
  expect(statusOf(seaBreeze.id)).toBe("interested");
  expect(statusOf(lakeView.id)).toBe("not-suitable");

  await page.reload();
  await expect(page.getByRole("list", { name: "Activity" })).toContainText(
    "Meera Kapoor: Interested in Sea Breeze 3BHK",
  );
  await expect(card.getByText(/^Viewed \d+ times?$/)).toBeVisible();
  await expect(card.getByRole("listitem").filter({ hasText: "Sea Breeze 3BHK" })).toContainText(
    "After work, please",
  );
  await card.scrollIntoViewIfNeeded();
  await page.screenshot({ path: "test-results/screens/shortlist-card-1280.png" });
  await expectNoAxeViolations(page, "the client page's Shortlist card at 1280");

  await page.goto("/today");
  const requests = page.getByRole("region", { name: /Visit requests/ });
  const request = requests.getByRole("listitem").filter({ hasText: "Meera Kapoor" });
  await expect(request).toContainText("asks to visit Sea Breeze 3BHK");
  await request.getByRole("button", { name: /^Confirm/ }).click();
  await expect(toast(page, "Visit confirmed")).toBeVisible();
  await expect(requests).toBeHidden();
  const appointments = (await (await page.request.get("/api/appointments")).json()) as {
    process: string;
    clientId: string;
    propertyId: string;
    date: string;
    time: string;
  }[];
  expect(appointments).toEqual([
    expect.objectContaining({
      process: "Property Visit",
      clientId: client.id,
      propertyId: seaBreeze.id,
      date: "2030-01-15",
      time: "10:30",
    }),
  ]);

  // Revoked: the client's page is gone at once.
  await page.goto(`/clients/${client.id}`);
  await card.getByRole("button", { name: "Revoke link" }).click();
  await page.getByRole("alertdialog").getByRole("button", { name: "Revoke link" }).click();
  await expect(toast(page, "Link revoked")).toBeVisible();
  await expect(card.getByRole("textbox", { name: "Shortlist link" })).toBeHidden();
  await visitor.goto(path);
  await expect(visitor.getByText("This page is not available")).toBeVisible();
  await visitor.context().close();
});

function shortlistCard(page: Page) {
  return page.locator("[data-slot=card]").filter({
    has: page.getByRole("heading", { level: 2, name: "Shortlist" }),
  });
}
