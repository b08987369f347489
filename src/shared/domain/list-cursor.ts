/**
 * The opaque cursor of a paged list: the sort key of the last record shown (e.g. its creation
 * instant and id), as base64url of a JSON array of ASCII strings. The server reads it back and checks
 * each part; the browser only hands it over.
 */
export function encodeCursor(parts: readonly string[]): string {
  return btoa(JSON.stringify(parts)).replaceAll("+", "-").replaceAll("/", "_").replace(/=+$/, "");
}

/** The parts of a cursor, or null when it is not one this server wrote. */
export function decodeCursor(cursor: string): string[] | null {
  if (!BASE64URL.test(cursor)) {
    return null;
  }
  try {
    const parts: unknown = JSON.parse(atob(cursor.replaceAll("-", "+").replaceAll("_", "/")));
    return Array.isArray(parts) && parts.every((part) => typeof part === "string") ? parts : null;
  } catch {
    return null;
  }
}

const BASE64URL = /^[A-Za-z0-9_-]+$/;
