/** One failed test of a run, as the runner's JSON report names it. */
export interface TestFailure {
  test: string;
  message: string;
}

interface JestReport {
  testResults: Array<{
    name: string;
    message?: string;
    status?: string;
    assertionResults: Array<{ fullName: string; status: string; failureMessages: string[] }>;
  }>;
}

// Runners colour their messages even into files when a terminal asked for it once.
const ANSI = new RegExp(`${String.fromCharCode(27)}\\[[0-9;]*m`, 'g');

function clean(text: string): string {
  return text.replace(ANSI, '').trim();
}

/** Failed tests, and test files that failed without a failed test (a suite that did not load or timed out). */
export function failuresOfJestReport(report: JestReport): TestFailure[] {
  return report.testResults.flatMap((file) => {
    const failed = file.assertionResults.filter((result) => result.status === 'failed');
    if (failed.length > 0) {
      return failed.map((result) => ({ test: `${file.name} › ${result.fullName}`, message: clean(result.failureMessages.join('\n')) }));
    }
    return file.status === 'failed' ? [{ test: file.name, message: clean(file.message ?? '') }] : [];
  });
}

interface PlaywrightSuite {
  title: string;
  file?: string;
  suites?: PlaywrightSuite[];
  specs?: Array<{
    title: string;
    tests: Array<{ projectName: string; results: Array<{ status: string; error?: { message?: string } }> }>;
  }>;
}

interface PlaywrightReport {
  suites: PlaywrightSuite[];
  errors?: Array<{ message?: string }>;
}

/** Every test whose run did not pass (failed, timed out, interrupted), with the titles of its describe blocks. */
export function failuresOfPlaywrightReport(report: PlaywrightReport): TestFailure[] {
  const failures: TestFailure[] = [];
  const visit = (suite: PlaywrightSuite, titles: string[]) => {
    const path = suite.title ? [...titles, suite.title] : titles;
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests) {
        for (const result of test.results) {
          if (result.status === 'passed' || result.status === 'skipped') continue;
          failures.push({ test: `[${test.projectName}] ${[...path, spec.title].join(' › ')} (${result.status})`, message: clean(result.error?.message ?? '') });
        }
      }
    }
    for (const child of suite.suites ?? []) visit(child, path);
  };
  for (const suite of report.suites) visit(suite, []);
  for (const error of report.errors ?? []) failures.push({ test: 'the run (outside any test)', message: clean(error.message ?? '') });
  return failures;
}
