import { deviceLabel } from "@shared/domain/device-label";
import type { PushDevice, PushSubscriptionInput } from "@shared/schemas/notifications";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "@web/lib/api";
import { pushDevicesKey } from "./push-devices";
import { rememberThisDevice } from "./this-device";

export const SUBSCRIBE_FAILED =
  "This device could not subscribe to notifications. Try again later.";
/** The worker registers when the browser is idle after the first screen: wait for it that long. */
const WORKER_WAIT_MS = 10_000;

/**
 * Asks the browser's permission, subscribes this device with the server's VAPID key and hands
 * the subscription to the server. A refused permission resolves to null (the card then says how
 * to allow it); a push service that cannot be reached is SUBSCRIBE_FAILED.
 */
export function useTurnOnNotifications() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: turnOnNotifications,
    onSuccess: (device) => {
      if (device) {
        queryClient.setQueryData<PushDevice[]>(pushDevicesKey, (devices = []) => [
          device,
          ...devices.filter((known) => known.id !== device.id),
        ]);
      }
    },
  });
}

async function turnOnNotifications(): Promise<PushDevice | null> {
  if ((await Notification.requestPermission()) !== "granted") {
    return null;
  }
  const { publicKey } = await api.get<{ publicKey: string }>("/api/push/public-key");
  const subscription = await subscribe(publicKey);
  const input: PushSubscriptionInput = {
    ...(subscription.toJSON() as Omit<PushSubscriptionInput, "label">),
    label: deviceLabel(navigator.userAgent),
  };
  const device = await api.post<PushDevice>("/api/push/subscriptions", input);
  rememberThisDevice(device.id);
  return device;
}

async function subscribe(publicKey: string): Promise<PushSubscription> {
  try {
    const registration = await Promise.race([
      navigator.serviceWorker.ready,
      new Promise<never>((_, reject) => setTimeout(reject, WORKER_WAIT_MS)),
    ]);
    return await registration.pushManager.subscribe({
      userVisibleOnly: true,
      applicationServerKey: base64UrlBytes(publicKey),
    });
  } catch {
    throw new Error(SUBSCRIBE_FAILED);
  }
}

/** Safari takes the key only as bytes, not as the base64url text the others also accept. */
function base64UrlBytes(text: string): Uint8Array<ArrayBuffer> {
  const base64 = text.replaceAll("-", "+").replaceAll("_", "/");
  return Uint8Array.from(atob(base64.padEnd(Math.ceil(base64.length / 4) * 4, "=")), (char) =>
    char.charCodeAt(0),
  );
}
