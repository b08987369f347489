import {
  ConfirmDeleteButton,
  type ConfirmDeleteButtonProps,
} from "@web/components/confirm-delete-button";
import { useDeleteClient } from "@web/records/client/delete-client";

type DeleteClientButtonProps = Pick<
  ConfirmDeleteButtonProps,
  "size" | "className" | "isIconOnly"
> & {
  client: { id: string; name: string };
  success: { title: string; description?: string };
  onDeleted?: () => void;
};

/** Delete, after a confirmation naming the client. */
export function DeleteClientButton({
  client,
  success,
  onDeleted,
  ...button
}: DeleteClientButtonProps) {
  const remove = useDeleteClient(success);
  return (
    <ConfirmDeleteButton
      {...button}
      isPending={remove.isPending}
      onConfirm={() => remove.mutate(client.id, { onSuccess: onDeleted })}
      description={
        <>
          This action cannot be undone. This will permanently delete the client &lsquo;
          {client.name}&rsquo;.
        </>
      }
    />
  );
}
