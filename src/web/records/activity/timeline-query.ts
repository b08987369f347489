import type { Activity } from "@shared/schemas/activity";
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

/** One client's or one listing's timeline, newest first, 50 at a time (the server's page). */
export function useTimeline(owner: TimelineOwner) {
  return useInfiniteQuery(timelineQueryOptions(owner));
}

function timelinePath(owner: TimelineOwner, cursor: string | null): string {
  // No limit sent: the server's page is ACTIVITIES_PAGE_SIZE, and the schemas (zod) stay off
  // the first screens' chunk this module travels in.
  const query = new URLSearchParams(owner);
  if (cursor) {
    query.set("cursor", cursor);
  }
  return `/api/activities?${query}`;
}
