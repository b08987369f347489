import type { Activity } from "@shared/schemas/activity";
import { ACTIVITIES_PAGE_SIZE } from "@shared/schemas/activity";
import { infiniteQueryOptions, useInfiniteQuery } from "@tanstack/react-query";
import { api } from "@web/lib/api";
import { type TimelineOwner, timelineKey } from "./activity-keys";

export type ActivityPage = { items: Activity[]; nextCursor: string | null };

export const timelineQueryOptions = (owner: TimelineOwner) =>
  infiniteQueryOptions({
    queryKey: timelineKey(owner),
    queryFn: ({ pageParam }) => api.get<ActivityPage>(timelinePath(owner, pageParam)),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
  });

/** One client's or one listing's timeline, newest first, 50 at a time. */
export function useTimeline(owner: TimelineOwner) {
  return useInfiniteQuery(timelineQueryOptions(owner));
}

function timelinePath(owner: TimelineOwner, cursor: string | null): string {
  const query = new URLSearchParams({ ...owner, limit: String(ACTIVITIES_PAGE_SIZE) });
  if (cursor) {
    query.set("cursor", cursor);
  }
  return `/api/activities?${query}`;
}
