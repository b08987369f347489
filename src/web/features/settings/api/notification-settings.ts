import type { NotificationSettings } from "@shared/schemas/notifications";
import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api, messageOf } from "@web/lib/api";
import { notify } from "@web/lib/toast";

const SETTINGS_PATH = "/api/notification-settings";
const notificationSettingsKey = ["notification-settings"] as const;

const notificationSettingsQueryOptions = () =>
  queryOptions({
    queryKey: notificationSettingsKey,
    queryFn: () => api.get<NotificationSettings>(SETTINGS_PATH),
  });

/** What the agent wants to be told, and when (the server's defaults until they save). */
export function useNotificationSettings() {
  return useQuery(notificationSettingsQueryOptions());
}

export function useSaveNotificationSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (settings: NotificationSettings) =>
      api.put<NotificationSettings>(SETTINGS_PATH, settings),
    onSuccess: (saved) => {
      queryClient.setQueryData(notificationSettingsKey, saved);
      notify.success({ title: "Notification settings saved" });
    },
    onError: (error) =>
      notify.error({ title: "Error saving notification settings", description: messageOf(error) }),
  });
}
