/**
 * Field schemas shared by the entity schemas, written for what an HTML form sends as much as
 * for JSON: empty strings become null, numeric strings become numbers, text is trimmed, and
 * every message is one a person can act on.
 */

import { parseAgentAmount } from "../domain/amount";
import { COUNTRIES, type CountryCode } from "../domain/format";
import { hasPhone } from "../domain/links";
import { normalisePhone } from "../domain/phone-numbers";
import { z } from "./zod";

/** Amounts and areas stay below 10^15, the largest number spelled in words. */
export const MAX_AMOUNT = 1e15;
const NUMERIC = /^[+-]?(\d+\.?\d*|\.\d+)(e[+-]?\d+)?$/i;
const PHONE_CHARACTERS = /^[+\d\s().-]*$/;
// Control characters (C0, DEL, C1): PostgreSQL cannot store NUL, and none belongs in a form
// field. Multi-line text keeps tab, line feed and carriage return.
const CONTROL_CHARACTERS = /\p{Cc}/u;
const CONTROL_CHARACTERS_IN_LINES = /(?![\t\n\r])\p{Cc}/u;

export type NumberOptions = { isInteger?: boolean; max?: number };
export type TextOptions = { isMultiline?: boolean };

/** Required text, trimmed: `Title is required`. */
export function requiredText(label: string, max: number) {
  return withoutControls(
    z
      .string({ error: `${label} is required` })
      .trim()
      .min(1, `${label} is required`)
      .max(max, `${label} must be at most ${max} characters`),
    label,
  );
}

/** Optional text, trimmed (give it `.default('')` where the record needs a value). */
export function optionalText(label: string, max: number, options: TextOptions = {}) {
  return withoutControls(
    z
      .string({ error: `${label} must be text` })
      .trim()
      .max(max, `${label} must be at most ${max} characters`),
    label,
    options,
  );
}

/** Refuses control characters: `Title cannot contain control characters`. */
export function withoutControls(
  schema: z.ZodString,
  label: string,
  { isMultiline = false }: TextOptions = {},
) {
  const pattern = isMultiline ? CONTROL_CHARACTERS_IN_LINES : CONTROL_CHARACTERS;
  return schema.refine(
    (value) => !pattern.test(value),
    `${label} cannot contain control characters`,
  );
}

/** A non-negative number or null; '', null and undefined become null, '12.5' becomes 12.5. */
export function nullableNumber(label: string, options: NumberOptions = {}) {
  return z.preprocess(toNumberOrNull, numberField(label, options).nullable());
}

/** Like nullableNumber, but a missing value is an error: `Price is required`. */
export function requiredNumber(label: string, options: NumberOptions = {}) {
  return z.preprocess(toNumberOrNull, numberField(label, options));
}

/**
 * A phone number stored as E.164 ('98765 43210' → '+919876543210' for an agent in India), read with
 * the agent's country as the default region. Left empty or at its prefix ('+91') it stays as it
 * is: there is no number.
 */
export function optionalPhone(label: string, country: CountryCode) {
  return phoneField(label, country, { isRequired: false });
}

/** Like optionalPhone, but a number is required: `Phone is required`. */
export function requiredPhone(label: string, country: CountryCode) {
  return phoneField(label, country, { isRequired: true });
}

/**
 * An amount as agents say it ('1.25 Cr', '75 lakh', '75,00,000', '500k', or a number), in the
 * currency of the agent's country: an amount in another currency is refused, never converted.
 */
export function nullableAmount(label: string, country: CountryCode) {
  return z.preprocess(amountReader(label, country), numberField(label, {}).nullable());
}

/** Like nullableAmount, but a missing amount is an error: `Price is required`. */
export function requiredAmount(label: string, country: CountryCode) {
  return z.preprocess(amountReader(label, country), numberField(label, {}));
}

/** '' (an unselected select) and undefined read as null. */
export function emptyToNull(value: unknown): unknown {
  return value === "" || value === undefined ? null : value;
}

/** '' reads as undefined, so a required field reports that it is missing. */
export function emptyToUndefined(value: unknown): unknown {
  return value === "" || value === null ? undefined : value;
}

function numberField(label: string, { isInteger = false, max = MAX_AMOUNT }: NumberOptions) {
  const base = z
    .number({
      error: (issue) =>
        issue.input == null ? `${label} is required` : `${label} must be a number`,
    })
    .min(0, `${label} cannot be negative`);
  const limited =
    max === MAX_AMOUNT
      ? base.lt(MAX_AMOUNT, `${label} is too large`)
      : base.max(max, `${label} must be at most ${max}`);
  return isInteger ? limited.int(`${label} must be a whole number`) : limited;
}

function phoneField(label: string, country: CountryCode, { isRequired }: { isRequired: boolean }) {
  const invalid = `Enter a valid ${label.toLowerCase()}`;
  return z
    .string({ error: isRequired ? `${label} is required` : invalid })
    .trim()
    .transform((value, ctx) => {
      if (!hasPhone(value)) {
        if (isRequired || !PHONE_CHARACTERS.test(value)) {
          ctx.addIssue({ code: "custom", message: isRequired ? `${label} is required` : invalid });
        }
        return value;
      }
      const reading = value.length <= 30 && PHONE_CHARACTERS.test(value);
      const phone = reading ? normalisePhone(value, country) : null;
      if (!phone?.ok) {
        ctx.addIssue({ code: "custom", message: invalid });
        return value;
      }
      return phone.e164;
    });
}

/** Text read as an agent's amount; a number, null and undefined pass as they are. */
function amountReader(label: string, country: CountryCode) {
  const { currency } = COUNTRIES[country];
  const example = country === "IN" ? "75 lakh or 1.25 Cr" : "750k or 1.5M";
  return (value: unknown, ctx: z.RefinementCtx): unknown => {
    if (typeof value !== "string") {
      return value ?? null;
    }
    const reading = parseAgentAmount(value, currency);
    if (reading.ok) {
      return reading.value;
    }
    const message = reading.isOtherCurrency
      ? reading.problem
      : value.trim().startsWith("-")
        ? `${label} cannot be negative`
        : `${label} must be an amount, like ${example}`;
    ctx.addIssue({ code: "custom", message });
    return z.NEVER;
  };
}

function toNumberOrNull(value: unknown): unknown {
  if (value === undefined || value === null) {
    return null;
  }
  if (typeof value !== "string") {
    return value;
  }
  const trimmed = value.trim();
  if (trimmed === "") {
    return null;
  }
  return NUMERIC.test(trimmed) ? Number(trimmed) : Number.NaN;
}
