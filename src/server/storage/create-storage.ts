import path from "node:path";
import { createDiskStorage } from "./disk-storage.ts";
import { createS3Storage, type S3Config } from "./s3-storage.ts";
import type { FileStorage } from "./storage.ts";

export type StorageConfig = { dataDir: string; s3?: S3Config };

/** S3 when a bucket is configured (replicas share it); otherwise files under DATA_DIR/files. */
export function createStorage(config: StorageConfig): FileStorage {
  if (config.s3) {
    return createS3Storage(config.s3);
  }
  return createDiskStorage(path.join(config.dataDir, "files"));
}
