import { createLocalStore } from "@web/lib/local-store";

/**
 * The id the server gave this browser's subscription, so that Settings can say which listed
 * device is 'This device' (the server never sends a device's endpoint back).
 */
const thisDevice = createLocalStore("crm_push_device", (raw) => raw ?? "");

export const thisDeviceId = thisDevice.read;
export const useThisDeviceId = thisDevice.useValue;

export function rememberThisDevice(id: string) {
  thisDevice.write(id);
}

/** Ends this browser's push subscription and forgets its id. */
export async function forgetThisDevice() {
  thisDevice.write("");
  const registration = await navigator.serviceWorker?.getRegistration();
  const subscription = await registration?.pushManager.getSubscription();
  await subscription?.unsubscribe();
}
