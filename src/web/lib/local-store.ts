import { useSyncExternalStore } from "react";

/** A value kept in localStorage under `key`, shared by every component that reads it. */
export function createLocalStore<T>(key: string, parse: (raw: string | null) => T) {
  const listeners = new Set<() => void>();
  let cached: { raw: string | null; value: T } | null = null;

  const read = (): T => {
    const raw = readStorage(key);
    if (!cached || cached.raw !== raw) {
      cached = { raw, value: parse(raw) };
    }
    return cached.value;
  };
  const subscribe = (listener: () => void) => {
    listeners.add(listener);
    const onStorage = (event: StorageEvent) => {
      if (event.key === key) {
        listener();
      }
    };
    window.addEventListener("storage", onStorage);
    return () => {
      listeners.delete(listener);
      window.removeEventListener("storage", onStorage);
    };
  };
  return {
    read,
    write(raw: string) {
      writeStorage(key, raw);
      cached = { raw, value: parse(raw) };
      for (const listener of listeners) {
        listener();
      }
    },
    useValue: () => useSyncExternalStore(subscribe, read),
  };
}

/** localStorage's value for `key`, or null where storage is blocked. */
export function readStorage(key: string): string | null {
  try {
    return localStorage.getItem(key);
  } catch {
    return null;
  }
}

export function writeStorage(key: string, value: string) {
  try {
    localStorage.setItem(key, value);
  } catch {
    // Storage may be full or blocked: the value then lasts for this page only.
  }
}

export function removeStorage(key: string) {
  try {
    localStorage.removeItem(key);
  } catch {
    // Blocked storage holds nothing to remove.
  }
}
