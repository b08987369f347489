import type { Locator, Page } from "@playwright/test";
import { addAppointment, addClient, addProperty, expect, test, toast } from "./support/fixtures";

test("an agent schedules a visit from the list: the property fills the place, the choices the title", async ({
  page,
  account,
}) => {
  void account;
  await addClient(page, { name: "Ravi Kumar" });
  await addProperty(page, { title: "Sea View Flat", location: "Bandra West, Mumbai" });
  await page.goto("/appointments");
  await expect(page.getByRole("heading", { name: "No appointments found" })).toBeVisible();

  await page.getByRole("link", { name: "Schedule Appointment", exact: true }).click();
  const dialog = page.getByRole("dialog", { name: "Schedule Appointment" });
  await pick(dialog, "Client", "Ravi Kumar");
  await expect(dialog.getByLabel("Title")).toHaveValue("Ravi Kumar");
  await pick(dialog, "Property", "Sea View Flat");
  await expect(dialog.getByLabel("Location")).toHaveValue("Bandra West, Mumbai");
  await choose(dialog, "Process", "Property Visit");
  await expect(dialog.getByLabel("Title")).toHaveValue(
    "Ravi Kumar - Property Visit - re: Sea View Flat",
  );
  await dialog.getByLabel("Title").fill("Sea View Flat with Ravi");
  await dialog.getByLabel("Date").fill("");
  await dialog.getByLabel("Time").fill("");

  await dialog.getByRole("button", { name: "Schedule Appointment" }).click();
  await expect(dialog.getByText("Date is required")).toBeVisible();
  await expect(dialog.getByText("Time is required")).toBeVisible();
  await dialog.getByLabel("Date").fill("2030-03-05");
  await dialog.getByLabel("Time").fill("10:30");
  await dialog.getByRole("button", { name: "Schedule Appointment" }).click();
  await expect(toast(page, "Appointment scheduled successfully!")).toBeVisible();
  await expect(dialog).toBeHidden();

  const card = page.getByRole("article", { name: "Sea View Flat with Ravi" });
  await expect(card).toContainText("Tue, 5 Mar 2030");
  await expect(card).toContainText("10:30 AM");
  await expect(card).toContainText("Scheduled");
  await expect(card).toContainText("Ravi Kumar");
  await expect(card).toContainText("Property Visit");
  await expect(card).toContainText("Bandra West, Mumbai");
});

test("on a phone, the floating button schedules an appointment", async ({ page, account }) => {
  void account;
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto("/appointments");
  await page.getByRole("link", { name: "Schedule Appointment", exact: true }).click();
  await expect(page.getByRole("dialog", { name: "Schedule Appointment" })).toBeVisible();
});

test("the list is in date and time order, and searches and filters by status", async ({
  page,
  account,
}) => {
  void account;
  const { ravi, flat } = await addRaviAndFlat(page);
  await addAppointment(page, { title: "Deal signing", date: "2030-04-10", time: "09:00" });
  await addAppointment(page, {
    title: "Second visit",
    date: "2030-03-04",
    time: "16:00",
    status: "completed",
    notes: "Check the balcony",
  });
  await addAppointment(page, {
    title: "First visit",
    date: "2030-03-04",
    time: "09:30",
    clientId: ravi.id,
    propertyId: flat.id,
  });
  await page.goto("/appointments");
  const titles = page.locator("article h2");
  await expect(titles).toHaveText(["First visit", "Second visit", "Deal signing"]);

  const search = page.getByRole("searchbox", { name: "Search appointments..." });
  await search.fill("RAVI");
  await expect(titles).toHaveText(["First visit"]);
  await search.fill("sea view");
  await expect(titles).toHaveText(["First visit"]);
  await search.fill("balcony");
  await expect(titles).toHaveText(["Second visit"]);
  await search.fill("nothing like this");
  await expect(page.getByRole("heading", { name: "No appointments found" })).toBeVisible();
  await search.fill("");

  await page.getByRole("combobox", { name: "Status" }).click();
  const options = page.getByRole("option");
  await expect(options).toHaveText([
    "All Status",
    "Scheduled",
    "Completed",
    "Missed",
    "Rescheduled",
  ]);
  await page.getByRole("option", { name: "Completed" }).click();
  await expect(titles).toHaveText(["Second visit"]);
});

