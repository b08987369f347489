/**
 * A value built on first use and kept. For Intl formatters at module level: building one loads
 * locale data, tens of milliseconds on a phone, which would otherwise be spent while the first
 * screen's scripts are evaluated even when that screen formats nothing (issue #10).
 */
export function builtOnce<T>(build: () => T): () => T {
  let value: T | undefined;
  let isBuilt = false;
  return () => {
    if (!isBuilt) {
      value = build();
      isBuilt = true;
    }
    return value as T;
  };
}
