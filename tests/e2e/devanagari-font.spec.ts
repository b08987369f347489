import { addClient, expect, test } from "./support/fixtures";

// The face of src/web/styles.css: its file is fetched only for text in its unicode-range.
const FAMILY = "Noto Sans Devanagari";
const FONT_FILE = /\/assets\/noto-sans-devanagari-[\w-]+\.woff2$/;

test.use({ viewport: { width: 390, height: 844 } });

test("a client named in Devanagari is drawn in the Devanagari webfont", async ({
  page,
  account: _account,
}, testInfo) => {
  await addClient(page, { name: "राहुल शर्मा" });
  const fontResponse = page.waitForResponse((response) =>
    FONT_FILE.test(new URL(response.url()).pathname),
  );
  await page.goto("/clients");
  await expect(page.getByRole("article", { name: "Mr. राहुल शर्मा" })).toBeVisible();
  expect((await fontResponse).status()).toBe(200);
  await page.evaluate(() => document.fonts.ready);
  const face = await page.evaluate(
    (family) => ({
      check: document.fonts.check(`16px "${family}"`, "राहुल"),
      statuses: [...document.fonts].filter((f) => f.family === family).map((f) => f.status),
    }),
    FAMILY,
  );
  expect(face).toEqual({ check: true, statuses: ["loaded"] });
  await page.screenshot({ path: testInfo.outputPath("devanagari-390.png") });
});

test("a page without Devanagari text fetches no Devanagari font", async ({ page }) => {
  const fontRequests: string[] = [];
  page.on("request", (request) => {
    if (FONT_FILE.test(new URL(request.url()).pathname)) {
      fontRequests.push(request.url());
    }
  });
  await page.goto("/login");
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await page.evaluate(() => document.fonts.ready);
  const status = await page.evaluate(
    (family) => [...document.fonts].filter((f) => f.family === family).map((f) => f.status),
    FAMILY,
  );
  expect(status).toEqual(["unloaded"]);
  expect(fontRequests).toEqual([]);
});
