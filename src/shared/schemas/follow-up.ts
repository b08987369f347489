/** A client's next follow-up as the client form, the client page and the API take it. */

import { FOLLOW_UP_CADENCES, NEXT_FOLLOW_UP_CHOICES, SNOOZE_CHOICES } from "../domain/follow-ups";
import { isClockTime, isIsoDate } from "../domain/wall-clock";
import { emptyToNull, optionalText } from "./fields";
import { z } from "./zod";

/** The fields a client carries for it: spread into the client schemas. */
export const followUpFields = {
  nextFollowUpDate: z.preprocess(
    emptyToNull,
    z
      .string({ error: "Enter a valid date for the next follow-up" })
      .refine(isIsoDate, "Enter a valid date for the next follow-up")
      .nullable(),
  ),
  nextFollowUpTime: z.preprocess(
    emptyToNull,
    z
      .string({ error: "Enter a valid time for the next follow-up" })
      .refine(isClockTime, "Enter a valid time for the next follow-up")
      .nullable(),
  ),
  nextFollowUpNote: optionalText("Follow-up note", 500),
  followUpCadence: z.enum(FOLLOW_UP_CADENCES, { error: "Choose how often to follow up" }),
};

/**
 * The browser's clock: "today" is the agent's, as their device shows it (and a test's clock is
 * the browser's). Without it, the server's.
 */
const at = z.iso.datetime({ offset: true, error: "Send the time as an ISO instant" }).optional();

export const todayQuerySchema = z.object({ at });

/** 'Done' on a follow-up: logged as a note; the cadence sets the next one, or none. */
export const followUpDoneSchema = z.object({
  at,
  note: optionalText("Note", 2000).default(""),
});

export const followUpSnoozeSchema = z.object({
  at,
  until: z.enum(SNOOZE_CHOICES, { error: "Snooze until tomorrow or next week" }),
});

/** The after-call sheet's next follow-up: a quick choice or a date. */
export const nextFollowUpChoiceSchema = z.enum(NEXT_FOLLOW_UP_CHOICES);

export type FollowUpDone = z.infer<typeof followUpDoneSchema>;
export type FollowUpSnooze = z.infer<typeof followUpSnoozeSchema>;
