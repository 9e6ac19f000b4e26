import { writeFileSync } from 'node:fs';
import type { Reporter, TestModule } from 'vitest/node';

/**
 * A Vitest reporter that writes, when the run ends, how long each test file took to the JSON file
 * named by TEST_TIMINGS_FILE, with its number of test cases: its environment, import and setup, and its tests and hooks (what a
 * file costs, `beforeAll` included, which the JSON reporter's per-test times leave out).
 */
export default class TimingReporter implements Reporter {
  private readonly timings: { file: string; project: string; seconds: number; tests: number }[] = [];

  onTestModuleEnd(module: TestModule): void {
    const d = module.diagnostic();
    const milliseconds =
      d.environmentSetupDuration + d.prepareDuration + d.collectDuration + d.setupDuration + d.duration;
    this.timings.push({
      file: module.moduleId,
      project: module.project.name,
      seconds: milliseconds / 1000,
      tests: [...module.children.allTests()].length,
    });
  }

  onTestRunEnd(): void {
    const file = process.env.TEST_TIMINGS_FILE;
    if (file) writeFileSync(file, JSON.stringify(this.timings));
  }
}
