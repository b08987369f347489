import {
  DeleteObjectCommand,
  GetObjectCommand,
  NoSuchKey,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from "@aws-sdk/client-s3";
import { assertSafeKey, type FileStorage } from "./storage.ts";

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
  });

  return {
    async put(key, body, contentType) {
      assertSafeKey(key);
      await s3.send(
        new PutObjectCommand({ Bucket: bucket, Key: key, Body: body, ContentType: contentType }),
      );
    },

    async get(key) {
      assertSafeKey(key);
      try {
        const object = await s3.send(new GetObjectCommand({ Bucket: bucket, Key: key }));
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
        await s3.send(new DeleteObjectCommand({ Bucket: bucket, Key: key }));
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
  };
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
