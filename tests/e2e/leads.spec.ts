import { expectNoAxeViolations } from "./support/axe";
import { addProperty, expect as baseExpect, card, test } from "./support/fixtures";
import { openSignedOut } from "./support/signed-out";

// Two cores shared by several test runs: screens can take a while to arrive.
const expect = baseExpect.configure({ timeout: 15_000 });

// The agent at a desk, the visitor on their phone: one run, not one per width (decision 049).
test.use({ viewport: { width: 1280, height: 900 }, reducedMotion: "reduce" });

test("a visitor signed out says 'I'm interested' and the agent sees the new lead, its source and the pair", async ({
  page,
  account,
  browser,
}) => {
  void account;
  test.slow();
  await page.request.put("/api/profile", { data: { fullName: "Asha Verma" } });
  const listing = await addProperty(page, {
    title: "Sea Breeze 3BHK",
    location: "Juhu",
    purpose: "rent",
    mainType: "Residential Property",
    subType: "Apartment / Flat",
  });
  const share = await page.request.post(`/api/properties/${listing.id}/share`, {
    data: { country: "IN", currencySymbol: "₹", numberSystem: "indian" },
  });
  const { token } = (await share.json()) as { token: string };

  const visitor = await openSignedOut(browser, 390);
  await visitor.goto(`/p/${token}`);
  const form = visitor.getByRole("heading", { name: "I'm interested" });
  await expect(form).toBeVisible();
  await expectNoAxeViolations(visitor, "enquiry form");
  await visitor.getByLabel("Name").fill("Ravi Kumar");
  await visitor.getByLabel("Phone").fill("+91 98200 11111");
  await visitor.getByLabel("Message (optional)").fill("Is it still free?");
  await visitor.screenshot({ path: `test-results/leads-enquiry-390.png`, fullPage: true });
  // The form must have been open a few seconds: a person, not a bot.
  await visitor.waitForTimeout(3200);
  await visitor.getByRole("button", { name: "Send" }).click();
  await expect(visitor.getByRole("status")).toHaveText("Thank you! Asha Verma will call you soon.");
  await visitor.context().close();

  await page.goto("/today");
  const newLeads = page
    .getByRole("region", { name: "New leads" })
    .or(page.locator("section").filter({ has: page.getByRole("heading", { name: "New leads" }) }));
  await expect(newLeads.getByRole("listitem")).toContainText("Ravi Kumar");
  await expect(newLeads.getByRole("listitem")).toContainText("Listing link");
  await expect(newLeads.getByRole("link", { name: /Call/ }).first()).toBeVisible();
  await expectNoAxeViolations(page, "Today with new leads");
  await page.screenshot({ path: `test-results/leads-today-1280.png`, fullPage: true });

  const pairs = (await (await page.request.get("/api/pair-statuses")).json()) as {
    propertyId: string;
    status: string;
  }[];
  expect(pairs).toMatchObject([{ propertyId: listing.id, status: "interested" }]);

  await page.goto("/settings");
  await card(page, "Lead capture").getByRole("button", { name: "Turn on" }).click();
  await expect(page.getByLabel("Lead URL")).toHaveValue(/\/api\/leads\/[A-Za-z0-9_-]{32}$/);
  await expectNoAxeViolations(page, "Lead capture");
  await page.goto("/dashboard");
  await expect(page.getByRole("heading", { name: "New leads" })).toBeVisible();
  await expect(page.getByText("Listing link")).toBeVisible();
  await page.screenshot({ path: `test-results/leads-dashboard-1280.png`, fullPage: true });
});
