import type { Locator, Page } from "@playwright/test";
import { expect as baseExpect, test } from "./support/fixtures";
import { LONG_WORD, type LongData, seedLongData } from "./support/long-data";

// Four engineers share two cores: the seeded lists can take a while to arrive.
const expect = baseExpect.configure({ timeout: 15_000 });

/**
 * The phones measured, widest first. Each screen opens once, at the first, and is measured at
 * every width by resizing the window: the app's layout below 640 px is CSS alone, so a screen
 * drawn at 390 px and narrowed lays out as one opened at 320 px (decision 051).
 */
const PHONE_WIDTHS = [390, 360, 320] as const;
const HEIGHT = 800;

test.describe("on a phone with real data", () => {
  test.use({ viewport: { width: PHONE_WIDTHS[0], height: HEIGHT } });
  test.describe.configure({ timeout: 120_000 });
  let data: LongData;
  test.beforeAll(async () => {
    data = await seedLongData();
  });
  test.beforeEach(async ({ context }) => {
    await context.addCookies(data.cookies);
  });

  test("the dashboard and the lists fit, and the add button covers no card action", async ({
    page,
  }) => {
    await page.goto("/dashboard");
    await expect(page.getByRole("link", { name: LONG_WORD }).first()).toBeVisible();
    await expectToFit(page, "/dashboard");
    await page.getByRole("button", { name: "Account menu" }).click();
    await expectToFit(page, "the account menu", page.getByRole("menu"));
    await page.keyboard.press("Escape");

    await page.goto("/today");
    await expect(
      page
        .getByRole("region", { name: /^Overdue/ })
        .getByRole("listitem")
        .first(),
    ).toBeVisible();
    await expectToFit(page, "/today");
    await page.getByRole("button", { name: "Snooze" }).first().click();
    await expectToFit(page, "the Snooze menu", page.getByRole("menu"));
    await page.keyboard.press("Escape");

    for (const path of ["/properties", "/clients", "/appointments"]) {
      await page.goto(path);
      // /properties comes drawn by the server first (decision 029): measure the app's own page.
      await expect(page.locator("#server-drawn")).toHaveCount(0);
      await expect(page.getByRole("article").first()).toBeVisible();
      await expectToFit(page, path);
      await atEveryWidth(page, () => expectActionsUncovered(page, path));
    }
  });

  test("the dialogs fit, and a toast leaves a dialog free", async ({ page }) => {
    await page.goto("/clients");
    await page.getByRole("button", { name: /Venkatanarasimharajuvaripeta/ }).click();
    await expectToFit(page, "the client dialog", page.getByRole("dialog"));
    await page.keyboard.press("Escape");

    await page.goto("/appointments");
    const longCard = page.getByRole("article", { name: LONG_WORD });
    await longCard.getByRole("button", { name: /^Del/ }).click();
    await expectToFit(page, "the delete confirmation", page.getByRole("alertdialog"));
    await page.keyboard.press("Escape");

    await longCard.getByRole("button", { name: "Edit" }).click();
    const dialog = page.getByRole("dialog", { name: "Edit Appointment" });
    await expectToFit(page, "the appointment dialog", dialog);
    // A save the server refuses: the dialog stays open under the error toast.
    await page.route("**/api/appointments/*", (route) =>
      route.request().method() === "PATCH"
        ? route.fulfill({ status: 409, json: { error: { message: "Changed elsewhere" } } })
        : route.fallback(),
    );
    await dialog.getByRole("button", { name: "Update Appointment" }).click();
    const errorToast = page.locator("[data-sonner-toast]").filter({ hasText: "Changed elsewhere" });
    await expect(errorToast).toBeVisible();
    // One pass over the widths, within the toast's 5 s.
    await atEveryWidth(page, async () => {
      await expectApart(errorToast, dialog);
      await expectToFitNow(page, "the appointment dialog with a toast");
    });
  });

  test("the record pages and forms fit", async ({ page }) => {
    const screens: [string, string][] = [
      [`/properties/${data.longPropertyId}`, LONG_WORD],
      [`/properties/${data.longPropertyId}/edit`, "Edit Property"],
      ["/properties/new", "Add Property"],
      [`/clients/${data.longClientId}`, "Venkatanarasimharajuvaripeta"],
      [`/clients/${data.longClientId}/edit`, "Edit Client"],
      ["/clients/new", "Add New Client"],
      ["/clients/duplicates", "Duplicates"],
      [`/clients/${data.longClientId}/merge/${data.twinClientId}`, "Merge clients"],
      [`/appointments/${data.longAppointmentId}`, LONG_WORD],
      ["/profile", "Profile"],
      ["/settings", "Settings"],
    ];
    for (const [path, text] of screens) {
      await page.goto(path);
      await expect(page.getByRole("heading", { level: 1 }), path).toContainText(text);
      await expectToFit(page, path);
    }
  });

  test("matching fits with every row of both tabs open", async ({ page }) => {
    await page.goto("/property-client-matching");
    for (const tab of ["Client → Property", "Property → Client"]) {
      await page.getByRole("tab", { name: tab }).click();
      const panel = page.getByRole("tabpanel", { name: tab });
      const rows = panel.locator("[data-slot=accordion-trigger]");
      await expect(rows.first()).toBeVisible();
      for (const row of await rows.all()) {
        await row.click();
      }
      await expect(panel.locator("[data-slot=accordion-trigger][data-state=closed]")).toHaveCount(
        0,
      );
      await expectToFit(page, tab);
      await atEveryWidth(page, () => expectNamesReadable(panel));
    }
  });

  test("the signed-out screens fit", async ({ page, context }) => {
    await context.clearCookies();
    for (const path of ["/login", "/signup", "/forgot-password", "/update-password"]) {
      await page.goto(path);
      await expect(page.getByRole("button").first()).toBeVisible();
      await expectToFit(page, path);
    }
  });
});

