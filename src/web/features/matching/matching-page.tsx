import { Button } from "@web/components/ui/button";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@web/components/ui/tabs";
import { usePageTitle } from "@web/lib/use-page-title";
import type { ScheduleAppointmentAction } from "@web/records/appointment/schedule-appointment-action";
import { useClients } from "@web/records/client/get-clients";
import { useProperties } from "@web/records/property/get-properties";
import { CalendarPlusIcon } from "lucide-react";
import { useCallback, useMemo } from "react";
import { ClientToPropertyTab } from "./components/client-to-property-tab";
import { PropertyToClientTab } from "./components/property-to-client-tab";

/** SPEC: only available properties take part in matching. */
export function MatchingPage({
  ScheduleAppointment,
}: {
  ScheduleAppointment: ScheduleAppointmentAction;
}) {
  usePageTitle("Matching");
  const clients = useClients().data;
  const properties = useProperties().data;
  /** SPEC: the appointment form opens from the match lists with both sides preselected. */
  const scheduleVisit = useCallback(
    (clientId: string, propertyId: string) => (
      <ScheduleAppointment
        clientId={clientId}
        propertyId={propertyId}
        trigger={
          <Button variant="outline" size="sm">
            <CalendarPlusIcon aria-hidden="true" />
            Schedule
          </Button>
        }
      />
    ),
    [ScheduleAppointment],
  );
  const available = useMemo(
    () => properties?.filter((property) => property.status === "available"),
    [properties],
  );

  return (
    <div className="flex flex-col gap-6">
      <div>
        <h1 className="font-semibold text-2xl tracking-tight">Matching</h1>
        <p className="text-muted-foreground">
          Which clients fit which available properties, best first.
        </p>
      </div>
      <Tabs defaultValue="client-to-property" className="gap-4">
        <TabsList className="w-full sm:w-auto">
          <TabsTrigger value="client-to-property">Client → Property</TabsTrigger>
          <TabsTrigger value="property-to-client">Property → Client</TabsTrigger>
        </TabsList>
        <TabsContent value="client-to-property">
          <ClientToPropertyTab
            clients={properties === undefined ? undefined : clients}
            availableProperties={available ?? []}
            renderAction={scheduleVisit}
          />
        </TabsContent>
        <TabsContent value="property-to-client">
          <PropertyToClientTab
            availableProperties={clients === undefined ? undefined : available}
            clients={clients ?? []}
            renderAction={scheduleVisit}
          />
        </TabsContent>
      </Tabs>
    </div>
  );
}
