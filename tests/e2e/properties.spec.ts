import { readdir } from "node:fs/promises";
import path from "node:path";
import type { Page } from "@playwright/test";
import { E2E_DATA_DIR } from "./support/e2e-server";
import { fakeContactPicker } from "./support/fake-contact-picker";
import { addProperty, expect, test, toast } from "./support/fixtures";

// A 1×1 PNG and the smallest PDF the server's content sniffing accepts.
const PNG = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==",
  "base64",
);
const PDF = Buffer.from("%PDF-1.4\n1 0 obj\n<<>>\nendobj\ntrailer\n<<>>\n%%EOF\n");
const VIDEO = "https://www.youtube.com/watch?v=dQw4w9WgXcQ";

test.beforeEach(async ({ page }) => {
  // The only other host the app talks to: keep the tests offline.
  await page.route(/youtube\.com/, (route) => route.abort());
});

test("an agent adds a property with a photo, a document and a video, and the form does the sums", async ({
  page,
  account,
}) => {
  void account;
  test.slow();
  await page.goto("/properties");
  await expect(page.getByRole("heading", { name: "No properties found" })).toBeVisible();
  await page.getByRole("link", { name: "Add Your First Property" }).click();
  await expect(page).toHaveURL(/\/properties\/new$/);

  await page.getByLabel("Title").fill("Sea View Flat");
  await page.getByLabel("Location").fill("Bandra West, Mumbai");
  await page.getByLabel("Built-up Area (sqft)").fill("1000");
  await page.getByLabel("Price", { exact: true }).fill("5000000");
  await page.getByLabel("Price", { exact: true }).blur();
  await expect(page.getByLabel("Price per sqft")).toHaveValue("5000");
  await expect(page.getByText("Fifty Lakh Only")).toBeVisible();
  await page.getByLabel("Land Size (sqft)").fill("43560");
  await page.getByLabel("Land Size (sqft)").blur();
  await expect(page.getByLabel("Land Size (acres)")).toHaveValue("1");

  await expect(page.getByRole("combobox", { name: "Sub Type" })).toBeDisabled();
  await chooseOption(page, "Main Type", "Residential Property");
  await chooseOption(page, "Sub Type", "Apartment / Flat");
  await page.getByLabel("Bedrooms").fill("3");
  await page.getByLabel("Bathrooms").fill("2");
  await page.getByLabel("Owner Name").fill("Ravi Kumar");
  await expect(page.getByLabel("Owner Phone")).toHaveValue("+91");
  await page.getByLabel("Owner Phone").fill("+91 98765 43210");

  await page.getByLabel("Video Links").fill(VIDEO);
  await page.getByRole("button", { name: "Add", exact: true }).click();
  await expect(page.getByRole("button", { name: "Remove video 1" })).toBeVisible();
  await page
    .getByLabel("Photos")
    .setInputFiles({ name: "flat.png", mimeType: "image/png", buffer: PNG });
  await expect(page.getByRole("img", { name: "flat.png" })).toBeVisible();
  await page
    .getByLabel("Documents")
    .setInputFiles({ name: "brochure.pdf", mimeType: "application/pdf", buffer: PDF });
  await expect(page.getByText("brochure.pdf", { exact: true })).toBeVisible();

  // Hold the uploads a moment, to see their progress while saving.
  await page.route("**/api/files", async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 800));
    await route.continue();
  });
  await page.getByRole("button", { name: "Add Property" }).click();
  await expect(page.getByRole("progressbar", { name: "Uploading flat.png" })).toBeVisible();
  await expect(page.getByRole("button", { name: "Saving..." })).toBeDisabled();
  await expect(toast(page, "Property added successfully!")).toBeVisible();
  await expect(page).toHaveURL(/\/properties$/);
  const card = page.getByRole("article", { name: "Sea View Flat" });
  await expect(card).toContainText("₹50,00,000");
  await expect(card).toContainText("For sale");
  await expect(card).toContainText("1,000 sqft");

  await card.getByRole("link", { name: "View" }).click();
  await expect(page.getByRole("heading", { name: "Sea View Flat" })).toBeVisible();
  const photo = page.getByRole("img", { name: "Sea View Flat (1 of 1)" });
  await expect(photo).toBeVisible();
  // Loaded in one of its sizes (a 1 px photo's naturalWidth in a srcset of widths rounds to 0).
  await expect
    .poll(() =>
      photo.evaluate((image: HTMLImageElement) =>
        image.decode().then(
          () => image.currentSrc,
          () => "",
        ),
      ),
    )
    .toMatch(/\/api\/files\/.+\?w=[0-9]+$/);
  const document = page.getByRole("link", { name: "brochure.pdf" });
  await expect(document).toHaveAttribute("download", "brochure.pdf");
  expect((await page.request.get((await document.getAttribute("href")) ?? "")).ok()).toBe(true);
  await expect(page.getByText("Fifty Lakh Only")).toBeVisible();
  await expect(page.getByText("Residential Property / Apartment / Flat")).toBeVisible();
  await expect(page.locator("dt", { hasText: "Land Size (acres)" }).locator("+ dd")).toHaveText(
    "1",
  );

  await page.getByRole("button", { name: "Play Property video 1" }).click();
  await expect(page.getByRole("dialog").locator("iframe")).toHaveAttribute(
    "title",
    "Property video 1",
  );
});

