// `node dist/server/create-template.js <folder>`: a migrated PGlite database in <folder>, which
// a fresh DATA_DIR starts as a copy of (scripts/build-if-stale.mjs builds it).
import { openDatabase } from "./open";

const [folder] = process.argv.slice(2);
if (!folder) {
  throw new Error("usage: create-template <folder>");
}
const database = openDatabase({ pgliteDir: folder, log: () => {} });
await database.migrate();
await database.close();
