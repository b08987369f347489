/** Countries, money and the names shown for the signed-in user (SPEC.md sections 2 and 9). */
import { parseAmount } from "./amount";
import type { PropertyPurpose } from "./catalogue";

export const NUMBER_SYSTEMS = ["indian", "western"] as const;
export type NumberSystem = (typeof NUMBER_SYSTEMS)[number];

export const COUNTRY_CODES = ["IN", "US", "GB", "AE"] as const;
export type CountryCode = (typeof COUNTRY_CODES)[number];

export type Country = {
  code: CountryCode;
  name: string;
  currency: string;
  currencySymbol: string;
  numberSystem: NumberSystem;
};

export const COUNTRIES: Readonly<Record<CountryCode, Country>> = {
  IN: { code: "IN", name: "India", currency: "INR", currencySymbol: "₹", numberSystem: "indian" },
  US: {
    code: "US",
    name: "United States",
    currency: "USD",
    currencySymbol: "$",
    numberSystem: "western",
  },
  GB: {
    code: "GB",
    name: "United Kingdom",
    currency: "GBP",
    currencySymbol: "£",
    numberSystem: "western",
  },
  // SPEC.md does not show the AED symbol; the currency code is the usual written form.
  AE: {
    code: "AE",
    name: "United Arab Emirates",
    currency: "AED",
    currencySymbol: "AED",
    numberSystem: "western",
  },
};

/** The international calling code of each country, without its '+'. */
export const COUNTRY_CALLING_CODES: Readonly<Record<CountryCode, string>> = {
  IN: "91",
  US: "1",
  GB: "44",
  AE: "971",
};

export type Settings = { country: CountryCode; currencySymbol: string; numberSystem: NumberSystem };

export const DEFAULT_SETTINGS: Settings = {
  country: "IN",
  currencySymbol: "₹",
  numberSystem: "indian",
};

export const EMPTY_VALUE = "—";

export function isCountryCode(value: unknown): value is CountryCode {
  return typeof value === "string" && (COUNTRY_CODES as readonly string[]).includes(value);
}

/** The settings a country implies; an unknown code gives the defaults. */
export function settingsForCountry(code: string): Settings {
  if (!isCountryCode(code)) {
    return DEFAULT_SETTINGS;
  }
  const { currencySymbol, numberSystem } = COUNTRIES[code];
  return { country: code, currencySymbol, numberSystem };
}

/**
 * Grouped digits, up to 2 decimals: en-IN style for indian ('1,50,00,000'), en-US otherwise.
 * Written out rather than with Intl.NumberFormat, whose first use loads locale data: about 40 ms
 * of a phone's first screen (issue #10). A test checks it against Intl on many values.
 */
export function formatNumber(value: number, numberSystem: NumberSystem): string {
  if (!Number.isFinite(value)) {
    return EMPTY_VALUE;
  }
  const [whole, fraction] = toHundredths(Math.abs(value));
  const decimals = fraction.replace(/0+$/, "");
  const sign = value < 0 && (whole !== "0" || decimals !== "") ? "-" : "";
  return `${sign}${groupDigits(whole, numberSystem)}${decimals && `.${decimals}`}`;
}

/**
 * A magnitude's whole and hundredths digits, rounded half up from its shortest decimal form
 * ('0.015' gives 0.02) as Intl rounds; toFixed would round the binary value (0.01).
 */
function toHundredths(magnitude: number): [whole: string, fraction: string] {
  if (magnitude >= 1e21) {
    // '3.5e+25': the significant digits, then zeros.
    const [significand = "", exponent = "0"] = String(magnitude).split("e+");
    const [head = "", tail = ""] = significand.split(".");
    return [head + tail.padEnd(Number(exponent), "0"), ""];
  }
  if (magnitude < 0.001) {
    return ["0", ""];
  }
  // Between these bounds String() never uses exponent form.
  const [whole = "0", fraction = ""] = String(magnitude).split(".");
  if (fraction.length <= 2) {
    return [whole, fraction];
  }
  const roundsUp = (fraction[2] ?? "0") >= "5";
  const hundredths = (BigInt(whole + fraction.slice(0, 2)) + (roundsUp ? 1n : 0n))
    .toString()
    .padStart(3, "0");
  return [hundredths.slice(0, -2), hundredths.slice(-2)];
}

/** '15000000' as '1,50,00,000' (indian: the last three digits, then pairs) or '15,000,000'. */
function groupDigits(digits: string, numberSystem: NumberSystem): string {
  const last = digits.slice(-3);
  const rest = digits.slice(0, -3);
  if (!rest) {
    return last;
  }
  const groupSize = numberSystem === "indian" ? 2 : 3;
  const groups: string[] = [];
  for (let end = rest.length; end > 0; end -= groupSize) {
    groups.unshift(rest.slice(Math.max(0, end - groupSize), end));
  }
  return `${groups.join(",")},${last}`;
}

/**
 * The amount with the settings' symbol: '₹1,50,00,000', '$15,000,000', 'AED 2,500' (a symbol
 * ending in a letter gets a space). Strings are read with parseAmount, so a numeric column that
 * arrives as text formats too. Missing or unreadable amounts show '—'.
 */
export function formatPrice(
  amount: number | string | null | undefined,
  settings: Settings,
): string {
  const value = parseAmount(amount);
  if (value === null) {
    return EMPTY_VALUE;
  }
  const symbol = settings.currencySymbol.trim();
  const gap = /\p{L}$/u.test(symbol) ? " " : "";
  const sign = value < 0 ? "-" : "";
  return `${sign}${symbol}${gap}${formatNumber(Math.abs(value), settings.numberSystem)}`;
}

/** What a listing's price is quoted per, after the amount. */
export const RENT_PERIOD = " / month";

/**
 * A listing's price as every screen and message quotes it: a rent is per month ('₹65,000 /
 * month'), a sale or joint development the amount alone. A missing price shows '—' alone.
 */
export function formatListingPrice(
  property: { price: number | string | null | undefined; purpose: PropertyPurpose },
  settings: Settings,
): string {
  const price = formatPrice(property.price, settings);
  return property.purpose === "rent" && price !== EMPTY_VALUE ? `${price}${RENT_PERIOD}` : price;
}

/** full_name trimmed, else the e-mail's local part, else 'User'. */
export function displayName(fullName?: string | null, email?: string | null): string {
  const name = fullName?.trim();
  if (name) {
    return name;
  }
  return localPart(email) || "User";
}

/** First letters of the first two words of the name, else the e-mail's first letter, else `fallback`. */
export function initials(fullName?: string | null, email?: string | null, fallback = "U"): string {
  const words = (fullName ?? "").trim().split(/\s+/).filter(Boolean);
  if (words.length > 0) {
    return words
      .slice(0, 2)
      .map((word) => firstLetter(word))
      .join("");
  }
  const local = localPart(email);
  return local ? firstLetter(local) : fallback;
}

export const DEFAULT_ROLE = "Agent";

export function roleLabel(role?: string | null): string {
  return role?.trim() || DEFAULT_ROLE;
}

function localPart(email?: string | null): string {
  return (email ?? "").trim().split("@")[0]?.trim() ?? "";
}

function firstLetter(word: string): string {
  return (Array.from(word)[0] ?? "").toUpperCase();
}
