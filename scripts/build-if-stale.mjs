// `npm start` builds the web app only when the build is missing or older than what it is built
// from, so a restart on an existing install serves in seconds instead of rebuilding every time.
import { spawnSync } from "node:child_process";
import { readdirSync, statSync } from "node:fs";
import path from "node:path";

const BUILD_STAMP = "dist/web/.vite/manifest.json";
const SOURCES = [
  "src/web",
  "src/shared",
  "public",
  "vite.config.ts",
  "package-lock.json",
  "tsconfig.json",
];

const builtAt = modifiedAt(BUILD_STAMP);
const changedAt = Math.max(...SOURCES.map(newestIn));
if (builtAt === 0 || changedAt > builtAt) {
  console.log(builtAt === 0 ? "Building the web app" : "Sources changed: rebuilding the web app");
  const build = spawnSync("npx", ["vite", "build"], { stdio: "inherit" });
  process.exit(build.status ?? 1);
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
