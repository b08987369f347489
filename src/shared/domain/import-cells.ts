/** One cell of a spreadsheet read for its field, the way agents write it. */
import { parseAgentAmount } from "./amount";
import { matchChoice, type ValueMappings } from "./choice-match";
import { COUNTRIES, type CountryCode } from "./format";
import type { ImportField } from "./import-fields";
import { hasPhone } from "./links";
import { normalisePhone } from "./phone-numbers";

/**
 * The value to store (undefined: leave the field to its default), or why the cell cannot be
 * read. `canLeaveOut`: the row can still be imported without this field, with a warning.
 */
export type CellReading = { value: unknown } | { problem: string; canLeaveOut: boolean };

type CellOptions = { valueMappings: ValueMappings; country: CountryCode };

export function readCell(definition: ImportField, text: string, options: CellOptions): CellReading {
  const label = definition.label.toLowerCase();
  // A catalogue value that names nothing waits for the agent's mapping, so it stays a problem.
  const canLeaveOut = !definition.isRequired;
  switch (definition.kind) {
    case "text":
      return { value: text };
    case "phone": {
      if (!hasPhone(text)) {
        return { value: "" };
      }
      const phone = normalisePhone(text, options.country);
      if (phone.ok) {
        return { value: phone.e164 };
      }
      return { problem: phone.problem.replace(/^phone/, label), canLeaveOut };
    }
    case "amount": {
      const amount = parseAgentAmount(text, COUNTRIES[options.country].currency);
      if (amount.ok) {
        return { value: amount.value };
      }
      // '$150k' for an Indian agent is never converted, nor quietly dropped.
      return {
        problem: `${label} ${amount.problem}`,
        canLeaveOut: canLeaveOut && !amount.isOtherCurrency,
      };
    }
    case "list":
      return { value: splitList(text) };
    case "choice": {
      if (text === "") {
        return { value: undefined };
      }
      const choice = choiceOf(definition, text, options.valueMappings);
      return choice ? { value: choice } : notAChoice(definition, text);
    }
    case "choices": {
      const values = choiceValues(definition, text);
      const unknown = values.find((value) => !choiceOf(definition, value, options.valueMappings));
      if (unknown !== undefined) {
        return notAChoice(definition, unknown);
      }
      return { value: values.map((value) => choiceOf(definition, value, options.valueMappings)) };
    }
  }
}

/** The catalogue values a cell names: one, or a list for a field that takes several. */
export function choiceValues(definition: ImportField, text: string): string[] {
  if (text === "") {
    return [];
  }
  return definition.kind === "choices" ? splitList(text) : [text];
}

export function choiceOf(
  definition: ImportField,
  text: string,
  mappings: ValueMappings,
): string | null {
  const choices = definition.choices ?? [];
  const mapped = mappings[definition.field]?.[text];
  return matchChoice(text, choices) ?? (mapped ? matchChoice(mapped, choices) : null);
}

/** 'Bandra; Juhu' and 'Bandra, Juhu' are two; with a semicolon present, commas stay in a name. */
function splitList(text: string): string[] {
  return text
    .split(text.includes(";") ? ";" : ",")
    .map((item) => item.trim())
    .filter(Boolean);
}

function notAChoice(definition: ImportField, text: string): CellReading {
  const label = definition.label.toLowerCase();
  return {
    problem: `${label} "${text}" is not one of: ${definition.choices?.join(", ")}`,
    canLeaveOut: false,
  };
}
