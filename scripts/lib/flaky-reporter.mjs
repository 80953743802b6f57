// A vitest reporter for `npm test`: records each test that failed and then passed on a retry, with
// the error of its failed attempt, so the run names its flaky tests instead of hiding them.
import fs from 'node:fs';
import path from 'node:path';

export default class FlakyReporter {
  flaky = [];

  onTestCaseResult(testCase) {
    const diagnostic = testCase.diagnostic();
    if (!diagnostic?.flaky) return;
    this.flaky.push({
      project: testCase.project.name,
      file: path.relative(process.cwd(), testCase.module.moduleId),
      test: testCase.fullName,
      retries: diagnostic.retryCount,
      errors: (testCase.result().errors ?? []).map((error) => String(error.message).split('\n')[0]),
    });
  }

  onTestRunEnd() {
    const file = process.env.CVFORGE_FLAKY_REPORT;
    if (file) fs.writeFileSync(file, JSON.stringify(this.flaky, null, 2));
  }
}
