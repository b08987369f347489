import type { AreaPriceField } from "@shared/domain/area-price";
import { NumberField } from "./number-field";

type AreaPriceFieldsProps = { onLeave: (field: AreaPriceField) => void };

/** Rooms, land and built-up areas and the rate, each recalculating the others when left. */
export function AreaPriceFields({ onLeave }: AreaPriceFieldsProps) {
  return (
    <div className="grid grid-cols-1 gap-5 sm:grid-cols-2">
      <NumberField name="bedrooms" label="Bedrooms" isInteger />
      <NumberField name="bathrooms" label="Bathrooms" isInteger />
      <NumberField
        name="landSizeSqft"
        label="Land Size (sqft)"
        onLeave={() => onLeave("landSizeSqft")}
      />
      <NumberField
        name="landSizeAcres"
        label="Land Size (acres)"
        onLeave={() => onLeave("landSizeAcres")}
      />
      <NumberField
        name="builtUpArea"
        label="Built-up Area (sqft)"
        onLeave={() => onLeave("builtUpArea")}
      />
      <NumberField
        name="pricePerSqft"
        label="Price per sqft"
        isAmount
        onLeave={() => onLeave("pricePerSqft")}
      />
    </div>
  );
}
