import { useCallback, useState } from "react";
import { useSearchParams } from "react-router";

/** The list's address that opens the 'Schedule Appointment' dialog (its add and empty-state links). */
export const SCHEDULE_PATH = "/appointments?schedule";

/**
 * The list page's two dialogs. Scheduling opens from the address (?schedule), so the shared list
 * header and empty state can link to it. Editing opens from a card.
 */
export function useListDialogs() {
  const [searchParams, setSearchParams] = useSearchParams();
  const [edit, setEdit] = useState<{ id: string; isOpen: boolean } | null>(null);

  const openEdit = useCallback((id: string) => setEdit({ id, isOpen: true }), []);
  return {
    isScheduleOpen: searchParams.has("schedule"),
    setScheduleOpen: (isOpen: boolean) => {
      if (!isOpen) {
        setSearchParams({}, { replace: true });
      }
    },
    /** Kept while the dialog closes, so its content stays until it has faded out. */
    editingId: edit?.id,
    isEditOpen: edit?.isOpen ?? false,
    setEditOpen: (isOpen: boolean) => setEdit((current) => current && { ...current, isOpen }),
    openEdit,
  };
}
