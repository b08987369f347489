import path from "node:path";
import { setFlagsFromString } from "node:v8";
import { ConfigError, loadConfig } from "./env";
import { startServer } from "./server";

// V8 compiles each WebAssembly function of PGlite quickly at its first call and optimises it only
// once it has run for a while: at a few requests a minute a query's functions stayed slow for
// minutes (Today on a big book 30–90 ms for its first dozen calls, 6 ms once optimised). Without
// dynamic tiering each function is optimised in the background right after its first call
// (docs/decisions/043-pglite-optimised-after-its-first-call.md). Read when PGlite is compiled.
setFlagsFromString("--no-wasm-dynamic-tiering");

try {
  const config = loadConfig();
  if (config.databaseUrl === undefined) {
    // V8 lets the old generation grow to four times what the last full collection kept when the
    // collector keeps pace, as it does on a busy server: with 200 agents on PGlite it grew from 50
    // to 187 MB between two collections, and RSS peaked at 340–408 MB. With the database in the
    // process, memory is what runs out first: twice what is live costs a full collection every
    // 30 s instead of every 90 s (decision 048).
    setFlagsFromString("--heap-growing-percent=100");
  }
  const server = await startServer(config, {
    webDir: path.resolve("dist/web"),
    databaseTemplateDir: path.resolve("dist/db-template"),
  });
  console.log(`Estate CRM is running at ${server.url}`);
  const shutdown = () => {
    void server.close().finally(() => process.exit(0));
  };
  process.once("SIGINT", shutdown);
  process.once("SIGTERM", shutdown);
} catch (error) {
  if (error instanceof ConfigError) {
    console.error(error.message);
    process.exit(1);
  }
  throw error;
}
