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
import { AppointmentForm, type AppointmentFormProps } from "../form/appointment-form";

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
  return (
    <Dialog open={isOpen} onOpenChange={onOpenChange}>
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
          onSaved={() => onOpenChange(false)}
          onCancel={() => onOpenChange(false)}
        />
      </DialogContent>
    </Dialog>
  );
}
