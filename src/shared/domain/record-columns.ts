/**
 * The columns of a client or property export, in order, named as the forms label the fields.
 * The import reads the same headers back, so an exported file imports unchanged.
 */
import type { Client } from "../schemas/client";
import type { Property } from "../schemas/property";
import type { CsvCell } from "./csv";
import { formatPhone } from "./phone-numbers";

export type ColumnKind = "text" | "phone" | "number" | "date" | "list" | "boolean";

export type RecordColumn<Field extends string = string> = {
  field: Field;
  header: string;
  kind: ColumnKind;
};

/** A cell as a typed spreadsheet holds it (dates as dates); CSV writes dates with `csvCellOf`. */
export type ExportValue = string | number | Date | null;

const LIST_SEPARATOR = "; ";

export const CLIENT_COLUMNS = [
  { field: "title", header: "Title", kind: "text" },
  { field: "name", header: "Name", kind: "text" },
  { field: "phone", header: "Phone", kind: "phone" },
  { field: "email", header: "Email", kind: "text" },
  { field: "status", header: "Status", kind: "text" },
  { field: "purpose", header: "Purpose", kind: "text" },
  { field: "interest", header: "Interest", kind: "text" },
  { field: "budget", header: "Budget", kind: "number" },
  { field: "locations", header: "Preferred Locations", kind: "list" },
  { field: "propertyTypes", header: "Property Types", kind: "list" },
  { field: "notes", header: "Notes", kind: "text" },
  { field: "source", header: "Source", kind: "text" },
  // The agent's calendar day ('YYYY-MM-DD') and clock time, as typed: not instants.
  { field: "nextFollowUpDate", header: "Next follow-up", kind: "text" },
  { field: "nextFollowUpTime", header: "Follow-up time", kind: "text" },
  { field: "nextFollowUpNote", header: "Follow-up note", kind: "text" },
  { field: "followUpCadence", header: "Follow up every", kind: "text" },
  { field: "lastContactAt", header: "Last contact", kind: "date" },
  { field: "createdAt", header: "Created", kind: "date" },
  { field: "updatedAt", header: "Updated", kind: "date" },
] as const satisfies readonly RecordColumn<keyof Client>[];

/** Photos and documents are exported as their file addresses (`/api/files/…`), one per list item. */
export const PROPERTY_COLUMNS = [
  { field: "title", header: "Title", kind: "text" },
  { field: "description", header: "Description", kind: "text" },
  { field: "price", header: "Price", kind: "number" },
  { field: "mainType", header: "Main Type", kind: "text" },
  { field: "subType", header: "Sub Type", kind: "text" },
  { field: "status", header: "Status", kind: "text" },
  { field: "location", header: "Location", kind: "text" },
  { field: "purpose", header: "Purpose", kind: "text" },
  { field: "ownerName", header: "Owner Name", kind: "text" },
  { field: "ownerPhone", header: "Owner Phone", kind: "phone" },
  { field: "bedrooms", header: "Bedrooms", kind: "number" },
  { field: "bathrooms", header: "Bathrooms", kind: "number" },
  { field: "landSizeSqft", header: "Land Size (sqft)", kind: "number" },
  { field: "landSizeAcres", header: "Land Size (acres)", kind: "number" },
  { field: "builtUpArea", header: "Built-up Area (sqft)", kind: "number" },
  { field: "pricePerSqft", header: "Price per sqft", kind: "number" },
  { field: "photos", header: "Photos", kind: "list" },
  { field: "documents", header: "Documents", kind: "list" },
  { field: "videoLinks", header: "Video Links", kind: "list" },
  { field: "createdAt", header: "Created", kind: "date" },
  { field: "updatedAt", header: "Updated", kind: "date" },
] as const satisfies readonly RecordColumn<keyof Property>[];

export function joinList(items: readonly string[]): string {
  return items.join(LIST_SEPARATOR);
}

/** A list cell back to its items: split at semicolons, trimmed, blanks dropped. */
export function splitList(text: string): string[] {
  return text
    .split(";")
    .map((item) => item.trim())
    .filter((item) => item !== "");
}

export function columnHeaders(columns: readonly RecordColumn[]): string[] {
  return columns.map((column) => column.header);
}

/** A record's cells in column order; a missing or empty value is null. */
export function exportValues(
  record: Readonly<Record<string, unknown>>,
  columns: readonly RecordColumn[],
): ExportValue[] {
  return columns.map((column) => exportValue(record[column.field], column.kind));
}

/** A CSV cell: text and numbers as they are, a date as `dateText` writes it for the agent. */
export function csvCellOf(value: ExportValue, dateText: (instant: Date) => string): CsvCell {
  return value instanceof Date ? dateText(value) : value;
}

function exportValue(value: unknown, kind: ColumnKind): ExportValue {
  if (value === null || value === undefined) {
    return null;
  }
  switch (kind) {
    case "number":
      return typeof value === "number" ? value : Number(value);
    case "date":
      return value instanceof Date ? value : new Date(String(value));
    case "list":
      return joinList((value as readonly unknown[]).map(listItemText));
    case "boolean":
      return value ? "Yes" : "No";
    case "text":
      return String(value);
    case "phone":
      // Stored as E.164; a sheet is read by people, and the import reads this spelling back.
      return formatPhone(String(value));
  }
}

function listItemText(item: unknown): string {
  if (typeof item === "object" && item !== null && "url" in item) {
    return String(item.url);
  }
  return String(item);
}
