import { readFileSync } from "node:fs";
import { expect, test } from "vitest";
import { EARLY_REQUESTS, FIRST_SCREEN_MODULES } from "./route-preloads";

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

test("/properties asks early for the first page of its list only, never the whole list", () => {
  const early = (EARLY_REQUESTS["/properties"] ?? []).join("");
  expect(early).toContain('href="/api/auth/get-session"');
  expect(early).toContain('href="/api/counts"');
  // The page size of web/lib/use-paging.ts, as web/lib/list-pages.ts asks for it.
  expect(early).toContain('href="/api/properties?limit=24"');
  expect(early).not.toContain('href="/api/properties"');
});
