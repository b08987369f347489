/**
 * The query of a list endpoint (`GET /api/properties?limit=50&cursor=…&q=…&status=…`). Without
 * `limit` the list answers whole, as a plain array; with it, a page: `{ items, nextCursor }`.
 */

import { APPOINTMENT_STATUSES, CLIENT_STATUSES, PROPERTY_STATUSES } from "../domain/catalogue";
import { SOURCE_MAX_LENGTH } from "../domain/lead-sources";
import { decodeCursor } from "../domain/list-cursor";
import { isClockTime, isIsoDate } from "../domain/wall-clock";
import { z } from "./zod";

export const MAX_PAGE_SIZE = 200;
const MAX_SEARCH_LENGTH = 200;
const LIMIT_MESSAGE = `Limit must be a whole number from 1 to ${MAX_PAGE_SIZE}`;
const CURSOR_MESSAGE = "The list's cursor is not valid: load the list again from the start";
// The server writes creation instants in UTC with PostgreSQL's full (microsecond) precision:
// a millisecond JavaScript date would skip rows created within the same millisecond.
const INSTANT = /^(\d{4}-\d{2}-\d{2})T([01]\d|2[0-3]):[0-5]\d:[0-5]\d\.\d{6}Z$/;

const uuid = z.uuid();
const instant = z.string().refine((value) => isIsoDate(INSTANT.exec(value)?.[1] ?? ""));
const date = z.string().refine(isIsoDate);
const time = z.string().refine(isClockTime);

/** Newest first: the creation (or happening) instant and id of the last record shown. */
export const createdAtCursor = z.tuple([instant, uuid]);
/** Soonest first: the date, time and id of the last appointment shown. */
const scheduleCursor = z.tuple([date, time, uuid]);
/**
 * Soonest follow-up first: the last client's follow-up date ('9999-12-31' when it has none, so
 * those come last), its time ('' when none) and id.
 */
const followUpCursor = z.tuple([date, z.union([time, z.literal("")]), uuid]);

/** The clients list's own options: due follow-ups only, and soonest follow-up first. */
export const CLIENT_SORTS = ["newest", "follow-up"] as const;
export type ClientSort = (typeof CLIENT_SORTS)[number];

export const propertyListQuerySchema = listQuerySchema(PROPERTY_STATUSES, createdAtCursor);
export const clientListQuerySchema = listQuerySchema(
  CLIENT_STATUSES,
  z.union([createdAtCursor, followUpCursor]),
)
  .and(
    z.object({
      // Follow-ups due today or earlier, "today" being the agent's (the request's `at` in their
      // time zone, as the Today list counts it).
      followUp: z.literal("due", { error: "followUp can only be 'due'" }).optional(),
      sort: z.enum(CLIENT_SORTS, { error: "Sort by 'newest' or 'follow-up'" }).optional(),
      at: z.iso.datetime({ offset: true, error: "Send the time as an ISO instant" }).optional(),
      // Where the clients came from, as stored ('Listing link'), any case.
      source: z
        .string()
        .trim()
        .min(1, "source must not be empty")
        .max(SOURCE_MAX_LENGTH, `source must be at most ${SOURCE_MAX_LENGTH} characters`)
        .optional(),
    }),
  )
  .refine(
    (query) =>
      query.cursor === undefined || (query.cursor.length === 3) === (query.sort === "follow-up"),
    { message: CURSOR_MESSAGE, path: ["cursor"] },
  );
export const appointmentListQuerySchema = z.intersection(
  listQuerySchema(APPOINTMENT_STATUSES, scheduleCursor),
  // One client's appointments: their history on the client's page.
  z.object({ clientId: z.uuid("The client id must be a UUID").optional() }),
);

function listQuerySchema<Status extends string, Cursor>(
  statuses: readonly [Status, ...Status[]],
  cursor: z.ZodType<Cursor>,
) {
  return z
    .object({
      limit: z.coerce
        .number({ error: LIMIT_MESSAGE })
        .int(LIMIT_MESSAGE)
        .min(1, LIMIT_MESSAGE)
        .max(MAX_PAGE_SIZE, LIMIT_MESSAGE)
        .optional(),
      cursor: z
        .string()
        .transform((value, context) => {
          const parsed = cursor.safeParse(decodeCursor(value));
          if (!parsed.success) {
            context.addIssue({ code: "custom", message: CURSOR_MESSAGE });
            return z.NEVER;
          }
          return parsed.data;
        })
        .optional(),
      q: z
        .string()
        .trim()
        .max(MAX_SEARCH_LENGTH, `Search must be at most ${MAX_SEARCH_LENGTH} characters`)
        .transform((value) => value || undefined)
        .optional(),
      status: z.enum(statuses, { error: "Choose a valid status" }).optional(),
    })
    .refine((query) => query.cursor === undefined || query.limit !== undefined, {
      message: "A cursor needs a limit",
      path: ["cursor"],
    });
}

export type PropertyListQuery = z.infer<typeof propertyListQuerySchema>;
export type ClientListQuery = z.infer<typeof clientListQuerySchema>;
export type AppointmentListQuery = z.infer<typeof appointmentListQuerySchema>;
/** A list asked for whole, as SPEC.md's pages load it: no page, search or filter. */
export function isWholeList(query: object): boolean {
  return Object.values(query).every((value) => value === undefined);
}

/** One page of a list; `nextCursor` asks for the next, null on the last page. */
export type Page<T> = { items: T[]; nextCursor: string | null };

/** `GET /api/counts`: how many records of each kind the agent has. */
export type RecordCounts = { properties: number; clients: number; appointments: number };
