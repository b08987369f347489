/** The query keys of what a logged activity changes. */
export const ACTIVITIES_KEY = ["activities"] as const;
export const TODAY_KEY = ["today"] as const;

export type TimelineOwner = { clientId: string } | { propertyId: string };

export const timelineKey = (owner: TimelineOwner) => [...ACTIVITIES_KEY, owner] as const;
