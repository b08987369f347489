import { randomBytes } from "node:crypto";
import { type Page, request } from "@playwright/test";
import { expectNoAxeViolations } from "./support/axe";
import { E2E_PORT } from "./support/e2e-server";
import { expect as baseExpect, newEmail, PASSWORD, test, toast } from "./support/fixtures";

// Two cores shared by several test runs: the seeded screens can take a while to arrive.
const expect = baseExpect.configure({ timeout: 15_000 });

type Seeded = {
  cookies: Awaited<
    ReturnType<Awaited<ReturnType<typeof request.newContext>>["storageState"]>
  >["cookies"];
  propertyId: string;
  clientId: string;
  /** A second record of the same client: the client page shows it under 'Possible duplicates'. */
  twinId: string;
  appointmentId: string;
  publicPath: string;
};

/** A screen to audit, and what to open on it first (a matching row, say). */
type Screen = { path: string; prepare?: (page: Page) => Promise<void> };

// Screens by area, each area its own test so that they run side by side.
const AREAS: Record<string, (seeded: Seeded) => Screen[]> = {
  overview: () => [
    { path: "/dashboard" },
    { path: "/today" },
    { path: "/property-client-matching", prepare: openFirstMatchRow },
    { path: "/profile" },
    { path: "/settings" },
  ],
  property: ({ propertyId }) => [
    { path: "/properties" },
    { path: "/properties/new" },
    { path: "/properties/import" },
    { path: `/properties/${propertyId}` },
    { path: `/properties/${propertyId}/edit` },
  ],
  client: ({ clientId, twinId }) => [
    { path: "/clients" },
    { path: "/clients/new", prepare: fillFromPastedLead },
    { path: "/clients/import" },
    { path: `/clients/${clientId}` },
    { path: `/clients/${clientId}/edit` },
    { path: "/clients/duplicates" },
    { path: `/clients/${clientId}/merge/${twinId}` },
  ],
  appointment: ({ appointmentId }) => [
    { path: "/appointments" },
    { path: `/appointments/${appointmentId}` },
  ],
};

let seeded: Seeded;
test.beforeAll(async () => {
  seeded = await seed();
});

// Each screen is audited at both widths and in both themes, but not in all four pairings: the
// screens alternate between the pairings (390 light, 1280 dark) and (390 dark, 1280 light), which
// halves the audits of a CI run (decision 040). The dialogs go with the first pair.
const PAIRINGS = [
  [390, "light", 0],
  [1280, "dark", 0],
  [390, "dark", 1],
  [1280, "light", 1],
] as const;

/** The screens a pairing audits: every other one, starting at its half. */
function halfOf<T>(screens: readonly T[], half: 0 | 1): T[] {
  return screens.filter((_, index) => index % 2 === half);
}

for (const [width, theme, half] of PAIRINGS) {
  test.describe(`at ${width} px in the ${theme} theme`, () => {
    test.use({ viewport: { width, height: 900 }, reducedMotion: "reduce" });
    // Several full axe audits each, beside other workers on two shared cores.
    test.describe.configure({ timeout: 120_000 });
    test.beforeEach(async ({ page }) => {
      await page.addInitScript((value) => localStorage.setItem("crm_theme", value), theme);
    });

    test("the signed-out screens and the shared listing pass axe", async ({ page }) => {
      const screens = ["/login", "/signup", "/forgot-password", "/update-password"];
      for (const path of halfOf([...screens, seeded.publicPath], half)) {
        await expectNoViolations(page, { path });
      }
    });

    for (const [area, screens] of Object.entries(AREAS)) {
      test(`the ${area} screens pass axe`, async ({ page, context }) => {
        await context.addCookies(seeded.cookies);
        for (const screen of halfOf(screens(seeded), half)) {
          await expectNoViolations(page, screen);
        }
      });
    }

    // The screens under them are audited by the area tests: here only what opens on them.
    if (half === 0) {
      test("the account menu, the dialogs and a toast pass axe", async ({ page, context }) => {
        await context.addCookies(seeded.cookies);
        await openLoaded(page, "/dashboard");
        await page.getByRole("button", { name: "Account menu" }).click();
        await expect(page.getByRole("menu")).toBeVisible();
        await expectNoAxeViolations(page, "/dashboard, account menu");
        await page.keyboard.press("Escape");

        await openLoaded(page, "/appointments");
        await page.getByRole("link", { name: "Schedule Appointment", exact: true }).click();
        await expect(page.getByRole("dialog", { name: "Schedule Appointment" })).toBeVisible();
        await expectNoAxeViolations(page, "/appointments, schedule dialog");
        await page.keyboard.press("Escape");

        await openLoaded(page, "/properties");
        await page.getByRole("article").first().getByRole("button", { name: "Delete" }).click();
        await expect(page.getByRole("alertdialog")).toBeVisible();
        await expectNoAxeViolations(page, "/properties, delete confirmation");
        await page.keyboard.press("Escape");

        await openLoaded(page, "/profile");
        await page.getByRole("button", { name: "Edit Profile" }).click();
        await page.getByRole("button", { name: "Save Changes" }).click();
        const shown = toast(page, "Profile Updated!");
        await expect(shown).toBeVisible();
        // Tab goes on from a toast, past the page's end to its start: sonner alone sends focus back
        // to where it came from, and the next Tab into the toast again, while the toast shows.
        await page.getByRole("button", { name: "Edit Profile" }).focus();
        await shown.focus();
        await page.keyboard.press("Tab");
        if (width === 1280) {
          await expect(shown.getByRole("button", { name: "Close toast" })).toBeFocused();
          await page.keyboard.press("Tab");
        }
        if (await page.evaluate(() => document.activeElement === document.body)) {
          await page.keyboard.press("Tab");
        }
        await expect(page.getByRole("link", { name: "Skip to content" })).toBeFocused();
        await expectNoAxeViolations(page, "/profile, success toast");
      });
    }
  });
}

