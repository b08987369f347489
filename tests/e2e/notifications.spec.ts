import { createECDH, randomBytes } from "node:crypto";
import type { BrowserContext, Page, Worker } from "@playwright/test";
import { expectNoAxeViolations } from "./support/axe";
import { addClient, expect as baseExpect, chooseOption, test, toast } from "./support/fixtures";

// The service worker installs its precache beside other test runs on two shared cores.
const expect = baseExpect.configure({ timeout: 15_000 });

/** What the test reaches of the service worker's global scope (the e2e types know the DOM only). */
type WorkerScope = {
  registration: ServiceWorkerRegistration;
  dispatchEvent(event: Event): boolean;
  PushEvent: new (type: string, init: { data: string }) => Event;
  NotificationEvent: new (type: string, init: { notification: Notification }) => Event;
};

const SUBSCRIBE_FAILED = "This device could not subscribe to notifications. Try again later.";

// These tests are about the service worker; the others block it (playwright.config.ts).
test.use({ serviceWorkers: "allow" });

// On a phone, where an agent turns notifications on; the card is audited at a desk's width too.
// One run, not one per width (decision 049).
test.describe("on a phone, and at a desk's width", () => {
  test.use({ viewport: { width: 390, height: 900 }, reducedMotion: "reduce" });
  // Several axe audits and a worker install beside other workers on two shared cores.
  test.describe.configure({ timeout: 120_000 });

  test("the Notifications card: devices, a test, the settings saved and kept after a failed save, in both themes", async ({
    page,
    context,
    account,
  }) => {
    void account;
    await context.grantPermissions(["notifications"]);
    // Light first; the end of the test switches to dark.
    await page.addInitScript(() => {
      if (!localStorage.getItem("crm_theme")) {
        localStorage.setItem("crm_theme", "light");
      }
    });
    await page.goto("/settings");
    const card = notificationsCard(page);
    await expect(card.getByText("No device receives notifications yet.")).toBeVisible();
    await expectNoAxeViolations(page, "the Notifications card");

    await card.getByRole("button", { name: "Send a test notification" }).click();
    await expect(toast(page, "No device has notifications turned on.")).toBeVisible();

    // Permission is granted, but headless Chromium reaches no push service: subscribing is
    // refused ('Registration failed - permission denied'). A phone's browser gets this far and
    // then lists itself as 'This device', which the next steps stand in for with devices
    // subscribed through the API.
    await card.getByRole("button", { name: "Turn on notifications" }).click();
    await expect(card.getByRole("alert")).toHaveText(SUBSCRIBE_FAILED);

    await subscribeDevice(page, "Chrome on Android");
    const thisDevice = await subscribeDevice(page, "Safari on iPhone");
    await page.evaluate((id) => localStorage.setItem("crm_push_device", id), thisDevice.id);
    await page.reload();
    const devices = card.getByRole("listitem");
    await expect(devices).toHaveCount(2);
    await expect(devices.nth(0)).toContainText("This device");
    await expect(devices.nth(0)).toContainText(`Safari on iPhone · ${todayShort()}`);
    await expect(devices.nth(1)).toContainText(`Chrome on Android${todayShort()}`);
    await expect(card.getByRole("button", { name: "Turn on notifications" })).toHaveCount(0);
    await expectNoAxeViolations(page, "the Notifications card");
    await expectTapTargets(card);

    // Both devices' push service is Google's or Apple's, which this machine cannot reach.
    await card.getByRole("button", { name: "Send a test notification" }).click();
    await expect(
      toast(page, "No device took the test notification. Try again later."),
    ).toBeVisible();

    await card.getByRole("button", { name: "Remove Chrome on Android" }).click();
    await expect(toast(page, "Device removed")).toBeVisible();
    await expect(devices).toHaveCount(1);
    expect((await listDevices(page)).map((device) => device.id)).toEqual([thisDevice.id]);

    await chooseOption(page, "Remind me", "60 minutes before");
    await card.getByLabel("Morning time").fill("07:30");
    await card.getByLabel("From").fill("22:00");
    await card.getByRole("switch", { name: "Morning e-mail" }).click();
    await card.getByRole("button", { name: "Save notification settings" }).click();
    await expect(toast(page, "Notification settings saved")).toBeVisible();
    const saved = await page.request.get("/api/notification-settings");
    expect(await saved.json()).toMatchObject({
      appointmentMinutes: 60,
      morningTime: "07:30",
      quietStart: "22:00",
      quietEnd: "08:00",
      morningEmail: true,
    });

    // A failed save keeps what the agent set.
    await context.setOffline(true);
    await card.getByLabel("To").fill("06:30");
    await card.getByRole("switch", { name: "New leads and client answers" }).click();
    await card.getByRole("button", { name: "Save notification settings" }).click();
    await expect(toast(page, "Error saving notification settings")).toBeVisible();
    await expect(card.getByLabel("To")).toHaveValue("06:30");
    await expect(
      card.getByRole("switch", { name: "New leads and client answers" }),
    ).not.toBeChecked();
    await context.setOffline(false);

    await page.getByRole("combobox", { name: "Remind me" }).click();
    await expect(page.getByRole("listbox")).toBeVisible();
    // Radix hides the rest of the page from assistive technology while its list is open.
    await expectNoAxeViolations(page, "the open 'Remind me' list", "[role=listbox]");
    await page.keyboard.press("Escape");
    await page.screenshot({
      path: "test-results/notifications-390-light.png",
      fullPage: true,
    });

    await page.evaluate(() => localStorage.setItem("crm_theme", "dark"));
    await page.reload();
    await expect(card.getByRole("listitem")).toHaveCount(1);
    await expectNoAxeViolations(page, "the Notifications card");
    await page.screenshot({ path: "test-results/notifications-390-dark.png", fullPage: true });
    await page.setViewportSize({ width: 1280, height: 900 });
    await expectNoAxeViolations(page, "the Notifications card");
    await page.screenshot({ path: "test-results/notifications-1280-dark.png", fullPage: true });
  });
});

