import { expect, test } from "./support/fixtures";

for (const width of [390, 1280]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 844 } });

    test("a page opens at its top, and Back returns to the card the agent left", async ({
      page,
      account,
    }) => {
      void account;
      // Seeded through the API, oldest first: the list shows the newest first.
      for (let number = 40; number >= 1; number -= 1) {
        const response = await page.request.post("/api/clients", {
          data: { title: "Mr.", name: `Client ${number}`, phone: `+91 98200 ${10000 + number}` },
        });
        expect(response.status()).toBe(201);
      }
      await page.goto("/clients");
      await page.getByRole("button", { name: "Show more" }).click();
      const card = page.getByRole("article", { name: "Mr. Client 34" });
      await card.scrollIntoViewIfNeeded();
      const listScroll = await page.evaluate(() => window.scrollY);
      expect(listScroll).toBeGreaterThan(500);

      await card.getByRole("link", { name: "View" }).click();
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("Mr. Client 34");
      expect(await page.evaluate(() => window.scrollY)).toBe(0);
      await expect(page.getByRole("heading", { level: 1 })).toBeInViewport();

      await page.goBack();
      await expect(card).toBeInViewport();
      await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(listScroll - 5);

      // A new page from the navigation opens at its top too.
      await page.getByRole("link", { name: "Properties" }).first().click();
      await expect(page.getByRole("heading", { level: 1, name: "Properties" })).toBeVisible();
      expect(await page.evaluate(() => window.scrollY)).toBe(0);
    });
  });
}
