import AxeBuilder from "@axe-core/playwright";
import { expect, type Page } from "@playwright/test";

/** WCAG 2.2 AA, and axe's best practices beside it. */
const TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa", "best-practice"];
// Two cores shared by several test runs: a screen can take a while to finish loading.
const LOADED_TIMEOUT_MS = 15_000;

/**
 * Audits the page with axe once nothing on it is loading, only within `include` (a selector)
 * when given; a failure names the screen, each rule and its impact, the element and why.
 */
export async function expectNoAxeViolations(page: Page, screen: string, include?: string) {
  await expect(page.locator("[aria-busy='true']")).toHaveCount(0, { timeout: LOADED_TIMEOUT_MS });
  // Legacy mode runs axe in the page itself: the default opens a blank page for every audit to
  // merge the frames' results, which took half of each audit's time. The app has no frame of
  // another origin to merge on the screens audited (a listing's video opens only on a tap).
  const axe = new AxeBuilder({ page }).withTags(TAGS).setLegacyMode();
  const { violations } = await (include ? axe.include(include) : axe).analyze();
  const summary = violations.flatMap((violation) =>
    violation.nodes.map(
      (node) =>
        `${screen}: ${violation.id} (${violation.impact}) at ${node.target.join(" ")}: ${node.failureSummary?.split("\n").slice(0, 2).join(" ")}`,
    ),
  );
  expect(summary).toEqual([]);
}