test("when the agent refuses the permission, the card says how to allow it", async ({
  page,
  account,
}) => {
  void account;
  // No permission granted: headless Chromium answers the browser's question with 'denied'.
  await page.goto("/settings");
  const card = notificationsCard(page);
  await card.getByRole("button", { name: "Turn on notifications" }).click();
  await expect(
    card.getByText(
      "Notifications are blocked for this site. Allow them in your browser's site settings.",
    ),
  ).toBeVisible();
  await expect(card.getByRole("button", { name: "Turn on notifications" })).toHaveCount(0);
  expect(await listDevices(page)).toEqual([]);
  await expectNoAxeViolations(page, "the Notifications card");
});

test("a push shows the notification with the app's icon, and a tap opens the screen it names", async ({
  page,
  context,
  account,
}) => {
  void account;
  await context.grantPermissions(["notifications"]);
  const client = await addClient(page, { name: "Meera Kapoor" });
  const worker = await controlledPage(page, context);

  // What could not be driven: a push from a real push service (headless Chromium subscribes to
  // none), and the tap on a system notification. So the push and the tap are events dispatched
  // in the worker; a dispatched tap carries no user activation, so the browser refuses the
  // handler's focus() and openWindow(): only navigating the open window is driven here.
  await dispatchPush(page, worker, {
    title: "Site visit in 30 minutes",
    body: "4:30 PM with Meera Kapoor at Baner",
    url: `/clients/${client.id}`,
    tag: "appointment:a1",
  });
  const shown = await page.evaluate(async () => {
    const registration = await navigator.serviceWorker.ready;
    return (await registration.getNotifications()).map((notification) => ({
      title: notification.title,
      body: notification.body,
      icon: notification.icon,
      tag: notification.tag,
      url: notification.data.url,
    }));
  });
  expect(shown).toEqual([
    {
      title: "Site visit in 30 minutes",
      body: "4:30 PM with Meera Kapoor at Baner",
      icon: expect.stringMatching(/\/icon-192\.png$/),
      tag: "appointment:a1",
      url: `/clients/${client.id}`,
    },
  ]);

  await tapNotification(worker);
  await expect(page).toHaveURL(`/clients/${client.id}`);
  await expect(page.getByRole("heading", { level: 1, name: /Meera Kapoor/ })).toBeVisible();
  expect(await page.evaluate(notificationCount)).toBe(0);

  // A payload naming another site opens the Today list instead.
  await dispatchPush(page, worker, { title: "x", body: "", url: "https://example.com/", tag: "t" });
  await tapNotification(worker);
  await expect(page).toHaveURL("/today");
});

