import type { Locator, Page } from "@playwright/test";
import { expectNoAxeViolations } from "./support/axe";
import {
  addClient,
  addProperty,
  expect as baseExpect,
  flowsAt,
  PHONE_AND_DESK,
  test,
} from "./support/fixtures";

// Two cores shared by several test runs: the seeded screens can take a while to arrive.
const expect = baseExpect.configure({ timeout: 15_000 });

for (const width of PHONE_AND_DESK) {
  test.describe(`at ${width} px`, () => {
    const flow = flowsAt(width);
    test.use({ viewport: { width, height: width === 390 ? 844 : 900 } });

    test.beforeEach(({ page }) => {
      // Several of these run axe over a screen or two, seconds each on a busy two-core machine:
      // seen to pass 30 s when the suite runs beside other specs.
      test.slow();
      reportBrowserErrors(page);
      return keepLinksShut(page);
    });

    flow(
      "a WhatsApp tap on a client card shows on the client's timeline and as 'Last contact'",
      async ({ page, account }) => {
        void account;
        const client = await addClient(page, { name: "Ravi Kumar" });
        await page.goto("/clients");
        const card = page.getByRole("article", { name: "Mr. Ravi Kumar" });
        await expect(card.getByText("Last contact: Never")).toBeVisible();
        await card.getByRole("link", { name: "WhatsApp" }).click();
        await expect(card.getByText("Last contact: Today")).toBeVisible();

        await page.goto(`/clients/${client.id}`);
        const rows = timeline(page).getByRole("listitem");
        await expect(rows).toHaveCount(1);
        await expect(rows.first()).toContainText("WhatsApp");
        await expect(lastContact(page)).toHaveText("Today");
      },
    );

    flow(
      "after a call the agent picks 'No answer' and 'Tomorrow', and both are kept",
      async ({ page, account }) => {
        void account;
        const client = await addClient(page, { name: "Ravi Kumar" });
        await page.goto(`/clients/${client.id}`);
        await expect(page.getByText("No activity yet")).toBeVisible();
        await page.getByRole("link", { name: "Call", exact: true }).click();
        await expect(timeline(page).getByRole("listitem").first()).toContainText("Call");
        await leaveAndComeBack(page);

        const sheet = page.getByRole("dialog", { name: "How did the call with Ravi Kumar go?" });
        await expect(sheet).toBeVisible();
        await sheet.getByText("No answer", { exact: true }).click();
        await sheet.getByText("Tomorrow", { exact: true }).click();
        await expect(sheet.getByRole("radio", { name: "No answer" })).toBeChecked();
        const tomorrow = await page.evaluate(() => {
          const day = new Date();
          day.setDate(day.getDate() + 1);
          return day.toLocaleDateString("en-CA");
        });
        await expect(sheet.getByLabel("Follow-up date")).toHaveValue(tomorrow);
        await sheet.getByLabel("Note").fill("Rang twice");
        await expectNoAxeViolations(page, "the after-call sheet");
        await page.screenshot({ path: `test-results/screens/after-call-${width}.png` });
        await sheet.getByRole("button", { name: "Save" }).click();
        await expect(sheet).toBeHidden();

        const row = timeline(page).getByRole("listitem").first();
        await expect(row).toContainText("Call");
        await expect(row).toContainText("No answer");
        await expect(row).toContainText("Rang twice");
        const saved = await (await page.request.get(`/api/clients/${client.id}`)).json();
        expect(saved.nextFollowUpDate).toBe(tomorrow);
        await expect(lastContact(page)).toHaveText("Today");

        // The next day the client is on the Today list, the call as their last activity.
        await page.clock.setFixedTime(new Date(`${tomorrow}T09:00:00`));
        await page.goto("/today");
        const due = page
          .getByRole("region", { name: /^Today / })
          .getByRole("listitem")
          .filter({ hasText: "Ravi Kumar" });
        await expect(due).toContainText("Follow-up due");
        await expect(due).toContainText("No answer");
      },
    );

    flow(
      "'Skip' closes the after-call sheet and the call stays logged without an outcome",
      async ({ page, account }) => {
        void account;
        const client = await addClient(page, { name: "Ravi Kumar" });
        await page.goto(`/clients/${client.id}`);
        await page.getByRole("link", { name: "Call", exact: true }).click();
        await leaveAndComeBack(page);
        const sheet = page.getByRole("dialog", { name: "How did the call with Ravi Kumar go?" });
        await sheet.getByRole("button", { name: "Skip" }).click();
        await expect(sheet).toBeHidden();
        const row = timeline(page).getByRole("listitem").first();
        await expect(row).toContainText("Call");
        await expect(row).not.toContainText("No answer");
      },
    );

    flow("an agent adds a note, edits it and deletes it", async ({ page, account }) => {
      void account;
      const client = await addClient(page, { name: "Ravi Kumar" });
      await page.goto(`/clients/${client.id}`);
      await page.getByRole("button", { name: "Add note" }).click();
      const dialog = page.getByRole("dialog", { name: "Add note" });
      await dialog.getByRole("button", { name: "Save" }).click();
      await expect(dialog.getByText("Write the note")).toBeVisible();
      await dialog.getByLabel("Note").fill("Wants a sea view");
      await dialog.getByRole("button", { name: "Save" }).click();
      await expect(dialog).toBeHidden();
      const row = timeline(page).getByRole("listitem").first();
      await expect(row).toContainText("Note");
      await expect(row).toContainText("Wants a sea view");

      await row.getByRole("button", { name: /Actions for Note/ }).click();
      await page.getByRole("menuitem", { name: "Edit" }).click();
      const edit = page.getByRole("dialog", { name: "Edit activity" });
      await expect(edit.getByLabel("Note")).toHaveValue("Wants a sea view");
      await edit.getByLabel("Note").fill("Wants a sea view and parking");
      await edit.getByRole("button", { name: "Save" }).click();
      await expect(edit).toBeHidden();
      await expect(row).toContainText("Wants a sea view and parking");

      await row.getByRole("button", { name: /Actions for Note/ }).click();
      await page.getByRole("menuitem", { name: "Delete" }).click();
      const confirm = page.getByRole("alertdialog", { name: "Are you sure?" });
      await confirm.getByRole("button", { name: "Delete" }).click();
      await expect(page.getByText("No activity yet")).toBeVisible();
    });

    flow(
      "'Log activity' takes a backdated call with its outcome and refuses the future",
      async ({ page, account }) => {
        void account;
        const client = await addClient(page, { name: "Ravi Kumar" });
        await page.goto(`/clients/${client.id}`);
        await expect(page.getByText("No activity yet")).toBeVisible();
        await expectNoAxeViolations(page, "the client page with its Activity card");
        await page.getByRole("button", { name: "Log activity" }).click();
        const dialog = page.getByRole("dialog", { name: "Log activity" });
        await expect(dialog.getByLabel("Kind")).toHaveText("Call");
        await dialog.getByText("Connected", { exact: true }).click();
        await dialog.getByLabel("Note").fill("Talked about the budget");
        await expectNoAxeViolations(page, "the Log activity dialog");
        await dialog.getByLabel("Date").fill("2030-01-01");
        await dialog.getByRole("button", { name: "Save" }).click();
        await expect(dialog.getByText("The date and time cannot be in the future")).toBeVisible();
        await dialog.getByLabel("Date").fill("2024-03-05");
        await dialog.getByLabel("Time").fill("10:30");
        await dialog.getByRole("button", { name: "Save" }).click();
        await expect(dialog).toBeHidden();
        const row = timeline(page).getByRole("listitem").first();
        await expect(row).toContainText("Call");
        await expect(row).toContainText("Connected");
        await expect(row).toContainText("Talked about the budget");
        await expect(row.locator("time")).toHaveAttribute("title", /2024/);
        await page.screenshot({ path: `test-results/screens/client-activity-${width}.png` });
      },
    );

    flow(
      "a listing's page logs its owner calls without asking, and Send link on both timelines",
      async ({ page, account }) => {
        void account;
        const property = await addProperty(page, {
          title: "Garden Villa",
          price: 9_000_000,
          location: "Powai",
          mainType: "Residential Property",
          subType: "House / Villa",
          ownerName: "Suresh",
          ownerPhone: "+91 91234 00000",
        });
        const client = await addClient(page, {
          name: "Meera Shah",
          phone: "+91 91234 56789",
          budget: 10_000_000,
          locations: ["Powai"],
          propertyTypes: ["House / Villa"],
        });
        await page.context().route(/wa\.me/, (route) => route.abort());
        await page.goto(`/properties/${property.id}`);
        await page.getByRole("button", { name: "Send link to Meera Shah on WhatsApp" }).click();
        await expect(timeline(page).getByText("Listing shared").first()).toBeVisible();

        await page.getByRole("link", { name: "Call", exact: true }).click();
        await leaveAndComeBack(page);
        await expect(timeline(page).getByRole("listitem").first()).toContainText("Call");
        await expect(page.getByRole("dialog")).toHaveCount(0);

        await page.goto(`/clients/${client.id}`);
        // Sending it also moved the pair to 'Sent', logged at the same instant: either comes first.
        const row = timeline(page).getByRole("listitem").filter({ hasText: "Listing shared" });
        await expect(row).toContainText("Garden Villa");
        await expect(lastContact(page)).toHaveText("Today");
      },
    );

    flow(
      "a WhatsApp tap made offline shows on the timeline after reconnecting",
      async ({ page, context, account }) => {
        void account;
        const client = await addClient(page, { name: "Ravi Kumar" });
        await page.goto(`/clients/${client.id}`);
        await expect(page.getByText("No activity yet")).toBeVisible();
        await context.setOffline(true);
        await page.getByRole("link", { name: "WhatsApp", exact: true }).click();
        await expect(page.getByText("No activity yet")).toBeVisible();
        await context.setOffline(false);
        const row = timeline(page).getByRole("listitem").first();
        await expect(row).toContainText("WhatsApp");
      },
    );
  });
}

