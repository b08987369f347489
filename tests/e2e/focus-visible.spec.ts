import { addAppointment, addClient, addProperty, expect, test } from "./support/fixtures";

// The main screens, signed in with a few records; the first Tab stops of each are enough to meet
// the navigation, the page's actions, its fields and its first cards.
const SCREENS = [
  "/dashboard",
  "/properties",
  "/clients",
  "/appointments",
  "/property-client-matching",
  "/profile",
  "/settings",
];
// The clients list has its follow-up filter and sort before the first card.
const TAB_STOPS = 20;

type FocusReport = {
  element: string;
  isFocusVisible: boolean;
  outlineStyle: string;
  outlineWidth: number;
  contrast: number;
  isInClientCard: boolean;
};

for (const theme of ["light", "dark"]) {
  test(`every focused control shows a 2 px outline at 3:1 in the ${theme} theme`, async ({
    page,
    account: _account,
  }) => {
    test.setTimeout(60_000);
    await page.addInitScript((value) => localStorage.setItem("crm_theme", value), theme);
    const { id: propertyId } = await addProperty(page, { title: "Sea View Flat" });
    const { id: clientId } = await addClient(page, { name: "Asha Rao", budget: 2_000_000 });
    await addAppointment(page, { clientId, propertyId });
    const failures: string[] = [];
    let hasReachedClientCard = false;
    let measured = 0;
    for (const path of SCREENS) {
      await page.goto(path);
      // /properties comes drawn by the server first (decision 029): Tab through the app's own.
      await expect(page.locator("#server-drawn")).toHaveCount(0);
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      for (let stop = 0; stop < TAB_STOPS; stop += 1) {
        await page.keyboard.press("Tab");
        const report = await page.evaluate(measureFocus);
        if (!report) {
          continue;
        }
        measured += 1;
        hasReachedClientCard ||= path === "/clients" && report.isInClientCard;
        const isVisible =
          report.isFocusVisible &&
          report.outlineStyle !== "none" &&
          report.outlineWidth >= 2 &&
          report.contrast >= 3;
        if (!isVisible) {
          failures.push(`${path} ${report.element}: ${JSON.stringify(report)}`);
        }
      }
    }
    expect(failures).toEqual([]);
    // Focus really moved through each screen (not stuck on the page itself).
    expect(measured).toBeGreaterThan(SCREENS.length * 10);
    expect(hasReachedClientCard).toBe(true);
  });
}

/** The focused element's outline and its contrast against what lies behind it, or null on body. */
function measureFocus(): FocusReport | null {
  const element = document.activeElement;
  if (!(element instanceof HTMLElement) || element === document.body) {
    return null;
  }
  // A control stretched over its card (a client card's name) draws the outline on its ::after,
  // which covers the card (its positioned ancestor).
  const ownStyle = getComputedStyle(element);
  const isOnAfter = ownStyle.outlineStyle === "none";
  const style = isOnAfter ? getComputedStyle(element, "::after") : ownStyle;
  const box = isOnAfter ? (element.offsetParent ?? element) : element;
  const offset = Number.parseFloat(style.outlineOffset) || 0;
  // An outline drawn outside lies on the parent's colours; one drawn inside on the element's.
  const behind = backgroundBehind(offset < 0 ? box : box.parentElement);
  const outline = toRgba(style.outlineColor);
  return {
    element: `${element.tagName.toLowerCase()}[${element.getAttribute("aria-label") ?? element.textContent?.trim().slice(0, 30) ?? ""}]`,
    isFocusVisible: element.matches(":focus-visible"),
    outlineStyle: style.outlineStyle,
    outlineWidth: Number.parseFloat(style.outlineWidth) || 0,
    contrast: Math.round(contrastRatio(over(outline, behind), behind) * 100) / 100,
    isInClientCard: element.closest("article") !== null,
  };

  function backgroundBehind(start: Element | null): number[] {
    const layers: number[][] = [];
    for (let node = start; node; node = node.parentElement) {
      const colour = toRgba(getComputedStyle(node).backgroundColor);
      const alpha = colour[3] ?? 0;
      if (alpha > 0) {
        layers.push(colour);
        if (alpha >= 1) {
          break;
        }
      }
    }
    // Composite the translucent layers, from the page's colour up.
    return layers.reduceRight((base, layer) => over(layer, base), [255, 255, 255, 1]);
  }

  /** Any CSS colour (oklch included) as sRGB bytes and alpha, through a canvas. */
  function toRgba(colour: string): number[] {
    const context = document.createElement("canvas").getContext("2d", {
      willReadFrequently: true,
    });
    if (!context) {
      throw new Error("no canvas");
    }
    context.clearRect(0, 0, 1, 1);
    context.fillStyle = colour;
    context.fillRect(0, 0, 1, 1);
    const [r = 0, g = 0, b = 0, a = 0] = context.getImageData(0, 0, 1, 1).data;
    return [r, g, b, a / 255];
  }

  function over(top: number[], base: number[]): number[] {
    const alpha = top[3] ?? 1;
    return [0, 1, 2].map((i) => (top[i] ?? 0) * alpha + (base[i] ?? 0) * (1 - alpha)).concat(1);
  }

  function contrastRatio(a: number[], b: number[]): number {
    const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x);
    return ((light ?? 0) + 0.05) / ((dark ?? 0) + 0.05);
  }

  function luminance(rgb: number[]): number {
    const [r = 0, g = 0, b = 0] = rgb.slice(0, 3).map((byte) => {
      const c = byte / 255;
      return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
    });
    return 0.2126 * r + 0.7152 * g + 0.0722 * b;
  }
}