/** `expectToFitNow` at every phone width, once `layer` (when given) has opened. */
async function expectToFit(page: Page, screen: string, layer?: Locator) {
  if (layer) {
    await expect(layer).toBeVisible();
  }
  await atEveryWidth(page, () => expectToFitNow(page, screen));
}

/**
 * Runs `check` with the window at each phone width in turn, then gives the window its first
 * width back. A resize lays the page out again before the next frame; the popovers, placed by
 * script, follow a frame later.
 */
async function atEveryWidth(page: Page, check: () => Promise<void>) {
  for (const width of PHONE_WIDTHS) {
    await page.setViewportSize({ width, height: HEIGHT });
    await page.evaluate(
      () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
    );
    await check();
  }
  await page.setViewportSize({ width: PHONE_WIDTHS[0], height: HEIGHT });
}

/**
 * At the window's present width, the page does not scroll sideways, no open dialog or menu sticks
 * out of the screen, and every action is big enough to tap. On failure, names the elements where
 * the overflow starts.
 */
async function expectToFitNow(page: Page, screen: string) {
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getComputedTiming().iterations !== Infinity)
        // An animation cancelled meanwhile (its element replaced) rejects `finished`: it is over too.
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
  const problems = await page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    const describe = (element: Element) =>
      `<${element.tagName.toLowerCase()} class="${element.getAttribute("class") ?? ""}"> ${(element.textContent ?? "").slice(0, 40)}`;
    const found: string[] = [];
    if (document.documentElement.scrollWidth > width) {
      found.push(`the page is ${document.documentElement.scrollWidth} px wide`);
      // Where the overflow starts: elements wider than the screen inside a parent that is not.
      const escaping = [...document.querySelectorAll("body *")].filter(
        (element) =>
          element.getBoundingClientRect().right > width + 1 &&
          (element.parentElement?.getBoundingClientRect().right ?? 0) <= width + 1,
      );
      found.push(...escaping.slice(0, 3).map(describe));
    }
    // Every label of the bottom navigation whole, neither cut nor running into the next one.
    for (const link of document.querySelectorAll("nav a")) {
      if (link.getClientRects().length > 0 && link.scrollWidth > link.clientWidth + 1) {
        found.push(`cut off: ${describe(link)}`);
      }
    }
    for (const layer of document.querySelectorAll(
      "[role=dialog], [role=alertdialog], [role=menu], [data-sonner-toast]",
    )) {
      const box = layer.getBoundingClientRect();
      if (box.left < -1 || box.right > width + 1 || layer.scrollWidth > layer.clientWidth + 1) {
        found.push(`sticks out: ${describe(layer)}`);
        const inner = box.left + layer.clientLeft + layer.clientWidth + 1;
        const escaping = [...layer.querySelectorAll("*")].filter(
          (element) =>
            element.getBoundingClientRect().right > inner &&
            (element.parentElement?.getBoundingClientRect().right ?? 0) <= inner,
        );
        found.push(...escaping.slice(0, 3).map(describe));
      }
    }
    return found;
  });
  expect(problems, `${screen} fits ${page.viewportSize()?.width} px`).toEqual([]);
  await expectTapTargets(page, screen);
}

