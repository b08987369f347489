/**
 * The Today list's sections, in their order, and their titles (docs/decisions/026): apart from
 * today.ts so that the dashboard's Today card takes them without the rest.
 */

// New leads first: a lead called back within the hour is the one most often won.
export const TODAY_SECTIONS = ["newLeads", "overdue", "today", "goingCold"] as const;
export type TodaySection = (typeof TODAY_SECTIONS)[number];
export const TODAY_SECTION_TITLES: Readonly<Record<TodaySection, string>> = {
  newLeads: "New leads",
  overdue: "Overdue",
  today: "Today",
  goingCold: "Going cold",
};
