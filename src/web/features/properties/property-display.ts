import { formatNumber, type NumberSystem } from "@shared/domain/format";
import type { Property } from "@shared/schemas/property";

/** SPEC's card area: the built-up area, or the land size when there is none. */
export function cardAreaText(
  property: Pick<Property, "builtUpArea" | "landSizeSqft">,
  numberSystem: NumberSystem,
): string | null {
  const area = property.builtUpArea ?? property.landSizeSqft;
  return area === null ? null : `${formatNumber(area, numberSystem)} sqft`;
}

export const PROPERTY_PLACEHOLDER_IMAGE = "/property-placeholder.svg";
