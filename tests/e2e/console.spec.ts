import { addAppointment, addClient, addProperty, expect, test } from "./support/fixtures";

test("the main pages log no errors to the console, the Content-Security-Policy's included", async ({
  page,
  account,
}) => {
  void account;
  test.slow();
  const { id: propertyId } = await addProperty(page, { title: "Sea View Flat" });
  const { id: clientId } = await addClient(page, { name: "Asha Rao", budget: 2_000_000 });
  const { id: appointmentId } = await addAppointment(page, { clientId, propertyId });
  const errors: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error") {
      errors.push(`${page.url()}: ${message.text()}`);
    }
  });
  page.on("pageerror", (error) => errors.push(`${page.url()}: ${error.message}`));

  for (const path of [
    "/dashboard",
    "/properties",
    "/properties/new",
    `/properties/${propertyId}`,
    `/properties/${propertyId}/edit`,
    "/clients",
    "/clients/new",
    `/clients/${clientId}`,
    "/appointments",
    `/appointments/${appointmentId}`,
    "/property-client-matching",
    "/profile",
    "/settings",
  ]) {
    await page.goto(path);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible({ timeout: 15_000 });
  }
  // A form validated with the shared zod schemas, in the browser.
  await page.goto("/clients/new");
  await page.getByRole("button", { name: "Add Client" }).click();
  await expect(page.locator("[data-sonner-toast]")).toContainText("Missing fields");
  expect(errors).toEqual([]);
});
