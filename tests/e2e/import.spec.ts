import { expect, test } from "./support/fixtures";

const CSV = [
  "Client Name,Mobile,Status,Birthday",
  "Ravi Kumar,98200 11111,Hot,1 Jan",
  "Asha,12345,active,",
  "Priya Shah,098200 22222,active,",
].join("\n");

for (const width of [390, 1280]) {
  test(`an agent imports clients from a spreadsheet through the wizard at ${width} px`, async ({
    page,
    account,
  }) => {
    void account;
    // Four server round trips, each reading the file again, on a shared machine.
    test.slow();
    await page.setViewportSize({ width, height: 900 });
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
    await expect(page.getByText('Row 3: phone "12345" is not a valid number')).toBeVisible();
    await page.getByLabel("Status “Hot”").selectOption("active");
    await expect(page.getByText(/^Row 2:/)).toHaveCount(0);
    await expect(page.getByRole("cell", { name: "+919820011111" })).toBeVisible();
    expect(
      await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth),
    ).toBe(true);
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
}
