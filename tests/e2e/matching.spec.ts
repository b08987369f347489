import { addClient, addProperty, expect, test, toast } from "./support/fixtures";

test("with no records the matching tabs say so", async ({ page, account }) => {
  void account;
  await page.goto("/property-client-matching");
  await expect(page.getByRole("tab", { name: "Client → Property" })).toHaveAttribute(
    "aria-selected",
    "true",
  );
  await expect(page.getByText("No Clients Found")).toBeVisible();
  await page.getByRole("tab", { name: "Property → Client" }).click();
  await expect(page.getByText("No Properties Found")).toBeVisible();
});

test("an agent sees which available properties fit each client, and the reverse", async ({
  page,
  account,
}) => {
  void account;
  const apartment = { mainType: "Residential Property", subType: "Apartment / Flat" };
  await addProperty(page, {
    title: "Sea View Flat",
    price: 5_000_000,
    location: "Bandra West",
    ...apartment,
  });
  await addProperty(page, {
    title: "Lake View Flat",
    price: 7_000_000,
    location: "Bandra East",
    ...apartment,
  });
  await addProperty(page, {
    title: "Sold Flat",
    price: 5_000_000,
    location: "Bandra",
    status: "sold",
    ...apartment,
  });
  await addProperty(page, { title: "Far Away Plot", price: 1_000_000, location: "Pune" });
  await addClient(page, {
    name: "Ravi Kumar",
    budget: 6_000_000,
    locations: ["Bandra"],
    propertyTypes: ["Apartment / Flat"],
  });
  await addClient(page, { name: "Priya Shah", purpose: "to-rent", budget: 30_000 });

  await page.goto("/property-client-matching");
  const ravi = page.getByRole("button", { name: /Mr\. Ravi Kumar/ });
  await expect(ravi).toContainText("2 matches");
  await expect(ravi).toContainText("₹60,00,000");
  await ravi.click();
  const raviMatches = page.getByRole("region", { name: /Mr\. Ravi Kumar/ });
  await expect(raviMatches.getByRole("link", { name: /Sea View Flat/ })).toBeVisible();
  await expect(raviMatches.getByText("Score 92%")).toBeVisible();
  await expect(
    raviMatches
      .getByRole("region", { name: "Higher Budget" })
      .getByRole("link", { name: /Lake View Flat/ }),
  ).toBeVisible();
  await expect(raviMatches).not.toContainText("Sold Flat");
  await expect(raviMatches).not.toContainText("Far Away Plot");

  await page.getByRole("button", { name: /Mr\. Priya Shah/ }).click();
  await expect(page.getByRole("region", { name: /Mr\. Priya Shah/ })).toContainText(
    "No strong matches found",
  );

  await page.getByRole("tab", { name: "Property → Client" }).click();
  await expect(page.getByRole("button", { name: /Sold Flat/ })).toHaveCount(0);
  await page.getByRole("button", { name: /Sea View Flat/ }).click();
  await page
    .getByRole("region", { name: /Sea View Flat/ })
    .getByRole("link", { name: /Ravi Kumar/ })
    .click();
  await expect(page).toHaveURL(/\/clients\/[0-9a-f-]{36}$/);
  await page.goBack();
  await page.getByRole("tab", { name: "Property → Client" }).click();
  await page.getByRole("button", { name: /Far Away Plot/ }).click();
  await expect(page.getByRole("region", { name: /Far Away Plot/ })).toContainText(
    "No strong client matches found",
  );
});

test("an agent schedules a visit from a match, with both sides preselected", async ({
  page,
  account,
}) => {
  void account;
  await addProperty(page, {
    title: "Sea View Flat",
    price: 5_000_000,
    location: "Bandra West",
    mainType: "Residential Property",
    subType: "Apartment / Flat",
  });
  await addClient(page, { name: "Ravi Kumar", budget: 6_000_000, locations: ["Bandra"] });

  await page.goto("/property-client-matching");
  await page.getByRole("button", { name: /Mr\. Ravi Kumar/ }).click();
  await page
    .getByRole("region", { name: /Mr\. Ravi Kumar/ })
    .getByRole("button", { name: "Schedule" })
    .click();
  const dialog = page.getByRole("dialog", { name: "Schedule Appointment" });
  await expect(dialog.getByRole("combobox", { name: "Client" })).toHaveText("Ravi Kumar");
  await expect(dialog.getByRole("combobox", { name: "Property" })).toHaveText("Sea View Flat");
  await expect(dialog.getByLabel("Location")).toHaveValue("Bandra West");
  await dialog.getByRole("combobox", { name: "Process" }).click();
  await page.getByRole("option", { name: "Property Visit" }).click();
  await expect(dialog.getByLabel("Title")).toHaveValue(
    "Ravi Kumar - Property Visit - re: Sea View Flat",
  );
  await dialog.getByLabel("Date").fill("2030-03-05");
  await dialog.getByLabel("Time").fill("10:30");
  await dialog.getByRole("button", { name: "Schedule Appointment" }).click();
  await expect(toast(page, "Appointment scheduled successfully!")).toBeVisible();
  await page.goto("/appointments");
  await expect(page.getByText("Ravi Kumar - Property Visit - re: Sea View Flat")).toBeVisible();
});
