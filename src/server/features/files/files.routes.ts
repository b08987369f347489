import { contentDisposition } from "@shared/domain/file-names";
import { type Context, Hono } from "hono";
import { bodyLimit } from "hono/body-limit";
import { z } from "zod";
import type { AppEnv } from "../../http/app-env";
import { HttpError } from "../../http/errors";
import { photoWidthParam } from "../../http/photo-width-param";
import type { FileStorage } from "../../storage/storage";
import { UPLOAD_LIMITS } from "../../storage/uploads";
import {
  deleteUnusedUpload,
  readOwnFile,
  readOwnPhotoSize,
  storeUpload,
  type UploadRules,
} from "./files.service";

const MULTIPART_OVERHEAD = 64 * 1024;
const MAX_BODY = Math.max(...Object.values(UPLOAD_LIMITS)) + MULTIPART_OVERHEAD;

const uploadSchema = z.object({
  kind: z.enum(["photo", "document", "avatar"], {
    message: "Say what the file is: photo, document or avatar.",
  }),
  // A repeated field arrives as a list, which is not a File either: one file an upload.
  file: z.instanceof(File, { message: "Choose a file to upload." }),
});

// Only images a browser shows as pictures are shown in place; anything else is downloaded.
const INLINE_TYPES = new Set(["image/jpeg", "image/png", "image/webp", "image/gif", "image/avif"]);

type Deps = { storage: FileStorage; uploadRules: UploadRules };

export function fileRoutes({ storage, uploadRules }: Deps) {
  return new Hono<AppEnv>()
    .post(
      "/",
      bodyLimit({
        maxSize: MAX_BODY,
        onError: () => {
          throw new HttpError(
            413,
            "The file is too large: documents can be at most 20 MB, photos 10 MB.",
          );
        },
      }),
      async (c) => {
        if (!c.req.header("content-type")?.startsWith("multipart/form-data")) {
          throw new HttpError(415, "Send the file as multipart/form-data.");
        }
        const { kind, file } = uploadSchema.parse(await readForm(c));
        const userId = c.get("user").id;
        return c.json(
          await c.var.asUser((db) => storeUpload(db, storage, uploadRules, { userId, kind, file })),
          201,
        );
      },
    )
    .get("/:key{.+}", async (c) => {
      const key = c.req.param("key");
      const userId = c.get("user").id;
      const width = photoWidthParam(c);
      const file = await c.var.asUser((db) =>
        width
          ? readOwnPhotoSize(db, storage, userId, key, width)
          : readOwnFile(db, storage, userId, key),
      );
      const disposition = INLINE_TYPES.has(file.contentType) ? "inline" : "attachment";
      return c.body(file.body as Uint8Array<ArrayBuffer>, 200, {
        "Content-Type": file.contentType,
        "Content-Length": String(file.size),
        "Content-Disposition": contentDisposition(disposition, file.name),
        "Cache-Control": "private, max-age=3600",
      });
    })
    .delete("/:key{.+}", async (c) => {
      const key = c.req.param("key");
      await c.var.asUser((db) => deleteUnusedUpload(db, storage, c.get("user").id, key));
      return c.body(null, 204);
    });
}

/** The form's fields, a repeated one as a list; a body that is not valid multipart is a 400. */
async function readForm(c: Context<AppEnv>) {
  try {
    return await c.req.parseBody({ all: true });
  } catch {
    throw new HttpError(400, "The upload could not be read: send the file as multipart/form-data.");
  }
}
