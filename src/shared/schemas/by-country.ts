import type { CountryCode } from "../domain/format";

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
