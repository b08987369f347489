import { MESSY_ROWS, messyClientsWindows1252 } from "../support/messy-sheets";
import { expect, test } from "./support/fixtures";

const CSV = [
  "Client Name,Mobile,Status,Birthday",
  "Ravi Kumar,98200 11111,Hot,1 Jan",
  "Asha,12345,active,",
  "Priya Shah,098200 22222,active,",
].join("\n");

// At a desk; the messy sheet below goes through the wizard on a phone (decision 049).
test(`an agent imports clients from a spreadsheet through the wizard at 1280 px`, async ({
  page,
  account,
}) => {
  void account;
  // Four server round trips, each reading the file again, on a shared machine.
  test.slow();
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto("/clients");
  await page.getByRole("link", { name: "Import" }).click();
  await expect(page).toHaveURL(/\/clients\/import$/);

  await page.getByLabel("Drop a file here or choose one").setInputFiles({
    name: "clients.csv",
    mimeType: "text/csv",
    buffer: Buffer.from(CSV),
  });
  await expect(page.getByRole("heading", { name: "Map columns" })).toBeVisible();
  await expect(page.getByLabel("Client Name")).toHaveValue("name");
  await expect(page.getByLabel("Mobile")).toHaveValue("phone");
  await expect(page.getByLabel("Birthday")).toHaveValue("");
  await page.getByRole("button", { name: "Next" }).click();

  await expect(page.getByRole("heading", { name: "Review" })).toBeVisible();
  const row3 = page.getByRole("listitem", { name: "Row 3" });
  await expect(row3).toContainText('phone "12345" is not a valid number');
  await expect(row3).toContainText("Asha");
  await page.getByLabel("Status “Hot”").selectOption("active");
  await expect(page.getByRole("listitem", { name: "Row 2" })).toHaveCount(0);
  await expect(page.getByRole("cell", { name: "+919820011111" })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(
    true,
  );
  await page.getByRole("button", { name: "Import", exact: true }).click();

  await expect(page.getByRole("status").filter({ hasText: "created" })).toHaveText(
    "2 created, 0 updated, 0 skipped, 1 failed",
  );
  const download = page.waitForEvent("download");
  await page.getByRole("button", { name: "Download failed rows" }).click();
  expect((await download).suggestedFilename()).toBe("failed-rows.csv");

  await page.getByRole("link", { name: "Back to Clients" }).first().click();
  await expect(page.getByText("Priya Shah")).toBeVisible();
  await expect(page.getByText("Ravi Kumar")).toBeVisible();
});

test("a messy sheet from Excel goes through the wizard at 390 px with nothing to map by hand", async ({
  page,
  account,
}) => {
  void account;
  test.slow();
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto("/clients/import");
  await page.getByLabel("Drop a file here or choose one").setInputFiles({
    name: "clients.csv",
    mimeType: "text/csv",
    buffer: Buffer.from(messyClientsWindows1252()),
  });
  await expect(page.getByRole("heading", { name: "Map columns" })).toBeVisible();
  await expect(page.getByLabel("Area / Locality")).toHaveValue("locations");
  await expect(page.getByLabel("Requirement")).toHaveValue("propertyTypes");
  await expect(page.getByLabel("Email ID")).toHaveValue("email");
  await page.getByRole("button", { name: "Next" }).click();

  await expect(page.getByRole("heading", { name: "Review" })).toBeVisible();
  const total = MESSY_ROWS.length;
  await expect(page.getByText(`${total - 1} of ${total} rows ready to import`)).toBeVisible();
  await expect(page.getByText("Values to match")).toHaveCount(0);
  const failedRow = MESSY_ROWS.findIndex((row) => row.stored === null) + 2;
  const problem = page.getByRole("listitem", { name: `Row ${failedRow}` });
  await expect(problem).toContainText("Ramesh Iyer");
  await expect(problem).toContainText("$150k");
  await expect(problem.getByRole("list", { name: "Reasons" })).toHaveText(
    'budget "$150k" is in USD: enter it in INR',
  );
  const warnedRow = MESSY_ROWS.findIndex((row) => row.warning) + 2;
  const warning = page.getByRole("listitem", { name: `Row ${warnedRow}` });
  await expect(warning.getByRole("list", { name: "Warnings" })).toHaveText(
    'e-mail "ravi@" is not valid and was left out',
  );
  await expect(page.getByRole("cell", { name: "+919876543210" })).toBeVisible();
  await expect(page.getByRole("cell", { name: "Sunanda Rao", exact: true })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(
    true,
  );

  await page.getByRole("button", { name: "Import", exact: true }).click();
  await expect(page.getByRole("status").filter({ hasText: "created" })).toHaveText(
    `${total - 1} created, 0 updated, 0 skipped, 1 failed`,
  );
  await expect(page.getByText("1 imported with warnings")).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(
    true,
  );
  await page.getByRole("link", { name: "Back to Clients" }).first().click();
  await expect(page.getByText("Sunanda Rao").first()).toBeVisible();
});
