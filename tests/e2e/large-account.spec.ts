import { LARGE_LIST_THRESHOLD } from "../../src/shared/schemas/list-query";
import { addClient, expect, test } from "./support/fixtures";

const BATCH = 16;

test("an agent with thousands of clients pages and searches them on the server", async ({
  page,
  account,
}) => {
  void account;
  // Seeding 2,000 clients one request each takes a minute or two on a busy machine.
  test.setTimeout(300_000);
  // Just above the threshold, seeded through the API as the agent would have typed them.
  const count = LARGE_LIST_THRESHOLD + 1;
  for (let start = 0; start < count; start += BATCH) {
    await Promise.all(
      Array.from({ length: Math.min(BATCH, count - start) }, (_, offset) =>
        addClient(page, { name: `Client ${start + offset}` }),
      ),
    );
  }
  await addClient(page, { name: "Zara Needle", email: "zara@example.com" });
  const listRequests: string[] = [];
  page.on("request", (request) => {
    const url = new URL(request.url());
    if (url.pathname === "/api/clients") {
      listRequests.push(url.search);
    }
  });

  await page.goto("/clients");
  // The first list after seeding 2,000 clients once took over 7 s in a full run, with the other
  // worker keeping both cores busy.
  await expect(page.getByText(`Showing 24 of ${count + 1}`)).toBeVisible({ timeout: 20_000 });
  await expect(page.getByRole("heading", { name: /Zara Needle/ })).toBeVisible();
  await page.getByRole("button", { name: "Show more" }).click();
  await expect(page.getByText(`Showing 48 of ${count + 1}`)).toBeVisible();

  await page.getByRole("searchbox", { name: "Search clients..." }).fill("zara@");
  await expect(page.getByRole("heading", { name: /Zara Needle/ })).toBeVisible();
  await expect(page.getByRole("heading", { name: /Client \d+$/ })).toHaveCount(0);
  await expect(page.getByRole("button", { name: "Show more" })).toHaveCount(0);

  // Every list request asked for a page: the whole list was never loaded.
  expect(listRequests.length).toBeGreaterThanOrEqual(3);
  expect(listRequests.every((search) => search.includes("limit=24"))).toBe(true);
  expect(listRequests.some((search) => search.includes("cursor="))).toBe(true);
  expect(listRequests.some((search) => search.includes("q=zara%40"))).toBe(true);
});
