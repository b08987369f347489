/**
 * The property form's auto-calculation on leaving a field (SPEC.md section 5). Price and price
 * per sqft are kept to 2 decimals, typed or computed; sqft from acres to 2, acres to 4. A missing or zero divisor,
 * or a result that would not be finite, leaves the dependent field as it was; non-finite inputs
 * are read as missing (null), so the result never holds NaN or Infinity.
 */
export const SQFT_PER_ACRE = 43560;

export const AREA_PRICE_FIELDS = [
  "price",
  "pricePerSqft",
  "landSizeSqft",
  "landSizeAcres",
  "builtUpArea",
] as const;
export type AreaPriceField = (typeof AREA_PRICE_FIELDS)[number];
export type AreaPriceValues = Record<AreaPriceField, number | null>;

export function recalculate(values: AreaPriceValues, changed: AreaPriceField): AreaPriceValues {
  const next = sanitize(values);
  const rate = positive(next.pricePerSqft);
  switch (changed) {
    case "price":
      return withRateFromPrice(next);
    case "pricePerSqft":
      return withPriceFromRate(next);
    case "landSizeSqft": {
      const acres =
        next.landSizeSqft === null ? null : roundTo(next.landSizeSqft / SQFT_PER_ACRE, 4);
      const withAcres = { ...next, landSizeAcres: finiteOr(acres, next.landSizeAcres) };
      return rate === null ? withAcres : withPriceFromRate(withAcres);
    }
    case "landSizeAcres": {
      const sqft =
        next.landSizeAcres === null ? null : roundTo(next.landSizeAcres * SQFT_PER_ACRE, 2);
      const withSqft = { ...next, landSizeSqft: finiteOr(sqft, next.landSizeSqft) };
      return rate === null ? withSqft : withPriceFromRate(withSqft);
    }
    case "builtUpArea":
      return rate === null ? withRateFromPrice(next) : withPriceFromRate(next);
  }
}

/** Round half away from zero at `decimals`, exact for decimal ties such as 1.005 → 1.01. */
export function roundTo(value: number, decimals: number): number {
  const magnitude = Math.abs(value);
  // Non-finite values have nothing to round; from 2^52 on, every double is a whole number.
  if (!Number.isFinite(value) || magnitude >= 2 ** 52) {
    return value;
  }
  const text = String(magnitude);
  // Shifting the decimal text avoids 1.005 * 100 = 100.49999…; tiny values print with 'e'.
  const shifted = text.includes("e") ? magnitude * 10 ** decimals : Number(`${text}e${decimals}`);
  const result = Math.round(shifted) / 10 ** decimals;
  return value < 0 && result !== 0 ? -result : result;
}

/** The area prices are per: built-up area if set, else land size in sqft (as `a || b` in SPEC). */
function pricedArea(values: AreaPriceValues): number | null {
  return positive(values.builtUpArea) ?? positive(values.landSizeSqft);
}

function withRateFromPrice(values: AreaPriceValues): AreaPriceValues {
  const area = pricedArea(values);
  if (values.price === null || area === null) {
    return values;
  }
  return {
    ...values,
    pricePerSqft: finiteOr(roundTo(values.price / area, 2), values.pricePerSqft),
  };
}

function withPriceFromRate(values: AreaPriceValues): AreaPriceValues {
  const area = pricedArea(values);
  if (values.pricePerSqft === null || area === null) {
    return values;
  }
  return { ...values, price: finiteOr(roundTo(values.pricePerSqft * area, 2), values.price) };
}

function sanitize(values: AreaPriceValues): AreaPriceValues {
  const clean = (value: number | null) => finiteOr(value, null);
  const money = (value: number | null) => {
    const finite = clean(value);
    return finite === null ? null : roundTo(finite, 2);
  };
  return {
    price: money(values.price),
    pricePerSqft: money(values.pricePerSqft),
    landSizeSqft: clean(values.landSizeSqft),
    landSizeAcres: clean(values.landSizeAcres),
    builtUpArea: clean(values.builtUpArea),
  };
}

function finiteOr(value: number | null, fallback: number | null): number | null {
  return value !== null && Number.isFinite(value) ? value : fallback;
}

function positive(value: number | null): number | null {
  return value !== null && value > 0 ? value : null;
}
