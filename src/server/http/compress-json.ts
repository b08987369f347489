import { promisify } from "node:util";
import { brotliCompress, brotliCompressSync, constants, gzip, gzipSync } from "node:zlib";
import type { Context } from "hono";
import { createMiddleware } from "hono/factory";
import type { ContentfulStatusCode } from "hono/utils/http-status";

/** Below this a body fits in a packet or two: compressing it costs more time than it saves bytes. */
export const MIN_COMPRESSED_BYTES = 1024;
/**
 * Cheap levels: brotli 2 takes half the CPU of brotli 4 (18 KB of JSON: 40 against 79 µs; 0.44 MB:
 * 1.0 against 1.9 ms) for answers at most 7 % larger (2,576 against 2,508 bytes; 56.1 against
 * 56.5 KB); gzip 3 takes about brotli 2's time for 10–25 % more bytes; brotli 11 takes ~0.5 s.
 */
const BROTLI_QUALITY = 2;
const GZIP_LEVEL = 3;

/**
 * Below this, compressing on the event loop takes tens of microseconds (brotli 2 on 4.6 KB of
 * JSON: 18 µs), less than handing the body to zlib's thread pool and back (about 400 µs
 * of waiting on a busy machine); above it, the thread pool keeps the loop free.
 */
const IN_LOOP_BELOW_BYTES = 16 * 1024;

export const encoders = {
  br: inLoopWhenSmall(brotliCompressSync, promisify(brotliCompress), (body) => ({
    params: {
      [constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY,
      [constants.BROTLI_PARAM_SIZE_HINT]: body.byteLength,
    },
  })),
  gzip: inLoopWhenSmall(gzipSync, promisify(gzip), () => ({ level: GZIP_LEVEL })),
};
export type Encoding = keyof typeof encoders;

/**
 * Compresses JSON answers and the pages the server writes (a first screen it drew is 30 KB of
 * HTML, 5 KB compressed) of at least MIN_COMPRESSED_BYTES, with brotli when the client takes it,
 * else gzip, small ones at once and larger ones off the event loop (zlib's thread pool). Static
 * files are compressed at build time.
 */
export function compressJson() {
  return createMiddleware(async (c, next) => {
    const encoding = acceptedEncoding(c.req.header("Accept-Encoding"));
    if (encoding && c.req.method !== "HEAD") {
      keepJsonTexts(c);
    }
    await next();
    if (!encoding || c.req.method === "HEAD" || !isUncompressedText(c.res)) {
      return;
    }
    const { status, headers } = c.res;
    const text = jsonTexts.get(c.res);
    const body = text === undefined ? Buffer.from(await c.res.arrayBuffer()) : Buffer.from(text);
    const isWorthIt = body.byteLength >= MIN_COMPRESSED_BYTES;
    if (isWorthIt) {
      headers.set("Content-Encoding", encoding);
      headers.append("Vary", "Accept-Encoding");
    }
    replaceResponse(
      c,
      new Response(isWorthIt ? await encoders[encoding](body) : body, { status, headers }),
    );
  });
}

/** The JSON text of each answer `c.json` made, by the answer. */
const jsonTexts = new WeakMap<Response, string>();

/**
 * Makes `c.json` keep the text it answers with: reading it back from the answer would turn
 * @hono/node-server's light answer into a whole Fetch Response and read its body as a stream,
 * 2–4 ms of a 35 KB answer on a busy core. An answer Hono made anew on the way out (its headers
 * merged into another) is read back as before.
 */
function keepJsonTexts(c: Context) {
  const json = (object: unknown, arg?: number | ResponseInit, headers?: Record<string, string>) => {
    const text = JSON.stringify(object);
    const answer = c.body(text, arg as ContentfulStatusCode, {
      "Content-Type": "application/json",
      ...headers,
    });
    jsonTexts.set(answer, text);
    return answer;
  };
  c.json = json as unknown as typeof c.json;
}

export function acceptedEncoding(header: string | undefined): Encoding | undefined {
  const accepted = new Set(
    (header ?? "")
      .split(",")
      .filter((part) => !/;\s*q=0(\.0*)?\s*$/.test(part))
      .map((part) => part.split(";")[0]?.trim().toLowerCase()),
  );
  return accepted.has("br") ? "br" : accepted.has("gzip") ? "gzip" : undefined;
}

function isUncompressedText(response: Response): boolean {
  const type = response.headers.get("Content-Type") ?? "";
  return (
    (type.startsWith("application/json") || type.startsWith("text/html")) &&
    !response.headers.has("Content-Encoding")
  );
}

/** Hono merges a new `c.res` into the old one through a stream; clearing it first keeps the body a buffer. */
function replaceResponse(c: Context, response: Response) {
  c.res = undefined;
  c.res = response;
}

function inLoopWhenSmall<Options>(
  inLoop: (body: Uint8Array, options: Options) => Buffer,
  inPool: (body: Uint8Array, options: Options) => Promise<Buffer>,
  optionsFor: (body: Uint8Array) => Options,
) {
  return async (body: Uint8Array): Promise<Buffer> =>
    body.byteLength < IN_LOOP_BELOW_BYTES
      ? inLoop(body, optionsFor(body))
      : inPool(body, optionsFor(body));
}
