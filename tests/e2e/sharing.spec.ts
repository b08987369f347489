import { expect, type Page } from "@playwright/test";
import {
  addClient,
  addProperty,
  flowsAt,
  PHONE_AND_DESK,
  test,
  toast,
  uploadPhoto,
} from "./support/fixtures";

for (const width of PHONE_AND_DESK) {
  test.describe(`at ${width} px`, () => {
    const flow = flowsAt(width);
    test.use({ viewport: { width, height: 844 } });

    flow(
      "an agent shares a listing, a client opens it signed out, and the agent stops sharing",
      async ({ page, browser, account }) => {
        void account;
        test.slow();
        await page.request.put("/api/profile", {
          data: { fullName: "Asha Rao", companyName: "Rao Realty", phone: "+91 90000 11111" },
        });
        const photo = await uploadPhoto(page);
        const property = await addProperty(page, {
          title: "Sea View Flat",
          price: 15_000_000,
          location: "Bandra West, Mumbai",
          bedrooms: 3,
          ownerName: "Secret Owner",
          ownerPhone: "+91 99999 88888",
          photos: [photo],
        });
        await page.goto(`/properties/${property.id}`);
        await page.getByRole("button", { name: "Share" }).click();
        const dialog = page.getByRole("dialog");
        await expect(dialog.getByText("The listing is not public.")).toBeVisible();
        await dialog.getByRole("button", { name: "Create link" }).click();

        const field = dialog.getByLabel("Public link");
        await expect(field).toHaveValue(/\/p\/[A-Za-z0-9_-]{32}$/);
        const link = await field.inputValue();
        const whatsApp = dialog.getByRole("link", { name: "Send on WhatsApp" });
        const href = new URL((await whatsApp.getAttribute("href")) ?? "");
        expect(href.origin + href.pathname).toBe("https://wa.me/");
        expect(href.searchParams.get("text")).toBe(`Sea View Flat — ₹1,50,00,000\n${link}`);
        await expect(dialog.getByRole("button", { name: "Copy link" })).toBeVisible();
        await expect(dialog.getByText("Not viewed yet")).toBeVisible();
        await expectInViewport(page, dialog);
        await page.screenshot({ path: `test-results/screens/share-dialog-${width}.png` });

        const client = await browser.newPage({ viewport: { width, height: 844 } });
        await client.goto(link);
        // Two cores shared by several test runs: the first load may take a while.
        await expect(client.getByRole("heading", { name: "Sea View Flat" })).toBeVisible({
          timeout: 20_000,
        });
        await expect(client.getByText("₹1,50,00,000")).toBeVisible();
        await expect(client.getByText("One Crore Fifty Lakh Only")).toBeVisible();
        await expect(client.getByRole("img", { name: /Sea View Flat \(1 of 1\)/ })).toBeVisible();
        await expect(client.getByText("Asha Rao")).toBeVisible();
        await expect(client.getByText("Agent · Rao Realty")).toBeVisible();
        await expect(client.getByRole("link", { name: "Call" })).toHaveAttribute(
          "href",
          "tel:+919000011111",
        );
        const chat = new URL(
          (await client.getByRole("link", { name: "WhatsApp" }).getAttribute("href")) ?? "",
        );
        expect(chat.pathname).toBe("/919000011111");
        expect(chat.searchParams.get("text")).toBe(`Hi, I am interested in Sea View Flat: ${link}`);
        await expect(client.getByRole("link", { name: "E-mail" })).toBeVisible();
        await expect(client.locator("body")).not.toContainText("Secret Owner");
        await expect(client.locator("body")).not.toContainText("99999");
        expect(
          await client.evaluate(() => document.documentElement.scrollWidth),
        ).toBeLessThanOrEqual(width);
        await client.screenshot({
          path: `test-results/screens/public-listing-${width}.png`,
          fullPage: true,
        });

        await page.reload();
        await expect(page.getByText(/Viewed 1 time, last on/)).toBeVisible();
        await page.getByRole("button", { name: "Share" }).click();
        await expect(dialog.getByText(/Viewed 1 time, last on/)).toBeVisible();
        await dialog.getByRole("button", { name: "Stop sharing" }).click();
        await expect(toast(page, "Sharing stopped")).toBeVisible();
        await expect(dialog.getByRole("button", { name: "Create link" })).toBeVisible();

        await client.reload();
        await expect(
          client.getByRole("heading", { name: "This listing is not available" }),
        ).toBeVisible({ timeout: 20_000 });
        await client.close();
      },
    );

    flow(
      "an agent sends a client their matches in one WhatsApp message with their shortlist page",
      async ({ page, account }) => {
        void account;
        test.slow();
        const apartment = { mainType: "Residential Property", subType: "Apartment / Flat" };
        await addProperty(page, {
          title: "Sea View Flat",
          price: 5_000_000,
          location: "Bandra West",
          ...apartment,
        });
        await addProperty(page, {
          title: "Lake View Flat",
          price: 5_500_000,
          location: "Bandra East",
          ...apartment,
        });
        const client = await addClient(page, {
          name: "Ravi Kumar",
          phone: "+91 98765 43210",
          budget: 6_000_000,
          locations: ["Bandra"],
          propertyTypes: ["Apartment / Flat"],
        });
        await page.goto(`/clients/${client.id}`);
        await page.getByRole("button", { name: "Send matches" }).click({ timeout: 20_000 });
        const dialog = page.getByRole("dialog");
        await expect(dialog.getByRole("checkbox")).toHaveCount(2);
        await dialog.getByRole("checkbox", { name: /Lake View Flat/ }).uncheck();
        await expectInViewport(page, dialog);
        await page.screenshot({ path: `test-results/screens/send-matches-${width}.png` });

        await page.context().route(/wa\.me/, (route) => route.abort());
        const opened = page
          .context()
          .waitForEvent("request", (request) => request.url().startsWith("https://wa.me/"));
        await dialog.getByRole("button", { name: "Send on WhatsApp" }).click();
        const chat = new URL((await opened).url());
        expect(chat.pathname).toBe("/919876543210");
        const text = chat.searchParams.get("text") ?? "";
        expect(text).toMatch(
          /^Hi Ravi Kumar! Here are homes I picked for you: http:\/\/localhost:\d+\/s\/[A-Za-z0-9_-]{32}$/,
        );
        const link = text.split(": ").at(-1) ?? "";
        const shared = await page.request.get(link.replace(/^http:\/\/localhost:\d+/, ""));
        expect(shared.status()).toBe(200);
      },
    );
  });
}

