export type StoredObject = { body: Uint8Array; contentType: string; size: number };

export type FileStorage = {
  put(key: string, body: Uint8Array, contentType: string): Promise<void>;
  /** Resolves to null when the key does not exist. */
  get(key: string): Promise<StoredObject | null>;
  /** Idempotent: deleting a missing key is not an error. */
  delete(key: string): Promise<void>;
  /** Removes what an interrupted put left behind before `before`; resolves to how many. */
  removeLeftovers(before: Date): Promise<number>;
  /** Resolves when the storage answers and can be written to; rejects with the reason otherwise. */
  check(): Promise<void>;
  /** Every stored key, in no particular order: what a backup copies. */
  list(): AsyncIterable<string>;
};

/** The storage could not be reached (a network failure, or the store said it is unavailable). */
export class StorageUnavailableError extends Error {
  constructor(cause: unknown) {
    super(
      `The file storage is not answering: ${cause instanceof Error ? cause.message : String(cause)}`,
      {
        cause,
      },
    );
  }
}

const SAFE_KEY = /^[A-Za-z0-9_-]+(\/[A-Za-z0-9_.-]+)*$/;

/** A key that maps to a path under the storage root and nowhere else. */
export function isSafeKey(key: string): boolean {
  if (!SAFE_KEY.test(key)) {
    return false;
  }
  // "." and ".." segments would step out of (or onto) a directory; ".." anywhere is refused outright.
  return !key.includes("..") && !key.split("/").includes(".");
}

/** Both back ends refuse the same keys, so a key that works on disk also works on S3 and back. */
export function assertSafeKey(key: string): void {
  if (!isSafeKey(key)) {
    throw new Error(`Unsafe storage key: ${JSON.stringify(key)}`);
  }
}
