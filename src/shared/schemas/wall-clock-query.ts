/** `?date=&time=`: the agent's local date and time, for answers measured from the device's clock. */

import { isClockTime, isIsoDate } from "../domain/wall-clock";
import { z } from "./zod";

export const wallClockQuerySchema = z.object({
  date: z.string().refine(isIsoDate, "Enter a valid date (YYYY-MM-DD)"),
  time: z.string().refine(isClockTime, "Enter a valid time (HH:MM)"),
});
