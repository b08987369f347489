/** The per-device settings kept in browser storage (SPEC.md section 3). */
import {
  COUNTRIES,
  COUNTRY_CODES,
  DEFAULT_SETTINGS,
  isCountryCode,
  NUMBER_SYSTEMS,
  type Settings,
} from "../domain/format";
import { z } from "./zod";

/** A blank currency symbol is never kept: the country's own symbol takes its place. */
export const settingsSchema = z.preprocess(
  withCountrySymbol,
  z.object({
    country: z.enum(COUNTRY_CODES, { error: "Choose a country from the list" }),
    currencySymbol: z
      .string({ error: "Currency symbol is required" })
      .trim()
      .min(1, "Currency symbol is required")
      .max(8, "Currency symbol must be at most 8 characters"),
    numberSystem: z.enum(NUMBER_SYSTEMS, { error: "Choose indian or western numbering" }),
  }),
);

/** Stored settings as they were saved, or the defaults when missing or unreadable. */
export function parseSettings(stored: unknown): Settings {
  const result = settingsSchema.safeParse(stored);
  return result.success ? result.data : DEFAULT_SETTINGS;
}

function withCountrySymbol(value: unknown): unknown {
  if (typeof value !== "object" || value === null) {
    return value;
  }
  const { country, currencySymbol } = value as { country?: unknown; currencySymbol?: unknown };
  const isBlank = currencySymbol === undefined || String(currencySymbol).trim() === "";
  if (!isBlank || !isCountryCode(country)) {
    return value;
  }
  return { ...value, currencySymbol: COUNTRIES[country].currencySymbol };
}
