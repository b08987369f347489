import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";
import { addClient, addProperty, expect as baseExpect, test } from "./support/fixtures";

// Two cores shared by several test runs: the seeded screens can take a while to arrive.
const expect = baseExpect.configure({ timeout: 15_000 });

const TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa", "best-practice"];

/** Two flats that fit Ravi, in budget and place and type. */
async function seedMatches(page: Page) {
  const flat = { mainType: "Residential Property", subType: "Apartment / Flat" };
  await addProperty(page, {
    title: "Sea View Flat",
    price: 5_000_000,
    location: "Bandra West",
    ...flat,
  });
  await addProperty(page, {
    title: "Lake View Flat",
    price: 5_500_000,
    location: "Bandra East",
    ...flat,
  });
  return addClient(page, {
    name: "Ravi Kumar",
    budget: 6_000_000,
    locations: ["Bandra"],
    propertyTypes: ["Apartment / Flat"],
  });
}

async function expectNoAxeViolations(page: Page, screen: string) {
  const { violations } = await new AxeBuilder({ page }).withTags(TAGS).analyze();
  const summary = violations.flatMap((violation) =>
    violation.nodes.map((node) => `${screen}: ${violation.id} at ${node.target.join(" ")}`),
  );
  expect(summary).toEqual([]);
}

// The phone in the light theme, the desktop in the dark one: axe judges the chips' contrast in both.
for (const [width, theme] of [
  [390, "light"],
  [1280, "dark"],
] as const) {
  test.describe(`at ${width} px in the ${theme} theme`, () => {
    test.use({ viewport: { width, height: 900 }, reducedMotion: "reduce" });
    test.beforeEach(async ({ page }) => {
      await page.addInitScript((value) => localStorage.setItem("crm_theme", value), theme);
    });
    test.describe.configure({ timeout: 90_000 });

    test("an agent marks a listing 'Not suitable' and finds it again under 'Show hidden'", async ({
      page,
      account,
    }) => {
      void account;
      const ravi = await seedMatches(page);
      await page.goto(`/clients/${ravi.id}`);
      const matches = page.getByRole("list", { name: "Matched properties" });
      const seaView = matches.getByRole("listitem").filter({ hasText: "Sea View Flat" });
      await expect(seaView).toBeVisible();
      await expect(matches.getByRole("link", { name: /Lake View Flat/ })).toBeVisible();

      const chip = seaView.getByRole("button", { name: "Status: Suggested. Change status" });
      await chip.click();
      await expect(page.getByRole("menuitemradio", { name: "Sent" })).toBeVisible();
      await page.screenshot({ path: test.info().outputPath(`status-menu-${width}.png`) });
      await expectNoAxeViolations(page, "the status menu");
      await page.getByRole("menuitemradio", { name: "Not suitable" }).click();
      const dialog = page.getByRole("dialog", { name: "Not suitable" });
      await dialog.getByLabel("Reason (optional)").fill("Too noisy");
      await dialog.getByRole("button", { name: "Mark not suitable" }).click();

      await expect(matches.getByRole("link", { name: /Sea View Flat/ })).toHaveCount(0);
      await expect(matches.getByRole("link", { name: /Lake View Flat/ })).toBeVisible();
      const showHidden = page.getByRole("button", { name: "Show hidden (1)" });
      await showHidden.click();
      await expect(showHidden).toHaveAttribute("aria-pressed", "true");
      await expect(
        seaView.getByRole("button", { name: "Status: Not suitable. Change status" }),
      ).toBeVisible();
      await page.screenshot({ path: test.info().outputPath(`client-chips-${width}.png`) });

      // The same pair is 'Not suitable' for the server too, after a reload.
      await page.reload();
      await expect(page.getByRole("button", { name: "Show hidden (1)" })).toBeVisible();
    });

    test("a card's match dropdown counts only the pairs that match, even with 'Show hidden' on", async ({
      page,
      account,
    }) => {
      void account;
      const ravi = await seedMatches(page);
      const properties = (await (await page.request.get("/api/properties")).json()) as {
        id: string;
        title: string;
      }[];
      const seaView = properties.find(({ title }) => title === "Sea View Flat");
      const hidden = await page.request.put("/api/pair-statuses", {
        data: { clientId: ravi.id, propertyId: seaView?.id, status: "not-suitable" },
      });
      expect(hidden.status()).toBe(200);
      await page.goto("/clients");
      const trigger = page.getByRole("button", { name: "Matched properties 1 match" });
      await trigger.click();
      const list = page.getByRole("list", { name: "Matched properties" });
      await expect(list.getByRole("link")).toHaveCount(1);
      await page.getByRole("button", { name: "Show hidden (1)" }).click();
      await expect(list.getByRole("link")).toHaveCount(2);
      await expect(trigger).toHaveAccessibleName("Matched properties 1 match");
    });

    test("an agent changes a status on the matching page and sees why a listing matched", async ({
      page,
      account,
    }) => {
      void account;
      await seedMatches(page);
      await page.goto("/property-client-matching");
      await page.getByRole("button", { name: /Mr\. Ravi Kumar/ }).click();
      const raviMatches = page.getByRole("region", { name: /Mr\. Ravi Kumar/ });
      const seaView = raviMatches.getByRole("listitem").filter({ hasText: "Sea View Flat" });
      await seaView.getByRole("button", { name: "Status: Suggested. Change status" }).click();
      await page.getByRole("menuitemradio", { name: "Interested" }).click();
      await expect(
        seaView.getByRole("button", { name: "Status: Interested. Change status" }),
      ).toBeVisible();
      await page.screenshot({ path: test.info().outputPath(`matching-chips-${width}.png`) });

      await seaView
        .getByRole("button", { name: "Why it matched: Sea View Flat for Ravi Kumar" })
        .click();
      const why = page.getByRole("dialog", { name: "Why it matched" });
      const factors = why.getByRole("list", { name: "Factors" });
      await expect(factors.getByRole("listitem")).toHaveCount(4);
      // The agent's currency, a space, their numbering (issue 27).
      await expect(factors).toContainText("Budget 83% — ₹ 50,00,000 of ₹ 60,00,000");
      await expect(factors).toContainText("Type");
      await expect(factors).toContainText("Location");
      await expect(why).toContainText("Score");
      await page.screenshot({ path: test.info().outputPath(`why-it-matched-${width}.png`) });
      await expectNoAxeViolations(page, "'Why it matched'");
      await page.keyboard.press("Escape");

      // The other tab shows the same pair's status.
      await page.getByRole("tab", { name: "Property → Client" }).click();
      await page.getByRole("button", { name: /Sea View Flat/ }).click();
      await expect(
        page
          .getByRole("region", { name: /Sea View Flat/ })
          .getByRole("button", { name: "Status: Interested. Change status" }),
      ).toBeVisible();
    });
  });
}
