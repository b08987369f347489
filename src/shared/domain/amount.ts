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
export type AmountReading =
  | { ok: true; value: number | null }
  | { ok: false; problem: string; isOtherCurrency: boolean };

const MULTIPLIERS: ReadonlyArray<readonly [RegExp, number]> = [
  [/^(l|lac|lacs|lakh|lakhs|lk)$/, 1e5],
  [/^(cr|crs|crore|crores)$/, 1e7],
  [/^(k|thousand)$/, 1e3],
  [/^(m|mn|million|millions)$/, 1e6],
  [/^(b|bn|billion|billions)$/, 1e9],
];
// The currencies an amount may name, each by its symbols and words.
const CURRENCY_WORDS: ReadonlyArray<readonly [string, RegExp]> = [
  ["INR", /₹|\brs\.?|\binr\b/g],
  ["USD", /\$|\busd\b/g],
  ["GBP", /£|\bgbp\b/g],
  ["AED", /\baed\b/g],
  ["EUR", /€|\beur\b/g],
];
// Digits with thousands separators in any grouping ('75,00,000', '1,500,000'), then decimals.
const NUMBER_THEN_UNIT = /^(\d[\d,]*(?:\.\d+)?|\.\d+)([a-z]*)$/;

/**
 * Reads an amount the way agents write it: '75,00,000', '₹ 75 lakh', '75L', '1.25 Cr',
 * '1.2 crore', '$1.5M', '500k', '1,50,000.50'. Unlike parseAmount, which reads leniently for
 * matching, anything it cannot read exactly is a problem to show, never a guess; so is an amount
 * in another currency than the agent's (`currency`, e.g. 'INR'): it is never converted.
 */
export function parseAgentAmount(text: string, currency: string): AmountReading {
  const trimmed = text.trim();
  if (trimmed === "") {
    return { ok: true, value: null };
  }
  const lower = trimmed.toLowerCase();
  const named = CURRENCY_WORDS.filter(([, pattern]) => lower.search(pattern) !== -1);
  const other = named.find(([code]) => code !== currency);
  if (other) {
    return {
      ok: false,
      problem: `"${trimmed}" is in ${other[0]}: enter it in ${currency}`,
      isOtherCurrency: true,
    };
  }
  const compact = CURRENCY_WORDS.reduce(
    (rest, [, pattern]) => rest.replace(pattern, ""),
    lower,
  ).replace(/\s+/g, "");
  const match = NUMBER_THEN_UNIT.exec(compact);
  const multiplier = match && unitMultiplier(match[2] ?? "");
  if (!match || multiplier === null) {
    return { ok: false, problem: `"${trimmed}" is not an amount`, isOtherCurrency: false };
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