test("the detail page links the participants and exports to Google Calendar; Edit keeps the agent on it", async ({
  page,
  account,
}) => {
  void account;
  const { ravi, flat } = await addRaviAndFlat(page);
  const { id } = await addAppointment(page, {
    title: "Site visit",
    date: "2030-03-05",
    time: "10:30",
    location: "Bandra West",
    clientId: ravi.id,
    propertyId: flat.id,
  });
  await page.goto(`/appointments/${id}`);
  await expect(page.getByRole("heading", { level: 1, name: "Site visit" })).toBeVisible();
  await expect(page.getByText("Scheduled", { exact: true })).toBeVisible();
  await expect(page.getByRole("link", { name: /Ravi Kumar/ })).toHaveAttribute(
    "href",
    `/clients/${ravi.id}`,
  );
  await expect(page.getByRole("link", { name: /Sea View Flat/ })).toHaveAttribute(
    "href",
    `/properties/${flat.id}`,
  );

  // The wall-clock time is the browser's own; the link carries it in compact UTC.
  const dates = await page.evaluate(() => {
    const compact = (date: Date) =>
      date
        .toISOString()
        .replace(/\.\d{3}Z$/, "Z")
        .replace(/[-:]/g, "");
    const start = new Date(2030, 2, 5, 10, 30);
    return `${compact(start)}/${compact(new Date(start.getTime() + 3_600_000))}`;
  });
  const calendar = page.getByRole("link", { name: "Add to Google Calendar" });
  await expect(calendar).toHaveAttribute("target", "_blank");
  const href = new URL((await calendar.getAttribute("href")) ?? "");
  expect(href.origin + href.pathname).toBe("https://calendar.google.com/calendar/render");
  expect(Object.fromEntries(href.searchParams)).toEqual({
    action: "TEMPLATE",
    text: "Site visit",
    dates,
    location: "Bandra West",
    details: "Real Estate Appointment",
  });

  // Edited on its own page, the agent stays on the appointment.
  const detailUrl = page.url();
  await page.getByRole("button", { name: "Edit" }).click();
  const dialog = page.getByRole("dialog", { name: "Edit Appointment" });
  await expect(dialog.getByLabel("Title")).toHaveValue("Site visit");
  await choose(dialog, "Status", "Completed");
  await dialog.getByRole("button", { name: "Update Appointment" }).click();
  await expect(toast(page, "Appointment updated successfully!")).toBeVisible();
  await expect(dialog).toBeHidden();
  expect(page.url()).toBe(detailUrl);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Site visit");
  await expect(page.getByText("Completed", { exact: true })).toBeVisible();
});

test("an agent deletes an appointment after confirming; an unknown one is not found", async ({
  page,
  account,
}) => {
  void account;
  const { id } = await addAppointment(page, { title: "Site visit" });
  await page.goto(`/appointments/${id}`);
  await page.getByRole("button", { name: "Delete" }).click();
  const confirm = page.getByRole("alertdialog", { name: "Are you sure?" });
  await expect(confirm).toContainText(
    "This action cannot be undone. This will permanently delete the appointment.",
  );
  await confirm.getByRole("button", { name: "Delete" }).click();
  await expect(toast(page, "Appointment deleted successfully.")).toBeVisible();
  await expect(page).toHaveURL(/\/appointments$/);
  await expect(page.getByRole("heading", { name: "No appointments found" })).toBeVisible();

  await page.goto(`/appointments/${id}`);
  await expect(page.getByRole("heading", { name: "Appointment not found" })).toBeVisible();
  await page.getByRole("link", { name: "Back to Appointments" }).click();
  await expect(page).toHaveURL(/\/appointments$/);
});

test("deleting its client and property leaves an appointment with no participants", async ({
  page,
  account,
  baseURL,
}) => {
  void account;
  const { ravi, flat } = await addRaviAndFlat(page);
  const { id } = await addAppointment(page, { clientId: ravi.id, propertyId: flat.id });
  // A body-less DELETE passes the server's CSRF check by its origin.
  const headers = { origin: baseURL ?? "" };
  for (const path of [`/api/clients/${ravi.id}`, `/api/properties/${flat.id}`]) {
    expect((await page.request.delete(path, { headers })).status()).toBe(204);
  }
  await page.goto(`/appointments/${id}`);
  await expect(page.getByText("No participants linked.")).toBeVisible();
});

