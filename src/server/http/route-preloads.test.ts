import { readFileSync } from "node:fs";
import { expect, test } from "vitest";
import { FIRST_SCREEN_MODULES } from "./route-preloads";

test("every first-screen module is one the router loads lazily", () => {
  const router = readFileSync("src/web/app/router.tsx", "utf8");
  const lazyModules = [...router.matchAll(/import\("([^"]+)"\)/g)].map(([, specifier = ""]) =>
    specifier.replace(/^@web\//, "").replace(/^\.\//, "app/"),
  );
  for (const modules of Object.values(FIRST_SCREEN_MODULES)) {
    for (const module of modules) {
      expect(lazyModules).toContain(module.replace(/\.tsx$/, ""));
    }
  }
});
