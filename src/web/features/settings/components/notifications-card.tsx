import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@web/components/ui/card";
import { Separator } from "@web/components/ui/separator";
import { Skeleton } from "@web/components/ui/skeleton";
import { useNotificationSettings } from "../api/notification-settings";
import { NotificationSettingsForm } from "./notification-settings-form";
import { PushDevicesSection } from "./push-devices-section";

/** Settings' Notifications (issue 28): this device and the others, and what to be told when. */
export function NotificationsCard() {
  const settings = useNotificationSettings();
  return (
    <Card>
      <CardHeader>
        <CardTitle>
          <h2>Notifications</h2>
        </CardTitle>
        <CardDescription>
          Reminders of appointments, the day's follow-ups and new leads on your phone or computer,
          even when Estate CRM is closed.
        </CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-6">
        <PushDevicesSection />
        <Separator />
        {settings.isPending ? (
          <Skeleton className="h-64 w-full" />
        ) : settings.isError ? (
          <p className="text-muted-foreground text-sm">
            Your notification settings could not be loaded. Reload the page to try again.
          </p>
        ) : (
          <NotificationSettingsForm saved={settings.data} />
        )}
      </CardContent>
    </Card>
  );
}
