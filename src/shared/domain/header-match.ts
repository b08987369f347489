/** A spreadsheet header read as agents write it: any case, units in brackets, a typo or two. */
import { comparable } from "./choice-match";

/**
 * The field `words` (comparable header word → field) gives `header`: the header as it is, else
 * without what is in brackets ('Budget (Rs)', 'Price in ₹'), else the one word it is a typo of
 * ('Loaction', 'Moblie'). Null when it names none, or is as close to two fields.
 */
export function matchHeader(header: string, words: ReadonlyMap<string, string>): string | null {
  const exact = words.get(comparable(header));
  if (exact) {
    return exact;
  }
  const bare = comparable(header.replace(/\(.*?\)|\[.*?\]|\bin\s+(rs|inr|₹)\.?$/gi, ""));
  return (bare !== "" && words.get(bare)) || closeSpelling(bare || comparable(header), words);
}

function closeSpelling(key: string, words: ReadonlyMap<string, string>): string | null {
  // Short words are too near each other to guess: 'Rate', 'Rent' and 'Type'.
  if (key.length < 5) {
    return null;
  }
  const allowed = key.length >= 9 ? 2 : 1;
  const fields = new Set<string>();
  for (const [word, field] of words) {
    if (Math.abs(word.length - key.length) <= allowed && distance(word, key) <= allowed) {
      fields.add(field);
    }
  }
  return fields.size === 1 ? ([...fields][0] ?? null) : null;
}

/** Edits (insert, delete, replace, swap two neighbours) between two words. */
export function distance(a: string, b: string): number {
  const rows = Array.from({ length: a.length + 1 }, (_, i) =>
    Array.from({ length: b.length + 1 }, (_, j) => (i === 0 ? j : j === 0 ? i : 0)),
  );
  const at = (i: number, j: number) => rows[i]?.[j] ?? Number.POSITIVE_INFINITY;
  for (let i = 1; i <= a.length; i++) {
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let best = Math.min(at(i - 1, j) + 1, at(i, j - 1) + 1, at(i - 1, j - 1) + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) {
        best = Math.min(best, at(i - 2, j - 2) + 1);
      }
      const row = rows[i];
      if (row) {
        row[j] = best;
      }
    }
  }
  return at(a.length, b.length);
}
