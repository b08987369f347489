import { readdir, readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import { promisify } from "node:util";
import { brotliCompress, constants, gzip } from "node:zlib";
import type { Plugin } from "vite";

const COMPRESSIBLE = /\.(js|css|html|svg|json|txt|webmanifest)$/;
const MIN_BYTES = 1024;
const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/**
 * Writes `.br` and `.gz` beside every compressible built file once, at build time, so the server
 * sends them as they are (best compression, no per-request CPU) to browsers that accept them.
 */
export function precompress(): Plugin {
  let outDir = "";
  return {
    name: "estate-precompress",
    apply: "build",
    configResolved(config) {
      outDir = config.build.outDir;
    },
    // Last, after the other plugins have written their files (the service worker is written in
    // vite-plugin-pwa's closeBundle).
    closeBundle: {
      order: "post",
      sequential: true,
      async handler() {
        const files = await readdir(outDir, { recursive: true });
        await Promise.all(
          files
            .filter((file) => COMPRESSIBLE.test(file))
            .map((file) => compressFile(path.join(outDir, file))),
        );
      },
    },
  };
}

async function compressFile(file: string) {
  const content = await readFile(file);
  if (content.byteLength < MIN_BYTES) {
    return;
  }
  const [br, gz] = await Promise.all([
    brotli(content, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_SIZE_HINT]: content.byteLength,
      },
    }),
    gzipAsync(content, { level: constants.Z_BEST_COMPRESSION }),
  ]);
  await Promise.all([writeFile(`${file}.br`, br), writeFile(`${file}.gz`, gz)]);
}

/**
 * Preloads the Latin subset of the Inter font: the browser otherwise finds it only after the CSS
 * has loaded, and text first shows in the fallback font and then jumps.
 */
export function preloadFont(namePart: string): Plugin {
  return {
    name: "estate-preload-font",
    apply: "build",
    transformIndexHtml: {
      order: "post",
      handler(_html, context) {
        const font = Object.keys(context.bundle ?? {}).find(
          (file) => file.includes(namePart) && file.endsWith(".woff2"),
        );
        if (!font) {
          return [];
        }
        return [
          {
            tag: "link",
            attrs: {
              rel: "preload",
              href: `/${font}`,
              as: "font",
              type: "font/woff2",
              crossorigin: "",
            },
            injectTo: "head",
          },
        ];
      },
    },
  };
}
