import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";
import {
  addClient,
  expect as baseExpect,
  chooseOption,
  flowsAt,
  PHONE_AND_DESK,
  test,
  toast,
} from "./support/fixtures";

// Two cores shared by several test runs: the seeded screens can take a while to arrive.
const expect = baseExpect.configure({ timeout: 15_000 });

const TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa", "best-practice"];

// A morning before the real now: the server refuses activities dated in its future, and Done
// logs one at the browser's clock.
const MORNING = new Date(2026, 2, 10, 9, 0);
const TODAY = "2026-03-10";

for (const width of PHONE_AND_DESK) {
  test.describe(`at ${width} px`, () => {
    const flow = flowsAt(width);
    test.use({ viewport: { width, height: 900 } });

    flow(
      "a follow-up due today is under 'Today', and Done takes it off",
      async ({ page, account }) => {
        void account;
        await page.clock.setFixedTime(MORNING);
        await addClient(page, {
          name: "Ravi Kumar",
          nextFollowUpDate: TODAY,
          nextFollowUpNote: "Send the brochure",
        });
        await page.goto("/today");
        await expect(page).toHaveTitle("Today - real estate CRM");
        await expect(page.getByRole("heading", { level: 1, name: "Today" })).toBeVisible();
        const row = section(page, "Today").getByRole("listitem").filter({ hasText: "Ravi Kumar" });
        await expect(row).toContainText("Follow-up due");
        await expect(row).toContainText("Send the brochure");
        await expect(row).toContainText("No activity yet");
        await expect(section(page, "Today").getByRole("heading")).toContainText("1");
        await expect(section(page, "Overdue")).toHaveCount(0);
        await expect(row.getByRole("link", { name: "Call" })).toHaveAttribute("href", /^tel:/);
        await expect(row.getByRole("link", { name: "WhatsApp" })).toHaveAttribute("href", /wa\.me/);

        await row.getByRole("button", { name: "Done" }).click();
        await expect(toast(page, "Follow-up done")).toBeVisible();
        await expect(page.getByText("All caught up")).toBeVisible();
        await expect(page.getByText("Nothing is due today.")).toBeVisible();
        await expectNoHorizontalScroll(page);
      },
    );

    flow(
      "Snooze until tomorrow moves a follow-up off today, and it is back the next day",
      async ({ page, account }) => {
        void account;
        await page.clock.setFixedTime(MORNING);
        await addClient(page, { name: "Meera Shah", nextFollowUpDate: TODAY });
        await page.goto("/today");
        const row = section(page, "Today").getByRole("listitem").filter({ hasText: "Meera Shah" });
        await row.getByRole("button", { name: "Snooze" }).click();
        await page.getByRole("menuitem", { name: "Tomorrow" }).click();
        await expect(toast(page, "Snoozed until tomorrow")).toBeVisible();
        await expect(page.getByText("All caught up")).toBeVisible();

        await page.clock.setFixedTime(new Date(2026, 2, 11, 9, 0));
        await page.reload();
        await expect(
          section(page, "Today").getByRole("listitem").filter({ hasText: "Meera Shah" }),
        ).toContainText("Follow-up due");
      },
    );

    flow(
      "overdue follow-ups and clients going cold have their own sections, and tapping a row opens the client",
      async ({ page, account }) => {
        void account;
        await page.clock.setFixedTime(MORNING);
        await addClient(page, { name: "Late Lead", nextFollowUpDate: "2026-03-07" });
        const cold = await addClient(page, { name: "Cold Lead", interest: "high" });
        const call = await page.request.post("/api/activities", {
          data: {
            kind: "call",
            clientId: cold.id,
            happenedAt: new Date(2026, 1, 23, 11, 0).toISOString(),
          },
        });
        expect(call.status()).toBe(201);
        await page.goto("/today");

        const overdue = section(page, "Overdue").getByRole("listitem");
        await expect(overdue).toHaveCount(1);
        await expect(overdue).toContainText("Late Lead");
        await expect(overdue).toContainText("Overdue by 3 days");
        const goingCold = section(page, "Going cold").getByRole("listitem");
        await expect(goingCold).toHaveCount(1);
        await expect(goingCold).toContainText("Cold Lead");
        await expect(goingCold).toContainText("No contact for 15 days");
        await expect(goingCold).toContainText("Call · 2 weeks ago");
        await expect(section(page, "Today")).toHaveCount(0);
        const titles = await page.getByRole("heading", { level: 2 }).allTextContents();
        expect(titles.map((title) => title.replace(/[\d()]/g, "").trim())).toEqual([
          "Overdue",
          "Going cold",
        ]);
        await expectNoHorizontalScroll(page);
        await expectNoViolations(page);

        await goingCold.getByRole("link", { name: "Mr. Cold Lead" }).click();
        await expect(page).toHaveURL(`/clients/${cold.id}`);
      },
    );

    flow(
      "with nothing due, Today is all caught up, and the dashboard's Today card says so",
      async ({ page, account }) => {
        void account;
        await page.clock.setFixedTime(MORNING);
        await page.goto("/today");
        await expect(page.getByRole("heading", { name: "All caught up" })).toBeVisible();
        await expect(page.getByText("Nothing is due today.")).toBeVisible();
        await expectNoViolations(page);

        await page.goto("/dashboard");
        await expectCounts(page, [0, 0, 0]);
        await expectNoViolations(page);
      },
    );

    flow(
      "the dashboard's Today card comes first, counts each section and leads to Today",
      async ({ page, account }) => {
        void account;
        await page.clock.setFixedTime(MORNING);
        await addClient(page, { name: "Due One", nextFollowUpDate: TODAY });
        await addClient(page, { name: "Due Two", nextFollowUpDate: TODAY });
        await addClient(page, { name: "Late One", nextFollowUpDate: "2026-03-01" });
        await page.goto("/dashboard");
        const card = todayCard(page);
        await expectCounts(page, [1, 2, 0]);
        // First on the dashboard, at every width: above the summary and the lists.
        const cardTop = (await card.boundingBox())?.y ?? Number.POSITIVE_INFINITY;
        for (const other of ["Upcoming Appointments", "Recent Properties"]) {
          const box = await page.getByRole("heading", { name: other }).boundingBox();
          expect(cardTop).toBeLessThan(box?.y ?? 0);
        }
        const summaryBox = await page
          .getByRole("link", { name: /^Total Properties/ })
          .boundingBox();
        expect(cardTop).toBeLessThan(summaryBox?.y ?? 0);
        await expectNoViolations(page);

        await card.getByRole("link", { name: "Open Today" }).click();
        await expect(page).toHaveURL("/today");
        await expect(section(page, "Today").getByRole("listitem")).toHaveCount(2);
      },
    );

    flow(
      "a follow-up set in the client form shows on the client page and on Today",
      async ({ page, account }) => {
        void account;
        await page.clock.setFixedTime(MORNING);
        const client = await addClient(page, { name: "Form Lead" });
        await page.goto(`/clients/${client.id}/edit`);
        await page.getByLabel("Next follow-up").fill(TODAY);
        await page.getByLabel("Follow-up time").fill("16:30");
        await page.getByLabel("Follow-up note").fill("Ask about the loan");
        await chooseOption(page, "Follow up every", "Week");
        await page.getByRole("button", { name: "Update Client" }).click();
        await expect(page).toHaveURL(`/clients/${client.id}`);

        const card = page.getByRole("heading", { name: "Next follow-up" }).locator("../..");
        await expect(card).toContainText("4:30 PM");
        await expect(card).toContainText("Ask about the loan");
        await expect(card).toContainText("Week");

        await page.goto("/today");
        const row = section(page, "Today").getByRole("listitem").filter({ hasText: "Form Lead" });
        await expect(row).toContainText("Follow-up due");
        await expect(row).toContainText("4:30 PM · Ask about the loan");
      },
    );
  });
}

