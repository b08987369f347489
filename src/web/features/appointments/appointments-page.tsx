import { APPOINTMENT_STATUSES, type AppointmentStatus } from "@shared/domain/catalogue";
import type { AppointmentWithParticipants } from "@shared/schemas/appointment";
import type { Client } from "@shared/schemas/client";
import type { Property } from "@shared/schemas/property";
import { RecordListPage } from "@web/components/record-list-page";
import { useIsLargeList } from "@web/lib/record-counts";
import { useAppointments } from "@web/records/appointment/get-appointments";
import { useClients } from "@web/records/client/get-clients";
import { useProperties } from "@web/records/property/get-properties";
import { useSettings } from "@web/records/settings/use-settings";
import { CalendarDaysIcon } from "lucide-react";
import { useCallback, useMemo } from "react";
import { useReminders } from "./api/get-reminders";
import { filterAppointments, withParticipants } from "./appointment-rows";
import { AppointmentCard } from "./components/appointment-card";
import { AppointmentCardSkeleton } from "./components/appointment-card-skeleton";
import { AppointmentDialog } from "./components/appointment-dialog";
import { EditAppointmentDialog } from "./components/edit-appointment-dialog";
import { useAppointmentReminders } from "./use-appointment-reminders";
import { SCHEDULE_PATH, useListDialogs } from "./use-list-dialogs";

const NO_CLIENTS: readonly Client[] = [];
const NO_PROPERTIES: readonly Property[] = [];
const EMPTY = {
  title: "No appointments found",
  description: "Schedule a visit, a consultation or a follow-up to see it here.",
  addFirstLabel: "Schedule Your First Appointment",
};

export function AppointmentsPage() {
  // A large account's list comes from the server a page at a time, each appointment with its
  // client and property, and its reminders from the server too.
  const isLarge = useIsLargeList("appointments");
  const isWhole = isLarge === false;
  const appointments = useAppointments({ isEnabled: isWhole });
  // Each card names its client and property, and offers to call or message them.
  const clients = useClients({ isEnabled: isWhole }).data ?? NO_CLIENTS;
  const properties = useProperties({ isEnabled: isWhole }).data ?? NO_PROPERTIES;
  const rows = useMemo(
    () => appointments.data && withParticipants(appointments.data, clients, properties),
    [appointments.data, clients, properties],
  );
  const dialogs = useListDialogs();
  useAppointmentReminders(useReminders(appointments.data, isLarge));

  const { openEdit } = dialogs;
  const { country } = useSettings();
  const filter = useCallback(
    (
      list: readonly AppointmentWithParticipants[],
      search: string,
      status: AppointmentStatus | "all",
    ) => filterAppointments(list, search, status, country),
    [country],
  );
  const renderCard = useCallback(
    (row: AppointmentWithParticipants) => <AppointmentCard appointment={row} onEdit={openEdit} />,
    [openEdit],
  );
  return (
    <>
      <RecordListPage
        title="Appointments"
        add={{ label: "Schedule Appointment", to: SCHEDULE_PATH }}
        noun="appointments"
        kind="appointments"
        icon={CalendarDaysIcon}
        query={{
          data: rows,
          error: appointments.error,
          isPending: appointments.isPending,
          isError: appointments.isError,
          refetch: appointments.refetch,
        }}
        searchLabel="Search appointments..."
        statuses={APPOINTMENT_STATUSES}
        allStatusLabel="All Status"
        filter={filter}
        empty={EMPTY}
        renderSkeleton={AppointmentCardSkeleton}
        renderItem={renderCard}
      />
      <AppointmentDialog isOpen={dialogs.isScheduleOpen} onOpenChange={dialogs.setScheduleOpen} />
      {dialogs.editingId && (
        <EditAppointmentDialog
          key={dialogs.editingId}
          id={dialogs.editingId}
          isOpen={dialogs.isEditOpen}
          onOpenChange={dialogs.setEditOpen}
        />
      )}
    </>
  );
}
