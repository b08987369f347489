import {
  ConfirmDeleteButton,
  type ConfirmDeleteButtonProps,
} from "@web/components/confirm-delete-button";
import { useDeleteAppointment } from "@web/records/appointment/delete-appointment";

type DeleteAppointmentButtonProps = Pick<
  ConfirmDeleteButtonProps,
  "size" | "className" | "isIconOnly" | "label"
> & {
  id: string;
  onDeleted?: () => void;
};

/** Delete, after SPEC's confirmation. */
export function DeleteAppointmentButton({
  id,
  onDeleted,
  ...button
}: DeleteAppointmentButtonProps) {
  const remove = useDeleteAppointment();
  return (
    <ConfirmDeleteButton
      {...button}
      isPending={remove.isPending}
      onConfirm={() => remove.mutate(id, { onSuccess: onDeleted })}
      description="This action cannot be undone. This will permanently delete the appointment."
    />
  );
}
