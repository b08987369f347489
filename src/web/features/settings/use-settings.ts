import {
  DEFAULT_SETTINGS,
  isCountryCode,
  NUMBER_SYSTEMS,
  type Settings,
} from "@shared/domain/format";
import { createLocalStore } from "@web/lib/local-store";

/** SPEC: country, currency symbol and number system are kept in the browser, per device. */
export const SETTINGS_KEY = "crm_settings";

const settingsStore = createLocalStore<Settings>(SETTINGS_KEY, parseSettings);

export const useSettings = settingsStore.useValue;

export function saveSettings(settings: Settings) {
  settingsStore.write(JSON.stringify(settings));
}

function parseSettings(raw: string | null): Settings {
  try {
    const stored = JSON.parse(raw ?? "{}") as Partial<Settings>;
    return {
      country: isCountryCode(stored.country) ? stored.country : DEFAULT_SETTINGS.country,
      currencySymbol:
        typeof stored.currencySymbol === "string"
          ? stored.currencySymbol
          : DEFAULT_SETTINGS.currencySymbol,
      numberSystem:
        NUMBER_SYSTEMS.find((system) => system === stored.numberSystem) ??
        DEFAULT_SETTINGS.numberSystem,
    };
  } catch {
    return DEFAULT_SETTINGS;
  }
}