function notificationsCard(page: Page) {
  return page.locator("[data-slot=card]").filter({
    has: page.getByRole("heading", { level: 2, name: "Notifications" }),
  });
}

/** A device subscribed through the API, with keys a push service could encrypt to. */
async function subscribeDevice(page: Page, label: string): Promise<{ id: string }> {
  const keys = createECDH("prime256v1");
  keys.generateKeys();
  const response = await page.request.post("/api/push/subscriptions", {
    data: {
      endpoint: `https://fcm.googleapis.com/fcm/send/${randomBytes(12).toString("hex")}`,
      keys: {
        p256dh: keys.getPublicKey().toString("base64url"),
        auth: randomBytes(16).toString("base64url"),
      },
      label,
    },
  });
  expect(response.status()).toBe(201);
  return response.json();
}

async function listDevices(page: Page): Promise<{ id: string }[]> {
  return (await page.request.get("/api/push/subscriptions")).json();
}

/** Today as the device list writes a date: '27 Nov 2026'. */
function todayShort(): string {
  const now = new Date();
  return `${now.getDate()} ${now.toLocaleString("en", { month: "short" })} ${now.getFullYear()}`;
}

/** The settings page under the service worker's control, and that worker. */
async function controlledPage(page: Page, context: BrowserContext): Promise<Worker> {
  await page.goto("/settings");
  await page.evaluate(() => navigator.serviceWorker.ready);
  await page.reload();
  await expect
    .poll(() => page.evaluate(() => navigator.serviceWorker.controller?.state))
    .toBe("activated");
  const worker = context.serviceWorkers()[0];
  if (!worker) {
    throw new Error("no service worker");
  }
  return worker;
}

/**
 * Dispatches a push event as the push service's message would arrive, waits for what the handler
 * passed to waitUntil (a dispatched event's own waitUntil would throw) and then for its notification.
 * A refused showNotification fails here with the browser's reason.
 */
async function dispatchPush(page: Page, worker: Worker, payload: object) {
  await worker.evaluate(async (data) => {
    const scope = self as unknown as WorkerScope;
    const event = new scope.PushEvent("push", { data }) as Event & {
      waitUntil(promise: Promise<unknown>): void;
    };
    const extensions: Promise<unknown>[] = [];
    Object.defineProperty(event, "waitUntil", {
      value: (promise: Promise<unknown>) => extensions.push(promise),
    });
    scope.dispatchEvent(event);
    await Promise.all(extensions);
  }, JSON.stringify(payload));
  await expect.poll(() => page.evaluate(notificationCount)).toBe(1);
}

async function tapNotification(worker: Worker) {
  await worker.evaluate(async () => {
    const scope = self as unknown as WorkerScope;
    const [notification] = await scope.registration.getNotifications();
    if (!notification) {
      throw new Error("no notification to tap");
    }
    scope.dispatchEvent(new scope.NotificationEvent("notificationclick", { notification }));
  });
}

async function notificationCount() {
  const registration = await navigator.serviceWorker.ready;
  return (await registration.getNotifications()).length;
}

async function expectTapTargets(card: ReturnType<typeof notificationsCard>) {
  for (const control of await card.locator("button, input, [role=switch]").all()) {
    const box = await control.boundingBox();
    expect(
      box?.height ?? 0,
      await control.evaluate((element) => element.outerHTML.slice(0, 80)),
    ).toBeGreaterThanOrEqual(44);
  }
}
