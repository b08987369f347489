import type { PushDevice } from "@shared/schemas/notifications";
import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api, messageOf } from "@web/lib/api";
import { notify } from "@web/lib/toast";
import { forgetThisDevice, thisDeviceId } from "./this-device";

const DEVICES_PATH = "/api/push/subscriptions";
/** The server answered, but every device's push service refused or could not be reached. */
const NO_DEVICE_REACHED = "No device took the test notification. Try again later.";

export const pushDevicesKey = ["push-devices"] as const;

const pushDevicesQueryOptions = () =>
  queryOptions({ queryKey: pushDevicesKey, queryFn: () => api.get<PushDevice[]>(DEVICES_PATH) });

/** The agent's devices that receive notifications, newest first. */
export function usePushDevices() {
  return useQuery(pushDevicesQueryOptions());
}

/** Stops notifications to one device; removing this one also ends its browser subscription. */
export function useRemovePushDevice() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (id: string) => {
      await api.delete(`${DEVICES_PATH}/${id}`);
      if (id === thisDeviceId()) {
        await forgetThisDevice();
      }
      return id;
    },
    onSuccess: (id) => {
      queryClient.setQueryData<PushDevice[]>(pushDevicesKey, (devices) =>
        devices?.filter((device) => device.id !== id),
      );
      notify.success({ title: "Device removed" });
    },
    onError: (error) =>
      notify.error({ title: "Error removing the device", description: messageOf(error) }),
  });
}

export function useSendTestNotification() {
  return useMutation({
    mutationFn: () => api.post<{ sent: number }>("/api/push/test"),
    onSuccess: ({ sent }) =>
      sent > 0
        ? notify.success({ title: "Test notification sent" })
        : notify.error({ title: NO_DEVICE_REACHED }),
    onError: (error) => notify.error({ title: messageOf(error) }),
  });
}
