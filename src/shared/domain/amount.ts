/**
 * Reads a budget or price the way SPEC.md section 5 ("Matching parsing") says: a number is taken
 * as it is; a string keeps only its digits and dots ('₹1,50,000' → 150000). A minus sign is
 * stripped too, so '-5' reads as 5: amounts are never negative.
 */
export function parseAmount(value: unknown): number | null {
  if (typeof value === "number") {
    return Number.isFinite(value) ? value : null;
  }
  if (typeof value !== "string") {
    return null;
  }
  const cleaned = value.replace(/[^\d.]/g, "");
  if (!/\d/.test(cleaned)) {
    return null;
  }
  const parsed = Number.parseFloat(cleaned);
  return Number.isFinite(parsed) ? parsed : null;
}

/** What reading a typed amount gave: a number (null for a blank cell) or why it is not one. */
export type AmountReading = { ok: true; value: number | null } | { ok: false; problem: string };

const MULTIPLIERS: ReadonlyArray<readonly [RegExp, number]> = [
  [/^(l|lac|lacs|lakh|lakhs)$/, 1e5],
  [/^(cr|crs|crore|crores)$/, 1e7],
  [/^(k|thousand)$/, 1e3],
  [/^(m|mn|million|millions)$/, 1e6],
  [/^(b|bn|billion|billions)$/, 1e9],
];
const CURRENCY = /₹|rs\.?|inr|\$|usd|£|gbp|aed|€|eur/g;
// Digits with thousands separators in any grouping ('75,00,000', '1,500,000'), then decimals.
const NUMBER_THEN_UNIT = /^(\d[\d,]*(?:\.\d+)?|\.\d+)([a-z]*)$/;

/**
 * Reads an amount the way agents write it in their spreadsheets: '75,00,000', '₹ 75 lakh', '75L',
 * '1.2 Cr', '$1.5M', '500k', '1,50,000.50'. Unlike parseAmount, which reads leniently for
 * matching, anything it cannot read exactly is a problem to show, never a guess.
 */
export function parseAgentAmount(text: string): AmountReading {
  if (text.trim() === "") {
    return { ok: true, value: null };
  }
  const compact = text.toLowerCase().replace(CURRENCY, "").replace(/\s+/g, "");
  const match = NUMBER_THEN_UNIT.exec(compact);
  const multiplier = match && unitMultiplier(match[2] ?? "");
  if (!match || multiplier === null) {
    return { ok: false, problem: `"${text.trim()}" is not an amount` };
  }
  const value = Number((match[1] ?? "").replaceAll(",", "")) * multiplier;
  // Decimals of a multiplied amount are float noise below the stored 4 places: 1.1 crore.
  return { ok: true, value: Math.round(value * 1e4) / 1e4 };
}

function unitMultiplier(unit: string): number | null {
  if (unit === "") {
    return 1;
  }
  return MULTIPLIERS.find(([pattern]) => pattern.test(unit))?.[1] ?? null;
}