test("the list reminds of today's upcoming appointments, then of overdue follow-up calls", async ({
  page,
  account,
}) => {
  void account;
  test.slow();
  // The browser's clock says 5 March 2030, 10:00 local time, so "later today" is always today.
  await page.clock.setSystemTime(new Date(2030, 2, 5, 10, 0));
  const today = { date: "2030-03-05", later: "10:05" };
  await addAppointment(page, { title: "Site visit", date: today.date, time: today.later });
  const overdue = { date: "2020-01-01", time: "09:00", process: "Follow up call" };
  await addAppointment(page, { ...overdue, title: "Call back" });
  // Half an hour later, so the list order does not rest on a tie.
  await addAppointment(page, { ...overdue, time: "09:30", title: "Called", status: "completed" });

  await page.goto("/appointments");
  const upcoming = toast(page, "Upcoming Appointment Today!");
  await expect(upcoming).toContainText(`Site visit at ${today.later}`);
  // One toast at a time: the second waits for the first.
  await expect(toast(page, "Overdue Follow-ups!")).toHaveCount(0);
  await upcoming.getByRole("button", { name: "Close toast" }).click();
  const late = toast(page, "Overdue Follow-ups!");
  await expect(late).toContainText("You have 1 overdue follow-up call.");
  await expect(late).toHaveAttribute("data-type", "error");
  await late.getByRole("button", { name: "Close toast" }).click();

  // Once per visit: working on the page does not remind again.
  await page.getByRole("searchbox", { name: "Search appointments..." }).fill("call");
  await expect(page.locator("article h2")).toHaveText(["Call back", "Called"]);
  await expect(page.locator("[data-sonner-toast]")).toHaveCount(0);

  // Once a day on this device: neither a save, nor coming back, nor a reload reminds again.
  const card = page.getByRole("article", { name: "Call back" });
  await card.getByRole("button", { name: "Edit" }).click();
  await page.getByRole("dialog").getByLabel("Notes").fill("Asked to call after lunch");
  await page.getByRole("dialog").getByRole("button", { name: "Update Appointment" }).click();
  await expect(toast(page, "Appointment updated successfully!")).toBeVisible();
  await page
    .getByRole("navigation", { name: "Main" })
    .getByRole("link", { name: "Dashboard" })
    .click();
  await page
    .getByRole("navigation", { name: "Main" })
    .getByRole("link", { name: "Appointments" })
    .click();
  await page.reload();
  await expect(page.locator("article")).toHaveCount(3);
  await expect(toast(page, "Upcoming Appointment Today!")).toHaveCount(0);
  await expect(toast(page, "Overdue Follow-ups!")).toHaveCount(0);

  // The next day it reminds again.
  await page.clock.setSystemTime(new Date(2030, 2, 6, 9, 0));
  await page.reload();
  await expect(toast(page, "Overdue Follow-ups!")).toContainText(
    "You have 1 overdue follow-up call.",
  );
});

test("a card calls and messages the client about the appointment, and says when the owner has no phone", async ({
  page,
  account,
}) => {
  void account;
  const ravi = await addClient(page, { name: "Ravi Kumar", phone: "+91 98765 43210" });
  const plot = await addProperty(page, { title: "Corner Plot", ownerName: "Suresh" });
  await addAppointment(page, { title: "Plot visit", clientId: ravi.id, propertyId: plot.id });
  await page.goto("/appointments");
  const card = page.getByRole("article", { name: "Plot visit" });
  await expect(card.getByRole("link", { name: "Call Ravi Kumar" })).toHaveAttribute(
    "href",
    "tel:+919876543210",
  );
  await expect(card.getByRole("link", { name: "WhatsApp Ravi Kumar" })).toHaveAttribute(
    "href",
    `https://wa.me/919876543210?text=${encodeURIComponent("Hi Ravi Kumar! This is regarding our appointment: Plot visit on Tue, 15 Jan 2030 at 10:00 AM.")}`,
  );
  await card.getByRole("button", { name: "WhatsApp Suresh" }).click();
  await expect(toast(page, "No phone number for Suresh")).toBeVisible();
});

test("the owner's WhatsApp message is about the visit to their property and when, never the client", async ({
  page,
  account,
}) => {
  void account;
  const ravi = await addClient(page, { name: "Ravi Kumar", phone: "+91 98765 43210" });
  const plot = await addProperty(page, {
    title: "Corner Plot",
    ownerName: "Suresh",
    ownerPhone: "+91 91234 56789",
  });
  await addAppointment(page, {
    title: "Ravi Kumar - Property Visit",
    date: "2030-03-05",
    time: "16:30",
    clientId: ravi.id,
    propertyId: plot.id,
  });
  await page.goto("/appointments");
  const card = page.getByRole("article", { name: "Ravi Kumar - Property Visit" });
  const owner = card.getByRole("link", { name: "WhatsApp Suresh" });
  await expect(owner).toHaveAttribute(
    "href",
    `https://wa.me/919123456789?text=${encodeURIComponent("Hi Suresh! This is regarding the visit to Corner Plot on Tue, 5 Mar 2030 at 4:30 PM.")}`,
  );
  const text = new URL((await owner.getAttribute("href")) ?? "").searchParams.get("text");
  expect(text).not.toContain("Ravi");
});