test("the add form asks for the missing fields and refuses a link that is not YouTube", async ({
  page,
  account,
}) => {
  void account;
  await page.goto("/properties/new");
  await page.getByRole("button", { name: "Add Property" }).click();
  await expect(toast(page, "Missing fields")).toContainText(
    "Please fill in title, price, and location.",
  );
  await expect(page.getByText("Title is required")).toBeVisible();

  await page.getByLabel("Video Links").fill("https://vimeo.com/12345");
  await page.getByRole("button", { name: "Add", exact: true }).click();
  await expect(toast(page, "Invalid YouTube Link")).toContainText(
    "Please enter a valid YouTube video URL.",
  );
});

test("a rejected upload keeps everything typed, saves nothing and leaves no file behind", async ({
  page,
  account,
}) => {
  void account;
  await page.goto("/properties/new");
  await page.getByLabel("Title").fill("Garden Villa");
  await page.getByLabel("Price", { exact: true }).fill("9000000");
  await page.getByLabel("Location").fill("Whitefield");
  await page.getByLabel("Photos").setInputFiles([
    { name: "good.png", mimeType: "image/png", buffer: PNG },
    { name: "fake.png", mimeType: "image/png", buffer: Buffer.from("not an image") },
  ]);
  await page.getByRole("button", { name: "Add Property" }).click();
  await expect(toast(page, "Error adding property")).toBeVisible();
  await expect(page).toHaveURL(/\/properties\/new$/);
  await expect(page.getByLabel("Title")).toHaveValue("Garden Villa");
  await expect(page.getByRole("img", { name: "fake.png" })).toBeVisible();
  expect(await (await page.request.get("/api/properties")).json()).toEqual([]);
  // The good photo was uploaded before the save failed, and deleted again.
  await expect.poll(() => storedFiles(page)).toEqual([]);
});

async function storedFiles(page: Page): Promise<string[]> {
  const session = (await (await page.request.get("/api/auth/get-session")).json()) as {
    user: { id: string };
  };
  return readdir(path.join(E2E_DATA_DIR, "files", session.user.id)).catch(() => []);
}

