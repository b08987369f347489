import { COUNTRY_CODES } from "@shared/domain/format";
import type { ImportKind } from "@shared/domain/import-fields";
import { DUPLICATE_MODES } from "@shared/domain/import-plan";
import { z } from "@shared/schemas/zod";
import { type Context, Hono } from "hono";
import { bodyLimit } from "hono/body-limit";
import { stream } from "hono/streaming";
import type { AppEnv } from "../../http/app-env";
import { HttpError } from "../../http/errors";
import { type ImportRequest, importableOptions, previewImport, runImport } from "./imports.service";
import { FILE_TOO_LARGE, MAX_IMPORT_BYTES, readTable } from "./read-table";

const MULTIPART_OVERHEAD = 64 * 1024;

const jsonField = <T extends z.ZodType>(schema: T, message: string) =>
  z
    .string({ error: message })
    .transform((text, ctx) => {
      try {
        return JSON.parse(text) as unknown;
      } catch {
        ctx.addIssue({ code: "custom", message });
        return z.NEVER;
      }
    })
    .pipe(schema);

const importFormSchema = z.object({
  file: z.instanceof(File, { message: "Choose a file to import." }),
  mapping: jsonField(
    z.array(z.string().nullable()),
    "Choose a field or 'Ignore' for each column of the file.",
  ).optional(),
  valueMappings: jsonField(
    z.record(z.string(), z.record(z.string(), z.string())),
    "The value mappings could not be read.",
  ).default({}),
  mode: z
    .enum(DUPLICATE_MODES, { error: "Choose Skip duplicates or Update existing." })
    .default("skip"),
  country: z.enum(COUNTRY_CODES, { error: "Choose your country in Settings." }).default("IN"),
});

/**
 * `POST …/preview` answers what the import would do; `POST …` imports, answering NDJSON: a
 * `progress` line per batch, then the `summary` (or an `error`, with nothing stored).
 */
export function importRoutes(kind: ImportKind, { log }: { log: (line: string) => void }) {
  return new Hono<AppEnv>()
    .use(
      bodyLimit({
        maxSize: MAX_IMPORT_BYTES + MULTIPART_OVERHEAD,
        onError: () => {
          throw new HttpError(413, FILE_TOO_LARGE);
        },
      }),
    )
    .post("/preview", async (c) => {
      const request = await readImportForm(c, kind);
      return c.json(await c.var.asUser((db) => previewImport(db, c.get("user").id, request)));
    })
    .post("/", async (c) => {
      const request = await readImportForm(c, kind);
      // What can be refused is refused before the stream starts, with its own status.
      importableOptions(request);
      const userId = c.get("user").id;
      c.header("Content-Type", "application/x-ndjson; charset=utf-8");
      return stream(c, async (output) => {
        const send = async (line: object) => {
          await output.write(`${JSON.stringify(line)}\n`);
        };
        try {
          const summary = await c.var.asUser((db) =>
            runImport(db, userId, request, (progress) => send({ type: "progress", ...progress })),
          );
          await send({ type: "summary", ...summary });
        } catch (error) {
          log(`import of ${kind} failed: ${error instanceof Error ? error.stack : String(error)}`);
          await send({ type: "error", message: "The import failed: nothing was stored." });
        }
      });
    });
}

async function readImportForm(c: Context<AppEnv>, kind: ImportKind): Promise<ImportRequest> {
  if (!c.req.header("content-type")?.startsWith("multipart/form-data")) {
    throw new HttpError(415, "Send the file as multipart/form-data.");
  }
  const form = await c.req.parseBody().catch(() => {
    throw new HttpError(400, "The import could not be read: send the file as multipart/form-data.");
  });
  const { file, ...choices } = importFormSchema.parse(form);
  return { kind, table: await readTable(kind, file), ...choices };
}
