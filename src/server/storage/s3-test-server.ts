import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import S3rver from "s3rver";
import type { S3Config } from "./s3-storage.ts";

export type S3TestServer = { config: S3Config; stop(): Promise<void> };

/** A throwaway s3rver on 127.0.0.1 with a free port, its bucket created, its data in a temp dir. */
export async function startS3TestServer(): Promise<S3TestServer> {
  const directory = await mkdtemp(path.join(os.tmpdir(), "estate-s3rver-"));
  const bucket = "estate-files";
  const server = new S3rver({
    address: "127.0.0.1",
    port: 0,
    directory,
    silent: true,
    configureBuckets: [{ name: bucket }],
  });
  const { port } = await server.run();
  return {
    config: {
      endpoint: `http://127.0.0.1:${port}`,
      region: "us-east-1",
      bucket,
      // s3rver's built-in account.
      accessKeyId: "S3RVER",
      secretAccessKey: "S3RVER",
      // Virtual-host buckets would need DNS for <bucket>.127.0.0.1.
      forcePathStyle: true,
    },
    async stop() {
      await server.close();
      await rm(directory, { recursive: true, force: true });
    },
  };
}
