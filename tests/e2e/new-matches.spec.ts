import type { Page } from "@playwright/test";
import { expectNoAxeViolations } from "./support/axe";
import { addClient, addProperty, expect as baseExpect, test } from "./support/fixtures";

// Two cores shared by several test runs: the seeded screens can take a while to arrive.
const expect = baseExpect.configure({ timeout: 15_000 });

const FLAT = { mainType: "Residential Property", subType: "Apartment / Flat" };

// The phone in the light theme, the desktop in the dark one: axe judges both.
for (const [width, theme] of [
  [390, "light"],
  [1280, "dark"],
] as const) {
  test.describe(`at ${width} px in the ${theme} theme`, () => {
    test.use({ viewport: { width, height: 900 }, reducedMotion: "reduce" });
    test.beforeEach(async ({ page }) => {
      await page.addInitScript((value) => localStorage.setItem("crm_theme", value), theme);
      await page.addInitScript(() => {
        window.open = (url?: string | URL) => {
          sessionStorage.setItem("opened", String(url));
          return null;
        };
      });
    });
    test.describe.configure({ timeout: 90_000 });

    test("listings that arrive for a client are 'New matches' on Today, sent or dismissed in one tap", async ({
      page,
      account,
    }) => {
      void account;
      const meera = await addClient(page, {
        title: "Ms.",
        name: "Meera Kapoor",
        budget: 9_200_000,
        locations: ["Juhu"],
        propertyTypes: ["Apartment / Flat"],
      });
      await addProperty(page, {
        title: "Flat to Let",
        purpose: "rent",
        price: 50_000,
        location: "Juhu",
      });
      await addProperty(page, {
        title: "Juhu Heights",
        price: 9_000_000,
        location: "Juhu",
        ...FLAT,
      });
      await addProperty(page, {
        title: "Sea Breeze 3BHK",
        price: 8_500_000,
        location: "Juhu",
        ...FLAT,
      });

      await page.goto("/today");
      const section = page.getByRole("region", { name: /^New matches / });
      await expect(section.getByRole("heading")).toHaveText("New matches(2)");
      const rows = section.getByRole("listitem");
      await expect(rows).toHaveCount(2);
      // Newest first, with the client, the listing and the score.
      await expect(rows.first()).toContainText("Ms. Meera Kapoor");
      await expect(rows.first()).toContainText("Sea Breeze 3BHK");
      await expect(rows.first()).toContainText("96% match");
      await expect(rows.nth(1)).toContainText("Juhu Heights");
      await expect(section).not.toContainText("Flat to Let");
      await page.screenshot({
        path: test.info().outputPath(`new-matches-${width}.png`),
        fullPage: true,
      });
      if (width === 390) {
        await expectTapTargets(section);
      }
      await expectNoAxeViolations(page, `Today's New matches at ${width} px`);

      await section.getByRole("button", { name: "Send Sea Breeze 3BHK to Meera Kapoor" }).click();
      await expect
        .poll(() => page.evaluate(() => sessionStorage.getItem("opened")))
        .toMatch(/^https:\/\/wa\.me\/919876543210\?text=Hi%20Meera%20Kapoor!/);
      await expect(rows).toHaveCount(1);
      await expect(section.getByRole("heading")).toHaveText("New matches(1)");

      await section.getByRole("button", { name: "Dismiss Juhu Heights to Meera Kapoor" }).click();
      await expect(section).toHaveCount(0);
      await expect(page.getByText("All caught up")).toBeVisible();
      await page.reload();
      await expect(page.getByText("All caught up")).toBeVisible();

      // The sent pair is 'Sent' wherever it shows; the dismissed one is still 'Suggested'.
      await page.goto(`/clients/${meera.id}`);
      const matches = page.getByRole("list", { name: "Matched properties" });
      const sent = matches.getByRole("listitem").filter({ hasText: "Sea Breeze 3BHK" });
      await expect(sent.getByRole("button", { name: "Status: Sent. Change status" })).toBeVisible();
      const dismissed = matches.getByRole("listitem").filter({ hasText: "Juhu Heights" });
      await expect(
        dismissed.getByRole("button", { name: "Status: Suggested. Change status" }),
      ).toBeVisible();
    });
  });
}

/** Every button of the section is at least 44 × 44 px (on a phone). */
async function expectTapTargets(section: ReturnType<Page["getByRole"]>) {
  for (const button of await section.getByRole("button").all()) {
    const box = await button.boundingBox();
    expect(box?.width).toBeGreaterThanOrEqual(44);
    expect(box?.height).toBeGreaterThanOrEqual(44);
  }
}
