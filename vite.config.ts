import path from "node:path";
import tailwindcss from "@tailwindcss/vite";
import react from "@vitejs/plugin-react";
import { visualizer } from "rollup-plugin-visualizer";
import { defineConfig } from "vite";
import { CHUNK_GROUPS } from "./scripts/chunk-groups.ts";
import { installableApp } from "./scripts/pwa.ts";
import { precompress, preloadFont } from "./scripts/vite-plugins.ts";

const API_PORT = process.env.PORT ?? "3000";

export default defineConfig({
  root: "src/web",
  publicDir: path.resolve("public"),
  plugins: [
    react(),
    tailwindcss(),
    preloadFont("inter-latin-wght-normal"),
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
    rolldownOptions: { output: { codeSplitting: { groups: CHUNK_GROUPS } } },
  },
  server: {
    port: 5173,
    proxy: { "/api": `http://127.0.0.1:${API_PORT}` },
  },
});
