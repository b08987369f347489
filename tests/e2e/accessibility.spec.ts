import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";
import { addAppointment, addClient, addProperty, expect, test } from "./support/fixtures";

const SIGNED_OUT_PAGES = ["/login", "/signup", "/forgot-password"];
const SIGNED_IN_PAGES = [
  "/dashboard",
  "/settings",
  "/properties",
  "/properties/new",
  "/clients",
  "/clients/new",
  "/appointments",
];

for (const theme of ["dark", "light"]) {
  test(`the signed-out screens pass axe's WCAG A and AA checks in the ${theme} theme`, async ({
    page,
  }) => {
    await useTheme(page, theme);
    for (const path of SIGNED_OUT_PAGES) {
      await expectNoViolations(page, path);
    }
  });

  test(`the signed-in screens pass axe's WCAG A and AA checks in the ${theme} theme`, async ({
    page,
    account,
  }) => {
    void account;
    test.slow(); // a dozen screens, each analysed in full
    await useTheme(page, theme);
    const { id } = await addProperty(page, {
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
      propertyId: id,
      notes: "Bring the floor plan",
    });
    const pages = [
      ...SIGNED_IN_PAGES,
      `/properties/${id}`,
      `/properties/${id}/edit`,
      `/clients/${client.id}`,
      `/clients/${client.id}/edit`,
      `/appointments/${appointment.id}`,
    ];
    for (const path of pages) {
      await expectNoViolations(page, path);
    }
  });
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
