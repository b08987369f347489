import { type CountryCode, DEFAULT_SETTINGS } from "../domain/format";

/**
 * Schemas that read phones and amounts the agent's way depend on the agent's country (the phone's
 * default region, the currency): each country's are built once, on first use.
 */
export function byCountry<T>(build: (country: CountryCode) => T): (country: CountryCode) => T {
  const built = new Map<CountryCode, T>();
  return (country) => {
    const existing = built.get(country);
    if (existing) {
      return existing;
    }
    const made = build(country);
    built.set(country, made);
    return made;
  };
}

/**
 * The country to read a change with: the agent's, looked up only when the change (any JSON) names
 * one of `fieldsReadByCountry`; the other fields read the same in every country (issue #32: most
 * edits, a note or a status, then cost no look-up).
 */
export async function countryToRead(
  change: unknown,
  fieldsReadByCountry: readonly string[],
  agentCountry: () => Promise<CountryCode>,
): Promise<CountryCode> {
  const namesOne =
    typeof change === "object" &&
    change !== null &&
    fieldsReadByCountry.some((field) => field in change);
  return namesOne ? agentCountry() : DEFAULT_SETTINGS.country;
}
