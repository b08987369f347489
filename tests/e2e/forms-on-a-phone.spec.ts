import { expectDiscardPrompt } from "./support/discard-changes";
import { addClient, addProperty, expect, test, toast } from "./support/fixtures";

test.use({ viewport: { width: 390, height: 844 } });

test("an agent finds a client among many by part of their phone and picks them by keyboard; a new appointment starts today at the next half hour", async ({
  page,
  account,
}) => {
  void account;
  test.setTimeout(60_000);
  for (let index = 0; index < 39; index += 1) {
    await addClient(page, {
      name: `Client ${String(index).padStart(2, "0")}`,
      phone: `+91 97000 ${String(10_000 + index)}`,
    });
  }
  await addClient(page, { name: "Sunil Rao", phone: "+91 98450 12345" });
  // 10:07 on the agent's clock: the new appointment is for 10:30 today.
  await page.clock.setFixedTime(new Date(2030, 2, 5, 10, 7));

  await page.goto("/appointments?schedule");
  const dialog = page.getByRole("dialog", { name: "Schedule Appointment" });
  await expect(dialog.getByLabel("Date")).toHaveValue("2030-03-05");
  await expect(dialog.getByLabel("Time")).toHaveValue("10:30");

  const client = dialog.getByRole("combobox", { name: "Client" });
  await expect(client).toHaveAttribute("aria-required", "true");
  // Measured once the dialog's zoom-in has ended: at 99.9 % of its scale it is 43.97 px.
  await expect
    .poll(async () => (await client.boundingBox())?.height ?? 0)
    .toBeGreaterThanOrEqual(44);
  await client.click();
  const search = page.getByRole("combobox", { name: "Name or phone" });
  await expect(search).toBeFocused();
  await search.pressSequentially("98450 12");
  await expect(page.getByRole("option")).toHaveCount(1);
  await expect(page.getByRole("option")).toContainText("Sunil Rao");
  await page.keyboard.press("ArrowDown");
  await page.keyboard.press("Enter");
  await expect(client).toHaveText("Sunil Rao");
  await expect(client).toBeFocused();
  await expect(dialog.getByLabel("Title")).toHaveValue("Sunil Rao");

  await dialog.getByRole("combobox", { name: "Process" }).click();
  await page.getByRole("option", { name: "Property Visit" }).click();
  await dialog.getByLabel("Location").fill("Koramangala");
  await dialog.getByRole("button", { name: "Schedule Appointment" }).click();
  await expect(toast(page, "Appointment scheduled successfully!")).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole("article", { name: "Sunil Rao - Property Visit" })).toContainText(
    "10:30 AM",
  );
});

test("leaving a listing's edit with unsaved changes asks 'Discard changes?' first; a saved edit leaves without asking", async ({
  page,
  account,
}) => {
  void account;
  const { id } = await addProperty(page, { title: "Sea View Flat", description: "Two bedrooms." });
  const detail = new RegExp(`/properties/${id}$`);
  const edit = new RegExp(`/properties/${id}/edit$`);
  await page.goto(`/properties/${id}`);
  await page.getByRole("link", { name: "Edit" }).click();
  const description = page.getByLabel("Description");
  await expect(description).toHaveValue("Two bedrooms.");
  await expect(page).toHaveURL(edit);
  await expectDiscardPrompt(page, {
    field: description,
    typed: "Two bedrooms, sea view.",
    leaves: [
      () => page.getByRole("link", { name: "Back to Property" }).click(),
      // The browser's Back button asks too.
      () => page.evaluate(() => window.history.back()),
    ],
    left: detail,
  });
  await expect(page.getByText("Two bedrooms.", { exact: true })).toBeVisible();

  await page.getByRole("link", { name: "Edit" }).click();
  await description.fill("Two bedrooms, sea view.");
  await page.getByRole("button", { name: "Update Property" }).click();
  await expect(toast(page, "Property updated successfully!")).toBeVisible();
  await expect(page).toHaveURL(detail);
  await expect(page.getByText("Two bedrooms, sea view.", { exact: true })).toBeVisible();
  await expect(page.getByRole("alertdialog", { name: "Discard changes?" })).toBeHidden();
});

test("leaving a client's edit with unsaved changes asks 'Discard changes?' first", async ({
  page,
  account,
}) => {
  void account;
  const { id } = await addClient(page, { name: "Sunil Rao" });
  await page.goto(`/clients/${id}`);
  await page.getByRole("link", { name: "Edit" }).click();
  const name = page.getByLabel("Name", { exact: true });
  await expect(name).toHaveValue("Sunil Rao");
  await expectDiscardPrompt(page, {
    field: name,
    typed: "Sunil Rao Kumar",
    leaves: [
      () => page.getByRole("link", { name: "Back to Client" }).click(),
      () =>
        page
          .getByRole("navigation", { name: "Main" })
          .getByRole("link", { name: "Properties" })
          .click(),
      () => page.evaluate(() => window.history.back()),
    ],
    left: new RegExp(`/clients/${id}$`),
  });
  await expect(page.getByRole("heading", { name: "Mr. Sunil Rao", level: 1 })).toBeVisible();
});

test("leaving the profile with unsaved changes asks 'Discard changes?' first", async ({
  page,
  account,
}) => {
  void account;
  await page.goto("/profile");
  await page.getByRole("button", { name: "Edit Profile" }).click();
  await expectDiscardPrompt(page, {
    field: page.getByLabel("Company Name"),
    typed: "Verma Realty",
    leaves: [
      () =>
        page
          .getByRole("navigation", { name: "Main" })
          .getByRole("link", { name: "Clients" })
          .click(),
    ],
    left: /\/clients$/,
  });
  await page.goto("/profile");
  await expect(page.getByLabel("Company Name")).toHaveValue("");
});

test("closing the appointment dialog with typed changes asks first", async ({ page, account }) => {
  void account;
  await page.goto("/appointments?schedule");
  const dialog = page.getByRole("dialog", { name: "Schedule Appointment" });
  await dialog.getByLabel("Location").fill("Office");
  const ask = page.getByRole("alertdialog", { name: "Discard changes?" });

  await dialog.getByRole("button", { name: "Cancel" }).click();
  await expect(ask).toBeVisible();
  await ask.getByRole("button", { name: "Keep editing" }).click();
  await expect(dialog.getByLabel("Location")).toHaveValue("Office");

  await page.keyboard.press("Escape");
  await expect(ask).toBeVisible();
  await ask.getByRole("button", { name: "Discard" }).click();
  await expect(dialog).toBeHidden();
  await expect(ask).toBeHidden();
  await expect(page).toHaveURL(/\/appointments$/);
});
