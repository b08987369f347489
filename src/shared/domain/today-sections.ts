/**
 * The Today list's sections, in their order, and their titles (docs/decisions/026): apart from
 * today.ts so that the dashboard's Today card takes them without the rest.
 */

export const TODAY_SECTIONS = ["overdue", "today", "goingCold"] as const;
export type TodaySection = (typeof TODAY_SECTIONS)[number];
export const TODAY_SECTION_TITLES: Readonly<Record<TodaySection, string>> = {
  overdue: "Overdue",
  today: "Today",
  goingCold: "Going cold",
};
