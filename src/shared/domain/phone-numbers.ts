/** Phone numbers as agents type them, made comparable: E.164 with the agent's country as default. */
import { parsePhoneNumberFromString } from "libphonenumber-js/min";
import { COUNTRY_CALLING_CODES, type CountryCode } from "./format";

export type PhoneReading = { ok: true; e164: string } | { ok: false; problem: string };

/**
 * '98765 43210', '+91-98765-43210', '09876543210' → '+919876543210' for an Indian agent;
 * '(415) 555-0100' → '+14155550100' for an American one. A number written with its own '+' or
 * international prefix keeps its country. A national number typed after the form's '+91' prefix,
 * with its trunk '0' ('+91 098765 43210'), reads as that national number.
 */
export function normalisePhone(text: string, defaultCountry: CountryCode): PhoneReading {
  const trimmed = text.trim();
  const phone = [trimmed, withoutPrefixBeforeTrunkZero(trimmed, defaultCountry)]
    .map((spelling) => parsePhoneNumberFromString(spelling, defaultCountry))
    .find((reading) => reading?.isValid());
  if (!phone) {
    return { ok: false, problem: `phone "${trimmed}" is not a valid number` };
  }
  return { ok: true, e164: phone.number };
}

/** A key two spellings of one number share, for telling duplicates: E.164, else its digits. */
export function phoneKey(text: string, defaultCountry: CountryCode): string {
  const reading = normalisePhone(text, defaultCountry);
  return reading.ok ? reading.e164 : text.replace(/\D/g, "");
}

/**
 * A stored number as people read it: '+919876543210' → '+91 98765 43210'. Anything that is not
 * E.164 (an old record, a bare prefix) is shown as it was stored.
 */
export function formatPhone(stored: string): string {
  const trimmed = stored.trim();
  if (!trimmed.startsWith("+")) {
    return trimmed;
  }
  const phone = parsePhoneNumberFromString(trimmed);
  return phone?.isValid() ? phone.formatInternational() : trimmed;
}

function withoutPrefixBeforeTrunkZero(text: string, country: CountryCode): string {
  const prefix = `+${COUNTRY_CALLING_CODES[country]}`;
  const rest = text.startsWith(prefix) ? text.slice(prefix.length).trim() : "";
  return rest.startsWith("0") ? rest : text;
}
