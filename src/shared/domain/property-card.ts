/**
 * The texts of a listing's card, the same on the web app's card and on the first screen the server
 * draws before the app's code has loaded (src/server/features/first-screens).
 */
import { formatNumber, type NumberSystem } from "./format";

/** SPEC's card area: the built-up area, or the land size when there is none. */
export function cardAreaText(
  property: { builtUpArea: number | null; landSizeSqft: number | null },
  numberSystem: NumberSystem,
): string | null {
  const area = property.builtUpArea ?? property.landSizeSqft;
  return area === null ? null : `${formatNumber(area, numberSystem)} sqft`;
}

/** The purpose badge: 'For sale', 'For rent', 'For joint development'. */
export function purposeLabel(purpose: string): string {
  return `For ${purpose}`;
}

/** The bundled picture a card shows when its listing has no photo, or its photo fails to load. */
export const PROPERTY_PLACEHOLDER_IMAGE = "/property-placeholder.svg";
