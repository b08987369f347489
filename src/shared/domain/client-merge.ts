/**
 * Merging two records of one client (issue #29): the agent picks each field's value, lists are
 * offered as both together, notes joined; the follow-up and the last contact follow rules.
 * The fields come from the export's columns, so a field the client gains is merged too.
 */
import type { Client } from "../schemas/client";
import { normalizeLocations } from "./locations";
import { CLIENT_COLUMNS } from "./record-columns";

export type MergeSide = "survivor" | "other";
export type MergeWay = "pick" | "union" | "joined";
export type MergeField = { field: keyof Client; header: string; way: MergeWay };

// The server keeps the earlier follow-up and the later contact; the dates are the records' own.
const DECIDED_BY_RULE: ReadonlySet<string> = new Set([
  "nextFollowUpDate",
  "nextFollowUpTime",
  "nextFollowUpNote",
  "followUpCadence",
  "lastContactAt",
  "createdAt",
  "updatedAt",
]);

export const MERGE_FIELDS: readonly MergeField[] = CLIENT_COLUMNS.filter(
  (column) => !DECIDED_BY_RULE.has(column.field),
).map(({ field, header, kind }) => ({
  field,
  header,
  way: kind === "list" ? "union" : field === "notes" ? "joined" : "pick",
}));

export type MergePicks = Partial<Record<keyof Client, MergeSide>>;
export type FollowUpFields = Pick<
  Client,
  "nextFollowUpDate" | "nextFollowUpTime" | "nextFollowUpNote" | "followUpCadence"
>;

/** The survivor's value, unless it is empty and the other's is not. */
export function defaultSide(survivorValue: unknown, otherValue: unknown): MergeSide {
  return isEmpty(survivorValue) && !isEmpty(otherValue) ? "other" : "survivor";
}

/** The default pick of every field the agent chooses. */
export function defaultPicks(survivor: Client, other: Client): MergePicks {
  return Object.fromEntries(
    MERGE_FIELDS.filter(({ way }) => way === "pick").map(({ field }) => [
      field,
      defaultSide(survivor[field], other[field]),
    ]),
  );
}

/** The merged client's fields: each pick's value, both lists together, both notes joined. */
export function mergedFields(
  survivor: Client,
  other: Client,
  picks: MergePicks,
): Record<string, unknown> {
  return Object.fromEntries(
    MERGE_FIELDS.map(({ field, way }) => {
      const [mine, theirs] = [survivor[field], other[field]];
      if (way === "union") {
        return [field, normalizeLocations([...asList(mine), ...asList(theirs)])];
      }
      if (way === "joined") {
        return [field, joinedText(String(mine ?? ""), String(theirs ?? ""))];
      }
      return [field, (picks[field] ?? defaultSide(mine, theirs)) === "other" ? theirs : mine];
    }),
  );
}

/** Both texts, each once, a blank line between them. */
export function joinedText(a: string, b: string): string {
  const parts = [a.trim(), b.trim()].filter((part) => part !== "");
  return [...new Set(parts)].join("\n\n");
}

/** The follow-up that comes first: a set one before none, the earlier day and time. */
export function earlierFollowUp(a: FollowUpFields, b: FollowUpFields): FollowUpFields {
  if (a.nextFollowUpDate === null || b.nextFollowUpDate === null) {
    return a.nextFollowUpDate === null && b.nextFollowUpDate !== null
      ? pickFollowUp(b)
      : pickFollowUp(a);
  }
  const when = (side: FollowUpFields) => `${side.nextFollowUpDate} ${side.nextFollowUpTime ?? ""}`;
  return when(b) < when(a) ? pickFollowUp(b) : pickFollowUp(a);
}

/** The later of two instants, either of which may be missing. */
export function laterInstant<T extends Date | string>(a: T | null, b: T | null): T | null {
  if (a === null || b === null) {
    return a ?? b;
  }
  return new Date(b).getTime() > new Date(a).getTime() ? b : a;
}

function pickFollowUp(side: FollowUpFields): FollowUpFields {
  const { nextFollowUpDate, nextFollowUpTime, nextFollowUpNote, followUpCadence } = side;
  return { nextFollowUpDate, nextFollowUpTime, nextFollowUpNote, followUpCadence };
}

function asList(value: unknown): string[] {
  return Array.isArray(value) ? value.map(String) : [];
}

function isEmpty(value: unknown): boolean {
  return (
    value === null || value === undefined || (typeof value === "string" && value.trim() === "")
  );
}
