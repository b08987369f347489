import { appointmentReminders } from "@shared/domain/appointments";
import type { Appointment, AppointmentReminders } from "@shared/schemas/appointment";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "@web/lib/api";
import { localNow, localNowQuery } from "@web/lib/local-time";
import { APPOINTMENTS_KEY } from "@web/records/appointment/get-appointments";
import { useMemo } from "react";

const remindersQueryOptions = () =>
  queryOptions({
    queryKey: [...APPOINTMENTS_KEY, "reminders"],
    queryFn: () => api.get<AppointmentReminders>(`/api/appointments/reminders?${localNowQuery()}`),
  });

/**
 * SPEC section 8's reminders at the device's clock: from the whole list once it has loaded, or
 * from the server for a large account, whose list the browser only pages.
 */
export function useReminders(
  wholeList: readonly Appointment[] | undefined,
  isLarge: boolean | undefined,
): AppointmentReminders | undefined {
  const fromServer = useQuery({ ...remindersQueryOptions(), enabled: isLarge === true });
  const fromList = useMemo(
    () => wholeList && appointmentReminders(wholeList, localNow()),
    [wholeList],
  );
  return isLarge ? fromServer.data : fromList;
}
