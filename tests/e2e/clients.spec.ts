import { fakeContactPicker } from "./support/fake-contact-picker";
import { addClient, addProperty, chooseOption, expect, test, toast } from "./support/fixtures";

test("an agent adds a client with locations and property types, and sees the budget in words", async ({
  page,
  account,
}) => {
  void account;
  await page.goto("/clients");
  await expect(page.getByRole("heading", { name: "No clients found" })).toBeVisible();
  await page.getByRole("link", { name: "Add Your First Client" }).click();
  await expect(page).toHaveURL(/\/clients\/new$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Add New Client");

  await chooseOption(page, "Title", "Mrs.");
  await page.getByLabel("Name").fill("Priya Sharma");
  await page.getByLabel("Email").fill("priya@example.com");
  await expect(page.getByLabel("Phone")).toHaveValue("+91");
  await page.getByLabel("Phone").fill("+91 98200 12345");
  await chooseOption(page, "Interest", "High");
  await page.getByLabel("Budget").fill("6000000");
  await expect(page.getByText("Sixty Lakh Only")).toBeVisible();

  const location = page.getByLabel("Preferred Locations");
  await location.fill("Bandra");
  await location.press("Enter");
  await location.fill("Juhu");
  await page.getByRole("button", { name: "Add", exact: true }).click();
  await location.fill(" bandra ");
  await location.press("Enter");
  await page.getByRole("button", { name: "Add", exact: true }).click();
  const chips = page.getByRole("list", { name: "Added locations" }).getByRole("listitem");
  await expect(chips).toHaveText(["Bandra", "Juhu"]);
  await page.getByRole("button", { name: "Remove Juhu" }).click();
  for (const place of ["Khar", "Santacruz", "Andheri"]) {
    await location.fill(place);
    await location.press("Enter");
  }
  await expect(chips).toHaveText(["Bandra", "Khar", "Santacruz", "Andheri"]);

  const flat = page.getByRole("button", { name: "Apartment / Flat" });
  await flat.click();
  await expect(flat).toHaveAttribute("aria-pressed", "true");
  await page.getByRole("button", { name: "Penthouse" }).click();
  await page.getByLabel("Notes").fill("Wants a sea view.");
  await page.getByRole("button", { name: "Add Client" }).click();

  await expect(toast(page, "Client created successfully!")).toBeVisible();
  await expect(page).toHaveURL(/\/clients$/);
  const card = page.getByRole("article", { name: "Mrs. Priya Sharma" });
  await expect(card).toContainText("₹60,00,000");
  await expect(card).toContainText("Active");
  await expect(card).toContainText("High interest");
  await expect(card).toContainText("To buy");
  await expect(card).toContainText("Santacruz");
  await expect(card).not.toContainText("Andheri");
  await expect(card).toContainText("+1 more");
  await expect(card).toContainText("Penthouse");
  await expect(card.getByRole("link", { name: "Email" })).toHaveAttribute(
    "href",
    /^mailto:priya@example\.com\?subject=Property%20Update&body=Hi%20Priya%20Sharma/,
  );
});

test("saving an empty client form asks for name and phone", async ({ page, account }) => {
  void account;
  await page.goto("/clients/new");
  await page.getByRole("button", { name: "Add Client" }).click();
  await expect(toast(page, "Missing fields")).toContainText("Please fill in name and phone.");
  await expect(page.getByText("Name is required")).toBeVisible();
  await expect(page.getByText("Phone is required")).toBeVisible();
  await expect(page).toHaveURL(/\/clients\/new$/);
});

test("a failed save keeps what was typed", async ({ page, account }) => {
  void account;
  await page.route("**/api/clients", (route) =>
    route.request().method() === "POST"
      ? route.fulfill({ status: 500, json: { error: { message: "The database is busy" } } })
      : route.continue(),
  );
  await page.goto("/clients/new");
  await page.getByLabel("Name").fill("Ravi Kumar");
  await page.getByLabel("Phone").fill("+91 98765 43210");
  await page.getByRole("button", { name: "Add Client" }).click();
  await expect(toast(page, "Error adding client")).toContainText("The database is busy");
  await expect(page).toHaveURL(/\/clients\/new$/);
  await expect(page.getByLabel("Name")).toHaveValue("Ravi Kumar");
});

test("an agent finds clients by name, e-mail, phone and status", async ({ page, account }) => {
  void account;
  await addClient(page, {
    name: "Ravi Kumar",
    email: "ravi@example.com",
    phone: "+91 90000 11111",
  });
  await addClient(page, {
    title: "Miss",
    name: "Asha Rao",
    email: "asha@rao.in",
    phone: "+91 80000 22222",
    status: "potential",
  });
  await page.goto("/clients");
  const search = page.getByLabel("Search clients...");
  const cards = page.getByRole("article");
  await expect(cards).toHaveCount(2);

  await search.fill("RAVI");
  await expect(cards).toHaveCount(1);
  await expect(page.getByRole("article", { name: "Mr. Ravi Kumar" })).toBeVisible();
  await search.fill("rao.in");
  await expect(page.getByRole("article", { name: "Miss Asha Rao" })).toBeVisible();
  await expect(cards).toHaveCount(1);
  await search.fill("90000 111");
  await expect(page.getByRole("article", { name: "Mr. Ravi Kumar" })).toBeVisible();
  await expect(cards).toHaveCount(1);
  await search.fill("nobody");
  await expect(page.getByRole("heading", { name: "No clients found" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Add Your First Client" })).toHaveCount(0);

  await search.fill("");
  await chooseOption(page, "Status", "Potential");
  await expect(page.getByRole("article", { name: "Miss Asha Rao" })).toBeVisible();
  await expect(cards).toHaveCount(1);
  await chooseOption(page, "Status", "Closed");
  await expect(page.getByRole("heading", { name: "No clients found" })).toBeVisible();
});

test("clicking a card opens its details, and 'Edit Full Details' opens the form", async ({
  page,
  account,
}) => {
  void account;
  const { id } = await addClient(page, {
    name: "Ravi Kumar",
    email: "ravi@example.com",
    budget: 2_500_000,
    locations: ["Powai"],
    notes: "Prefers a high floor.",
  });
  await page.goto("/clients");
  // Anywhere on the card but its buttons.
  await page.getByRole("article", { name: "Mr. Ravi Kumar" }).click({ position: { x: 24, y: 80 } });
  const dialog = page.getByRole("dialog", { name: "Mr. Ravi Kumar" });
  await expect(dialog).toContainText("Contact information");
  await expect(dialog).toContainText("ravi@example.com");
  await expect(dialog).toContainText("Requirements");
  await expect(dialog).toContainText("Twenty Five Lakh Only");
  await expect(dialog).toContainText("Powai");
  await expect(dialog).toContainText("Prefers a high floor.");
  await dialog.getByRole("link", { name: "Edit Full Details" }).click();
  await expect(page).toHaveURL(new RegExp(`/clients/${id}/edit$`));
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Edit Client");
  await expect(page.getByLabel("Name")).toHaveValue("Ravi Kumar");
});

test("an agent edits a client and sees the change on its page", async ({ page, account }) => {
  void account;
  const { id } = await addClient(page, { name: "Ravi Kumar", locations: ["Powai"] });
  await page.goto(`/clients/${id}/edit`);
  await expect(page.getByLabel("Name")).toHaveValue("Ravi Kumar");
  await expect(page.getByRole("button", { name: "Remove Powai" })).toBeVisible();
  await page.getByLabel("Name").fill("Ravi Shankar");
  await chooseOption(page, "Status", "Potential");
  await page.getByRole("button", { name: "Update Client" }).click();
  await expect(toast(page, "Client updated successfully!")).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/clients/${id}$`));
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Mr. Ravi Shankar");
  await expect(page.getByText("Potential", { exact: true })).toBeVisible();
  await expect(page.getByText("Powai")).toBeVisible();
  await expect(page.getByText("No appointments yet")).toBeVisible();
});

test("an agent deletes clients after confirming, from the list and from the detail page", async ({
  page,
  account,
}) => {
  void account;
  const first = await addClient(page, { name: "Ravi Kumar" });
  await addClient(page, { name: "Asha Rao" });
  await page.goto("/clients");
  const card = page.getByRole("article", { name: "Mr. Asha Rao" });
  await card.getByRole("button", { name: "Delete" }).click();
  await expect(page.getByRole("alertdialog")).toContainText("Are you sure?");
  await page.getByRole("alertdialog").getByRole("button", { name: "Cancel" }).click();
  await expect(card).toBeVisible();
  await card.getByRole("button", { name: "Delete" }).click();
  await page.getByRole("alertdialog").getByRole("button", { name: "Delete" }).click();
  await expect(toast(page, "Client deleted")).toContainText("Client has been removed successfully");
  await expect(card).toHaveCount(0);
  await expect(page.getByRole("dialog")).toHaveCount(0);

  await page.goto(`/clients/${first.id}`);
  await page.getByRole("button", { name: "Delete" }).click();
  await page.getByRole("alertdialog").getByRole("button", { name: "Delete" }).click();
  await expect(toast(page, "Client deleted successfully!")).toBeVisible();
  await expect(page).toHaveURL(/\/clients$/);
  await expect(page.getByRole("heading", { name: "No clients found" })).toBeVisible();
});

test("an unknown client id shows 'Client not found'", async ({ page, account }) => {
  void account;
  await page.goto("/clients/00000000-0000-4000-8000-000000000000");
  await expect(page.getByRole("heading", { name: "Client not found" })).toBeVisible();
  await page.getByRole("link", { name: "Back to Clients" }).click();
  await expect(page).toHaveURL(/\/clients$/);
  await page.goto("/clients/no-such-id/edit");
  await expect(page.getByRole("heading", { name: "Edit Client" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Client not found" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Back to Clients" })).toBeVisible();
});

test("a client's matched properties list a fitting listing, and its card lists the client back", async ({
  page,
  account,
}) => {
  void account;
  const client = await addClient(page, {
    name: "Priya Sharma",
    purpose: "to-buy",
    budget: 6_000_000,
    propertyTypes: ["Apartment / Flat"],
    locations: ["Bandra"],
  });
  const property = await addProperty(page, {
    title: "Sea View Flat",
    price: 5_000_000,
    location: "Bandra West",
    status: "available",
    purpose: "sale",
    mainType: "Residential Property",
    subType: "Apartment / Flat",
  });
  await addProperty(page, { title: "Hill Top Farm", location: "Lonavala", purpose: "rent" });

  await page.goto("/clients");
  await page
    .getByRole("article", { name: "Mr. Priya Sharma" })
    .getByRole("button", { name: "Matched properties" })
    .click();
  const matched = page.getByRole("list", { name: "Matched properties" });
  const match = matched.getByRole("link", { name: /Sea View Flat/ });
  await expect(match).toContainText("92%");
  await expect(matched.getByRole("link")).toHaveCount(1);
  await expect(
    matched.getByRole("button", { name: "Status: Suggested. Change status" }),
  ).toBeVisible();
  await match.click();
  await expect(page).toHaveURL(new RegExp(`/properties/${property.id}$`));

  await page.goto("/properties");
  // Once the clients have arrived (the card counts the match): under the full suite's load a
  // click before them once left no menu open.
  const matchedClients = page
    .getByRole("article", { name: "Sea View Flat" })
    .getByRole("button", { name: "Matched clients 1 match" });
  await expect(matchedClients).toBeVisible();
  await matchedClients.click();
  await page
    .getByRole("list", { name: "Matched clients" })
    .getByRole("link", { name: /Priya Sharma/ })
    .click();
  await expect(page).toHaveURL(new RegExp(`/clients/${client.id}$`));
  await expect(
    page
      .getByRole("list", { name: "Matched properties" })
      .getByRole("listitem")
      .filter({ hasText: "Sea View Flat" }),
  ).toContainText("92%");
});

test("the e-mail button says when the client has no e-mail address", async ({ page, account }) => {
  void account;
  await addClient(page, { name: "Ravi Kumar", email: "" });
  await page.goto("/clients");
  await page
    .getByRole("article", { name: "Mr. Ravi Kumar" })
    .getByRole("button", { name: "Email" })
    .click();
  await expect(toast(page, "No email address")).toContainText(
    "Client's email address is not available",
  );
});

test("importing from contacts says when the browser has no contact picker", async ({
  page,
  account,
}) => {
  void account;
  await page.goto("/clients/new");
  await page.getByRole("button", { name: "Import from Contacts" }).click();
  await expect(toast(page, "Feature not supported")).toContainText(
    "Your browser does not support the Contact Picker API.",
  );
});

test("importing from contacts fills in the client, or says it could not", async ({
  page,
  account,
}) => {
  void account;
  await fakeContactPicker(page, {
    name: ["Asha Rao"],
    email: ["asha@rao.in"],
    tel: ["+91 80000 22222"],
  });
  await page.goto("/clients/new");
  const importButton = page.getByRole("button", { name: "Import from Contacts" });
  await importButton.click();
  await expect(toast(page, "Contact imported!")).toContainText(
    "Client details have been filled in.",
  );
  await expect(page.getByLabel("Name")).toHaveValue("Asha Rao");
  await expect(page.getByLabel("Email")).toHaveValue("asha@rao.in");
  await expect(page.getByLabel("Phone")).toHaveValue("+91 80000 22222");
  await importButton.click();
  await expect(toast(page, "Failed to import contact")).toContainText(
    "Could not access contacts. Please check permissions.",
  );
});

test("the client form marks Name and Phone required", async ({ page, account }) => {
  void account;
  await page.goto("/clients/new");
  for (const label of ["Name", "Phone"]) {
    await expect(page.getByLabel(label, { exact: true })).toHaveAttribute("aria-required", "true");
    await expect(
      page.locator("[data-slot=field-label]").filter({ hasText: new RegExp(`^${label}\\*$`) }),
    ).toHaveCount(1);
  }
  await expect(page.getByLabel("Email")).not.toHaveAttribute("aria-required");
});

test("deleting a client from its page asks nothing more of the server about it", async ({
  page,
  account,
}) => {
  void account;
  const { id } = await addClient(page, { name: "Asha Rao" });
  await page.goto(`/clients/${id}`);
  await expect(page.getByRole("heading", { name: /Asha Rao/ })).toBeVisible();
  const requested: string[] = [];
  page.on("request", (request) =>
    requested.push(`${request.method()} ${new URL(request.url()).pathname}`),
  );
  await page.getByRole("button", { name: "Delete" }).click();
  await page.getByRole("alertdialog").getByRole("button", { name: "Delete" }).click();
  await expect(page).toHaveURL(/\/clients$/);
  await expect(page.getByRole("heading", { name: "No clients found" })).toBeVisible();
  expect(requested.filter((line) => line.includes(id))).toEqual([`DELETE /api/clients/${id}`]);
});
