/** A pair's status as the agent sets it, and the client's answers on their shortlist page. */

import { PAIR_STATUSES } from "../domain/pair-status";
import { isClockTime, isIsoDate } from "../domain/wall-clock";
import { optionalText } from "./fields";
import { z } from "./zod";

export const pairStatusInputSchema = z.object({
  clientId: z.uuid({ error: "Choose a valid client" }),
  propertyId: z.uuid({ error: "Choose a valid property" }),
  status: z.enum(PAIR_STATUSES, { error: "Choose a valid status" }),
  reason: optionalText("Reason", 500).default(""),
});

/** 'Send matches': the listings to put on the client's shortlist page. */
export const shortlistSendSchema = z.object({
  propertyIds: z
    .array(z.uuid({ error: "Choose valid listings" }))
    .min(1, "Choose at least one listing")
    .max(50, "Send at most 50 listings at once"),
});

export const shortlistAnswerSchema = z.object({
  propertyId: z.uuid({ error: "Choose a valid listing" }),
  answer: z.enum(["interested", "not-for-me"], { error: "Answer Interested or Not for me" }),
  reason: optionalText("Reason", 500).default(""),
});

export const visitRequestInputSchema = z.object({
  propertyId: z.uuid({ error: "Choose a valid listing" }),
  date: z.string({ error: "Choose a date" }).refine(isIsoDate, "Choose a date"),
  time: z.string({ error: "Choose a time" }).refine(isClockTime, "Choose a time"),
  note: optionalText("Note", 1000).default(""),
});

export type PairStatusInput = z.infer<typeof pairStatusInputSchema>;
export type ShortlistAnswer = z.infer<typeof shortlistAnswerSchema>;
export type VisitRequestInput = z.infer<typeof visitRequestInputSchema>;
