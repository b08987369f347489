import { capitalize } from "@shared/domain/capitalize";
import {
  EMPTY_VALUE,
  formatListingPrice,
  formatNumber,
  formatPrice,
  type Settings,
} from "@shared/domain/format";
import { numberToWords } from "@shared/domain/number-to-words";
import type { Property } from "@shared/schemas/property";
import { Card, CardContent, CardHeader, CardTitle } from "@web/components/ui/card";

type OverviewFields = { price: number | null } & Pick<
  Property,
  | "mainType"
  | "subType"
  | "purpose"
  | "bedrooms"
  | "bathrooms"
  | "pricePerSqft"
  | "landSizeSqft"
  | "landSizeAcres"
  | "builtUpArea"
>;

/**
 * SPEC's overview: price, type, purpose, rooms, rate, areas and the price in words, in the
 * agent's settings (this device's, or those stored with a public link).
 */
export function PropertyOverview({
  property,
  settings,
}: {
  property: OverviewFields;
  settings: Settings;
}) {
  const { numberSystem } = settings;
  const type = [property.mainType, property.subType].filter(Boolean).join(" / ");
  const rows: [string, string][] = [
    ["Price", formatListingPrice(property, settings)],
    ["Type", type || EMPTY_VALUE],
    ["Purpose", capitalize(property.purpose)],
    ["Bedrooms", count(property.bedrooms)],
    ["Bathrooms", count(property.bathrooms)],
    ["Price per sqft", formatPrice(property.pricePerSqft, settings)],
    ["Land Size (sqft)", count(property.landSizeSqft)],
    ["Land Size (acres)", count(property.landSizeAcres)],
    ["Built-up Area (sqft)", count(property.builtUpArea)],
  ];
  const words = property.price === null ? "" : numberToWords(property.price, numberSystem);
  return (
    <Card className="gap-4">
      <CardHeader>
        <CardTitle asChild>
          <h2>Overview</h2>
        </CardTitle>
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        <dl className="grid grid-cols-2 gap-x-6 gap-y-4 sm:grid-cols-3">
          {rows.map(([label, value]) => (
            <div key={label} className="flex flex-col gap-0.5">
              <dt className="font-medium text-muted-foreground text-xs uppercase">{label}</dt>
              <dd className="wrap-anywhere font-medium">{value}</dd>
            </div>
          ))}
        </dl>
        {words && (
          <p className="rounded-md bg-muted px-3 py-2 text-sm">
            <span className="text-muted-foreground">Price in words: </span>
            <span className="font-medium">{words}</span>
          </p>
        )}
      </CardContent>
    </Card>
  );

  function count(value: number | null) {
    return value === null ? EMPTY_VALUE : formatNumber(value, numberSystem);
  }
}
