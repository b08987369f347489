// `npm start` builds only what is missing or older than what it is built from, so a restart on an
// existing install serves in seconds instead of rebuilding every time. Three things are built:
// the web app (Vite), the server bundle (esbuild: no TypeScript to transpile at each start, one
// file to load instead of thousands) and the database template a fresh DATA_DIR starts from.
import { spawnSync } from "node:child_process";
import { readdirSync, renameSync, rmSync, statSync } from "node:fs";
import path from "node:path";

const SERVER_DIR = "dist/server";
const TEMPLATE_DIR = "dist/db-template";
const SHARED_SOURCES = ["src/shared", "package-lock.json", "tsconfig.json"];

const TARGETS = [
  {
    name: "the web app",
    stamp: "dist/web/.vite/manifest.json",
    sources: [...SHARED_SOURCES, "src/web", "public", "vite.config.ts"],
    build: () => run("npx", ["vite", "build"]),
  },
  {
    name: "the server",
    stamp: `${SERVER_DIR}/index.js`,
    sources: [...SHARED_SOURCES, "src/server", "scripts/build-if-stale.mjs"],
    build: buildServer,
  },
  {
    name: "the database template",
    stamp: `${TEMPLATE_DIR}/PG_VERSION`,
    sources: ["drizzle", "package-lock.json"],
    build: buildTemplate,
  },
];

for (const target of TARGETS) {
  const builtAt = modifiedAt(target.stamp);
  if (builtAt === 0 || Math.max(...target.sources.map(newestIn)) > builtAt) {
    console.log(`${builtAt === 0 ? "Building" : "Sources changed: rebuilding"} ${target.name}`);
    await target.build();
  }
}

async function buildServer() {
  const { build } = await import("esbuild");
  rmSync(SERVER_DIR, { recursive: true, force: true });
  await build({
    entryPoints: {
      index: "src/server/index.ts",
      "create-template": "src/server/db/create-template.ts",
      // In the container, where the sources are not: node dist/server/backup.js <file>.
      backup: "src/server/ops/backup-cli.ts",
      restore: "src/server/ops/restore-cli.ts",
    },
    outdir: SERVER_DIR,
    bundle: true,
    // Lazy imports (the S3 client) become chunks loaded on first use.
    splitting: true,
    format: "esm",
    platform: "node",
    target: "node20",
    // PGlite loads its WASM and data files next to its own modules; sharp is native code; the
    // AWS SDK is imported only when S3 is configured.
    external: ["@electric-sql/pglite", "sharp", "@aws-sdk/*"],
    // Bundled CommonJS packages call require().
    banner: {
      js: "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);",
    },
    logLevel: "warning",
  });
}

/** initdb and every migration, done once here rather than at each fresh start (seconds). */
function buildTemplate() {
  const partial = `${TEMPLATE_DIR}.partial`;
  rmSync(partial, { recursive: true, force: true });
  run("node", [`${SERVER_DIR}/create-template.js`, partial]);
  rmSync(TEMPLATE_DIR, { recursive: true, force: true });
  renameSync(partial, TEMPLATE_DIR);
}

function run(command, args) {
  const result = spawnSync(command, args, { stdio: "inherit" });
  if (result.status !== 0) {
    process.exit(result.status ?? 1);
  }
}

function modifiedAt(file) {
  try {
    return statSync(file).mtimeMs;
  } catch {
    return 0;
  }
}

/** The newest modification time of a file, or of any file below a folder. */
function newestIn(target) {
  const stats = statSync(target, { throwIfNoEntry: false });
  if (!stats?.isDirectory()) {
    return stats?.mtimeMs ?? 0;
  }
  const entries = readdirSync(target, { recursive: true, withFileTypes: true });
  return Math.max(
    stats.mtimeMs,
    ...entries.map((entry) => modifiedAt(path.join(entry.parentPath, entry.name))),
  );
}
