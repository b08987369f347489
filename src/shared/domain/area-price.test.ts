import fc from "fast-check";
import { describe, expect, test } from "vitest";
import {
  AREA_PRICE_FIELDS,
  type AreaPriceValues,
  recalculate,
  roundTo,
  SQFT_PER_ACRE,
} from "./area-price";

const empty: AreaPriceValues = {
  price: null,
  pricePerSqft: null,
  landSizeSqft: null,
  landSizeAcres: null,
  builtUpArea: null,
};
const v = (values: Partial<AreaPriceValues>): AreaPriceValues => ({ ...empty, ...values });

test("1 acre is 43560 sqft", () => {
  expect(SQFT_PER_ACRE).toBe(43560);
});

describe("roundTo", () => {
  test.each([
    [1.005, 2, 1.01],
    [1.004, 2, 1],
    [2.675, 2, 2.68],
    [0.00005, 4, 0.0001],
    [0.00004, 4, 0],
    [1234.5678, 2, 1234.57],
    [-1.005, 2, -1.01],
    [-0.001, 2, 0],
    [1.5e-7, 2, 0],
    [1e21, 2, 1e21],
    [Number.MAX_VALUE, 2, Number.MAX_VALUE],
    [Number.NaN, 2, Number.NaN],
  ])("roundTo(%d, %d) is %d", (value, decimals, expected) => {
    expect(roundTo(value, decimals)).toBe(expected);
  });
});

describe("recalculate (SPEC.md section 5)", () => {
  test.each<
    [string, Partial<AreaPriceValues>, (typeof AREA_PRICE_FIELDS)[number], Partial<AreaPriceValues>]
  >([
    // price entered → rate from built-up area, else land size
    [
      "price over built-up area",
      { price: 5000000, builtUpArea: 1200, landSizeSqft: 2400 },
      "price",
      { pricePerSqft: 4166.67 },
    ],
    [
      "price over land size without built-up",
      { price: 5000000, landSizeSqft: 2400 },
      "price",
      { pricePerSqft: 2083.33 },
    ],
    [
      "price with no area leaves the rate",
      { price: 5000000, pricePerSqft: 10 },
      "price",
      { pricePerSqft: 10 },
    ],
    [
      "price with zero areas leaves the rate",
      { price: 5000000, builtUpArea: 0, landSizeSqft: 0, pricePerSqft: 7 },
      "price",
      { pricePerSqft: 7 },
    ],
    [
      "cleared price leaves the rate",
      { price: null, builtUpArea: 1000, pricePerSqft: 7 },
      "price",
      { pricePerSqft: 7, price: null },
    ],
    [
      "price 0 gives rate 0",
      { price: 0, builtUpArea: 1000, pricePerSqft: 7 },
      "price",
      { pricePerSqft: 0 },
    ],
    // rate entered → price
    [
      "rate × built-up area",
      { pricePerSqft: 4166.67, builtUpArea: 1200, landSizeSqft: 2400 },
      "pricePerSqft",
      { price: 5000004 },
    ],
    [
      "a typed rate is kept to 2 decimals, and the price follows the rounded rate",
      { pricePerSqft: 1234.565, landSizeSqft: 1000 },
      "pricePerSqft",
      { pricePerSqft: 1234.57, price: 1234570 },
    ],
    [
      "a typed rate is kept to 2 decimals without an area",
      { pricePerSqft: 12.3449 },
      "pricePerSqft",
      { pricePerSqft: 12.34 },
    ],
    [
      "a typed price is kept to 2 decimals",
      { price: 99.999, builtUpArea: 10 },
      "price",
      { price: 100, pricePerSqft: 10 },
    ],
    [
      "rate to 2 decimals",
      { pricePerSqft: 10.005, landSizeSqft: 1 },
      "pricePerSqft",
      { pricePerSqft: 10.01, price: 10.01 },
    ],
    [
      "rate with no area leaves the price",
      { pricePerSqft: 100, price: 42 },
      "pricePerSqft",
      { price: 42 },
    ],
    // land size in sqft → acres (4 dp), price if a rate exists
    ["sqft → acres", { landSizeSqft: 43560 }, "landSizeSqft", { landSizeAcres: 1 }],
    [
      "sqft → acres to 4 decimals",
      { landSizeSqft: 10000 },
      "landSizeSqft",
      { landSizeAcres: 0.2296 },
    ],
    [
      "sqft → acres and price from rate",
      { landSizeSqft: 2000, pricePerSqft: 500 },
      "landSizeSqft",
      { landSizeAcres: 0.0459, price: 1000000 },
    ],
    [
      "sqft with built-up area prices the built-up area",
      { landSizeSqft: 2000, builtUpArea: 1500, pricePerSqft: 500, price: 1 },
      "landSizeSqft",
      { price: 750000, landSizeAcres: 0.0459 },
    ],
    [
      "sqft without rate keeps the price",
      { landSizeSqft: 2000, price: 99 },
      "landSizeSqft",
      { price: 99, landSizeAcres: 0.0459 },
    ],
    [
      "sqft 0 gives 0 acres",
      { landSizeSqft: 0, landSizeAcres: 3 },
      "landSizeSqft",
      { landSizeAcres: 0 },
    ],
    [
      "cleared sqft leaves acres",
      { landSizeSqft: null, landSizeAcres: 3 },
      "landSizeSqft",
      { landSizeAcres: 3 },
    ],
    // acres → sqft (2 dp), price recomputed
    ["acres → sqft", { landSizeAcres: 1 }, "landSizeAcres", { landSizeSqft: 43560 }],
    [
      "acres → sqft to 2 decimals",
      { landSizeAcres: 0.12345 },
      "landSizeAcres",
      { landSizeSqft: 5377.48 },
    ],
    [
      "acres → sqft and price",
      { landSizeAcres: 0.5, pricePerSqft: 100 },
      "landSizeAcres",
      { landSizeSqft: 21780, price: 2178000 },
    ],
    [
      "acres with built-up area",
      { landSizeAcres: 0.5, builtUpArea: 1000, pricePerSqft: 100 },
      "landSizeAcres",
      { landSizeSqft: 21780, price: 100000 },
    ],
    // built-up area → price from rate, else rate from price
    [
      "built-up with rate → price",
      { builtUpArea: 1500, pricePerSqft: 4000, price: 1 },
      "builtUpArea",
      { price: 6000000, pricePerSqft: 4000 },
    ],
    [
      "built-up without rate → rate",
      { builtUpArea: 1500, price: 6000000 },
      "builtUpArea",
      { pricePerSqft: 4000 },
    ],
    [
      "built-up cleared falls back to land size",
      { builtUpArea: null, landSizeSqft: 3000, pricePerSqft: 100 },
      "builtUpArea",
      { price: 300000 },
    ],
    [
      "built-up with neither rate nor price",
      { builtUpArea: 1500 },
      "builtUpArea",
      { price: null, pricePerSqft: null },
    ],
  ])("%s", (_name, input, changed, expected) => {
    const result = recalculate(v(input), changed);
    expect(result).toEqual({ ...v(input), ...expected });
  });

  test("returns a new object and leaves the input alone", () => {
    const input = v({ price: 100, builtUpArea: 10 });
    const result = recalculate(input, "price");
    expect(result).not.toBe(input);
    expect(input.pricePerSqft).toBeNull();
  });

  test("non-finite inputs are read as missing", () => {
    const result = recalculate(
      v({ price: Number.NaN, builtUpArea: Number.POSITIVE_INFINITY, pricePerSqft: 3 }),
      "price",
    );
    expect(result).toEqual(v({ pricePerSqft: 3 }));
  });

  test("an overflowing product leaves the price as it was", () => {
    const result = recalculate(
      v({ pricePerSqft: 1e200, builtUpArea: 1e200, price: 5 }),
      "pricePerSqft",
    );
    expect(result.price).toBe(5);
  });
});