test("the public page's preview tags are in the HTML itself, for crawlers without JavaScript", async ({
  page,
  account,
  request,
}) => {
  void account;
  const property = await addProperty(page, { title: "Hill Cottage", location: "Lonavala" });
  const share = await page.request.post(`/api/properties/${property.id}/share`, {
    data: { country: "IN", currencySymbol: "₹", numberSystem: "indian" },
  });
  const { url } = (await share.json()) as { url: string };
  const html = await (await request.get(url)).text();
  expect(html).toContain("<title>Hill Cottage</title>");
  expect(html).toContain('<meta property="og:description" content="₹10,00,000 · Lonavala" />');
  expect(html).toContain('<meta name="robots" content="noindex, nofollow" />');
});

test("a rental is shared at its rent per month, in the message and on the public page", async ({
  page,
  account,
}) => {
  void account;
  const property = await addProperty(page, {
    title: "Furnished 2BHK",
    price: 65_000,
    location: "Bandra West",
    purpose: "rent",
  });
  await page.goto(`/properties/${property.id}`);
  await page.getByRole("button", { name: "Share" }).click();
  const dialog = page.getByRole("dialog");
  await dialog.getByRole("button", { name: "Create link" }).click();
  const field = dialog.getByLabel("Public link");
  await expect(field).toHaveValue(/\/p\/[A-Za-z0-9_-]{32}$/);
  const link = await field.inputValue();
  const href = await dialog.getByRole("link", { name: "Send on WhatsApp" }).getAttribute("href");
  expect(new URL(href ?? "").searchParams.get("text")).toBe(
    `Furnished 2BHK — ₹65,000 / month\n${link}`,
  );

  await page.goto(link);
  await expect(page.getByRole("heading", { name: "Furnished 2BHK" })).toBeVisible({
    timeout: 20_000,
  });
  await expect(page.getByText("₹65,000 / month")).toBeVisible();
});

