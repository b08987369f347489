import { LARGE_LIST_THRESHOLD } from "../../src/shared/domain/large-lists";
import { addClient, expect, test, toast } from "./support/fixtures";

test("an agent with thousands of clients pages and searches them on the server", async ({
  page,
  account,
  baseURL,
}) => {
  void account;
  test.slow();
  // Just above the threshold, brought in as an agent would: one spreadsheet through the import.
  const count = LARGE_LIST_THRESHOLD + 1;
  const rows = Array.from(
    { length: count },
    (_, index) => `Client ${index},+91 98${String(index).padStart(8, "0")}`,
  );
  const imported = await page.request.post("/api/clients/import", {
    // A form post: the CSRF check wants to see where it comes from.
    headers: { origin: baseURL ?? "" },
    multipart: {
      file: {
        name: "clients.csv",
        mimeType: "text/csv",
        buffer: Buffer.from(["Name,Phone", ...rows].join("\r\n")),
      },
      mode: "skip",
      country: "IN",
    },
  });
  expect(imported.status()).toBe(200);
  const summary = JSON.parse((await imported.text()).trim().split("\n").at(-1) ?? "{}");
  expect(summary).toMatchObject({ type: "summary", created: count });
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

test("an agent with thousands of appointments pages them, with their people, and is reminded", async ({
  page,
  account,
  baseURL,
}) => {
  void account;
  test.slow();
  // 5 March 2030, 10:00 on the browser's clock: the seeded visits all come later.
  await page.clock.setSystemTime(new Date(2030, 2, 5, 10, 0));
  const post = async (path: string, data: object) => {
    const response = await page.request.post(path, { headers: { origin: baseURL ?? "" }, data });
    expect(response.status()).toBe(201);
    return (await response.json()) as { id: string };
  };
  const client = await post("/api/clients", { name: "Kiran Shah", phone: "+91 98200 11111" });
  const walkIn = await post("/api/clients", { name: "Walk-in", phone: "+91 98200 33333" });
  const property = await post("/api/properties", {
    title: "Hilltop Bungalow",
    price: 5_000_000,
    location: "Lonavala",
    ownerName: "Meera Rao",
    ownerPhone: "+91 98200 22222",
  });
  const visit = { location: "Office", process: "Property Visit", clientId: client.id };
  const count = LARGE_LIST_THRESHOLD + 1;
  for (let start = 0; start < count; start += 25) {
    await Promise.all(
      Array.from({ length: Math.min(25, count - start) }, (_, offset) => {
        const index = start + offset;
        const day = String(1 + (index % 28)).padStart(2, "0");
        const month = String(1 + (Math.floor(index / 28) % 12)).padStart(2, "0");
        return post("/api/appointments", {
          ...visit,
          clientId: walkIn.id,
          title: `Visit ${index}`,
          date: `2031-${month}-${day}`,
          time: "09:00",
        });
      }),
    );
  }
  await post("/api/appointments", {
    ...visit,
    title: "Call back",
    date: "2020-01-01",
    time: "09:00",
    process: "Follow up call",
  });
  await post("/api/appointments", {
    ...visit,
    title: "Site visit",
    date: "2030-03-05",
    time: "11:00",
    propertyId: property.id,
  });
  const wholeLists: string[] = [];
  const appointmentLists: string[] = [];
  page.on("request", (request) => {
    const url = new URL(request.url());
    if (url.pathname === "/api/appointments") {
      appointmentLists.push(url.search);
    } else if (["/api/clients", "/api/properties"].includes(url.pathname) && !url.search) {
      wholeLists.push(url.pathname);
    }
  });

  await page.goto("/appointments");
  await expect(page.getByText(`Showing 24 of ${count + 2}`)).toBeVisible({ timeout: 20_000 });
  // Soonest first, each card with its client and property from the server's page.
  await expect(page.locator("article h2").first()).toHaveText("Call back");
  const siteVisit = page.getByRole("article", { name: "Site visit" });
  await expect(siteVisit).toContainText("Hilltop Bungalow");
  await expect(siteVisit).toContainText("Owner: Meera Rao");
  await expect(siteVisit.getByRole("link", { name: "Call Kiran Shah" })).toBeVisible();

  // SPEC's reminders, read from the server since the browser has only a page of the list.
  const upcoming = toast(page, "Upcoming Appointment Today!");
  await expect(upcoming).toContainText("Site visit at 11:00 AM");
  await upcoming.getByRole("button", { name: "Close toast" }).click();
  await expect(toast(page, "Overdue Follow-ups!")).toContainText(
    "You have 1 overdue follow-up call.",
  );

  await page.getByRole("button", { name: "Show more" }).click();
  await expect(page.getByText(`Showing 48 of ${count + 2}`)).toBeVisible();
  await page.getByRole("searchbox", { name: "Search appointments..." }).fill("hilltop");
  await expect(page.locator("article h2")).toHaveText(["Site visit"]);
  // Nor did the cards need the whole client and property lists (the form's choices load them).
  expect(wholeLists).toEqual([]);

  // Edit opens with the appointment read by its id, and the saved change shows in the page.
  await siteVisit.getByRole("button", { name: "Edit" }).click();
  const dialog = page.getByRole("dialog");
  await expect(dialog.getByLabel("Title")).toHaveValue("Site visit");
  await dialog.getByLabel("Title").fill("Site visit with family");
  await dialog.getByRole("button", { name: "Update Appointment" }).click();
  await expect(toast(page, "Appointment updated successfully!")).toBeVisible();
  await expect(page.getByRole("article", { name: "Site visit with family" })).toBeVisible();

  // The client's page asks the server for their appointments alone.
  await page.goto(`/clients/${client.id}`);
  await expect(page.getByRole("heading", { name: "Appointment history" })).toBeVisible();
  const history = page.locator('main a[href^="/appointments/"]');
  await expect(history).toHaveCount(2);
  await expect(history.first()).toContainText("Site visit with family");
  await expect(history.last()).toContainText("Call back");
  expect(appointmentLists).toContain(`?clientId=${client.id}`);

  const lists = appointmentLists.filter((search) => !search.startsWith("?clientId="));
  expect(lists.length).toBeGreaterThanOrEqual(3);
  expect(lists.every((search) => search.includes("limit=24"))).toBe(true);
  expect(appointmentLists.some((search) => search.includes("cursor="))).toBe(true);
  expect(appointmentLists.some((search) => search.includes("q=hilltop"))).toBe(true);
});