/**
 * Every action on screen is at least 44 × 44 px (WCAG 2.5.5), so a thumb finds it between site
 * visits. Links inside running text are exempt, as the rule says.
 */
async function expectTapTargets(page: Page, screen: string) {
  const small = await page.evaluate(() => {
    const actions = document.querySelectorAll(
      "button, a[href], [role=button], [role=tab], [role=combobox], [role=switch], [role=checkbox], [role=menuitem], [role=option]",
    );
    return [...actions].flatMap((action) => {
      const box = action.getBoundingClientRect();
      const style = getComputedStyle(action);
      const isShown =
        box.width > 0 &&
        box.height > 0 &&
        style.visibility !== "hidden" &&
        !action.closest("[aria-hidden=true], [inert], .sr-only");
      const isInText = style.display === "inline" && action.parentElement?.tagName === "P";
      if (!isShown || isInText || (box.width >= 43.5 && box.height >= 43.5)) {
        return [];
      }
      const name = (action.getAttribute("aria-label") ?? action.textContent ?? "").trim();
      return [
        `${Math.round(box.width)}×${Math.round(box.height)} ${action.tagName} "${name.slice(0, 30)}"`,
      ];
    });
  });
  expect(
    small,
    `${screen} at ${page.viewportSize()?.width} px: actions smaller than 44 × 44 px`,
  ).toEqual([]);
}

/**
 * Scrolled to the end, every card action in view is the element on top there: the floating add
 * button and the bottom navigation leave the last card free.
 */
async function expectActionsUncovered(page: Page, screen: string) {
  const covered = await page.evaluate(async () => {
    // Photos and lazy parts can still change the page's height: scroll until the end stays put.
    const nextFrame = () => new Promise((resolve) => requestAnimationFrame(resolve));
    let height = -1;
    while (height !== document.documentElement.scrollHeight) {
      height = document.documentElement.scrollHeight;
      window.scrollTo(0, height);
      await nextFrame();
      await nextFrame();
    }
    const top = document.querySelector("header")?.getBoundingClientRect().bottom ?? 0;
    return [...document.querySelectorAll("article a, article button")].flatMap((action) => {
      const name = (action.getAttribute("aria-label") ?? action.textContent ?? "").trim();
      const box = action.getBoundingClientRect();
      const isActionInView =
        /^(View|Edit|Delete|Del)$/.test(name) && box.top >= top && box.bottom <= window.innerHeight;
      if (!isActionInView) {
        return [];
      }
      const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
      return hit && action.contains(hit) ? [] : [`${name} under ${hit?.outerHTML.slice(0, 80)}`];
    });
  });
  expect(covered, `${screen} scrolled to the end at ${page.viewportSize()?.width} px`).toEqual([]);
}

/** The two boxes do not overlap: a toast beside a dialog covers none of it. */
async function expectApart(first: Locator, second: Locator) {
  const [a, b] = [await first.boundingBox(), await second.boundingBox()];
  expect(a && b).toBeTruthy();
  if (a && b) {
    const isApart =
      a.y + a.height <= b.y ||
      b.y + b.height <= a.y ||
      a.x + a.width <= b.x ||
      b.x + b.width <= a.x;
    expect(isApart, `${JSON.stringify(a)} and ${JSON.stringify(b)} overlap`).toBe(true);
  }
}

/** Open matching rows keep the matched names readable, not squeezed to a few letters. */
async function expectNamesReadable(panel: Locator) {
  const widths = await panel
    .locator("[data-slot=accordion-content] li a")
    .evaluateAll((links) => links.map((link) => link.getBoundingClientRect().width));
  expect(widths.length).toBeGreaterThan(0);
  expect(Math.min(...widths)).toBeGreaterThan(150);
}
