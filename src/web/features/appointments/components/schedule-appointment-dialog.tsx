import type * as React from "react";
import { useState } from "react";
import { AppointmentDialog } from "./appointment-dialog";

type ScheduleAppointmentDialogProps = {
  /** Chosen beforehand: from a client's page, or a match of a client and a property. */
  clientId?: string;
  propertyId?: string;
  /** The button that opens the dialog. */
  trigger: React.ReactNode;
};

/** 'Schedule Appointment' in a modal, opened by `trigger`, with the client and property preset. */
export function ScheduleAppointmentDialog({ trigger, ...preset }: ScheduleAppointmentDialogProps) {
  const [isOpen, setIsOpen] = useState(false);
  return (
    <AppointmentDialog {...preset} trigger={trigger} isOpen={isOpen} onOpenChange={setIsOpen} />
  );
}
