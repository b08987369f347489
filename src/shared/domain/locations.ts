/** A client's preferred locations (SPEC.md section 5): trimmed, no empty entries, no duplicates. */

export const MAX_LOCATIONS = 50;

/**
 * Adds a location typed by the agent; an empty entry or one already in the list (ignoring case
 * and surrounding spaces, as matching does) leaves the list as it was.
 */
export function addLocation(locations: readonly string[], entry: string): string[] {
  return normalizeLocations([...locations, entry]);
}

export function removeLocation(locations: readonly string[], location: string): string[] {
  return locations.filter((existing) => existing !== location);
}

/** Trimmed, without blanks, first spelling of each case-insensitive duplicate kept, in order. */
export function normalizeLocations(locations: readonly string[]): string[] {
  const seen = new Set<string>();
  const result: string[] = [];
  for (const raw of locations) {
    const location = raw.trim();
    const key = location.toLowerCase();
    if (location === "" || seen.has(key)) {
      continue;
    }
    seen.add(key);
    result.push(location);
  }
  return result;
}
