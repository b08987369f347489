import { availableParallelism } from "node:os";
import { defineConfig, mergeConfig } from "vitest/config";
import { isPostgresUp } from "./tests/support/postgres.ts";
import { SoakFirstSequencer } from "./tests/support/soak-first-sequencer.ts";
import viteConfig from "./vite.config.ts";

const API_TESTS = ["src/server/**/*.test.ts"];
const TIME_ZONE_TESTS = [
  "src/shared/domain/wall-clock.test.ts",
  "src/shared/domain/links.test.ts",
  "src/shared/domain/appointments.test.ts",
  "src/shared/domain/vtimezone.test.ts",
  "src/shared/domain/notification-times.test.ts",
];

// API tests run once per database engine: always on PGlite, and on PostgreSQL when one answers.
const databases = (await isPostgresUp()) ? ["pglite", "postgres"] : ["pglite"];

export default mergeConfig(
  viteConfig,
  defineConfig({
    root: ".",
    test: {
      // Vitest's default leaves a core idle; most API test files wait on a server or a database,
      // so two at a time finish the suite sooner on our 2-core machines, and a third worker
      // holds the soak, which waits on a timer for two minutes, from the start.
      maxWorkers: Math.max(2, availableParallelism() - 1) + 1,
      sequence: { sequencer: SoakFirstSequencer },
      projects: [
        {
          extends: true,
          test: {
            name: "unit",
            include: ["src/shared/**/*.test.ts", "src/web/**/*.test.{ts,tsx}"],
          },
        },
        // The calendar and reminder rules must not depend on the machine's own time zone.
        ...["Asia/Kolkata", "America/New_York"].map((timeZone) => ({
          extends: true as const,
          test: {
            name: `unit-tz-${timeZone}`,
            include: TIME_ZONE_TESTS,
            env: { TZ: timeZone },
          },
        })),
        ...databases.map((database) => ({
          extends: true as const,
          test: {
            name: `api-${database}`,
            include: API_TESTS,
            env: { TEST_DATABASE: database },
            // Each file starts its own server on its own database, so the files of a worker can
            // share its imported modules: the server imported once, not once per file (decision 040).
            isolate: false,
            globalSetup: ["tests/support/global-setup.ts"],
            testTimeout: 30_000,
            hookTimeout: 60_000,
          },
        })),
        // PostgreSQL restarted under load and a 2-minute soak: minutes, not seconds, but in CI.
        {
          extends: true,
          test: {
            name: "resilience",
            include: ["tests/resilience/*.test.ts"],
            env: { TEST_DATABASE: databases.at(-1) ?? "pglite" },
            globalSetup: ["tests/support/global-setup.ts"],
            execArgv: ["--expose-gc"],
            testTimeout: 300_000,
            hookTimeout: 120_000,
          },
        },
      ],
    },
  }),
);
