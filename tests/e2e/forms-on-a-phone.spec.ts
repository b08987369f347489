import { addClient, expect, test, toast } from "./support/fixtures";

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
  const box = await client.boundingBox();
  expect(box?.height).toBeGreaterThanOrEqual(44);
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
