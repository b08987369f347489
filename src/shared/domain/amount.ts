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
