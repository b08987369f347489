import type { Page } from "@playwright/test";

export type FakeContact = { name: string[]; email: string[]; tel: string[] };

/**
 * Gives the page the browser's Contact Picker API, which only some phones have: the first pick
 * returns `contact`, every later one is refused as the browser does when access is denied.
 */
export async function fakeContactPicker(page: Page, contact: FakeContact) {
  await page.addInitScript((picked) => {
    let calls = 0;
    Object.defineProperty(navigator, "contacts", {
      value: {
        select: async () => {
          calls += 1;
          if (calls > 1) {
            throw new DOMException("Denied", "SecurityError");
          }
          return [picked];
        },
      },
    });
  }, contact);
}
