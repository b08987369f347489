import type { Property } from "@shared/schemas/property";
import { BackLink } from "@web/components/back-link";
import { DetailSkeleton } from "@web/components/detail-skeleton";
import { LinkButton } from "@web/components/link-button";
import { NotFoundState } from "@web/components/not-found-state";
import { SectionCard } from "@web/components/section-card";
import { Button } from "@web/components/ui/button";
import { isNotFound, useLoadErrorToast } from "@web/lib/use-load-error-toast";
import { usePageTitle } from "@web/lib/use-page-title";
import type { TimelineCard } from "@web/records/activity/timeline-card";
import { useClientAppointments } from "@web/records/appointment/get-client-appointments";
import type { ScheduleAppointmentAction } from "@web/records/appointment/schedule-appointment-action";
import { clientDisplayName } from "@web/records/client/client-display-name";
import { DELETED_FROM_DETAIL } from "@web/records/client/delete-client";
import { useClient } from "@web/records/client/get-client";
import { mergedIntoOf } from "@web/records/client/merged-into";
import type { DuplicatesCardSlot } from "@web/records/duplicates/duplicates-card-slot";
import { useProperties } from "@web/records/property/get-properties";
import type { ShortlistCardSlot } from "@web/records/shortlist/shortlist-card-slot";
import { CalendarPlusIcon, PencilIcon } from "lucide-react";
import { useEffect } from "react";
import { useNavigate, useParams } from "react-router";
import { ClientBadges } from "./components/client-badges";
import { ClientContactActions } from "./components/client-contact-actions";
import { ClientContactDetails } from "./components/client-contact-details";
import { ClientNotes } from "./components/client-notes";
import { ClientRequirements } from "./components/client-requirements";
import { DeleteClientButton } from "./components/delete-client-button";
import { SaveToPhoneButton } from "./components/save-to-phone-button";
import { AppointmentHistory } from "./detail/appointment-history";
import { FollowUpCard } from "./detail/follow-up-card";
import { MatchedPropertiesCard } from "./detail/matched-properties-card";

const NO_PROPERTIES: readonly Property[] = [];

export function ClientDetailPage({
  ScheduleAppointment,
  Activity,
  Shortlist,
  Duplicates,
}: {
  ScheduleAppointment: ScheduleAppointmentAction;
  Activity: TimelineCard;
  Shortlist: ShortlistCardSlot;
  Duplicates: DuplicatesCardSlot;
}) {
  const id = useParams().id ?? "";
  const navigate = useNavigate();
  const { data: client, error, isError } = useClient(id);
  useLoadErrorToast(error, "clients");
  const properties = useProperties().data ?? NO_PROPERTIES;
  const history = useClientAppointments(id);
  const name = client ? clientDisplayName(client) : "Client";
  usePageTitle(name);
  // A client merged into another: its old links open the survivor.
  const mergedInto = mergedIntoOf(error);
  useEffect(() => {
    if (mergedInto) {
      void navigate(`/clients/${mergedInto}`, { replace: true });
    }
  }, [mergedInto, navigate]);

  if (!client) {
    if (isError && !mergedInto) {
      return (
        <NotFoundState
          title={isNotFound(error) ? "Client not found" : "The client could not be loaded"}
          backTo="/clients"
          backLabel="Back to Clients"
        />
      );
    }
    return <DetailSkeleton label="Loading client…" />;
  }

  return (
    <div className="flex flex-col gap-6">
      <BackLink to="/clients">Back to Clients</BackLink>
      <div className="flex flex-col gap-4 sm:flex-row sm:items-start sm:justify-between">
        <div className="flex min-w-0 flex-col gap-2">
          <ClientBadges status={client.status} interest={client.interest} className="flex gap-2" />
          <h1 className="wrap-anywhere font-semibold text-2xl tracking-tight">{name}</h1>
        </div>
        <div className="flex shrink-0 flex-wrap gap-2">
          <ScheduleAppointment
            clientId={client.id}
            trigger={
              <Button variant="outline" className="w-full sm:w-auto">
                <CalendarPlusIcon aria-hidden="true" />
                Schedule Appointment
              </Button>
            }
          />
          <SaveToPhoneButton clientId={client.id} />
          <LinkButton to={`/clients/${client.id}/edit`} variant="outline" icon={PencilIcon}>
            Edit
          </LinkButton>
          <DeleteClientButton
            client={{ id: client.id, name }}
            success={DELETED_FROM_DETAIL}
            onDeleted={() => navigate("/clients", { replace: true })}
          />
        </div>
      </div>
      <div className="grid grid-cols-1 gap-6 lg:grid-cols-3 lg:items-start">
        {/* Contact comes first on phones, beside the rest on wide screens. */}
        <SectionCard title="Contact" className="lg:order-last">
          <ClientContactDetails client={client} />
          <ClientContactActions client={client} />
        </SectionCard>
        <div className="flex min-w-0 flex-col gap-6 lg:col-span-2">
          <Duplicates clientId={client.id} />
          <FollowUpCard client={client} />
          <SectionCard title="Preferences">
            <ClientRequirements client={client} />
          </SectionCard>
          <Activity owner={{ clientId: client.id }} />
          <SectionCard title="Notes">
            <ClientNotes notes={client.notes} />
          </SectionCard>
          <MatchedPropertiesCard client={client} properties={properties} />
          <Shortlist clientId={client.id} />
          <AppointmentHistory appointments={history} />
        </div>
      </div>
    </div>
  );
}
