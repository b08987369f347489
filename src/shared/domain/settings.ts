/**
 * The per-device settings kept in browser storage (SPEC.md section 3). Read without zod: the
 * dashboard needs them on its first screen. A shared listing link stores them on the server,
 * checked there by `shareSettingsSchema` (schemas/share.ts).
 */
import {
  COUNTRIES,
  DEFAULT_SETTINGS,
  isCountryCode,
  NUMBER_SYSTEMS,
  type NumberSystem,
  type Settings,
} from "./format";

export const MAX_SYMBOL_LENGTH = 8;

/**
 * Stored settings as they were saved, or the defaults when missing or unreadable. A blank currency
 * symbol is never kept: the country's own symbol takes its place.
 */
export function parseSettings(stored: unknown): Settings {
  if (typeof stored !== "object" || stored === null) {
    return DEFAULT_SETTINGS;
  }
  const { country, currencySymbol, numberSystem } = stored as Record<string, unknown>;
  if (!isCountryCode(country) || !isNumberSystem(numberSystem)) {
    return DEFAULT_SETTINGS;
  }
  const isBlank = currencySymbol === undefined || String(currencySymbol).trim() === "";
  const symbol = isBlank ? COUNTRIES[country].currencySymbol : currencySymbol;
  if (typeof symbol !== "string" || symbol.trim().length > MAX_SYMBOL_LENGTH) {
    return DEFAULT_SETTINGS;
  }
  return { country, currencySymbol: symbol.trim(), numberSystem };
}

function isNumberSystem(value: unknown): value is NumberSystem {
  return (NUMBER_SYSTEMS as readonly unknown[]).includes(value);
}