// The app as an agent has it after one visit: its code kept by the service worker, so the
// after-call sheet opens offline too.
test.describe("offline, with the service worker", () => {
  test.use({ serviceWorkers: "allow", viewport: { width: 390, height: 844 } });
  test.beforeEach(({ page }) => keepLinksShut(page));

  test("a call made offline keeps the outcome picked after it and sends both on reconnecting", async ({
    page,
    context,
    account,
  }) => {
    void account;
    const client = await addClient(page, { name: "Ravi Kumar" });
    await installServiceWorker(page);
    await page.goto(`/clients/${client.id}`);
    await expect(page.getByText("No activity yet")).toBeVisible();
    // The app fetches the sheet's code a moment after start (ActivityHost), so an agent who has
    // had it open has it offline; on a busy machine that moment can outlast the steps above.
    await page.waitForFunction(() =>
      performance
        .getEntriesByType("resource")
        .some((entry) => entry.name.includes("/after-call-sheet-")),
    );
    await context.setOffline(true);
    await page.getByRole("link", { name: "Call", exact: true }).click();
    await leaveAndComeBack(page);
    const sheet = page.getByRole("dialog", { name: "How did the call with Ravi Kumar go?" });
    await sheet.getByText("Busy", { exact: true }).click();
    await sheet.getByRole("button", { name: "Save" }).click();
    await expect(sheet).toBeHidden();
    await context.setOffline(false);
    const row = timeline(page).getByRole("listitem").first();
    await expect(row).toContainText("Call");
    await expect(row).toContainText("Busy");
  });
});

