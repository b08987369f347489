import { displayName } from "@shared/domain/format";
import type { DashboardSummary } from "@shared/schemas/dashboard";
import { Button } from "@web/components/ui/button";
import { EmptyState } from "@web/components/ui/empty-state";
import { useLoadErrorToast } from "@web/lib/use-load-error-toast";
import { usePageTitle } from "@web/lib/use-page-title";
import { useSession } from "@web/records/session/get-session";
import {
  CalendarDaysIcon,
  HandshakeIcon,
  HouseIcon,
  LayoutDashboardIcon,
  UsersIcon,
} from "lucide-react";
import { useDashboard } from "./api/get-dashboard";
import { NewLeadsCard } from "./components/new-leads-card";
import { RecentPropertiesCard } from "./components/recent-properties-card";
import { SummaryCards } from "./components/summary-cards";
import { TodayCard } from "./components/today-card";
import { UpcomingAppointmentsCard } from "./components/upcoming-appointments-card";

export function DashboardPage() {
  usePageTitle("Dashboard");
  const user = useSession().data?.user;
  const { data: summary, error, refetch } = useDashboard();
  useLoadErrorToast(error, "dashboard");

  return (
    <div className="flex flex-col gap-6">
      <div>
        <h1 className="font-semibold text-2xl tracking-tight">Dashboard</h1>
        <p className="text-muted-foreground">
          Welcome back, {displayName(user?.name, user?.email)}
        </p>
      </div>
      {error && !summary ? (
        <EmptyState
          icon={LayoutDashboardIcon}
          title="The dashboard could not be loaded"
          action={
            <Button variant="outline" onClick={() => void refetch()}>
              Try again
            </Button>
          }
        />
      ) : (
        <DashboardCards summary={summary} />
      )}
    </div>
  );
}

/**
 * Phones: Today, appointments, then the summary; desktops: Today, the summary, then the two lists
 * side by side.
 */
function DashboardCards({ summary }: { summary: DashboardSummary | undefined }) {
  return (
    <div className="grid grid-cols-1 gap-6 lg:grid-cols-2">
      {/* Unordered, so first at every width: the others take orders 1 to 3 on desktops. */}
      <TodayCard />
      <UpcomingAppointmentsCard appointments={summary?.nextAppointments} className="lg:order-3" />
      <SummaryCards
        className="lg:order-1 lg:col-span-2"
        items={[
          {
            label: "Total Properties",
            to: "/properties",
            icon: HouseIcon,
            value: summary?.totalProperties,
          },
          {
            label: "Active Clients",
            to: "/clients",
            icon: UsersIcon,
            value: summary?.activeClients,
          },
          {
            label: "Upcoming Appointments",
            to: "/appointments",
            icon: CalendarDaysIcon,
            value: summary?.upcomingAppointments,
          },
          {
            label: "Properties Matched",
            to: "/property-client-matching",
            icon: HandshakeIcon,
            value: summary?.matchedProperties,
          },
        ]}
      />
      <RecentPropertiesCard properties={summary?.recentProperties} className="lg:order-2" />
      <NewLeadsCard newLeads={summary?.newLeads} className="lg:order-4" />
    </div>
  );
}
