/**
 * Which of an agent's clients look like one person entered twice (issue #29), and why: the same
 * E.164 phone, the same e-mail, or a very similar name with the same last digits of the phone.
 * Names are compared only within the clients that share those digits, never all pairs, so a book
 * of 10,000 clients is read in a few milliseconds.
 */
import { token_sort_ratio } from "fuzzball";

export const DUPLICATE_REASONS = ["Same phone", "Same e-mail", "Similar name and phone"] as const;
export type DuplicateReason = (typeof DUPLICATE_REASONS)[number];

export type DuplicateCandidate = { id: string; name: string; phone: string; email: string };
export type DuplicatePair = { ids: readonly [string, string]; reasons: DuplicateReason[] };

/** 'Kumar Ravi' and 'Ravi Kumaar' are 'Ravi Kumar'; 'Priya Verma' is not 'Priya Sharma' (78). */
export const NAME_SIMILARITY = 85;
/** How many last digits two phones share to count as overlapping. */
export const PHONE_SUFFIX_DIGITS = 6;
/** A phone, e-mail or suffix shared by more clients than this is a placeholder, not a person's. */
export const MAX_GROUP = 50;

// Titles agents write before names, in English and Hindi, with or without a dot.
const TITLES = new Set(["mr", "mrs", "ms", "miss", "dr", "shri", "sri", "smt", "kumari"]);
const DEVANAGARI_TITLES = new Set(["श्री", "श्रीमती", "सुश्री", "कुमारी", "डॉ"]);

/** The key of an unordered pair: the smaller id first. */
export function duplicatePairKey(a: string, b: string): string {
  return a < b ? `${a}:${b}` : `${b}:${a}`;
}

/** 'Mrs. Sunanda  RAO' → 'sunanda rao'; 'श्री राज कुमार' → 'राज कुमार' (vowel signs kept). */
export function comparableName(name: string): string {
  const words = name
    .normalize("NFC")
    .toLowerCase()
    .replace(/[^\p{L}\p{M}\p{N}]+/gu, " ")
    .trim()
    .split(" ")
    .filter(Boolean);
  const rest = words.findIndex((word) => !TITLES.has(word) && !DEVANAGARI_TITLES.has(word));
  return rest === -1 ? "" : words.slice(rest).join(" ");
}

/** Whether two names read as one person's, in any word order. */
export function isSimilarName(a: string, b: string): boolean {
  const [left, right] = [comparableName(a), comparableName(b)];
  if (left === "" || right === "") {
    return false;
  }
  return token_sort_ratio(left, right, { full_process: false }) >= NAME_SIMILARITY;
}

/**
 * Every pair of `clients` that look alike, each with its reasons, except the pairs the agent
 * said are different people (`notDuplicates`, by duplicatePairKey).
 */
export function findDuplicatePairs(
  clients: readonly DuplicateCandidate[],
  notDuplicates: ReadonlySet<string> = new Set(),
): DuplicatePair[] {
  const pairs = new Map<string, { ids: [string, string]; reasons: Set<DuplicateReason> }>();
  const add = (a: DuplicateCandidate, b: DuplicateCandidate, reason: DuplicateReason) => {
    const key = duplicatePairKey(a.id, b.id);
    if (a.id === b.id || notDuplicates.has(key)) {
      return;
    }
    const ids: [string, string] = a.id < b.id ? [a.id, b.id] : [b.id, a.id];
    const pair = pairs.get(key) ?? { ids, reasons: new Set() };
    pair.reasons.add(reason);
    pairs.set(key, pair);
  };
  for (const group of groupsBy(clients, (client) => client.phone.trim())) {
    eachPair(group, (a, b) => add(a, b, "Same phone"));
  }
  for (const group of groupsBy(clients, (client) => client.email.trim().toLowerCase())) {
    eachPair(group, (a, b) => add(a, b, "Same e-mail"));
  }
  for (const group of groupsBy(clients, phoneSuffix)) {
    eachPair(group, (a, b) => isSimilarName(a.name, b.name) && add(a, b, "Similar name and phone"));
  }
  return [...pairs.values()].map(({ ids, reasons }) => ({
    ids,
    reasons: DUPLICATE_REASONS.filter((reason) => reasons.has(reason)),
  }));
}

function phoneSuffix(client: DuplicateCandidate): string {
  const digits = client.phone.replace(/\D/g, "");
  return digits.length < PHONE_SUFFIX_DIGITS ? "" : digits.slice(-PHONE_SUFFIX_DIGITS);
}

/** The clients that share a non-empty key, in groups of two up to MAX_GROUP. */
function groupsBy(
  clients: readonly DuplicateCandidate[],
  keyOf: (client: DuplicateCandidate) => string,
): DuplicateCandidate[][] {
  const groups = new Map<string, DuplicateCandidate[]>();
  for (const client of clients) {
    const key = keyOf(client);
    const group = groups.get(key);
    if (key === "") {
      continue;
    }
    if (group) {
      group.push(client);
    } else {
      groups.set(key, [client]);
    }
  }
  return [...groups.values()].filter((group) => group.length > 1 && group.length <= MAX_GROUP);
}

function eachPair<T>(items: readonly T[], visit: (a: T, b: T) => unknown) {
  for (let i = 0; i < items.length; i += 1) {
    for (let j = i + 1; j < items.length; j += 1) {
      visit(items[i] as T, items[j] as T);
    }
  }
}