/** What went wrong in the page, in the run's output: a sheet that never opens says why. */
function reportBrowserErrors(page: Page) {
  page.on("pageerror", (error) => console.log(`page error: ${error.message}`));
  page.on("requestfailed", (request) => {
    if (!request.url().includes("wa.me")) {
      console.log(`request failed: ${request.url()} (${request.failure()?.errorText})`);
    }
  });
}

/** The dialler, WhatsApp and the mail app stay shut: the tap itself is what is tested. */
function keepLinksShut(page: Page) {
  return page.addInitScript(() => {
    document.addEventListener(
      "click",
      (event) => {
        const target = event.target instanceof Element ? event.target : null;
        if (target?.closest('a[href^="tel:"], a[href^="https://wa.me"], a[href^="mailto:"]')) {
          event.preventDefault();
        }
      },
      true,
    );
  });
}

function timeline(page: Page): Locator {
  return page.getByRole("list", { name: "Activity" });
}

function lastContact(page: Page): Locator {
  return page.locator("dt", { hasText: "Last contact" }).locator("xpath=following-sibling::dd");
}

/** What a phone does when the dialler takes the screen and the agent comes back. */
async function leaveAndComeBack(page: Page) {
  await page.evaluate(() => {
    const show = (state: DocumentVisibilityState) => {
      Object.defineProperty(document, "visibilityState", { configurable: true, get: () => state });
      document.dispatchEvent(new Event("visibilitychange"));
    };
    show("hidden");
    show("visible");
  });
}

async function installServiceWorker(page: Page) {
  await page.goto("/dashboard");
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  await page.reload();
  await expect
    .poll(() => page.evaluate(() => navigator.serviceWorker.controller?.state))
    .toBe("activated");
}
