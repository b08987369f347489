/** Catalogue values as agents write them: 'To Buy', 'AVAILABLE', 'mr' are 'to-buy', 'available', 'Mr.'. */
import { synonymChoice } from "./catalogue-synonyms";

/** Case, spaces and punctuation do not count: 'Contact No.' and 'contact no' compare equal. */
export function comparable(text: string): string {
  return text.toLowerCase().replace(/[^\p{L}\p{N}]/gu, "");
}

/**
 * The catalogue value the text names, or null when it names none: by the value itself, else by
 * a word agents use for it ('Hot' is 'high', 'Flat' and '2 BHK' are 'Apartment / Flat').
 */
export function matchChoice(text: string, choices: readonly string[]): string | null {
  const key = comparable(text);
  return choices.find((choice) => comparable(choice) === key) ?? synonymChoice(key, choices);
}

/** For each field, what an agent chose for values of the file that name no catalogue value. */
export type ValueMappings = Readonly<Record<string, Readonly<Record<string, string>>>>;
