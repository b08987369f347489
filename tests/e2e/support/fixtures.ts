import { randomBytes } from "node:crypto";
import { test as base, expect, type Page } from "@playwright/test";
import { E2E_PORT } from "./e2e-server";

export type AgentAccount = { email: string; password: string };

export const PASSWORD = "secret-pass";

export function newEmail(): string {
  return `agent-${randomBytes(6).toString("hex")}@example.com`;
}

type Fixtures = {
  /** A fresh agent, signed up and signed in in this test's browser context. */
  account: AgentAccount;
};

export const test = base.extend<Fixtures>({
  // The e2e server trusts X-Forwarded-For: each test is its own caller for rate limiting.
  // biome-ignore lint/correctness/noEmptyPattern: Playwright reads a fixture's needs from this pattern.
  extraHTTPHeaders: async ({}, use) => {
    await use({ "x-forwarded-for": `10.${[...randomBytes(3)].join(".")}` });
  },
  account: async ({ page, baseURL }, use) => {
    const account = { email: newEmail(), password: PASSWORD };
    const headers = { origin: baseURL ?? "" };
    const signUp = await page.request.post("/api/auth/sign-up/email", {
      data: { ...account, name: "" },
      headers,
    });
    expect(signUp.ok()).toBe(true);
    const signIn = await page.request.post("/api/auth/sign-in/email", { data: account, headers });
    expect(signIn.ok()).toBe(true);
    await use(account);
  },
});

export { expect };

/** Fills the login form and signs in. */
export async function signInThroughForm(page: Page, { email, password }: AgentAccount) {
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password", { exact: true }).fill(password);
  await page.getByRole("button", { name: "Sign In", exact: true }).click();
}

/** The one visible toast, by its title. */
export function toast(page: Page, title: string) {
  return page.locator("[data-sonner-toast]").filter({ hasText: title });
}

/** One card of a page (Settings has several, each with its own 'Turn on'), by its heading. */
export function card(page: Page, heading: string) {
  return page
    .locator('[data-slot="card"]')
    .filter({ has: page.getByRole("heading", { name: heading, exact: true }) });
}

const PNG = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==",
  "base64",
);

/** Uploads a one-pixel photo through the API, as the signed-in agent of this page. */
export async function uploadPhoto(page: Page): Promise<{ name: string; url: string }> {
  const response = await page.request.post("/api/files", {
    multipart: { kind: "photo", file: { name: "flat.png", mimeType: "image/png", buffer: PNG } },
    // A form post must come from the app (CSRF check).
    headers: { origin: `http://localhost:${E2E_PORT}` },
  });
  expect(response.status()).toBe(201);
  return response.json();
}

/** Adds a listing through the API, as the signed-in agent of this page. */
export async function addProperty(
  page: Page,
  fields: Record<string, unknown> = {},
): Promise<{ id: string }> {
  const response = await page.request.post("/api/properties", {
    data: { title: "Listing", price: 1_000_000, location: "Pune", ...fields },
  });
  expect(response.status()).toBe(201);
  return response.json();
}

/**
 * Adds a client through the API, as the signed-in agent of this page, titled 'Mr.' as the form
 * would (the API itself gives a client sent without a title none).
 */
export async function addClient(
  page: Page,
  fields: Record<string, unknown> = {},
): Promise<{ id: string }> {
  const response = await page.request.post("/api/clients", {
    data: { title: "Mr.", name: "Client", phone: "+91 98765 43210", ...fields },
  });
  expect(response.status()).toBe(201);
  return response.json();
}

/**
 * Adds an appointment through the API, as the signed-in agent of this page. A client is
 * required: without a `clientId` one is added for it.
 */
export async function addAppointment(
  page: Page,
  fields: Record<string, unknown> = {},
): Promise<{ id: string }> {
  const clientId = fields.clientId ?? (await addClient(page)).id;
  const response = await page.request.post("/api/appointments", {
    data: {
      title: "Appointment",
      date: "2030-01-15",
      time: "10:00",
      location: "Pune",
      process: "Property Visit",
      ...fields,
      clientId,
    },
  });
  expect(response.status()).toBe(201);
  return response.json();
}

/** Picks an option of the select labelled `label`. */
export async function chooseOption(page: Page, label: string, option: string) {
  const select = page.getByRole("combobox", { name: label });
  await select.click();
  await page.getByRole("option", { name: option, exact: true }).click();
  // Closed, the select gives the page back to screen readers (Radix hides the rest while open):
  // once in CI the next control looked up by its role was never found after a select.
  await expect(select).toContainText(option);
}

/** A phone's width and a desk's. */
export const PHONE_AND_DESK = [390, 1280] as const;

/**
 * `test` for a describe at one of `widths` that registers only every other flow: the first flow
 * at the first width, the second at the second, and so on. A flow run at both widths runs the
 * same code twice; the layouts are checked at both widths by the phone-layout, axe and focus
 * specs (decision 040).
 */
export function flowsAt(width: number, widths: readonly number[] = PHONE_AND_DESK) {
  let registered = 0;
  const slot = widths.indexOf(width);
  return (title: string, body: Parameters<typeof test>[2]) => {
    if (registered++ % widths.length === slot) {
      test(title, body);
    }
  };
}
