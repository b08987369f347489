import { useSyncExternalStore } from "react";

/** A value kept in localStorage under `key`, shared by every component that reads it. */
export function createLocalStore<T>(key: string, parse: (raw: string | null) => T) {
  const listeners = new Set<() => void>();
  let cached: { raw: string | null; value: T } | null = null;

  const read = (): T => {
    const raw = safeGet(key);
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
      try {
        localStorage.setItem(key, raw);
      } catch {
        // Storage may be full or blocked: the choice then lasts for this page only.
      }
      cached = { raw, value: parse(raw) };
      for (const listener of listeners) {
        listener();
      }
    },
    useValue: () => useSyncExternalStore(subscribe, read),
  };
}

function safeGet(key: string): string | null {
  try {
    return localStorage.getItem(key);
  } catch {
    return null;
  }
}
