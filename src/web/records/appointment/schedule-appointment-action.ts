import type { ComponentType, ReactNode } from "react";

/**
 * The appointments feature's 'Schedule Appointment' dialog, opened by `trigger` with the client
 * and property preset. Pages of other features offer it without importing that feature: their
 * route hands it to them (src/web/app/routes).
 */
export type ScheduleAppointmentAction = ComponentType<{
  clientId?: string;
  propertyId?: string;
  trigger: ReactNode;
}>;
