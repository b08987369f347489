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
import type * as React from "react";

export type ConfirmDeleteButtonProps = Pick<ButtonProps, "size" | "className"> & {
  /** What the confirmation says will be deleted. */
  description: React.ReactNode;
  isPending: boolean;
  isIconOnly?: boolean;
  /** The button's name. */
  label?: string;
  /** The confirmation's own button: Delete unless the action is not a deletion. */
  confirmLabel?: string;
  onConfirm: () => void;
};

/** A Delete button that asks 'Are you sure?' first. */
export function ConfirmDeleteButton({
  description,
  isPending,
  isIconOnly = false,
  label = "Delete",
  confirmLabel = "Delete",
  onConfirm,
  size,
  className,
}: ConfirmDeleteButtonProps) {
  return (
    <AlertDialog>
      <AlertDialogTrigger asChild>
        <Button
          variant="outline"
          size={size ?? (isIconOnly ? "icon" : "default")}
          className={className}
          disabled={isPending}
        >
          <Trash2Icon aria-hidden="true" className="text-destructive" />
          {isIconOnly ? <span className="sr-only">{label}</span> : label}
        </Button>
      </AlertDialogTrigger>
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>Are you sure?</AlertDialogTitle>
          <AlertDialogDescription>{description}</AlertDialogDescription>
        </AlertDialogHeader>
        <AlertDialogFooter>
          <AlertDialogCancel>Cancel</AlertDialogCancel>
          <AlertDialogAction variant="destructive" onClick={onConfirm}>
            {confirmLabel}
          </AlertDialogAction>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
