import type { Page } from "@playwright/test";
import {
  addAppointment,
  addClient,
  expect as baseExpect,
  flowsAt,
  test,
  toast,
} from "./support/fixtures";

// Two cores shared by several test runs: the seeded screens can take a while to arrive.
const expect = baseExpect.configure({ timeout: 15_000 });

const LEAD = `You have received a response on 99acres.
Name : Rahul Sharma
Mobile : +91-9876543210
Email : rahul.sharma@gmail.com
Budget : Rs. 75 Lac - 90 Lac`;

/** A note on the client's timeline, through the API. */
async function addNote(page: Page, clientId: string, text: string) {
  const response = await page.request.post("/api/activities", {
    data: { kind: "note", clientId, text },
  });
  expect(response.status()).toBe(201);
}

for (const width of [390, 1280]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } });
    const flow = flowsAt(width);

    flow(
      "merging two records of one client from the client page keeps both histories",
      async ({ page, account }) => {
        void account;
        const ravi = await addClient(page, { name: "Ravi Kumar", phone: "+91 98200 11111" });
        const twin = await addClient(page, {
          name: "Kumar Ravi",
          phone: "098200-11111",
          email: "ravi@mail.in",
        });
        await addAppointment(page, { clientId: ravi.id, title: "First visit" });
        await addAppointment(page, { clientId: twin.id, title: "Second visit" });
        await addNote(page, ravi.id, "Wants a sea view");
        await addNote(page, twin.id, "Call after 6 pm");

        await page.goto(`/clients/${ravi.id}`);
        const card = duplicatesCard(page);
        await expect(card).toContainText("Mr. Kumar Ravi");
        await expect(card).toContainText("Same phone");
        await card.getByRole("link", { name: "Merge" }).click();

        await expect(page.getByRole("heading", { level: 1, name: "Merge clients" })).toBeVisible();
        const name = page.getByRole("group", { name: "Name" });
        await expect(name.getByRole("radio", { name: /Ravi Kumar$/ })).toBeChecked();
        // The survivor has no e-mail: the other's is chosen for it.
        await expect(
          page.getByRole("group", { name: "Email" }).getByRole("radio", { name: /ravi@mail\.in/ }),
        ).toBeChecked();
        await name.getByRole("radio", { name: /Kumar Ravi$/ }).check();
        await name.getByRole("radio", { name: /Ravi Kumar$/ }).check();
        await page.getByRole("button", { name: "Merge", exact: true }).click();

        await expect(toast(page, "Clients merged")).toBeVisible();
        await expect(page).toHaveURL(`/clients/${ravi.id}`);
        await expect(page.getByRole("heading", { level: 1, name: "Mr. Ravi Kumar" })).toBeVisible();
        await expect(page.getByText("ravi@mail.in").first()).toBeVisible();
        for (const text of ["Wants a sea view", "Call after 6 pm", "Merged with Kumar Ravi"]) {
          await expect(page.getByText(text).first()).toBeVisible();
        }
        for (const title of ["First visit", "Second visit"]) {
          await expect(page.getByText(title).first()).toBeVisible();
        }
        await expect(duplicatesCard(page)).toHaveCount(0);
        await expectNoHorizontalScroll(page);

        // The gone client's address opens the survivor.
        await page.goto(`/clients/${twin.id}`);
        await expect(page).toHaveURL(`/clients/${ravi.id}`);
        await expect(page.getByRole("heading", { level: 1, name: "Mr. Ravi Kumar" })).toBeVisible();
      },
    );

    flow(
      "the Duplicates view lists the pairs, and 'Not duplicates' puts one away for good",
      async ({ page, account }) => {
        void account;
        await addClient(page, { name: "Meera Shah", phone: "+91 98200 22222", email: "m@x.in" });
        await addClient(page, { name: "Meera S.", phone: "+91 98200 33333", email: "M@X.in" });
        await addClient(page, { name: "Anil Rao", phone: "+91 98300 44444" });
        await addClient(page, { name: "Rao Anil", phone: "+1 415 504 4444" });

        await page.goto("/clients");
        await page.getByRole("link", { name: "Duplicates" }).click();
        await expect(page.getByRole("heading", { level: 1, name: "Duplicates" })).toBeVisible();
        const pairs = page.getByRole("main").getByRole("listitem").filter({ hasText: "Merge" });
        await expect(pairs).toHaveCount(2);
        const anil = pairs.filter({ hasText: "Anil Rao" });
        await expect(anil).toContainText("Similar name and phone");
        await expect(pairs.filter({ hasText: "Meera Shah" })).toContainText("Same e-mail");
        await expectNoHorizontalScroll(page);

        await anil.getByRole("button", { name: "Not duplicates" }).click();
        await expect(pairs).toHaveCount(1);
        await pairs.getByRole("button", { name: "Not duplicates" }).click();
        await expect(page.getByText("No duplicates found")).toBeVisible();
        await page.reload();
        await expect(page.getByText("No duplicates found")).toBeVisible();
      },
    );

    flow(
      "Paste lead fills the empty fields from a portal e-mail, never what was typed",
      async ({ page, account }) => {
        void account;
        await page.goto("/clients/new");
        await page.getByLabel("Name").fill("Rahul S.");
        await page.getByLabel("Paste lead").fill(LEAD);
        await page.getByRole("button", { name: "Fill from text" }).click();
        await expect(
          page.getByText("Filled phone, e-mail and budget. Check them before saving."),
        ).toBeVisible();
        await expect(page.getByLabel("Name")).toHaveValue("Rahul S.");
        await expect(page.getByLabel("Phone")).toHaveValue("+91 98765 43210");
        await expect(page.getByLabel("Email")).toHaveValue("rahul.sharma@gmail.com");
        await expect(page.getByLabel("Budget")).toHaveValue("9000000");
        await page.getByRole("button", { name: "Add Client" }).click();
        await expect(page).toHaveURL("/clients");
        const saved = await (await page.request.get("/api/clients")).json();
        expect(saved).toEqual([
          expect.objectContaining({
            name: "Rahul S.",
            phone: "+919876543210",
            email: "rahul.sharma@gmail.com",
            budget: 9_000_000,
          }),
        ]);
      },
    );
  });
}

function duplicatesCard(page: Page) {
  const heading = page.getByRole("heading", { level: 2, name: "Possible duplicates" });
  return page.locator("[data-slot=card]").filter({ has: heading });
}

async function expectNoHorizontalScroll(page: Page) {
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
}