test("the matching list sends a client's matches too, the primary ones ticked", async ({
  page,
  account,
}) => {
  void account;
  test.slow();
  const apartment = { mainType: "Residential Property", subType: "Apartment / Flat" };
  await addProperty(page, {
    title: "Fits Budget",
    price: 5_000_000,
    location: "Bandra",
    ...apartment,
  });
  await addProperty(page, {
    title: "Bit Higher",
    price: 7_000_000,
    location: "Bandra",
    ...apartment,
  });
  await addClient(page, {
    name: "Ravi Kumar",
    budget: 6_000_000,
    locations: ["Bandra"],
    propertyTypes: ["Apartment / Flat"],
  });
  await page.goto("/property-client-matching");
  await page.getByRole("button", { name: /Mr\. Ravi Kumar/ }).click({ timeout: 20_000 });
  await page.getByRole("button", { name: "Send matches" }).click();
  const dialog = page.getByRole("dialog");
  await expect(dialog.getByRole("checkbox", { name: /Fits Budget/ })).toBeChecked();
  await expect(dialog.getByRole("checkbox", { name: /Bit Higher/ })).not.toBeChecked();
  await expect(dialog.getByRole("button", { name: "Send on WhatsApp" })).toBeEnabled();
});

async function expectInViewport(page: Page, locator: ReturnType<Page["locator"]>) {
  const box = await locator.boundingBox();
  const viewport = page.viewportSize();
  expect(box && viewport).toBeTruthy();
  if (box && viewport) {
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(viewport.width);
  }
}

test("from a listing, one tap per matched client opens a chat with the listing's link", async ({
  page,
  account,
}) => {
  void account;
  test.slow();
  const property = await addProperty(page, {
    title: "Garden Villa",
    price: 9_000_000,
    location: "Powai",
    mainType: "Residential Property",
    subType: "House / Villa",
  });
  await addClient(page, {
    name: "Meera Shah",
    phone: "+91 91234 56789",
    budget: 10_000_000,
    locations: ["Powai"],
    propertyTypes: ["House / Villa"],
  });
  await page.goto(`/properties/${property.id}`);
  await page.context().route(/wa\.me/, (route) => route.abort());
  const opened = page
    .context()
    .waitForEvent("request", (request) => request.url().startsWith("https://wa.me/"));
  await expect(page.getByRole("heading", { name: "Matched clients" })).toBeVisible({
    timeout: 20_000,
  });
  await page.getByRole("button", { name: "Send link to Meera Shah on WhatsApp" }).click();
  const chat = new URL((await opened).url());
  expect(chat.pathname).toBe("/919123456789");
  expect(chat.searchParams.get("text")).toMatch(
    /^Hi Meera Shah!\nGarden Villa — ₹90,00,000 — http:\/\/localhost:\d+\/p\/[A-Za-z0-9_-]{32}$/,
  );
  await page.reload();
  await expect(page.getByText("Not viewed yet")).toBeVisible();

  await page.goto("/property-client-matching");
  await page.getByRole("tab", { name: "Property → Client" }).click();
  await page.getByRole("button", { name: /Garden Villa/ }).click();
  await expect(
    page.getByRole("button", { name: "Send link to Meera Shah on WhatsApp" }),
  ).toBeVisible();
});
