import { ACTIVITY_KIND_LABELS } from "@shared/domain/activities";
import type { Activity } from "@shared/schemas/activity";
import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
} from "@web/components/ui/alert-dialog";
import { useDeleteActivity } from "@web/records/activity/delete-activity";

type DeleteActivityDialogProps = { activity: Activity | null; onClose: () => void };

/** 'Are you sure?' before an entry leaves the timeline. */
export function DeleteActivityDialog({ activity, onClose }: DeleteActivityDialogProps) {
  const remove = useDeleteActivity();
  return (
    <AlertDialog open={activity !== null} onOpenChange={(open) => !open && onClose()}>
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>Are you sure?</AlertDialogTitle>
          <AlertDialogDescription>
            This {activity ? ACTIVITY_KIND_LABELS[activity.kind] : ""} entry will be deleted from
            the timeline.
          </AlertDialogDescription>
        </AlertDialogHeader>
        <AlertDialogFooter>
          <AlertDialogCancel>Cancel</AlertDialogCancel>
          <AlertDialogAction
            variant="destructive"
            disabled={remove.isPending}
            onClick={() => activity && remove.mutate(activity.id)}
          >
            Delete
          </AlertDialogAction>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
