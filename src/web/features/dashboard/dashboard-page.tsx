import { upcomingAppointments } from "@shared/domain/appointments";
import { displayName } from "@shared/domain/format";
import { countMatchedProperties } from "@shared/domain/matching";
import { useAppointments } from "@web/features/appointments/api/get-appointments";
import { useSession } from "@web/features/auth/api/get-session";
import { useClients } from "@web/features/clients/api/get-clients";
import { useProperties } from "@web/features/properties/api/get-properties";
import { localNow } from "@web/lib/local-time";
import { useLoadErrorToast } from "@web/lib/use-load-error-toast";
import { usePageTitle } from "@web/lib/use-page-title";
import { CalendarDaysIcon, HandshakeIcon, HouseIcon, UsersIcon } from "lucide-react";
import { useMemo } from "react";
import { DASHBOARD_LIST_LENGTH } from "./components/dashboard-list-card";
import { RecentPropertiesCard } from "./components/recent-properties-card";
import { SummaryCards } from "./components/summary-cards";
import { UpcomingAppointmentsCard } from "./components/upcoming-appointments-card";

export function DashboardPage() {
  usePageTitle("Dashboard");
  const user = useSession().data?.user;
  const properties = useLoadedList(useProperties(), "properties");
  const clients = useLoadedList(useClients(), "clients");
  const appointments = useLoadedList(useAppointments(), "appointments");

  const upcoming = useMemo(
    () => appointments && upcomingAppointments(appointments, localNow()),
    [appointments],
  );
  const matchedCount = useMemo(
    () => (properties && clients ? countMatchedProperties(properties, clients) : undefined),
    [properties, clients],
  );

  return (
    <div className="flex flex-col gap-6">
      <div>
        <h1 className="font-semibold text-2xl tracking-tight">Dashboard</h1>
        <p className="text-muted-foreground">
          Welcome back, {displayName(user?.name, user?.email)}
        </p>
      </div>
      {/* Phones: appointments first, then the summary; desktops: summary, then the two lists side by side. */}
      <div className="grid grid-cols-1 gap-6 lg:grid-cols-2">
        <UpcomingAppointmentsCard
          appointments={upcoming?.slice(0, DASHBOARD_LIST_LENGTH)}
          className="lg:order-3"
        />
        <SummaryCards
          className="lg:order-1 lg:col-span-2"
          items={[
            {
              label: "Total Properties",
              to: "/properties",
              icon: HouseIcon,
              value: properties?.length,
            },
            {
              label: "Active Clients",
              to: "/clients",
              icon: UsersIcon,
              value: clients?.filter((client) => client.status === "active").length,
            },
            {
              label: "Upcoming Appointments",
              to: "/appointments",
              icon: CalendarDaysIcon,
              value: upcoming?.length,
            },
            {
              label: "Properties Matched",
              to: "/property-client-matching",
              icon: HandshakeIcon,
              value: matchedCount,
            },
          ]}
        />
        <RecentPropertiesCard
          properties={properties?.slice(0, DASHBOARD_LIST_LENGTH)}
          className="lg:order-2"
        />
      </div>
    </div>
  );
}

/** A list's data, with SPEC's toast when it cannot be loaded. */
function useLoadedList<T>(
  query: { data: T | undefined; error: Error | null },
  table: string,
): T | undefined {
  useLoadErrorToast(query.error, table);
  return query.data;
}
