import { BaseSequencer, type TestSpecification } from "vitest/node";

/**
 * The resilience files first, the soak before them all: its two minutes mostly wait on a
 * timer, so it runs beside the other files on a worker of its own instead of after them.
 */
export class SoakFirstSequencer extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    const rank = (file: TestSpecification) =>
      file.moduleId.endsWith("soak.test.ts") ? 0 : file.project.name === "resilience" ? 1 : 2;
    return sorted.sort((a, b) => rank(a) - rank(b));
  }
}
