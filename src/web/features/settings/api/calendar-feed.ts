import type { CalendarFeed } from "@shared/schemas/calendar-feed";
import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api, messageOf } from "@web/lib/api";
import { notify } from "@web/lib/toast";

const FEED_PATH = "/api/calendar-feed";

export const calendarFeedKey = ["calendar-feed"] as const;

export const calendarFeedQueryOptions = () =>
  queryOptions({
    queryKey: calendarFeedKey,
    queryFn: () => api.get<CalendarFeed | null>(FEED_PATH),
  });

/** The agent's calendar subscription, or null while it is off. */
export function useCalendarFeed() {
  return useQuery(calendarFeedQueryOptions());
}

/** Turns the feed on, its events written in `timeZone`. */
export function useTurnOnCalendarFeed() {
  return useFeedChange({
    change: (timeZone: string) => api.post<CalendarFeed>(FEED_PATH, { timeZone }),
    done: "Calendar feed turned on",
    failed: "Error turning on the calendar feed",
  });
}

export function useChangeFeedTimeZone() {
  return useFeedChange({
    change: (timeZone: string) => api.patch<CalendarFeed>(FEED_PATH, { timeZone }),
    done: "Time zone saved",
    failed: "Error saving the time zone",
  });
}

/** Turns the feed off: its address stops working at once. */
export function useTurnOffCalendarFeed() {
  return useFeedChange({
    change: () => api.delete<null>(FEED_PATH),
    done: "Calendar feed turned off",
    failed: "Error turning off the calendar feed",
  });
}

function useFeedChange<T>({
  change,
  done,
  failed,
}: {
  change: (input: T) => Promise<CalendarFeed | null>;
  done: string;
  failed: string;
}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: change,
    onSuccess: (feed) => {
      queryClient.setQueryData(calendarFeedKey, feed);
      notify.success({ title: done });
    },
    onError: (error) => notify.error({ title: failed, description: messageOf(error) }),
  });
}
