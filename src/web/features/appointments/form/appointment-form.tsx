import type { Appointment, AppointmentInput } from "@shared/schemas/appointment";
import type { Client } from "@shared/schemas/client";
import type { Property } from "@shared/schemas/property";
import { DiscardChangesDialog } from "@web/components/discard-changes-dialog";
import { FormActions } from "@web/components/form/form-actions";
import { FormPageLoading } from "@web/components/form-page";
import { Button } from "@web/components/ui/button";
import { localNow } from "@web/lib/local-time";
import { useUnsavedChangesGuard } from "@web/lib/use-unsaved-changes-guard";
import { useCreateAppointment } from "@web/records/appointment/create-appointment";
import { useUpdateAppointment } from "@web/records/appointment/update-appointment";
import { useClients } from "@web/records/client/get-clients";
import { useProperties } from "@web/records/property/get-properties";
import type * as React from "react";
import { useImperativeHandle, useMemo } from "react";
import { FormProvider, useForm } from "react-hook-form";
import { AppointmentFields } from "./appointment-fields";
import {
  type AppointmentFormValues,
  appointmentResolver,
  newFormValues,
  type Participants,
  toFormValues,
} from "./appointment-form-values";

export type AppointmentFormProps = {
  /** The appointment being edited; a new one is scheduled without it. */
  appointment?: Appointment;
  /** A new appointment's client and property, chosen beforehand (from a client or a match). */
  clientId?: string;
  propertyId?: string;
  onSaved: (saved: Appointment) => void;
  onCancel: () => void;
  /** Given the form's way to leave: at once, or after 'Discard changes?' when something is typed. */
  confirmLeaveRef?: React.Ref<ConfirmLeave>;
};

export type ConfirmLeave = (leave: () => void) => void;

/** SPEC's appointment form, once the agent's clients and properties (its choices) have loaded. */
export function AppointmentForm(props: AppointmentFormProps) {
  const clients = useClients();
  const properties = useProperties();
  if (clients.data && properties.data) {
    return <LoadedForm {...props} clients={clients.data} properties={properties.data} />;
  }
  if (clients.isError || properties.isError) {
    return (
      <p className="text-muted-foreground">Your clients and properties could not be loaded.</p>
    );
  }
  return <FormPageLoading />;
}

type LoadedFormProps = AppointmentFormProps & {
  clients: readonly Client[];
  properties: readonly Property[];
};

function LoadedForm({
  appointment,
  clients,
  properties,
  onSaved,
  onCancel,
  confirmLeaveRef,
  ...preset
}: LoadedFormProps) {
  const participants: Participants = useMemo(
    () => ({
      clients: new Map(clients.map((client) => [client.id, client])),
      properties: new Map(properties.map((property) => [property.id, property])),
    }),
    [clients, properties],
  );
  const form = useForm<AppointmentFormValues, unknown, AppointmentInput>({
    resolver: appointmentResolver,
    defaultValues: appointment
      ? toFormValues(appointment, participants)
      : newFormValues(participants, preset, localNow()),
  });
  const create = useCreateAppointment();
  const update = useUpdateAppointment();
  const isSaving = create.isPending || update.isPending;
  const guard = useUnsavedChangesGuard(form.formState.isDirty);
  useImperativeHandle(confirmLeaveRef, () => guard.confirmLeave, [guard.confirmLeave]);

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      const saved = appointment
        ? await update.mutateAsync({ id: appointment.id, patch: values })
        : await create.mutateAsync(values);
      guard.release();
      onSaved(saved);
    } catch {
      // The mutation has toasted the server's message; the form keeps what was typed.
    }
  });

  return (
    <FormProvider {...form}>
      <form onSubmit={onSubmit} noValidate className="flex flex-col gap-6">
        <AppointmentFields participants={participants} isEditing={Boolean(appointment)} />
        <FormActions
          isSaving={isSaving}
          submitLabel={appointment ? "Update Appointment" : "Schedule Appointment"}
          cancel={
            <Button type="button" variant="outline" onClick={onCancel}>
              Cancel
            </Button>
          }
        />
      </form>
      <DiscardChangesDialog
        isOpen={guard.isAsking}
        onKeepEditing={guard.keepEditing}
        onDiscard={guard.discard}
      />
    </FormProvider>
  );
}
