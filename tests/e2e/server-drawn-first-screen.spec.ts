import AxeBuilder from "@axe-core/playwright";
import type { Browser, Page } from "@playwright/test";
import { addProperty, expect, test, uploadPhoto } from "./support/fixtures";

const TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"];
const WIDTHS = [390, 1280];

for (const width of WIDTHS) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 844 } });

    test("the Properties page's first HTML already shows the newest card and its photo", async ({
      page,
      browser,
      baseURL,
      account,
    }) => {
      void account;
      await seedListings(page);
      const noScripts = await contextWithoutScripts(browser, page, baseURL);
      const drawn = await noScripts.newPage();
      const photoAnswer = drawn.waitForResponse((response) =>
        /\/api\/files\/[^?]+\?w=(320|640)$/.test(response.url()),
      );
      await drawn.goto("/properties");
      const first = drawn.locator("#server-drawn article").first();
      await expect(first.locator("h2")).toHaveText("Newest <b>flat</b>");
      const photo = first.locator("img");
      await expect(photo).toHaveAttribute("fetchpriority", "high");
      await expect(photo).toHaveAttribute("srcset", /\?w=320 320w, .*\?w=640 640w$/);
      const answer = await photoAnswer;
      expect(answer.status()).toBe(200);
      expect(answer.headers()["content-type"]).toMatch(/^image\//);
      await expect(drawn.locator("#server-drawn h1")).toHaveText("Properties");
      await noScripts.close();
    });

    test("the app then takes the drawn screen's place without moving it, and works as before", async ({
      page,
      account,
    }) => {
      void account;
      await seedListings(page);
      // Holds the app's entry script until the drawn screen has been measured.
      let releaseApp = () => {};
      const appHeld = new Promise<void>((resolve) => {
        releaseApp = resolve;
      });
      await page.route(/\/assets\/index-[\w-]+\.js$/, async (route) => {
        await appHeld;
        await route.continue();
      });
      // Not until "load": the held script, once added, holds that event up too.
      await page.goto("/properties", { waitUntil: "domcontentloaded" });
      const drawnCard = page.locator("#server-drawn article").first();
      await expect(drawnCard.locator("img")).toHaveJSProperty("complete", true);
      // Settled: the font has swapped in (its own small shift is no part of the app's takeover).
      await page.evaluate(() => document.fonts.ready);
      const drawnBoxes = await boxes(page, "#server-drawn article");
      // Not inert: a screen reader finds the landmark, the heading and the links before the app runs.
      await expect(
        page.getByRole("main").getByRole("heading", { level: 1, name: "Properties" }),
      ).toBeVisible();
      const drawnView = drawnCard.getByRole("link", { name: "View" });
      await expect(drawnView).toHaveAttribute("href", /^\/properties\/[0-9a-f-]{36}$/);
      await drawnView.focus();
      await expect(drawnView).toBeFocused();
      // The search box needs the app's code: it takes no typing that the app would lose.
      const drawnSearch = page.locator("#server-drawn input[type=search]");
      await drawnSearch.focus();
      await expect(drawnSearch).not.toBeFocused();
      const { violations } = await new AxeBuilder({ page }).withTags(TAGS).analyze();
      expect(violations.map((violation) => violation.id)).toEqual([]);
      const releasedAt = await page.evaluate(() => performance.now());
      releaseApp();

      await expect(page.locator("#server-drawn")).toHaveCount(0);
      const appCard = page.getByRole("article", { name: "Newest <b>flat</b>" });
      await expect(appCard).toBeVisible();
      await expect.poll(() => boxes(page, "#root article")).toEqual(drawnBoxes);
      expect(await layoutShiftSince(page, releasedAt)).toBe(0);

      await appCard.getByRole("link", { name: "View" }).click();
      await expect(page).toHaveURL(/\/properties\/[0-9a-f-]{36}$/);
      await expect(
        page.getByRole("heading", { level: 1, name: "Newest <b>flat</b>" }),
      ).toBeFocused();
    });
  });
}

/** Two listings, the newest with a photo and a title that is not markup. */
async function seedListings(page: Page) {
  await addProperty(page, { title: "Older flat" });
  await addProperty(page, { title: "Newest <b>flat</b>", photos: [await uploadPhoto(page)] });
}

/** A context without JavaScript, with this page's viewport and session cookies. */
async function contextWithoutScripts(browser: Browser, page: Page, baseURL: string | undefined) {
  return browser.newContext({
    javaScriptEnabled: false,
    baseURL,
    viewport: page.viewportSize(),
    storageState: await page.context().storageState(),
  });
}

/** The first card's photo and title boxes, rounded to whole pixels. */
async function boxes(page: Page, cardSelector: string) {
  const card = page.locator(cardSelector).first();
  const box = async (selector: string) => {
    const found = await card.locator(selector).boundingBox();
    return (
      found && { x: Math.round(found.x), y: Math.round(found.y), width: Math.round(found.width) }
    );
  };
  return { photo: await box("img"), title: await box("h2") };
}

/** The page's layout shifts since `since` (performance.now()), summed as CLS sums them. */
async function layoutShiftSince(page: Page, since: number): Promise<number> {
  return page.evaluate(
    (start) =>
      new Promise<number>((resolve) => {
        let total = 0;
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as (PerformanceEntry & { value: number })[]) {
            total += entry.startTime >= start ? entry.value : 0;
          }
        }).observe({ type: "layout-shift", buffered: true });
        setTimeout(() => resolve(total), 300);
      }),
    since,
  );
}