test("a client's page lists their appointments newest first and schedules one for them", async ({
  page,
  account,
}) => {
  void account;
  const ravi = await addClient(page, { name: "Ravi Kumar" });
  await addAppointment(page, { title: "First visit", date: "2030-03-04", clientId: ravi.id });
  await addAppointment(page, { title: "Deal signing", date: "2030-04-10", clientId: ravi.id });
  await addAppointment(page, { title: "Someone else's visit", date: "2030-03-05" });
  await page.goto(`/clients/${ravi.id}`);
  // The history's entries are the page's only links to appointments.
  const history = page.locator("a[href^='/appointments/']");
  await expect(history).toHaveText([
    /Deal signing.*Wed, 10 Apr 2030.*10:00 AM/,
    /First visit.*Mon, 4 Mar 2030.*10:00 AM/,
  ]);

  await page.getByRole("button", { name: "Schedule Appointment" }).click();
  const dialog = page.getByRole("dialog", { name: "Schedule Appointment" });
  await expect(dialog.getByRole("combobox", { name: "Client" })).toHaveText("Ravi Kumar");
  await choose(dialog, "Process", "Follow up call");
  await expect(dialog.getByLabel("Title")).toHaveValue("Ravi Kumar - Follow up call");
  await dialog.getByLabel("Date").fill("2030-05-01");
  await dialog.getByLabel("Time").fill("11:00");
  await dialog.getByLabel("Location").fill("Office");
  await dialog.getByRole("button", { name: "Schedule Appointment" }).click();
  await expect(toast(page, "Appointment scheduled successfully!")).toBeVisible();
  await expect(history).toHaveText([/Ravi Kumar - Follow up call/, /Deal signing/, /First visit/]);
  await history.filter({ hasText: "Deal signing" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Deal signing" })).toBeVisible();
});

/** Finds `option` in the searchable picker labelled `label` by typing it, and picks it. */
async function pick(scope: Locator, label: string, option: string) {
  await scope.getByRole("combobox", { name: label }).click();
  const page = scope.page();
  await page.keyboard.type(option);
  await page.getByRole("option").filter({ hasText: option }).click();
  await expect(scope.getByRole("combobox", { name: label })).toHaveText(option);
}

/** Picks `option` in the select labelled `label` inside `scope` (its list opens in a portal). */
async function choose(scope: Locator, label: string, option: string) {
  await scope.getByRole("combobox", { name: label }).click();
  await scope.page().getByRole("option", { name: option, exact: true }).click();
}

/** The client and listing most tests link: 'Ravi Kumar' and 'Sea View Flat'. */
async function addRaviAndFlat(page: Page) {
  const ravi = await addClient(page, { name: "Ravi Kumar" });
  const flat = await addProperty(page, { title: "Sea View Flat" });
  return { ravi, flat };
}

test("a card's delete action is named 'Del' and asks first", async ({ page, account }) => {
  void account;
  await addAppointment(page, { title: "Site visit" });
  await page.goto("/appointments");
  const card = page.getByRole("article", { name: "Site visit" });
  await card.getByRole("button", { name: "Del", exact: true }).click();
  await page.getByRole("alertdialog").getByRole("button", { name: "Delete" }).click();
  await expect(toast(page, "Appointment deleted successfully.")).toBeVisible();
  await expect(card).toHaveCount(0);
});

test("the appointment form marks Client, Process, Title, Date, Time and Location required", async ({
  page,
  account,
}) => {
  void account;
  await page.goto("/appointments");
  await page.getByRole("link", { name: "Schedule Appointment" }).click();
  const dialog = page.getByRole("dialog");
  for (const label of ["Client", "Process", "Title", "Date", "Time", "Location"]) {
    const control = dialog.getByLabel(label, { exact: true });
    await expect(control).toHaveAttribute("aria-required", "true");
    // The visible marker: an asterisk beside the label.
    await expect(
      dialog.locator("[data-slot=field-label]").filter({ hasText: new RegExp(`^${label}\\*$`) }),
    ).toHaveCount(1);
  }
  for (const label of ["Property", "Notes"]) {
    await expect(dialog.getByLabel(label, { exact: true })).not.toHaveAttribute("aria-required");
  }
});
