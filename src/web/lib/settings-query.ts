import type { Settings } from "@shared/domain/format";
import { localTimeZone } from "./local-time";

/** The device settings as a query string, for the server to format amounts and phones their way. */
export function settingsQuery({ country, currencySymbol, numberSystem }: Settings): string {
  return new URLSearchParams({ country, currencySymbol, numberSystem }).toString();
}

/** The settings and this device's time zone: an export writes its dates on the agent's clock. */
export function exportQuery(settings: Settings): string {
  const zone = new URLSearchParams({ timeZone: localTimeZone() });
  return `${settingsQuery(settings)}&${zone}`;
}
