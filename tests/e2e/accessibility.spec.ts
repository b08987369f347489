import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";
import { addAppointment, addClient, addProperty, expect, test } from "./support/fixtures";

type Records = { propertyId: string; clientId: string; appointmentId: string };

// Screens by area, each area its own test so that they run side by side.
const AREAS: Record<string, (records: Records) => string[]> = {
  overview: () => ["/dashboard", "/property-client-matching", "/profile", "/settings"],
  property: ({ propertyId }) => [
    "/properties",
    "/properties/new",
    "/properties/import",
    `/properties/${propertyId}`,
    `/properties/${propertyId}/edit`,
  ],
  client: ({ clientId }) => [
    "/clients",
    "/clients/new",
    "/clients/import",
    `/clients/${clientId}`,
    `/clients/${clientId}/edit`,
  ],
  appointment: ({ appointmentId }) => ["/appointments", `/appointments/${appointmentId}`],
};

for (const theme of ["dark", "light"]) {
  test(`the signed-out screens pass axe's WCAG A and AA checks in the ${theme} theme`, async ({
    page,
  }) => {
    await useTheme(page, theme);
    for (const path of ["/login", "/signup", "/forgot-password"]) {
      await expectNoViolations(page, path);
    }
  });

  for (const [area, screens] of Object.entries(AREAS)) {
    test(`the ${area} screens pass axe's WCAG A and AA checks in the ${theme} theme`, async ({
      page,
      account,
    }) => {
      void account;
      // Four full axe audits and the records they need: about 14 s alone, twice that beside
      // another worker.
      test.slow();
      await useTheme(page, theme);
      for (const path of screens(await addRecords(page))) {
        await expectNoViolations(page, path);
      }
    });
  }
}

async function addRecords(page: Page): Promise<Records> {
  const property = await addProperty(page, {
    title: "Sea View Flat",
    ownerPhone: "+91 98200 12345",
  });
  const client = await addClient(page, {
    name: "Ravi Kumar",
    email: "ravi@example.com",
    budget: 6_000_000,
    locations: ["Bandra", "Juhu", "Khar", "Powai"],
    propertyTypes: ["Apartment / Flat"],
  });
  const appointment = await addAppointment(page, {
    title: "Ravi Kumar - Property Visit - re: Sea View Flat",
    clientId: client.id,
    propertyId: property.id,
    notes: "Bring the floor plan",
  });
  // Settings with the calendar feed on: its address, buttons and time zone are audited too.
  const feed = await page.request.post("/api/calendar-feed", {
    data: { timeZone: "Asia/Kolkata" },
  });
  expect(feed.status()).toBe(201);
  return { propertyId: property.id, clientId: client.id, appointmentId: appointment.id };
}

async function useTheme(page: Page, theme: string) {
  await page.addInitScript((value) => localStorage.setItem("crm_theme", value), theme);
}

async function expectNoViolations(page: Page, path: string) {
  await page.goto(path);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  // Check the loaded screen, not its skeletons.
  await expect(page.locator("[aria-busy='true']")).toHaveCount(0);
  const { violations } = await new AxeBuilder({ page })
    .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"])
    .analyze();
  const summary = violations.map(
    (violation) =>
      `${path}: ${violation.id} (${violation.impact}) ${violation.nodes.map((node) => node.target.join(" ")).join(", ")}`,
  );
  expect(summary).toEqual([]);
}
