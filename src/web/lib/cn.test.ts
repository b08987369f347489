import { createTailwindMerge, getDefaultConfig, twMerge } from "tailwind-merge";
import { expect, test } from "vitest";
import { CLASS_GROUPS, cn } from "./cn";

/** The web app's sources (src/web), tests aside. */
const SOURCES: Record<string, string> = import.meta.glob(
  ["../**/*.{ts,tsx}", "!../**/*.test.{ts,tsx}"],
  { query: "?raw", import: "default", eager: true },
);

/** Every word of those sources that tailwind-merge's full configuration knows as a class. */
function classesInSources(): string[] {
  const words = new Set(Object.values(SOURCES).flatMap((source) => source.split(/[\s"'`{}<>]+/)));
  return [...words].filter((word) => word && twMerge(`${word} ${word}`) === word);
}

/**
 * The groups these classes belong to, each found by a merger that knows that group alone. An
 * arbitrary property (`[content-visibility:auto]`) is merged by its name, whatever the groups.
 */
function groupsOf(classes: string[]): string[] {
  const config = getDefaultConfig();
  return Object.entries(config.classGroups)
    .filter(([group, definition]) => {
      const merge = createTailwindMerge(() => ({
        ...config,
        classGroups: { [group]: definition },
      }));
      return classes.some((name) => !name.startsWith("[") && merge(`${name} ${name}`) === name);
    })
    .map(([group]) => group);
}

test("CLASS_GROUPS are exactly the groups of the classes the web app uses", () => {
  const groups = groupsOf(classesInSources());
  // A class of a group left out is kept as it is, never merged: add its group to CLASS_GROUPS.
  expect([...CLASS_GROUPS].sort()).toEqual(groups.sort());
});

test("cn merges the app's classes exactly as tailwind-merge's full configuration does", () => {
  const classes = classesInSources();
  // Every class against a spread of others (pairs are where a conflict shows).
  for (const [index, first] of classes.entries()) {
    for (let step = 1; step <= 40; step += 1) {
      const second = classes[(index * 7919 + step * 104_729) % classes.length] ?? "";
      expect(cn(first, second)).toBe(twMerge(first, second));
    }
  }
  expect(cn("px-2 py-1", "p-3")).toBe("p-3");
  expect(cn("text-muted-foreground", false, "text-destructive")).toBe("text-destructive");
});
