type Entry<T> = { version: string; values: Map<string, Promise<T>>; bytes: number; usedAt: number };

/**
 * How long a key must have gone unasked before a newcomer may take its room. A cache full of keys
 * asked more recently keeps them and does not keep the newcomer: agents who each ask once a
 * minute, in turn, and outnumber the cache would otherwise each evict the next one asked for,
 * so that none is ever found (issue #32).
 */
export const RESTING_MS = 10 * 60_000;

/**
 * Values by key and kind, for one version of each key (the one last asked for), up to
 * `maxBytes` of finished values as `sizeOf` counts them. Past that, the least recently used key
 * goes if it has rested `RESTING_MS`; if not, the value just made is given to its callers but not
 * kept, so a cache that agents outnumber still answers as many of them as it holds. A value
 * being made is shared by every caller that asks meanwhile; one that fails is forgotten, so the
 * next caller tries again.
 */
export function versionedValues<T>(
  maxBytes: number,
  sizeOf: (value: T) => number,
  now: () => number = Date.now,
) {
  const entries = new Map<string, Entry<T>>();
  let totalBytes = 0;

  function entryOf(key: string, version: string): Entry<T> {
    const kept = entries.get(key);
    if (kept) {
      // Deleted and set again: a Map iterates in insertion order, so the oldest use comes first.
      entries.delete(key);
    }
    if (kept?.version === version) {
      kept.usedAt = now();
      entries.set(key, kept);
      return kept;
    }
    totalBytes -= kept?.bytes ?? 0;
    const entry: Entry<T> = { version, values: new Map(), bytes: 0, usedAt: now() };
    entries.set(key, entry);
    return entry;
  }

  function drop(key: string, entry: Entry<T>) {
    entries.delete(key);
    totalBytes -= entry.bytes;
  }

  function keep(key: string, entry: Entry<T>, bytes: number) {
    if (entries.get(key) !== entry) {
      return;
    }
    entry.bytes += bytes;
    totalBytes += bytes;
    const restedBefore = now() - RESTING_MS;
    for (const [oldestKey, oldest] of entries) {
      if (totalBytes <= maxBytes || oldest === entry) {
        return;
      }
      if (oldest.usedAt > restedBefore) {
        drop(key, entry);
        return;
      }
      drop(oldestKey, oldest);
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
