import {
  ConfirmDeleteButton,
  type ConfirmDeleteButtonProps,
} from "@web/components/confirm-delete-button";
import { useDeleteProperty } from "@web/records/property/delete-property";

type DeletePropertyButtonProps = Pick<
  ConfirmDeleteButtonProps,
  "size" | "className" | "isIconOnly"
> & {
  property: { id: string; title: string };
  success: { title: string; description?: string };
  onDeleted?: () => void;
};

/** Delete, after a confirmation naming the property. */
export function DeletePropertyButton({
  property,
  success,
  onDeleted,
  ...button
}: DeletePropertyButtonProps) {
  const remove = useDeleteProperty(success);
  return (
    <ConfirmDeleteButton
      {...button}
      isPending={remove.isPending}
      onConfirm={() => remove.mutate(property.id, { onSuccess: onDeleted })}
      description={
        <>
          This action cannot be undone. This will permanently delete &lsquo;{property.title}
          &rsquo; with its photos and documents.
        </>
      }
    />
  );
}
