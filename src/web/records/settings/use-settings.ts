import type { Settings } from "@shared/domain/format";
import { parseSettings } from "@shared/domain/settings";
import { createLocalStore } from "@web/lib/local-store";

/** SPEC: country, currency symbol and number system are kept in the browser, per device. */
export const SETTINGS_KEY = "crm_settings";

const settingsStore = createLocalStore<Settings>(SETTINGS_KEY, (raw) => {
  try {
    return parseSettings(JSON.parse(raw ?? "null"));
  } catch {
    return parseSettings(null);
  }
});

export const useSettings = settingsStore.useValue;

export function saveSettings(settings: Settings) {
  settingsStore.write(JSON.stringify(settings));
}
