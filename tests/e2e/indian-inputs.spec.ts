import { addClient, expect, test, toast } from "./support/fixtures";

test.use({ viewport: { width: 390, height: 844 } });

test("at 390 px, a phone typed as '98765 43210' and a budget of '1.25 Cr' are saved the agent's way", async ({
  page,
  account,
}) => {
  void account;
  await page.goto("/clients/new");
  await page.getByLabel("Name").fill("Sunanda Rao");
  await page.getByLabel("Phone").fill("98765 43210");
  await page.getByLabel("Budget").fill("1.25 Cr");
  await expect(page.getByText("One Crore Twenty Five Lakh Only")).toBeVisible();
  await page.getByRole("button", { name: "Add Client" }).click();
  await expect(toast(page, "Client created successfully!")).toBeVisible();

  const card = page.getByRole("article", { name: /Sunanda Rao/ });
  await expect(card).toContainText("₹1,25,00,000");
  await expect(card.getByRole("link", { name: "WhatsApp" })).toHaveAttribute(
    "href",
    /^https:\/\/wa\.me\/919876543210\?/,
  );
  await card.getByRole("link", { name: "View" }).click();
  await expect(page.getByText("+91 98765 43210")).toBeVisible();
  await expect(page.getByRole("link", { name: "Call" })).toHaveAttribute(
    "href",
    "tel:+919876543210",
  );
});

test("a phone that cannot be a number and a price in dollars get field messages, and what was typed stays", async ({
  page,
  account,
}) => {
  void account;
  await page.goto("/properties/new");
  await page.getByLabel("Title").fill("Sea View Flat");
  await page.getByLabel("Price", { exact: true }).fill("$150k");
  await page.getByLabel("Location").fill("Bandra West");
  await page.getByLabel("Owner Phone").fill("12345");
  await page.getByRole("button", { name: "Add Property" }).click();
  await expect(page.getByText('"$150k" is in USD: enter it in INR')).toBeVisible();
  await expect(page.getByText("Enter a valid owner phone")).toBeVisible();
  await expect(page.getByLabel("Price", { exact: true })).toHaveValue("$150k");
  await expect(page.getByLabel("Owner Phone")).toHaveValue("12345");

  await page.getByLabel("Price", { exact: true }).fill("1.25 Cr");
  await expect(page.getByText("One Crore Twenty Five Lakh Only")).toBeVisible();
  await page.getByLabel("Owner Phone").fill("098200 11111");
  await page.getByRole("button", { name: "Add Property" }).click();
  await expect(toast(page, "Property added successfully!")).toBeVisible();
  const card = page.getByRole("article", { name: "Sea View Flat" });
  await expect(card).toContainText("₹1,25,00,000");
  await expect(card.getByRole("link", { name: "WhatsApp" })).toHaveAttribute(
    "href",
    /^https:\/\/wa\.me\/919820011111\?/,
  );
});

test("the clients list finds a client by any spelling of the phone", async ({ page, account }) => {
  void account;
  await addClient(page, { name: "Meera Iyer", phone: "+91 98450 12345" });
  await addClient(page, { name: "Arjun Mehta", phone: "+91 99000 54321" });
  await page.goto("/clients");
  const search = page.getByPlaceholder("Search clients...");
  for (const spelling of ["98450 12345", "+91 98450 12345", "98450-12345", "098450 12345"]) {
    await search.fill(spelling);
    await expect(page.getByRole("article")).toHaveCount(1);
    await expect(page.getByRole("article", { name: /Meera Iyer/ })).toBeVisible();
  }
});
