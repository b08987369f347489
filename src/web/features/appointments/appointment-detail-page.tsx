import { BackLink } from "@web/components/back-link";
import { DetailSkeleton } from "@web/components/detail-skeleton";
import { NotFoundState } from "@web/components/not-found-state";
import { Button } from "@web/components/ui/button";
import { isNotFound, useLoadErrorToast } from "@web/lib/use-load-error-toast";
import { usePageTitle } from "@web/lib/use-page-title";
import { useAppointment } from "@web/records/appointment/get-appointment";
import { useClients } from "@web/records/client/get-clients";
import { useProperties } from "@web/records/property/get-properties";
import { PencilIcon } from "lucide-react";
import { useState } from "react";
import { useNavigate, useParams } from "react-router";
import { AppointmentDialog } from "./components/appointment-dialog";
import { AppointmentStatusBadge } from "./components/appointment-status-badge";
import { DeleteAppointmentButton } from "./components/delete-appointment-button";
import { AppointmentFacts } from "./detail/appointment-facts";
import { ParticipantsCard } from "./detail/participants-card";

export function AppointmentDetailPage() {
  const id = useParams().id ?? "";
  const navigate = useNavigate();
  const { data: appointment, error, isError } = useAppointment(id);
  useLoadErrorToast(error, "appointments");
  usePageTitle(appointment?.title ?? "Appointment");
  const clients = useClients().data;
  const properties = useProperties().data;
  const [isEditOpen, setIsEditOpen] = useState(false);

  if (!appointment) {
    if (isError) {
      return (
        <NotFoundState
          title={
            isNotFound(error) ? "Appointment not found" : "The appointment could not be loaded"
          }
          backTo="/appointments"
          backLabel="Back to Appointments"
        />
      );
    }
    return <DetailSkeleton label="Loading appointment…" />;
  }

  const client = clients?.find((candidate) => candidate.id === appointment.clientId);
  const property = properties?.find((candidate) => candidate.id === appointment.propertyId);
  return (
    <div className="flex flex-col gap-6">
      <BackLink to="/appointments">Back to Appointments</BackLink>
      <div className="flex flex-col gap-4 sm:flex-row sm:items-start sm:justify-between">
        <div className="flex min-w-0 flex-col gap-2">
          <AppointmentStatusBadge status={appointment.status} />
          <h1 className="wrap-anywhere font-semibold text-2xl tracking-tight">
            {appointment.title}
          </h1>
        </div>
        <div className="flex shrink-0 gap-2">
          {/* Edited here, so the agent stays on the appointment they were looking at. */}
          <AppointmentDialog
            appointment={appointment}
            isOpen={isEditOpen}
            onOpenChange={setIsEditOpen}
            trigger={
              <Button variant="outline">
                <PencilIcon aria-hidden="true" />
                Edit
              </Button>
            }
          />
          <DeleteAppointmentButton
            id={appointment.id}
            onDeleted={() => navigate("/appointments", { replace: true })}
          />
        </div>
      </div>
      <div className="grid grid-cols-1 gap-6 lg:grid-cols-3">
        <div className="flex min-w-0 flex-col gap-6 lg:col-span-2">
          <AppointmentFacts appointment={appointment} />
        </div>
        <div className="flex min-w-0 flex-col gap-6">
          <ParticipantsCard client={client} property={property} />
        </div>
      </div>
    </div>
  );
}