describe("invariants", () => {
  const anyNumber = fc.option(
    fc.oneof(
      fc.double(),
      fc.double({ min: 0, max: 1e9, noNaN: true }),
      fc.integer({ min: 0, max: 100000 }),
    ),
    { nil: null },
  );
  const anyValues = fc.record({
    price: anyNumber,
    pricePerSqft: anyNumber,
    landSizeSqft: anyNumber,
    landSizeAcres: anyNumber,
    builtUpArea: anyNumber,
  });

  test("recalculate never yields NaN or Infinity", () => {
    fc.assert(
      fc.property(anyValues, fc.constantFrom(...AREA_PRICE_FIELDS), (values, changed) => {
        for (const value of Object.values(recalculate(values, changed))) {
          expect(value === null || Number.isFinite(value)).toBe(true);
        }
      }),
      { numRuns: 2000 },
    );
  });

  test("acres → sqft → acres gives the same acres (4 decimals)", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 100_000_000 }), (tenThousandths) => {
        const acres = tenThousandths / 10_000;
        const sqft = recalculate(v({ landSizeAcres: acres }), "landSizeAcres");
        const back = recalculate(sqft, "landSizeSqft");
        expect(back.landSizeAcres).toBeCloseTo(acres, 4);
      }),
    );
  });

  test("sqft → acres → sqft stays within half an acre ten-thousandth (≈2.18 sqft)", () => {
    fc.assert(
      fc.property(fc.double({ min: 0, max: 1e9, noNaN: true }), (sqft) => {
        const acres = recalculate(v({ landSizeSqft: sqft }), "landSizeSqft");
        const back = recalculate(acres, "landSizeAcres");
        expect(Math.abs((back.landSizeSqft as number) - sqft)).toBeLessThanOrEqual(
          0.00005 * SQFT_PER_ACRE + 0.005 + sqft * 1e-12,
        );
      }),
    );
  });

  test("price → rate → price stays within half a cent per sqft", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 1e11 }),
        fc.integer({ min: 1, max: 1e6 }),
        (price, area) => {
          const rate = recalculate(v({ price, builtUpArea: area }), "price");
          const back = recalculate(rate, "pricePerSqft");
          expect(Math.abs((back.price as number) - price)).toBeLessThanOrEqual(0.005 * area + 0.01);
        },
      ),
    );
  });
});
