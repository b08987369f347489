/**
 * Amounts in words for the price and budget fields (SPEC.md sections 5 and 9): indian numbering
 * uses crore, lakh and thousand; western uses billion, million and thousand. Title case with the
 * suffix ' Only' ('Fifteen Lakh Only'); zero gives 'zero'; non-numeric input gives ''.
 *
 * Decisions where SPEC.md is silent: the fraction is ignored (amounts are spoken in whole
 * currency units, so 1500.75 reads 'One Thousand Five Hundred Only'); a negative number is
 * prefixed 'Minus'; strings are read by stripping everything but digits and dots after an
 * optional leading '-', so '1,50,000' and '₹ 1,50,000' both read as 150000.
 */
import type { NumberSystem } from "./format";

export const NUMBER_TOO_LARGE = "Number too large";

const MAX_DIGITS: Readonly<Record<NumberSystem, number>> = { indian: 12, western: 15 };

const ONES = [
  "",
  "One",
  "Two",
  "Three",
  "Four",
  "Five",
  "Six",
  "Seven",
  "Eight",
  "Nine",
  "Ten",
  "Eleven",
  "Twelve",
  "Thirteen",
  "Fourteen",
  "Fifteen",
  "Sixteen",
  "Seventeen",
  "Eighteen",
  "Nineteen",
];
const TENS = ["", "", "Twenty", "Thirty", "Forty", "Fifty", "Sixty", "Seventy", "Eighty", "Ninety"];

type Scale = { size: bigint; name: string };

const SCALES: Readonly<Record<NumberSystem, readonly Scale[]>> = {
  indian: [
    { size: 10_000_000n, name: "Crore" },
    { size: 100_000n, name: "Lakh" },
    { size: 1_000n, name: "Thousand" },
  ],
  western: [
    { size: 1_000_000_000n, name: "Billion" },
    { size: 1_000_000n, name: "Million" },
    { size: 1_000n, name: "Thousand" },
  ],
};

export function numberToWords(value: number | string, system: NumberSystem): string {
  const parsed = readInteger(value);
  if (!parsed) {
    return "";
  }
  if (parsed.digits.length > MAX_DIGITS[system]) {
    return NUMBER_TOO_LARGE;
  }
  const amount = BigInt(parsed.digits);
  if (amount === 0n) {
    return "zero";
  }
  const words = wordsFor(amount, SCALES[system]);
  return `${parsed.isNegative ? "Minus " : ""}${words} Only`;
}

/** The integer part's digits without leading zeros ('0' for zero), or null when non-numeric. */
function readInteger(value: number | string): { digits: string; isNegative: boolean } | null {
  if (typeof value === "number") {
    if (!Number.isFinite(value)) {
      return null;
    }
    const whole = Math.trunc(Math.abs(value));
    return { digits: BigInt(whole).toString(), isNegative: value < 0 && whole > 0 };
  }
  const trimmed = value.trim();
  const cleaned = trimmed.replace(/[^\d.]/g, "");
  if (!/\d/.test(cleaned)) {
    return null;
  }
  const integerPart = (cleaned.split(".")[0] ?? "").replace(/^0+/, "") || "0";
  return { digits: integerPart, isNegative: trimmed.startsWith("-") && integerPart !== "0" };
}

function wordsFor(amount: bigint, scales: readonly Scale[]): string {
  const words: string[] = [];
  let rest = amount;
  for (const [index, scale] of scales.entries()) {
    const count = rest / scale.size;
    rest %= scale.size;
    if (count === 0n) {
      continue;
    }
    // The largest scale may count past its next one (e.g. 99,999 crore): spell that recursively.
    const countWords =
      index === 0 && count >= 1000n ? wordsFor(count, scales) : belowThousand(count);
    words.push(`${countWords} ${scale.name}`);
  }
  if (rest > 0n) {
    words.push(belowThousand(rest));
  }
  return words.join(" ");
}

function belowThousand(amount: bigint): string {
  const n = Number(amount);
  const hundreds = Math.floor(n / 100);
  const rest = n % 100;
  const parts: string[] = [];
  if (hundreds > 0) {
    parts.push(`${ONES[hundreds]} Hundred`);
  }
  if (rest >= 20) {
    parts.push([TENS[Math.floor(rest / 10)], ONES[rest % 10]].filter(Boolean).join(" "));
  } else if (rest > 0) {
    parts.push(ONES[rest] ?? "");
  }
  return parts.join(" ");
}
