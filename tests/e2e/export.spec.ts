import { readFile } from "node:fs/promises";
import type { Download, Page } from "@playwright/test";
import { addClient, addProperty, expect as baseExpect, test, toast } from "./support/fixtures";

// Engineers share two cores: a list can take a while to arrive.
const expect = baseExpect.configure({ timeout: 15_000 });
// The file is named after the day on the agent's clock: the browser's zone, this machine's.
const now = new Date();
const today = [
  now.getFullYear(),
  String(now.getMonth() + 1).padStart(2, "0"),
  String(now.getDate()).padStart(2, "0"),
].join("-");

/** Chooses `format` from the Export menu and waits for the file it downloads. */
async function exportAs(page: Page, format: string): Promise<Download> {
  // The menu of the last export has closed (its exit animation over) before it opens again.
  await expect(page.getByRole("menu")).toBeHidden();
  await page.getByRole("button", { name: "Export" }).click();
  const downloaded = page.waitForEvent("download");
  await page.getByRole("menuitem", { name: format }).click();
  return downloaded;
}

async function contentOf(download: Download): Promise<Buffer> {
  return readFile(await download.path());
}

// On a phone, where a page that runs wider than the screen would show: one run, not one per
// width (decision 049).
test.use({ viewport: { width: 390, height: 844 } });

test("an agent exports clients and listings and saves a client to the phone", async ({
  page,
  account,
}) => {
  void account;
  test.slow();
  const client = await addClient(page, { name: "प्रिया Sharma", budget: 7_500_000 });
  await addProperty(page, { title: "Sea View Flat", price: 15_000_000 });

  await page.goto("/clients");
  // The first list after the e2e server starts can be slow on a busy machine.
  await expect(page.getByRole("article").first()).toBeVisible({ timeout: 30_000 });
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  const csv = await exportAs(page, "CSV");
  expect(csv.suggestedFilename()).toBe(`clients-${today}.csv`);
  const csvText = (await contentOf(csv)).toString("utf8");
  expect(csvText.startsWith("\uFEFFTitle,Name,Phone")).toBe(true);
  expect(csvText).toContain("Mr.,प्रिया Sharma,'+91 98765 43210");
  // Created and Updated as the agent reads dates in India, not as UTC ISO strings.
  expect(csvText).toMatch(/,"\d{1,2} [A-Z][a-z]{2} \d{4}, \d{1,2}:\d{2} [AP]M","\d{1,2} /);
  expect(csvText).not.toMatch(/\d{4}-\d{2}-\d{2}T\d{2}:/);

  const excel = await exportAs(page, "Excel");
  expect(excel.suggestedFilename()).toBe(`clients-${today}.xlsx`);
  expect((await contentOf(excel)).subarray(0, 2).toString()).toBe("PK");

  const contacts = await exportAs(page, "Contacts (.vcf)");
  expect(contacts.suggestedFilename()).toBe(`clients-${today}.vcf`);
  expect((await contentOf(contacts)).toString()).toContain("FN:Mr. प्रिया Sharma\r\n");

  await page.route("**/api/clients/export?*", (route) =>
    route.fulfill({ status: 500, json: { error: { message: "The database is busy" } } }),
  );
  await expect(page.getByRole("menu")).toBeHidden();
  await page.getByRole("button", { name: "Export" }).click();
  await page.getByRole("menuitem", { name: "CSV" }).click();
  await expect(toast(page, "Export failed")).toContainText("The database is busy");

  await page.goto("/properties");
  await expect(page.getByRole("article").first()).toBeVisible();
  await page.getByRole("button", { name: "Export" }).click();
  await expect(page.getByRole("menuitem")).toHaveText(["CSV", "Excel"]);
  await page.keyboard.press("Escape");
  await expect(page.getByRole("menu")).toBeHidden();
  const listings = await exportAs(page, "CSV");
  expect(listings.suggestedFilename()).toBe(`properties-${today}.csv`);
  expect((await contentOf(listings)).toString()).toContain("Sea View Flat,,15000000");

  await page.goto(`/clients/${client.id}`);
  const saved = page.waitForEvent("download");
  await page.getByRole("button", { name: "Save to phone" }).click();
  const card = await saved;
  expect(card.suggestedFilename()).toBe("Mr. प्रिया Sharma.vcf");
  expect((await contentOf(card)).toString()).toContain("TEL;TYPE=CELL:+919876543210\r\n");
});