test("an agent finds properties by title, location and status", async ({ page, account }) => {
  void account;
  await addProperty(page, { title: "Sea View Flat", location: "Bandra West", status: "available" });
  await addProperty(page, { title: "Hill Top Farm", location: "Lonavala", status: "sold" });
  await page.goto("/properties");
  const search = page.getByLabel("Search properties...");

  await search.fill("sea view");
  await expect(page.getByRole("article")).toHaveCount(1);
  await expect(page.getByRole("article", { name: "Sea View Flat" })).toBeVisible();
  await search.fill("LONAVALA");
  await expect(page.getByRole("article", { name: "Hill Top Farm" })).toBeVisible();
  await expect(page.getByRole("article")).toHaveCount(1);
  await search.fill("nowhere");
  await expect(page.getByRole("heading", { name: "No properties found" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Add Your First Property" })).toHaveCount(0);

  await search.fill("");
  await chooseOption(page, "Status", "Sold");
  await expect(page.getByRole("article", { name: "Hill Top Farm" })).toBeVisible();
  await expect(page.getByRole("article")).toHaveCount(1);
  await chooseOption(page, "Status", "Rented");
  await expect(page.getByRole("heading", { name: "No properties found" })).toBeVisible();
});

test("an agent edits a property and sees the change on its page", async ({ page, account }) => {
  void account;
  const { id } = await addProperty(page, { title: "Sea View Flat", price: 5_000_000 });
  await page.goto(`/properties/${id}/edit`);
  await expect(page.getByLabel("Title")).toHaveValue("Sea View Flat");
  await page.getByLabel("Title").fill("Sea View Penthouse");
  await chooseOption(page, "Status", "Pending");
  await page.getByRole("button", { name: "Update Property" }).click();
  await expect(toast(page, "Property updated successfully!")).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/properties/${id}$`));
  await expect(page.getByRole("heading", { name: "Sea View Penthouse" })).toBeVisible();
  await expect(page.getByText("Pending", { exact: true })).toBeVisible();
});

test("an agent deletes properties after confirming, from the list and from the detail page", async ({
  page,
  account,
}) => {
  void account;
  const first = await addProperty(page, { title: "Sea View Flat" });
  await addProperty(page, { title: "Hill Top Farm" });
  // The first page's cards give way to the whole list's, which would close a dialog opened on them.
  const wholeList = page.waitForResponse(
    (response) =>
      new URL(response.url()).pathname === "/api/properties" && !response.url().includes("?"),
  );
  await page.goto("/properties");
  await wholeList;
  await page
    .getByRole("article", { name: "Hill Top Farm" })
    .getByRole("button", { name: "Delete" })
    .click();
  await expect(page.getByRole("alertdialog")).toContainText("Are you sure?");
  await page.getByRole("alertdialog").getByRole("button", { name: "Cancel" }).click();
  await expect(page.getByRole("article", { name: "Hill Top Farm" })).toBeVisible();
  await page
    .getByRole("article", { name: "Hill Top Farm" })
    .getByRole("button", { name: "Delete" })
    .click();
  await page.getByRole("alertdialog").getByRole("button", { name: "Delete" }).click();
  await expect(toast(page, "Property deleted")).toContainText(
    "Property has been removed successfully",
  );
  await expect(page.getByRole("article", { name: "Hill Top Farm" })).toHaveCount(0);

  await page.goto(`/properties/${first.id}`);
  await page.getByRole("button", { name: "Delete" }).click();
  await page.getByRole("alertdialog").getByRole("button", { name: "Delete" }).click();
  await expect(toast(page, "Property deleted successfully!")).toBeVisible();
  await expect(page).toHaveURL(/\/properties$/);
  await expect(page.getByRole("heading", { name: "No properties found" })).toBeVisible();
});

test("an unknown property id shows 'Property not found'", async ({ page, account }) => {
  void account;
  await page.goto("/properties/00000000-0000-4000-8000-000000000000");
  await expect(page.getByRole("heading", { name: "Property not found" })).toBeVisible();
  await page.getByRole("link", { name: "Back to Properties" }).click();
  await expect(page).toHaveURL(/\/properties$/);
  await page.goto("/properties/no-such-id/edit");
  await expect(page.getByText("Property not found.")).toBeVisible();
});

test("the call button says when the owner has no phone number", async ({ page, account }) => {
  void account;
  await addProperty(page, { title: "Sea View Flat", ownerPhone: "+91" });
  await page.goto("/properties");
  await page
    .getByRole("article", { name: "Sea View Flat" })
    .getByRole("button", { name: "Call" })
    .click();
  await expect(toast(page, "No phone number")).toContainText(
    "Owner's phone number is not available",
  );
});

async function chooseOption(page: Page, label: string, option: string) {
  await page.getByRole("combobox", { name: label }).click();
  await page.getByRole("option", { name: option, exact: true }).click();
}

test("the property form imports the owner from the device's contacts, or says it could not", async ({
  page,
  account,
}) => {
  void account;
  await fakeContactPicker(page, {
    name: ["Ravi Kumar"],
    email: ["ravi@kumar.in"],
    tel: ["+91 98765 43210"],
  });
  await page.goto("/properties/new");
  const importButton = page.getByRole("button", { name: "Import from Contacts" });
  await importButton.click();
  await expect(toast(page, "Contact imported!")).toContainText(
    "Owner details have been filled in.",
  );
  await expect(page.getByLabel("Owner Name")).toHaveValue("Ravi Kumar");
  await expect(page.getByLabel("Owner Phone")).toHaveValue("+91 98765 43210");
  await importButton.click();
  await expect(toast(page, "Could not import contact")).toContainText(
    "There was an error fetching the contact information.",
  );
});

test("the owner import says when the browser has no contact picker", async ({ page, account }) => {
  void account;
  await page.goto("/properties/new");
  await page.getByRole("button", { name: "Import from Contacts" }).click();
  await expect(toast(page, "Feature not supported")).toContainText(
    "Your browser does not support the Contact Picker API.",
  );
});

test("a file of the wrong kind is refused as soon as it is picked", async ({ page, account }) => {
  void account;
  await page.goto("/properties/new");
  await page.getByLabel("Photos").setInputFiles([
    { name: "brochure.pdf", mimeType: "application/pdf", buffer: PDF },
    { name: "flat.png", mimeType: "image/png", buffer: PNG },
  ]);
  await expect(toast(page, "File not added")).toContainText(
    "brochure.pdf is not an image: Photos must be images (JPEG, PNG, WebP, GIF or AVIF).",
  );
  await expect(page.getByRole("img", { name: "flat.png" })).toBeVisible();
  await expect(page.getByRole("img", { name: "brochure.pdf" })).toHaveCount(0);
  await expect(page.getByRole("button", { name: "Remove brochure.pdf" })).toHaveCount(0);

  await page
    .getByLabel("Documents")
    .setInputFiles({ name: "flat.png", mimeType: "image/png", buffer: PNG });
  await expect(toast(page, "flat.png is not a PDF, DOC or DOCX file.")).toContainText(
    "File not added",
  );
  await expect(page.getByRole("button", { name: "Remove flat.png" })).toHaveCount(1);
});

test("a typed price per sqft is kept to 2 decimals like a computed one", async ({
  page,
  account,
}) => {
  void account;
  await page.goto("/properties/new");
  await page.getByLabel("Built-up Area (sqft)").fill("1000");
  await page.getByLabel("Price per sqft").fill("1234.567");
  await page.getByLabel("Price per sqft").blur();
  await expect(page.getByLabel("Price per sqft")).toHaveValue("1234.57");
  await expect(page.getByLabel("Price", { exact: true })).toHaveValue("1234570");
});

test("the property form marks Title, Price and Location required", async ({ page, account }) => {
  void account;
  await page.goto("/properties/new");
  for (const label of ["Title", "Price", "Location"]) {
    await expect(page.getByLabel(label, { exact: true })).toHaveAttribute("aria-required", "true");
    await expect(
      page.locator("[data-slot=field-label]").filter({ hasText: new RegExp(`^${label}\\*$`) }),
    ).toHaveCount(1);
  }
  await expect(page.getByLabel("Description")).not.toHaveAttribute("aria-required");
});

test("a rental's price reads per month on its card, its page and the dashboard; a sale's does not", async ({
  page,
  account,
}) => {
  void account;
  const rental = await addProperty(page, {
    title: "Furnished 2BHK",
    price: 65_000,
    purpose: "rent",
  });
  await addProperty(page, { title: "Corner Plot", price: 5_000_000, purpose: "sale" });
  await page.goto("/properties");
  await expect(page.getByRole("article", { name: "Furnished 2BHK" })).toContainText(
    "₹65,000 / month",
  );
  const sale = page.getByRole("article", { name: "Corner Plot" });
  await expect(sale).toContainText("₹50,00,000");
  await expect(sale).not.toContainText("/ month");

  await page.goto(`/properties/${rental.id}`);
  await expect(page.getByText("₹65,000 / month")).toBeVisible();

  await page.goto("/dashboard");
  await expect(page.getByRole("link", { name: /Furnished 2BHK/ })).toContainText("₹65,000 / month");
});
