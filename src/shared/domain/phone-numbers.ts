/** Phone numbers as agents type them, made comparable: E.164 with the agent's country as default. */
import { parsePhoneNumberFromString } from "libphonenumber-js/min";
import type { CountryCode } from "./format";

export type PhoneReading = { ok: true; e164: string } | { ok: false; problem: string };

/**
 * '98765 43210', '+91-98765-43210', '09876543210' → '+919876543210' for an Indian agent;
 * '(415) 555-0100' → '+14155550100' for an American one. A number written with its own '+' or
 * international prefix keeps its country.
 */
export function normalisePhone(text: string, defaultCountry: CountryCode): PhoneReading {
  const trimmed = text.trim();
  const phone = parsePhoneNumberFromString(trimmed, defaultCountry);
  if (!phone?.isValid()) {
    return { ok: false, problem: `phone "${trimmed}" is not a valid number` };
  }
  return { ok: true, e164: phone.number };
}

/** A key two spellings of one number share, for telling duplicates: E.164, else its digits. */
export function phoneKey(text: string, defaultCountry: CountryCode): string {
  const reading = normalisePhone(text, defaultCountry);
  return reading.ok ? reading.e164 : text.replace(/\D/g, "");
}
