import { Hono } from "hono";
import { bodyLimit } from "hono/body-limit";
import { z } from "zod";
import type { Db } from "../../db/open";
import type { AppEnv } from "../../http/app-env";
import { HttpError } from "../../http/errors";
import type { FileStorage } from "../../storage/storage";
import { UPLOAD_LIMITS } from "../../storage/uploads";
import { deleteUnusedUpload, readOwnFile, storeUpload } from "./files.service";

const MULTIPART_OVERHEAD = 64 * 1024;
const MAX_BODY = Math.max(...Object.values(UPLOAD_LIMITS)) + MULTIPART_OVERHEAD;

const uploadSchema = z.object({
  kind: z.enum(["photo", "document", "avatar"], {
    message: "Say what the file is: photo, document or avatar.",
  }),
  file: z.instanceof(File, { message: "Choose a file to upload." }),
});

export function fileRoutes({ db, storage }: { db: Db; storage: FileStorage }) {
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
        const { kind, file } = uploadSchema.parse(await c.req.parseBody());
        return c.json(await storeUpload(storage, c.get("user").id, kind, file), 201);
      },
    )
    .get("/:key{.+}", async (c) => {
      const file = await readOwnFile(storage, c.get("user").id, c.req.param("key"));
      const isInline =
        file.contentType.startsWith("image/") || file.contentType === "application/pdf";
      return c.body(file.body as Uint8Array<ArrayBuffer>, 200, {
        "Content-Type": file.contentType,
        "Content-Length": String(file.size),
        "Content-Disposition": isInline ? "inline" : "attachment",
        "Cache-Control": "private, max-age=3600",
      });
    })
    .delete("/:key{.+}", async (c) => {
      await deleteUnusedUpload(db, storage, c.get("user").id, c.req.param("key"));
      return c.body(null, 204);
    });
}
