import { formatShortDate } from "@shared/domain/date-format";
import { localWallClockAt } from "@shared/domain/wall-clock";
import type { PushDevice } from "@shared/schemas/notifications";
import { Button } from "@web/components/ui/button";
import { Skeleton } from "@web/components/ui/skeleton";
import { messageOf } from "@web/lib/api";
import { useSettings } from "@web/records/settings/use-settings";
import { SendIcon } from "lucide-react";
import { useState } from "react";
import { usePushDevices, useRemovePushDevice, useSendTestNotification } from "../api/push-devices";
import { useThisDeviceId } from "../api/this-device";
import { useTurnOnNotifications } from "../api/turn-on-notifications";

/** This device's state, the agent's devices that receive notifications, and a test. */
export function PushDevicesSection() {
  const [permission, setPermission] = useState(browserPermission);
  const devices = usePushDevices();
  const thisDeviceId = useThisDeviceId();
  const turnOn = useTurnOnNotifications();
  const sendTest = useSendTestNotification();
  const isOn = devices.data?.some((device) => device.id === thisDeviceId) ?? false;

  return (
    <section aria-labelledby="push-devices-title" className="flex flex-col gap-3">
      <h3 id="push-devices-title" className="font-medium">
        Devices
      </h3>
      {permission === "unsupported" ? (
        <p className="text-muted-foreground text-sm">This browser cannot show notifications.</p>
      ) : permission === "denied" ? (
        <p className="text-muted-foreground text-sm">
          Notifications are blocked for this site. Allow them in your browser's site settings.
        </p>
      ) : isOn || devices.isPending ? null : (
        <div className="flex flex-col items-start gap-2">
          <Button
            disabled={turnOn.isPending}
            onClick={() =>
              turnOn.mutate(undefined, { onSettled: () => setPermission(browserPermission()) })
            }
          >
            Turn on notifications
          </Button>
          {turnOn.isError && (
            <p role="alert" className="text-destructive text-sm">
              {messageOf(turnOn.error)}
            </p>
          )}
        </div>
      )}
      {devices.isPending ? (
        <Skeleton className="h-11 w-full" />
      ) : devices.isError ? (
        <p className="text-muted-foreground text-sm">
          Your devices could not be loaded. Reload the page to try again.
        </p>
      ) : devices.data.length === 0 ? (
        <p className="text-muted-foreground text-sm">No device receives notifications yet.</p>
      ) : (
        <DeviceList devices={devices.data} thisDeviceId={thisDeviceId} />
      )}
      <div>
        <Button variant="outline" disabled={sendTest.isPending} onClick={() => sendTest.mutate()}>
          <SendIcon aria-hidden="true" />
          Send a test notification
        </Button>
      </div>
    </section>
  );
}

function DeviceList({ devices, thisDeviceId }: { devices: PushDevice[]; thisDeviceId: string }) {
  const { country } = useSettings();
  const remove = useRemovePushDevice();
  return (
    <ul className="flex flex-col gap-2">
      {devices.map((device) => {
        const isThis = device.id === thisDeviceId;
        const since = formatShortDate(localWallClockAt(new Date(device.createdAt)).date, country);
        return (
          <li key={device.id} className="flex items-center gap-3 rounded-md border py-1 pr-1 pl-3">
            <div className="min-w-0 flex-1">
              <p className="wrap-anywhere font-medium text-sm">
                {isThis ? "This device" : device.label}
              </p>
              <p className="text-muted-foreground text-xs">
                {isThis ? `${device.label} · ${since}` : since}
              </p>
            </div>
            <Button
              variant="ghost"
              disabled={remove.isPending}
              onClick={() => remove.mutate(device.id)}
            >
              Remove<span className="sr-only"> {isThis ? "this device" : device.label}</span>
            </Button>
          </li>
        );
      })}
    </ul>
  );
}

type Permission = NotificationPermission | "unsupported";

function browserPermission(): Permission {
  const isSupported =
    "Notification" in window && "serviceWorker" in navigator && "PushManager" in window;
  return isSupported ? Notification.permission : "unsupported";
}
