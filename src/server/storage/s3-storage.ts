import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadBucketCommand,
  ListObjectsV2Command,
  NoSuchKey,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from "@aws-sdk/client-s3";
import { assertSafeKey, type FileStorage, StorageUnavailableError } from "./storage.ts";

/** A bucket that does not answer must fail a request in seconds, not wait for the OS timeout. */
const CONNECT_TIMEOUT_MS = 3000;
/** Generous for the largest upload (20 MB) on a slow link, still bounded. */
const REQUEST_TIMEOUT_MS = 60_000;

export type S3Config = {
  endpoint?: string;
  region: string;
  bucket: string;
  accessKeyId: string;
  secretAccessKey: string;
  forcePathStyle?: boolean;
};

/** Stores objects in one S3-compatible bucket, the content type as the object's Content-Type. */
export function createS3Storage(config: S3Config): FileStorage {
  const { bucket } = config;
  const s3 = new S3Client({
    endpoint: config.endpoint,
    region: config.region,
    forcePathStyle: config.forcePathStyle,
    credentials: { accessKeyId: config.accessKeyId, secretAccessKey: config.secretAccessKey },
    // Since 3.729 the SDK checksums every upload by default, and streamed bodies go out
    // aws-chunked with a trailing CRC32, which older S3-compatible stores (s3rver among them)
    // save verbatim, chunk framing included. AWS needs checksums only where an operation
    // requires one, and none of ours does.
    requestChecksumCalculation: "WHEN_REQUIRED",
    responseChecksumValidation: "WHEN_REQUIRED",
    requestHandler: { connectionTimeout: CONNECT_TIMEOUT_MS, requestTimeout: REQUEST_TIMEOUT_MS },
  });

  return {
    async put(key, body, contentType) {
      assertSafeKey(key);
      await reachable(() =>
        s3.send(
          new PutObjectCommand({ Bucket: bucket, Key: key, Body: body, ContentType: contentType }),
        ),
      );
    },

    async get(key) {
      assertSafeKey(key);
      try {
        const object = await reachable(() =>
          s3.send(new GetObjectCommand({ Bucket: bucket, Key: key })),
        );
        const body = (await object.Body?.transformToByteArray()) ?? new Uint8Array();
        return {
          body,
          contentType: object.ContentType ?? "application/octet-stream",
          size: body.byteLength,
        };
      } catch (error) {
        if (isMissing(error)) {
          return null;
        }
        throw error;
      }
    },

    async delete(key) {
      assertSafeKey(key);
      try {
        await reachable(() => s3.send(new DeleteObjectCommand({ Bucket: bucket, Key: key })));
      } catch (error) {
        // S3 answers 204 for a missing key, but some compatible stores answer 404.
        if (!isMissing(error)) {
          throw error;
        }
      }
    },

    // A PutObject either stores the whole object or nothing: there are no leftovers on S3.
    async removeLeftovers() {
      return 0;
    },

    // One small request: the bucket exists and these credentials may use it.
    async check() {
      await reachable(() => s3.send(new HeadBucketCommand({ Bucket: bucket })));
    },
    async *list() {
      let continuationToken: string | undefined;
      do {
        const page = await s3.send(
          new ListObjectsV2Command({ Bucket: bucket, ContinuationToken: continuationToken }),
        );
        for (const object of page.Contents ?? []) {
          if (object.Key) {
            yield object.Key;
          }
        }
        continuationToken = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (continuationToken);
    },
  };
}

/**
 * Anything but an answer from the store (refused, reset, timed out), or the store saying it is
 * unavailable (5xx), is the storage being unreachable: the caller answers 503, not 500.
 */
async function reachable<T>(send: () => Promise<T>): Promise<T> {
  try {
    return await send();
  } catch (error) {
    const isAnswer =
      error instanceof S3ServiceException && (error.$metadata.httpStatusCode ?? 0) < 500;
    throw isAnswer ? error : new StorageUnavailableError(error);
  }
}

function isMissing(error: unknown): boolean {
  if (error instanceof NoSuchKey) {
    return true;
  }
  // A missing bucket is a misconfiguration, not a missing file.
  return (
    error instanceof S3ServiceException &&
    error.$metadata.httpStatusCode === 404 &&
    error.name !== "NoSuchBucket"
  );
}
