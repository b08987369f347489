import { expect, type Locator, type Page } from "@playwright/test";

type DiscardPromptCase = {
  /** The field the agent types into, and what they type. */
  field: Locator;
  typed: string;
  /**
   * Ways of leaving the form (a link, the browser's Back): each must ask 'Discard changes?',
   * and 'Keep editing' must leave the agent where they were with the typed text. The first is
   * then taken again and answered 'Discard'.
   */
  leaves: readonly [() => Promise<unknown>, ...(() => Promise<unknown>)[]];
  /** Where 'Discard' takes the agent. */
  left: RegExp;
};

/** Types into a form, tries to leave it every given way, keeps editing, then discards and leaves. */
export async function expectDiscardPrompt(
  page: Page,
  { field, typed, leaves, left }: DiscardPromptCase,
) {
  await field.fill(typed);
  const here = page.url();
  const ask = page.getByRole("alertdialog", { name: "Discard changes?" });
  for (const leave of leaves) {
    await leave();
    await expect(ask).toBeVisible();
    await ask.getByRole("button", { name: "Keep editing" }).click();
    await expect(ask).toBeHidden();
    expect(page.url()).toBe(here);
    await expect(field).toHaveValue(typed);
  }
  await leaves[0]();
  await ask.getByRole("button", { name: "Discard" }).click();
  await expect(ask).toBeHidden();
  await expect(page).toHaveURL(left);
}
