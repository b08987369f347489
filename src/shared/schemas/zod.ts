/**
 * The one place the web app and the server take zod from. Zod compiles object parsers with
 * `new Function`, which the app's Content-Security-Policy (no 'unsafe-eval') blocks in the
 * browser and reports as a console error; jitless parsing needs no eval. It must be set before
 * any schema is built, hence this module rather than a call in main.tsx.
 */
// biome-ignore lint/style/noRestrictedImports: this module is the one allowed to import zod.
import { z } from "zod";

z.config({ jitless: true });

export { z };
