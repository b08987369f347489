/** The queries of the export routes (`GET /api/clients/export?format=csv`, issue 11). */
import type { ExportFormat } from "../domain/export-formats";
import { DEFAULT_SETTINGS, type Settings, settingsForCountry } from "../domain/format";
import { shareSettingsSchema } from "./share";
import { z } from "./zod";

// Contacts need the agent's device settings: the country reads phone numbers as E.164 and the
// currency formats the budget. Settings left out follow the country.
const settingsFields = {
  country: shareSettingsSchema.shape.country.default(DEFAULT_SETTINGS.country),
  currencySymbol: shareSettingsSchema.shape.currencySymbol.optional(),
  numberSystem: shareSettingsSchema.shape.numberSystem.optional(),
};

/** `?country=IN&currencySymbol=₹&numberSystem=indian`, each optional. */
export const exportSettingsSchema = z.object(settingsFields).transform(settingsOf);

/** `?format=csv` and the optional settings. */
export function exportQuerySchema<Format extends ExportFormat>(
  formats: readonly [Format, ...Format[]],
) {
  const message = `Choose an export format: ${formats.join(", ")}`;
  return z
    .object({ format: z.enum(formats, { error: message }), ...settingsFields })
    .transform(({ format, ...settings }) => ({ format, settings: settingsOf(settings) }));
}

function settingsOf(query: {
  country: Settings["country"];
  currencySymbol?: string;
  numberSystem?: Settings["numberSystem"];
}): Settings {
  const implied = settingsForCountry(query.country);
  return {
    country: query.country,
    currencySymbol: query.currencySymbol ?? implied.currencySymbol,
    numberSystem: query.numberSystem ?? implied.numberSystem,
  };
}
