import type { Settings } from "@shared/domain/format";

/** The device settings as a query string, for the server to format amounts and phones their way. */
export function settingsQuery({ country, currencySymbol, numberSystem }: Settings): string {
  return new URLSearchParams({ country, currencySymbol, numberSystem }).toString();
}
