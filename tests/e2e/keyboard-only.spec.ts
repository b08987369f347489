import type { Locator, Page } from "@playwright/test";
import { expect, newEmail, PASSWORD, test, toast } from "./support/fixtures";

// Every step below goes through page.keyboard: Tab to a control, then Enter, Space, arrows or
// typing. No clicks, no fills.
test("an agent signs up, adds a client and schedules a visit with the keyboard alone", async ({
  page,
}) => {
  test.setTimeout(60_000);
  const email = newEmail();
  await page.goto("/signup");
  await tabTo(page.getByLabel("Email"));
  await page.keyboard.type(email);
  await tabTo(page.getByLabel("Password", { exact: true }));
  await page.keyboard.type(PASSWORD);
  await tabTo(page.getByLabel("Confirm Password"));
  await page.keyboard.type(PASSWORD);
  await page.keyboard.press("Enter");
  await expectFocusOnHeading(page, "Welcome back");
  await tabTo(page.getByLabel("Email"));
  await page.keyboard.press("ControlOrMeta+A");
  await page.keyboard.type(email);
  await tabTo(page.getByLabel("Password", { exact: true }));
  await page.keyboard.type(PASSWORD);
  await page.keyboard.press("Enter");
  await expectFocusOnHeading(page, "Dashboard");

  await tabTo(page.getByRole("link", { name: "Clients", exact: true }).first());
  await page.keyboard.press("Enter");
  await expectFocusOnHeading(page, "Clients");
  await tabTo(page.getByRole("link", { name: "Add Your First Client" }));
  await page.keyboard.press("Enter");
  await expectFocusOnHeading(page, "Add New Client");

  // A Radix select: Space opens it, the arrows move, Enter chooses.
  await tabTo(page.getByRole("combobox", { name: "Title" }));
  await page.keyboard.press("Space");
  await arrowTo(page, "Mrs.");
  await page.keyboard.press("Enter");
  await expect(page.getByRole("combobox", { name: "Title" })).toHaveText("Mrs.");
  await tabTo(page.getByLabel("Name"));
  await page.keyboard.type("Priya Sharma");
  await tabTo(page.getByLabel("Phone"));
  await page.keyboard.type(" 98200 12345");
  // The property types: one Tab stop, arrows inside, Space toggles.
  const types = page.getByRole("group", { name: "Property Types" });
  await tabTo(types);
  await page.keyboard.press("ArrowRight");
  // Radix moves the focus in a timeout after the key: a Space pressed before it lands would go
  // down on one button and up on the next, which clicks neither.
  await expect(types.getByRole("button").nth(1)).toBeFocused();
  await page.keyboard.press("Space");
  await expect(types.getByRole("button", { pressed: true })).toHaveCount(1);
  await tabTo(page.getByRole("button", { name: "Add Client" }));
  await page.keyboard.press("Enter");
  await expect(toast(page, "Client created successfully!")).toBeVisible();
  await expectFocusOnHeading(page, "Clients");

  await tabTo(page.getByRole("link", { name: "Appointments", exact: true }).first());
  await page.keyboard.press("Enter");
  await expectFocusOnHeading(page, "Appointments");
  await tabTo(page.getByRole("link", { name: "Schedule Appointment", exact: true }).first());
  await page.keyboard.press("Enter");
  const dialog = page.getByRole("dialog", { name: "Schedule Appointment" });
  await expect(dialog).toBeVisible();

  // The client picker (cmdk in a popover): Enter opens it on its search box, typing filters,
  // Enter takes the highlighted option and gives focus back to the picker.
  const clientPicker = dialog.getByRole("combobox", { name: "Client" });
  await tabTo(clientPicker);
  await page.keyboard.press("Enter");
  await expect(page.getByRole("option", { name: /Priya Sharma/ })).toBeVisible();
  await page.keyboard.type("Priya");
  await page.keyboard.press("Enter");
  await expect(clientPicker).toHaveText("Priya Sharma");
  await expect(clientPicker).toBeFocused();

  const process = dialog.getByRole("combobox", { name: "Process" });
  await tabTo(process);
  await page.keyboard.press("Space");
  await arrowTo(page, "Property Visit");
  await page.keyboard.press("Enter");
  await expect(process).toHaveText("Property Visit");
  // The location is left empty: sending the form names the error and moves focus to the field.
  await tabTo(dialog.getByRole("button", { name: "Schedule Appointment" }));
  await page.keyboard.press("Enter");
  await expect(dialog.getByText("Location is required")).toBeVisible();
  await expect(dialog.getByLabel("Location")).toBeFocused();
  await page.keyboard.type("Bandra West, Mumbai");
  await tabTo(dialog.getByRole("button", { name: "Schedule Appointment" }));
  await page.keyboard.press("Enter");
  await expect(toast(page, "Appointment scheduled successfully!")).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole("article", { name: /Priya Sharma/ })).toBeVisible();
});

/** Presses Tab (up to 40 times) until focus is on `target` or inside it (a toggle group). */
async function tabTo(target: Locator) {
  const page = target.page();
  for (let press = 0; press < 40; press += 1) {
    if (await target.evaluate((element) => element.contains(document.activeElement))) {
      return;
    }
    await page.keyboard.press("Tab");
  }
  expect(await target.evaluate((element) => element.contains(document.activeElement))).toBe(true);
}

/** In an open select, presses ArrowDown (up to 20 times) until the option `name` has focus. */
async function arrowTo(page: Page, name: string) {
  const option = page.getByRole("option", { name, exact: true });
  await expect(option).toBeVisible();
  for (let press = 0; press < 20; press += 1) {
    if (await option.evaluate((element) => element === document.activeElement)) {
      return;
    }
    await page.keyboard.press("ArrowDown");
  }
  await expect(option).toBeFocused();
}

/** After a move to another page, focus is on its main heading (decision 025). */
async function expectFocusOnHeading(page: Page, name: string) {
  const heading = page.getByRole("heading", { level: 1 });
  await expect(heading).toHaveText(name);
  await expect(heading).toBeFocused();
}
