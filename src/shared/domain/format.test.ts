import fc from "fast-check";
import { describe, expect, test } from "vitest";
import { parseAmount } from "./amount";
import {
  COUNTRIES,
  COUNTRY_CODES,
  DEFAULT_SETTINGS,
  displayName,
  formatListingPrice,
  formatNumber,
  formatPrice,
  initials,
  roleLabel,
  settingsForCountry,
} from "./format";

describe("countries and settings", () => {
  test.each([
    ["IN", "INR", "₹", "indian"],
    ["US", "USD", "$", "western"],
    ["GB", "GBP", "£", "western"],
    ["AE", "AED", "AED", "western"],
  ] as const)("%s uses %s, %s, %s numbering", (code, currency, symbol, system) => {
    expect(COUNTRIES[code]).toMatchObject({ code, currency, currencySymbol: symbol });
    expect(settingsForCountry(code)).toEqual({
      country: code,
      currencySymbol: symbol,
      numberSystem: system,
    });
  });

  test("the default is India with ₹ and indian numbering", () => {
    expect(DEFAULT_SETTINGS).toEqual({
      country: "IN",
      currencySymbol: "₹",
      numberSystem: "indian",
    });
    expect(settingsForCountry("XX")).toEqual(DEFAULT_SETTINGS);
  });
});

describe("formatNumber", () => {
  test.each([
    [15000000, "indian", "1,50,00,000"],
    [15000000, "western", "15,000,000"],
    [150000, "indian", "1,50,000"],
    [999, "indian", "999"],
    [0, "western", "0"],
    [1234.5, "western", "1,234.5"],
    [1234.567, "indian", "1,234.57"],
    [-1500, "western", "-1,500"],
    [Number.NaN, "indian", "—"],
    [Number.POSITIVE_INFINITY, "western", "—"],
  ] as const)("%s in %s is %s", (value, system, text) => {
    expect(formatNumber(value, system)).toBe(text);
  });

  // Except that a value rounding to zero is '0' here, where Intl writes '-0' for a negative one.
  test("writes what Intl.NumberFormat writes, on whole, fractional, tiny, negative and huge values", () => {
    const intl = {
      indian: new Intl.NumberFormat("en-IN", { maximumFractionDigits: 2 }),
      western: new Intl.NumberFormat("en-US", { maximumFractionDigits: 2 }),
    };
    let seed = 7;
    const random = () => {
      seed = (seed * 48_271) % 2_147_483_647;
      return seed / 2_147_483_647;
    };
    const values = [0, -0, 0.001, 0.005, 0.015, 1.005, 2.675, 999.995, -0.004, 1e21, 3.5e25];
    for (let index = 0; index < 5000; index += 1) {
      const magnitude = 10 ** Math.floor(random() * 16 - 3);
      values.push((random() - 0.2) * magnitude, Math.round(random() * magnitude));
    }
    for (const value of values) {
      for (const system of ["indian", "western"] as const) {
        expect(formatNumber(value, system), `${value} in ${system}`).toBe(
          intl[system].format(value).replace(/^-0$/, "0"),
        );
      }
    }
  });
});

describe("formatPrice", () => {
  test.each([
    [15000000, DEFAULT_SETTINGS, "₹1,50,00,000"],
    [15000000, settingsForCountry("US"), "$15,000,000"],
    [2500.5, settingsForCountry("GB"), "£2,500.5"],
    [2500, settingsForCountry("AE"), "AED 2,500"],
    ["1500000.00", DEFAULT_SETTINGS, "₹15,00,000"],
    [-2500, settingsForCountry("US"), "-$2,500"],
    [0, DEFAULT_SETTINGS, "₹0"],
    [null, DEFAULT_SETTINGS, "—"],
    [undefined, DEFAULT_SETTINGS, "—"],
    ["", DEFAULT_SETTINGS, "—"],
    [1000, { country: "IN", currencySymbol: " Rs ", numberSystem: "indian" }, "Rs 1,000"],
  ] as const)("formatPrice(%j) is %s", (amount, settings, text) => {
    expect(formatPrice(amount, settings)).toBe(text);
  });

  test("a formatted price parses back with parseAmount (to 2 decimals)", () => {
    fc.assert(
      fc.property(
        fc.double({ min: 0, max: 1e12, noNaN: true }),
        fc.constantFrom(...COUNTRY_CODES),
        (amount, code) => {
          const parsed = parseAmount(formatPrice(amount, settingsForCountry(code)));
          expect(parsed).not.toBeNull();
          expect(Math.abs((parsed as number) - amount)).toBeLessThanOrEqual(0.005 + amount * 1e-15);
        },
      ),
    );
  });
});

describe("formatListingPrice", () => {
  test.each([
    [65000, "rent", DEFAULT_SETTINGS, "₹65,000 / month"],
    [2500, "rent", settingsForCountry("US"), "$2,500 / month"],
    [9000, "rent", settingsForCountry("AE"), "AED 9,000 / month"],
    ["65000.00", "rent", DEFAULT_SETTINGS, "₹65,000 / month"],
    [null, "rent", DEFAULT_SETTINGS, "—"],
    [15000000, "sale", DEFAULT_SETTINGS, "₹1,50,00,000"],
    [15000000, "joint development", DEFAULT_SETTINGS, "₹1,50,00,000"],
    [null, "sale", DEFAULT_SETTINGS, "—"],
  ] as const)("%j for %s is %s", (price, purpose, settings, text) => {
    expect(formatListingPrice({ price, purpose }, settings)).toBe(text);
  });
});

describe("user names", () => {
  test.each([
    ["  Priya Sharma ", "priya@example.com", "Priya Sharma"],
    ["", "priya.s@example.com", "priya.s"],
    [null, "priya@example.com", "priya"],
    [undefined, undefined, "User"],
    ["   ", "", "User"],
    [undefined, "@example.com", "User"],
  ])("displayName(%j, %j) is %j", (name, email, expected) => {
    expect(displayName(name, email)).toBe(expected);
  });

  test.each([
    ["Priya Sharma", undefined, undefined, "PS"],
    ["priya anand sharma", undefined, undefined, "PA"],
    ["  Priya  ", undefined, undefined, "P"],
    ["élodie durand", undefined, undefined, "ÉD"],
    ["", "ravi@example.com", undefined, "R"],
    [null, null, undefined, "U"],
    [null, null, "A", "A"],
    ["", "", "A", "A"],
  ])("initials(%j, %j, %j) is %j", (name, email, fallback, expected) => {
    expect(initials(name, email, fallback)).toBe(expected);
  });

  test.each([
    [undefined, "Agent"],
    [null, "Agent"],
    ["", "Agent"],
    ["Broker", "Broker"],
  ])("roleLabel(%j) is %j", (role, expected) => {
    expect(roleLabel(role)).toBe(expected);
  });
});
