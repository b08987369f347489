import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
  AlertDialogTrigger,
} from "@web/components/ui/alert-dialog";
import { Button, type ButtonProps } from "@web/components/ui/button";
import { Trash2Icon } from "lucide-react";
import { useDeleteProperty } from "../api/delete-property";

type DeletePropertyButtonProps = Pick<ButtonProps, "size" | "className"> & {
  property: { id: string; title: string };
  success: { title: string; description?: string };
  isIconOnly?: boolean;
  onDeleted?: () => void;
};

/** Delete, after a confirmation naming the property. */
export function DeletePropertyButton({
  property,
  success,
  isIconOnly = false,
  onDeleted,
  size,
  className,
}: DeletePropertyButtonProps) {
  const remove = useDeleteProperty(success);
  return (
    <AlertDialog>
      <AlertDialogTrigger asChild>
        <Button
          variant="outline"
          size={size ?? (isIconOnly ? "icon" : "default")}
          className={className}
          disabled={remove.isPending}
        >
          <Trash2Icon aria-hidden="true" className="text-destructive" />
          {isIconOnly ? <span className="sr-only">Delete</span> : "Delete"}
        </Button>
      </AlertDialogTrigger>
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>Are you sure?</AlertDialogTitle>
          <AlertDialogDescription>
            This action cannot be undone. This will permanently delete &lsquo;{property.title}
            &rsquo; with its photos and documents.
          </AlertDialogDescription>
        </AlertDialogHeader>
        <AlertDialogFooter>
          <AlertDialogCancel>Cancel</AlertDialogCancel>
          <AlertDialogAction
            variant="destructive"
            onClick={() => remove.mutate(property.id, { onSuccess: onDeleted })}
          >
            Delete
          </AlertDialogAction>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
