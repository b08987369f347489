import { readFile } from "node:fs/promises";
import { request as playwrightRequest } from "@playwright/test";
import { addAppointment, card, expect, test, toast } from "./support/fixtures";

// On a phone, where a page that runs wider than the screen would show: one run, not one per
// width (decision 049).
test.use({ viewport: { width: 390, height: 844 }, timezoneId: "America/New_York" });

test("an agent subscribes to the calendar feed, copies it, turns it off, and downloads one appointment", async ({
  page,
  context,
  baseURL,
  account,
}) => {
  void account;
  test.slow();
  await context.grantPermissions(["clipboard-read", "clipboard-write"]);
  const visit = await addAppointment(page, {
    title: "Site visit, Tower B",
    date: "2030-01-15",
    time: "16:15",
  });

  await page.goto("/settings");
  await expect(page.getByRole("heading", { name: "Calendar feed" })).toBeVisible({
    timeout: 20_000,
  });
  const feedCard = card(page, "Calendar feed");
  await feedCard.getByRole("button", { name: "Turn on" }).click();
  await expect(toast(page, "Calendar feed turned on")).toBeVisible();
  const field = page.getByLabel("Feed URL");
  await expect(field).toHaveValue(/\/api\/calendar\/[A-Za-z0-9_-]{32}\.ics$/);
  const url = await field.inputValue();
  await expect(page.getByRole("combobox", { name: "Time zone" })).toHaveText("America/New York");
  const google = new URL(
    (await page.getByRole("link", { name: "Add to Google Calendar" }).getAttribute("href")) ?? "",
  );
  expect(google.origin + google.pathname).toBe("https://calendar.google.com/calendar/r");
  expect(google.searchParams.get("cid")).toBe(url.replace(/^https?:/, "webcal:"));

  await page.getByRole("button", { name: "Copy" }).click();
  await expect(toast(page, "Feed URL copied")).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(url);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await page.screenshot({
    path: `test-results/screens/calendar-feed-390.png`,
    fullPage: true,
  });

  // A calendar app: no cookie, just the address.
  const calendarApp = await playwrightRequest.newContext({ baseURL });
  const feed = await calendarApp.get(url);
  expect(feed.status()).toBe(200);
  expect(await feed.text()).toContain("DTSTART;TZID=America/New_York:20300115T161500");

  await feedCard.getByRole("button", { name: "Turn off" }).click();
  await page.getByRole("alertdialog").getByRole("button", { name: "Turn off" }).click();
  await expect(toast(page, "Calendar feed turned off")).toBeVisible();
  await expect(feedCard.getByRole("button", { name: "Turn on" })).toBeVisible();
  expect((await calendarApp.get(url)).status()).toBe(404);
  await calendarApp.dispose();

  await page.goto(`/appointments/${visit.id}`);
  const downloading = page.waitForEvent("download");
  await page.getByRole("link", { name: "Download .ics" }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe("site-visit-tower-b.ics");
  const text = await readFile(await download.path(), "utf8");
  expect(text).toContain("SUMMARY:Site visit\\, Tower B");
  expect(text).toContain("DTSTART;TZID=America/New_York:20300115T161500");
});
