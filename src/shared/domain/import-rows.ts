/** A row of a spreadsheet read into a record, with every problem in words an agent can act on. */
import { type ClientInput, clientSchemas } from "../schemas/client";
import { type PropertyInput, propertySchemas } from "../schemas/property";
import { comparable, type ValueMappings } from "./choice-match";
import type { CountryCode } from "./format";
import { choiceOf, choiceValues, readCell } from "./import-cells";
import { type ColumnMapping, type ImportKind, importField } from "./import-fields";
import { hasPhone } from "./links";
import { titleFromName } from "./name-title";
import { phoneKey } from "./phone-numbers";

export type ImportOptions = {
  kind: ImportKind;
  mapping: ColumnMapping;
  valueMappings: ValueMappings;
  country: CountryCode;
};

export type ImportRecord = ClientInput | PropertyInput;

/** `rowNumber` counts as a spreadsheet does: the header is row 1. */
export type PreparedRow = {
  rowNumber: number;
  cells: readonly string[];
  record: ImportRecord | null;
  problems: string[];
  /** Optional cells that could not be read and were left out: the row is imported without them. */
  warnings: string[];
  /** What makes two records the same client or property; null for a row that failed. */
  duplicateKey: string | null;
  /** The fields this row has a value for: what it changes when it updates a record. */
  filledFields: string[];
};

export function prepareRow(
  cells: readonly string[],
  rowNumber: number,
  options: ImportOptions,
): PreparedRow {
  const values: Record<string, unknown> = {};
  const problems: string[] = [];
  const warnings: string[] = [];
  const unreadFields = new Set<string>();
  const filledFields: string[] = [];
  const texts = new Map<string, string>();
  options.mapping.forEach((field, column) => {
    const definition = field ? importField(options.kind, field) : undefined;
    if (!definition) {
      return;
    }
    const text = cells[column]?.trim() ?? "";
    texts.set(definition.field, text);
    if (text !== "") {
      filledFields.push(definition.field);
    }
    const read = readCell(definition, text, options);
    if (!("problem" in read)) {
      if (read.value !== undefined) {
        values[definition.field] = read.value;
      }
    } else if (read.canLeaveOut) {
      warnings.push(leftOut(read.problem));
    } else {
      problems.push(read.problem);
      unreadFields.add(definition.field);
    }
  });
  if (options.kind === "clients" && typeof values.name === "string") {
    takeTitleFromName(values, filledFields);
  }
  const parsed = parseRecord(values, options, texts, warnings);
  if (!parsed.success) {
    // A cell that could not be read is already told; the schema would only add 'is required'.
    const issues = parsed.error.issues.filter((issue) => !unreadFields.has(String(issue.path[0])));
    problems.push(...issues.map((issue) => issue.message));
  }
  const record = parsed.success && problems.length === 0 ? parsed.data : null;
  return {
    rowNumber,
    cells,
    record,
    problems: [...new Set(problems)],
    warnings: [...new Set(warnings)],
    duplicateKey: record && duplicateKey(options.kind, record, options.country),
    filledFields: filledFields.filter((field) => field in values),
  };
}

/** Clients are the same by phone (or e-mail without one), listings by title and location. */
export function duplicateKey(kind: ImportKind, record: object, country: CountryCode): string {
  const { phone = "", email = "", title = "", location = "" } = record as Record<string, string>;
  if (kind === "properties") {
    return `${comparable(title)}|${comparable(location)}`;
  }
  return hasPhone(phone) ? phoneKey(phone, country) : email.trim().toLowerCase();
}

/** The values of the file that name no catalogue value and have no mapping yet, by field. */
export function unmatchedValues(rows: readonly (readonly string[])[], options: ImportOptions) {
  const unmatched: Record<string, string[]> = {};
  options.mapping.forEach((field, column) => {
    const definition = field ? importField(options.kind, field) : undefined;
    if (!definition?.choices) {
      return;
    }
    const found = new Set<string>();
    for (const row of rows) {
      for (const value of choiceValues(definition, row[column]?.trim() ?? "")) {
        if (!choiceOf(definition, value, options.valueMappings)) {
          found.add(value);
        }
      }
    }
    if (found.size > 0) {
      unmatched[definition.field] = [...found];
    }
  });
  return unmatched;
}

/**
 * The form's schema over the values; an optional field it refuses (an e-mail 'ravi@') is left
 * out with a warning and the rest parsed again, so one bad cell does not lose the row.
 */
function parseRecord(
  values: Record<string, unknown>,
  options: ImportOptions,
  texts: ReadonlyMap<string, string>,
  warnings: string[],
) {
  const schema =
    options.kind === "clients"
      ? clientSchemas(options.country).input
      : propertySchemas(options.country).input;
  for (;;) {
    const parsed = schema.safeParse(values);
    const optional = parsed.success
      ? []
      : parsed.error.issues
          .map((issue) => importField(options.kind, String(issue.path[0])))
          .filter((definition) => definition && !definition.isRequired && !definition.choices);
    const fields = optional.filter((definition) => definition && definition.field in values);
    if (parsed.success || fields.length === 0) {
      return parsed;
    }
    for (const definition of fields) {
      if (definition) {
        delete values[definition.field];
        const text = shortened(texts.get(definition.field) ?? "");
        warnings.push(`${definition.label.toLowerCase()} "${text}" is not valid and was left out`);
      }
    }
  }
}

/** 'Mrs. Sunanda Rao' is Mrs. Sunanda Rao; a Title column with a value wins over the prefix. */
function takeTitleFromName(values: Record<string, unknown>, filledFields: string[]) {
  const { title, name } = titleFromName(String(values.name));
  values.name = name;
  if (title !== "" && !values.title) {
    values.title = title;
    filledFields.push("title");
  }
}

function leftOut(problem: string): string {
  return `${problem} and was left out`;
}

function shortened(text: string): string {
  return text.length > 40 ? `${text.slice(0, 39)}…` : text;
}
