/** A row of a spreadsheet read into a record, with every problem in words an agent can act on. */
import { type ClientInput, clientSchemas } from "../schemas/client";
import { type PropertyInput, propertySchemas } from "../schemas/property";
import { parseAgentAmount } from "./amount";
import { comparable, matchChoice, type ValueMappings } from "./choice-match";
import { COUNTRIES, type CountryCode } from "./format";
import {
  type ColumnMapping,
  type ImportField,
  type ImportKind,
  importField,
} from "./import-fields";
import { hasPhone } from "./links";
import { normalisePhone, phoneKey } from "./phone-numbers";

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
  const unreadFields = new Set<string>();
  const filledFields: string[] = [];
  options.mapping.forEach((field, column) => {
    const definition = field ? importField(options.kind, field) : undefined;
    if (!definition) {
      return;
    }
    const text = cells[column]?.trim() ?? "";
    if (text !== "") {
      filledFields.push(definition.field);
    }
    const read = readCell(definition, text, options);
    if ("problem" in read) {
      problems.push(read.problem);
      unreadFields.add(definition.field);
    } else if (read.value !== undefined) {
      values[definition.field] = read.value;
    }
  });
  const schema =
    options.kind === "clients"
      ? clientSchemas(options.country).input
      : propertySchemas(options.country).input;
  const parsed = schema.safeParse(values);
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
    duplicateKey: record && duplicateKey(options.kind, record, options.country),
    filledFields,
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

type CellReading = { value: unknown } | { problem: string };

function readCell(definition: ImportField, text: string, options: ImportOptions): CellReading {
  const label = definition.label.toLowerCase();
  switch (definition.kind) {
    case "text":
      return { value: text };
    case "phone": {
      if (!hasPhone(text)) {
        return { value: "" };
      }
      const phone = normalisePhone(text, options.country);
      return phone.ok ? { value: phone.e164 } : { problem: phone.problem };
    }
    case "amount": {
      const amount = parseAgentAmount(text, COUNTRIES[options.country].currency);
      return amount.ok ? { value: amount.value } : { problem: `${label} ${amount.problem}` };
    }
    case "list":
      return { value: splitList(text) };
    case "choice": {
      if (text === "") {
        return { value: undefined };
      }
      const choice = choiceOf(definition, text, options.valueMappings);
      return choice ? { value: choice } : { problem: notAChoice(definition, text) };
    }
    case "choices": {
      const values = choiceValues(definition, text);
      const unknown = values.find((value) => !choiceOf(definition, value, options.valueMappings));
      if (unknown !== undefined) {
        return { problem: notAChoice(definition, unknown) };
      }
      return { value: values.map((value) => choiceOf(definition, value, options.valueMappings)) };
    }
  }
}

/** 'Bandra; Juhu' and 'Bandra, Juhu' are two; with a semicolon present, commas stay in a name. */
function splitList(text: string): string[] {
  return text
    .split(text.includes(";") ? ";" : ",")
    .map((item) => item.trim())
    .filter(Boolean);
}

function choiceValues(definition: ImportField, text: string): string[] {
  if (text === "") {
    return [];
  }
  return definition.kind === "choices" ? splitList(text) : [text];
}

function choiceOf(definition: ImportField, text: string, mappings: ValueMappings): string | null {
  const choices = definition.choices ?? [];
  const mapped = mappings[definition.field]?.[text];
  return matchChoice(text, choices) ?? (mapped ? matchChoice(mapped, choices) : null);
}

function notAChoice(definition: ImportField, text: string): string {
  return `${definition.label.toLowerCase()} "${text}" is not one of: ${definition.choices?.join(", ")}`;
}
