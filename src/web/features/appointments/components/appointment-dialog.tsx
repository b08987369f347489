import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from "@web/components/ui/dialog";
import type * as React from "react";
import { useRef } from "react";
import {
  AppointmentForm,
  type AppointmentFormProps,
  type ConfirmLeave,
} from "../form/appointment-form";

type AppointmentDialogProps = Pick<
  AppointmentFormProps,
  "appointment" | "clientId" | "propertyId"
> & {
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  /** The button that opens it; without one, the caller opens it (from a card, or a link). */
  trigger?: React.ReactNode;
};

/** The appointment form in a modal: 'Schedule Appointment', or 'Edit Appointment' with one. */
export function AppointmentDialog({
  isOpen,
  onOpenChange,
  trigger,
  ...form
}: AppointmentDialogProps) {
  // Without a trigger Radix has nowhere to return focus: go back to what had it before.
  const openedFrom = useRef<HTMLElement | null>(null);
  const isEditing = Boolean(form.appointment);
  // Closing with typed changes asks 'Discard changes?' first (the form knows what is typed).
  const confirmLeave = useRef<ConfirmLeave | null>(null);
  const requestOpenChange = (open: boolean) => {
    if (open || !confirmLeave.current) {
      onOpenChange(open);
      return;
    }
    confirmLeave.current(() => onOpenChange(false));
  };
  return (
    <Dialog open={isOpen} onOpenChange={requestOpenChange}>
      {trigger && <DialogTrigger asChild>{trigger}</DialogTrigger>}
      <DialogContent
        className="sm:max-w-2xl"
        onOpenAutoFocus={() => {
          openedFrom.current =
            document.activeElement instanceof HTMLElement ? document.activeElement : null;
        }}
        onCloseAutoFocus={(event) => {
          if (!trigger) {
            event.preventDefault();
            if (openedFrom.current?.isConnected) {
              openedFrom.current.focus();
            }
          }
        }}
      >
        <DialogHeader>
          <DialogTitle>{isEditing ? "Edit Appointment" : "Schedule Appointment"}</DialogTitle>
          <DialogDescription>
            {isEditing
              ? "Change the appointment's details or its status."
              : "Choose a client, what it is about, and when and where it takes place."}
          </DialogDescription>
        </DialogHeader>
        <AppointmentForm
          {...form}
          confirmLeaveRef={confirmLeave}
          onSaved={() => onOpenChange(false)}
          onCancel={() => requestOpenChange(false)}
        />
      </DialogContent>
    </Dialog>
  );
}
