import path from "node:path";
import { createDiskStorage } from "./disk-storage.ts";
import type { S3Config } from "./s3-storage.ts";
import type { FileStorage } from "./storage.ts";

export type StorageConfig = { dataDir: string; s3?: S3Config };

/** S3 when a bucket is configured (replicas share it); otherwise files under DATA_DIR/files. */
export async function createStorage(config: StorageConfig): Promise<FileStorage> {
  if (config.s3) {
    // The AWS SDK takes most of a second to load: only a server that uses S3 loads it.
    const { createS3Storage } = await import("./s3-storage.ts");
    return createS3Storage(config.s3);
  }
  return createDiskStorage(path.join(config.dataDir, "files"));
}
