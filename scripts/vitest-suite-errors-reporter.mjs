// A Vitest reporter for scripts/test.mjs: Vitest's JSON report names a file whose beforeAll or
// afterAll failed but not the error (its tests are only "skipped"), and a CI log is read from its
// tail, far below the phase's own output. This one writes each failing suite's or module's errors
// as lines "file > suite: first line of the error" to SUITE_ERRORS_FILE.
import { appendFileSync } from 'node:fs';
import path from 'node:path';

const firstLine = (error) =>
  String(error?.message ?? error ?? '')
    .split('\n')[0]
    .slice(0, 300);

export default class SuiteErrorsReporter {
  onTestRunEnd(testModules, unhandledErrors) {
    const target = process.env.SUITE_ERRORS_FILE;
    if (!target) return;
    const lines = [];
    for (const testModule of testModules) {
      const file = `${path.relative(process.cwd(), testModule.moduleId)} [${testModule.project.name}]`;
      for (const error of testModule.errors()) lines.push(`${file}: ${firstLine(error)}`);
      for (const suite of testModule.children.allSuites()) {
        for (const error of suite.errors()) lines.push(`${file} > ${suite.fullName}: ${firstLine(error)}`);
      }
    }
    for (const error of unhandledErrors) lines.push(`unhandled error: ${firstLine(error)}`);
    if (lines.length) appendFileSync(target, `${lines.join('\n')}\n`);
  }
}