test("the client page sets, changes and completes a follow-up", async ({ page, account }) => {
  void account;
  await page.clock.setFixedTime(MORNING);
  const client = await addClient(page, { name: "Page Lead" });
  await page.goto(`/clients/${client.id}`);
  const card = page.getByRole("heading", { name: "Next follow-up" }).locator("../..");
  await expect(card).toContainText("Not set");
  await card.getByRole("button", { name: "Set" }).click();
  const dialog = page.getByRole("dialog");
  await dialog.getByLabel("Date").fill(TODAY);
  await dialog.getByLabel("Note").fill("Call about the visit");
  await chooseOption(page, "Follow up every", "3 days");
  await dialog.getByRole("button", { name: "Save" }).click();
  await expect(toast(page, "Follow-up saved")).toBeVisible();
  await expect(card).toContainText("Call about the visit");
  await expect(card).toContainText("3 days");

  await card.getByRole("button", { name: "Done" }).click();
  await expect(toast(page, "Follow-up done")).toBeVisible();
  // 'Every 3 days': the next one is three days after today's contact.
  await expect(card).toContainText("13");
  await expect(card.getByRole("button", { name: "Change" })).toBeVisible();
});

test("WhatsApp on a row logs the contact: a client going cold is warm again", async ({
  page,
  account,
}) => {
  void account;
  await page.clock.setFixedTime(MORNING);
  const cold = await addClient(page, { name: "Cold Lead", interest: "high" });
  const call = await page.request.post("/api/activities", {
    data: { kind: "call", clientId: cold.id, happenedAt: new Date(2026, 1, 20).toISOString() },
  });
  expect(call.status()).toBe(201);
  await page.goto("/today");
  const row = section(page, "Going cold").getByRole("listitem");
  await expect(row).toContainText("Cold Lead");
  const chat = page.context().waitForEvent("page");
  await row.getByRole("link", { name: "WhatsApp" }).click();
  await (await chat).close();
  await expect(page.getByText("All caught up")).toBeVisible();
  const timeline = await page.request.get(`/api/activities?clientId=${cold.id}`);
  expect(JSON.stringify(await timeline.json())).toContain("whatsapp");
});

