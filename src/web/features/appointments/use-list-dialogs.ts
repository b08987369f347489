import { useCallback, useEffect, useState } from "react";
import { useLocation, useNavigate, useSearchParams } from "react-router";

/** The list's address that opens the 'Schedule Appointment' dialog (its add and empty-state links). */
export const SCHEDULE_PATH = "/appointments?schedule";

/** What the detail page's Edit sends along to /appointments. */
export type EditNavigationState = { editAppointmentId: string };

/**
 * The list page's two dialogs. Scheduling opens from the address (?schedule), so the shared list
 * header and empty state can link to it. Editing opens from a card, or on arrival from the detail
 * page with `{ editAppointmentId }` in the navigation state, which is then cleared.
 */
export function useListDialogs() {
  const [searchParams, setSearchParams] = useSearchParams();
  const location = useLocation();
  const navigate = useNavigate();
  const [edit, setEdit] = useState<{ id: string; isOpen: boolean } | null>(null);

  const arrivingId = editIdOf(location.state);
  useEffect(() => {
    if (!arrivingId) {
      return;
    }
    setEdit({ id: arrivingId, isOpen: true });
    void navigate(`${location.pathname}${location.search}`, { replace: true, state: null });
  }, [arrivingId, navigate, location.pathname, location.search]);

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

function editIdOf(state: unknown): string | undefined {
  const id = (state as Partial<EditNavigationState> | null)?.editAppointmentId;
  return typeof id === "string" ? id : undefined;
}
