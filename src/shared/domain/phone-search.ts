/** Finding a stored phone however the agent types it; no phone library, so lists stay light. */
import { COUNTRY_CALLING_CODES, type CountryCode } from "./format";

/**
 * The digit strings a search for a phone looks for inside the stored numbers' digits, however the
 * agent typed it: '98450 12345', '098450-12345' and '+91 98450 12345' all find '+919845012345'.
 * Empty when the query has fewer than 3 digits (it is not a phone search then).
 */
export function phoneSearchDigits(query: string, defaultCountry: CountryCode): string[] {
  const digits = query.replace(/\D/g, "");
  if (digits.length < 3) {
    return [];
  }
  const withoutTrunk = digits.replace(/^0+/, "");
  const callingCode = COUNTRY_CALLING_CODES[defaultCountry];
  const national =
    withoutTrunk.startsWith(callingCode) && withoutTrunk.length > callingCode.length + 6
      ? withoutTrunk.slice(callingCode.length)
      : null;
  return [...new Set([withoutTrunk, national].filter((key): key is string => Boolean(key)))];
}

/** Whether a stored number is what a search typed, in any spelling (see phoneSearchDigits). */
export function phoneMatches(stored: string, query: string, defaultCountry: CountryCode): boolean {
  const digits = stored.replace(/\D/g, "");
  return (
    digits !== "" && phoneSearchDigits(query, defaultCountry).some((key) => digits.includes(key))
  );
}