test.describe("with the keyboard", () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test("focus goes to the new page's heading, and Back keeps the position", async ({
    page,
    context,
  }) => {
    await context.addCookies(seeded.cookies);
    await page.goto("/dashboard");
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    // The first load keeps the browser's own start.
    await expect(page.locator("body")).toBeFocused();

    await page
      .getByRole("navigation", { name: "Main" })
      .getByRole("link", { name: "Clients" })
      .click();
    await expect(page.getByRole("heading", { level: 1, name: "Clients" })).toBeFocused();

    await page.goBack();
    await expect(page.getByRole("heading", { level: 1, name: "Dashboard" })).toBeFocused();
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
  });
});

test("the client form's property types are one Tab stop, with the arrow keys inside", async ({
  page,
  context,
}) => {
  await context.addCookies(seeded.cookies);
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto("/clients/new");
  const types = page.getByRole("group", { name: "Property Types" });
  const buttons = types.getByRole("button");
  await expect(buttons).toHaveCount(16);
  await buttons.first().focus();
  await page.keyboard.press("ArrowRight");
  await expect(buttons.nth(1)).toBeFocused();
  await page.keyboard.press("Space");
  await expect(buttons.nth(1)).toHaveAttribute("aria-pressed", "true");
  await page.keyboard.press("Tab");
  await expect(types.locator(":focus")).toHaveCount(0);
  await page.keyboard.press("Shift+Tab");
  await expect(buttons.nth(1)).toBeFocused();
});

async function openFirstMatchRow(page: Page) {
  const row = page.locator("[data-slot=accordion-trigger]").first();
  await row.click();
  await expect(row).toHaveAttribute("aria-expanded", "true");
}

/** The new-client form with a lead pasted and read: its message is audited too. */
async function fillFromPastedLead(page: Page) {
  await page.getByLabel("Paste lead").fill("Name: Asha Rao\nMobile: 98200 55555");
  await page.getByRole("button", { name: "Fill from text" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Filled" })).toBeVisible();
}

async function expectNoViolations(page: Page, { path, prepare }: Screen) {
  await openLoaded(page, path);
  await prepare?.(page);
  await expectNoAxeViolations(page, path);
}

/** The screen at `path`, the app's own and loaded, not its skeletons. */
async function openLoaded(page: Page, path: string) {
  await page.goto(path);
  // /properties comes drawn by the server first (decision 029): check the app's own screen.
  await expect(page.locator("#server-drawn")).toHaveCount(0);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await expect(page.locator("[aria-busy='true']")).toHaveCount(0);
}

/** One agent for the whole file, with a listing, a client, an appointment, a feed and a share link. */
async function seed(): Promise<Seeded> {
  const baseURL = `http://localhost:${E2E_PORT}`;
  const api = await request.newContext({
    baseURL,
    extraHTTPHeaders: { origin: baseURL, "x-forwarded-for": `10.${[...randomBytes(3)].join(".")}` },
  });
  const account = { email: newEmail(), password: PASSWORD };
  const signUp = await api.post("/api/auth/sign-up/email", { data: { ...account, name: "" } });
  expect(signUp.ok()).toBe(true);
  expect((await api.post("/api/auth/sign-in/email", { data: account })).ok()).toBe(true);
  const create = async (path: string, data: Record<string, unknown>) => {
    const response = await api.post(path, { data });
    expect(response.status(), await response.text()).toBe(201);
    return response.json();
  };
  const property = await create("/api/properties", {
    title: "Sea View Flat",
    price: 5_500_000,
    location: "Bandra",
    ownerPhone: "+91 98200 12345",
  });
  const client = await create("/api/clients", {
    title: "Mr.",
    name: "Ravi Kumar",
    phone: "+91 98765 43210",
    email: "ravi@example.com",
    budget: 6_000_000,
    locations: ["Bandra", "Juhu", "Khar", "Powai"],
    propertyTypes: ["Apartment / Flat"],
  });
  const twin = await create("/api/clients", {
    title: "Mr.",
    name: "Kumar Ravi",
    phone: "098765 43210",
    budget: 7_500_000,
  });
  const appointment = await create("/api/appointments", {
    title: "Ravi Kumar - Property Visit - re: Sea View Flat",
    date: "2030-01-15",
    time: "10:00",
    location: "Bandra",
    process: "Property Visit",
    clientId: client.id,
    propertyId: property.id,
    notes: "Bring the floor plan",
  });
  // Settings with the calendar feed on: its address, buttons and time zone are audited too.
  await create("/api/calendar-feed", { timeZone: "Asia/Kolkata" });
  const share = await api.post(`/api/properties/${property.id}/share`, {
    data: { country: "IN", currencySymbol: "₹", numberSystem: "indian" },
  });
  expect(share.ok()).toBe(true);
  const { url } = (await share.json()) as { url: string };
  const { cookies } = await api.storageState();
  await api.dispose();
  return {
    cookies,
    propertyId: property.id,
    clientId: client.id,
    twinId: twin.id,
    appointmentId: appointment.id,
    publicPath: new URL(url).pathname,
  };
}
