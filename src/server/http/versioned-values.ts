type Entry<T> = { version: string; values: Map<string, Promise<T>>; bytes: number };

/**
 * Values by key and kind, for one version of each key (the one last asked for), up to
 * `maxBytes` of finished values as `sizeOf` counts them: past that the least recently used keys
 * go. A value being made is shared by every caller that asks meanwhile; one that fails is
 * forgotten, so the next caller tries again.
 */
export function versionedValues<T>(maxBytes: number, sizeOf: (value: T) => number) {
  const entries = new Map<string, Entry<T>>();
  let totalBytes = 0;

  function entryOf(key: string, version: string): Entry<T> {
    const kept = entries.get(key);
    if (kept) {
      // Deleted and set again: a Map iterates in insertion order, so the oldest use comes first.
      entries.delete(key);
    }
    if (kept?.version === version) {
      entries.set(key, kept);
      return kept;
    }
    totalBytes -= kept?.bytes ?? 0;
    const entry: Entry<T> = { version, values: new Map(), bytes: 0 };
    entries.set(key, entry);
    return entry;
  }

  function keep(key: string, entry: Entry<T>, bytes: number) {
    if (entries.get(key) !== entry) {
      return;
    }
    entry.bytes += bytes;
    totalBytes += bytes;
    for (const [oldestKey, oldest] of entries) {
      if (totalBytes <= maxBytes || oldest === entry) {
        break;
      }
      entries.delete(oldestKey);
      totalBytes -= oldest.bytes;
    }
  }

  return {
    get(key: string, version: string, kind: string, make: () => Promise<T>): Promise<T> {
      const entry = entryOf(key, version);
      let value = entry.values.get(kind);
      if (!value) {
        value = make();
        entry.values.set(kind, value);
        value.then(
          (made) => keep(key, entry, sizeOf(made)),
          () => entry.values.delete(kind),
        );
      }
      return value;
    },
    keptBytes: () => totalBytes,
  };
}