test("the clients list filters 'Follow-up due' and sorts by the next follow-up", async ({
  page,
  account,
}) => {
  void account;
  await page.clock.setFixedTime(MORNING);
  await addClient(page, { name: "Due Later", nextFollowUpDate: "2026-03-20" });
  await addClient(page, { name: "No Follow-up" });
  await addClient(page, { name: "Due Earlier", nextFollowUpDate: "2026-03-09" });
  await page.goto("/clients");
  const names = page.getByRole("article").getByRole("heading", { level: 2 });
  await expect(names).toHaveCount(3);
  await chooseOption(page, "Sort", "Next follow-up");
  await expect(names).toHaveText([/Due Earlier/, /Due Later/, /No Follow-up/]);
  await chooseOption(page, "Follow-up", "Follow-up due");
  await expect(names).toHaveText([/Due Earlier/]);
});

function section(page: Page, title: string) {
  return page.getByRole("region", { name: new RegExp(`^${title} `) });
}

function todayCard(page: Page) {
  return page.getByRole("region", { name: "Today", exact: true });
}

/** The dashboard's Today counts: overdue, today, going cold. */
async function expectCounts(page: Page, counts: [number, number, number]) {
  const card = todayCard(page);
  for (const [index, label] of ["Overdue", "Today", "Going cold"].entries()) {
    await expect(card.getByRole("link", { name: new RegExp(`^${label}`) })).toHaveText(
      `${label}${counts[index]}`,
    );
  }
}

async function expectNoHorizontalScroll(page: Page) {
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
}

async function expectNoViolations(page: Page) {
  await expect(page.locator("[aria-busy='true']")).toHaveCount(0);
  const { violations } = await new AxeBuilder({ page }).withTags(TAGS).analyze();
  const summary = violations.flatMap((violation) =>
    violation.nodes.map((node) => `${violation.id} at ${node.target.join(" ")}`),
  );
  expect(summary).toEqual([]);
}
