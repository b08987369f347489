import path from "node:path";
import tailwindcss from "@tailwindcss/vite";
import react from "@vitejs/plugin-react";
import { visualizer } from "rollup-plugin-visualizer";
import { defineConfig } from "vite";
import { CHUNK_GROUPS } from "./scripts/chunk-groups.ts";
import { installableApp } from "./scripts/pwa.ts";
import { precompress, preloadFont } from "./scripts/vite-plugins.ts";

const API_PORT = process.env.PORT ?? "3000";
/** Chunks index.html's entry imports statically (scripts/chunk-groups.ts names two of them). */
const ENTRY_CHUNK = /(^|\/)(rolldown-runtime|framework|common)-[\w-]+\.js$/;

export default defineConfig({
  root: "src/web",
  publicDir: path.resolve("public"),
  plugins: [
    react(),
    tailwindcss(),
    preloadFont("inter-basic-latin-wght-normal"),
    installableApp(),
    precompress(),
    // `ANALYZE=1 npm run build` maps what each chunk holds into dist/stats.html.
    Boolean(process.env.ANALYZE) &&
      visualizer({ filename: "dist/stats.html", gzipSize: true, brotliSize: true }),
  ],
  resolve: {
    alias: {
      "@shared": path.resolve("src/shared"),
      "@server": path.resolve("src/server"),
      "@web": path.resolve("src/web"),
    },
  },
  // The manifest tells `npm start` when the build is stale and the asset budget what loads first.
  build: {
    outDir: path.resolve("dist/web"),
    emptyOutDir: true,
    manifest: true,
    modulePreload: {
      // Every lazy import goes through Vite's preload helper with its chunk's dependencies; the
      // ones the entry imports statically are always loaded by then, and resolving them again
      // cost each page's first render time (about 20 ms for /login at a phone's speed). index.html
      // keeps them: announced there, they load beside the entry instead of after it.
      resolveDependencies: (_file, dependencies, { hostType }) =>
        hostType === "html"
          ? dependencies
          : dependencies.filter((dependency) => !ENTRY_CHUNK.test(dependency)),
    },
    rolldownOptions: { output: { codeSplitting: { groups: CHUNK_GROUPS } } },
  },
  server: {
    port: 5173,
    proxy: { "/api": `http://127.0.0.1:${API_PORT}` },
  },
});
