/** Activities as the timeline, the after-call sheet and the API take them (docs/decisions/026). */

import {
  ACTIVITY_KINDS,
  type ActivityKind,
  CALL_OUTCOMES,
  type CallOutcome,
} from "../domain/activities";
import { decodeCursor } from "../domain/list-cursor";
import { optionalText } from "./fields";
import { createdAtCursor } from "./list-query";
import { z } from "./zod";

export const ACTIVITIES_PAGE_SIZE = 50;
const CURSOR_MESSAGE = "The timeline's cursor is not valid: load it again from the start";

const uuid = (what: string) => z.uuid({ error: `Choose a valid ${what}` });
// May be backdated; the server refuses one in the future (it has the clock).
const happenedAt = z.iso.datetime({
  offset: true,
  error: "Enter when it happened as a date and time",
});

const fields = {
  kind: z.enum(ACTIVITY_KINDS, { error: "Choose a valid kind of activity" }),
  happenedAt,
  text: optionalText("Note", 2000, { isMultiline: true }),
  outcome: z.enum(CALL_OUTCOMES, { error: "Choose a valid outcome" }).nullable(),
};

/**
 * A new activity. The browser names its id, so an offline tap sent twice is stored once. It
 * belongs to a client, a property or both; without `happenedAt` it happened now.
 */
export const activityInputSchema = z
  .object({
    id: z.uuid({ error: "The activity id must be a UUID" }).optional(),
    ...fields,
    happenedAt: fields.happenedAt.optional(),
    text: fields.text.default(""),
    outcome: fields.outcome.default(null),
    clientId: uuid("client").nullable().default(null),
    propertyId: uuid("property").nullable().default(null),
    appointmentId: uuid("appointment").nullable().default(null),
  })
  .refine((input) => input.clientId !== null || input.propertyId !== null, {
    message: "An activity belongs to a client or a property",
    path: ["clientId"],
  });

export const activityUpdateSchema = z.object(fields).partial();

/** One client's or one property's timeline, newest first, a page at a time. */
export const activityListQuerySchema = z
  .object({
    clientId: z.uuid("The client id must be a UUID").optional(),
    propertyId: z.uuid("The property id must be a UUID").optional(),
    limit: z.coerce.number().int().min(1).max(200).default(ACTIVITIES_PAGE_SIZE),
    cursor: z
      .string()
      .transform((value, context) => {
        const parsed = createdAtCursor.safeParse(decodeCursor(value));
        if (!parsed.success) {
          context.addIssue({ code: "custom", message: CURSOR_MESSAGE });
          return z.NEVER;
        }
        return parsed.data;
      })
      .optional(),
  })
  .refine((query) => (query.clientId === undefined) !== (query.propertyId === undefined), {
    message: "Name one client or one property",
  });

export type ActivityInput = z.infer<typeof activityInputSchema>;
export type ActivityUpdate = z.infer<typeof activityUpdateSchema>;
export type ActivityListQuery = z.infer<typeof activityListQuerySchema>;
export type Activity = {
  id: string;
  kind: ActivityKind;
  happenedAt: string;
  text: string;
  outcome: CallOutcome | null;
  clientId: string | null;
  propertyId: string | null;
  appointmentId: string | null;
  createdAt: string;
  updatedAt: string;
};
