/** @jest-environment node */
import { failuresOfJestReport, failuresOfPlaywrightReport } from './reports';

describe('failures from the runners’ reports', () => {
  it('names each failed jest test with its file, and a file that failed without a test (it did not load)', () => {
    const failures = failuresOfJestReport({
      testResults: [
        {
          name: '/repo/a.test.ts',
          status: 'failed',
          assertionResults: [
            { fullName: 'a passes', status: 'passed', failureMessages: [] },
            { fullName: 'a fails', status: 'failed', failureMessages: ['\u001b[31mExpected 1\u001b[39m', 'at a.test.ts:3'] },
          ],
        },
        { name: '/repo/b.test.ts', status: 'failed', message: 'Cannot find module ./b', assertionResults: [] },
        { name: '/repo/c.test.ts', status: 'passed', assertionResults: [{ fullName: 'c', status: 'passed', failureMessages: [] }] },
      ],
    });
    expect(failures).toEqual([
      { test: '/repo/a.test.ts › a fails', message: 'Expected 1\nat a.test.ts:3' },
      { test: '/repo/b.test.ts', message: 'Cannot find module ./b' },
    ]);
  });

  it('names each Playwright test that did not pass, with its describe blocks and project', () => {
    const failures = failuresOfPlaywrightReport({
      suites: [
        {
          title: 'carousel.spec.ts',
          specs: [{ title: 'top level', tests: [{ projectName: 'storefront', results: [{ status: 'passed' }] }] }],
          suites: [
            {
              title: 'on a phone',
              specs: [
                {
                  title: 'swipes',
                  tests: [{ projectName: 'storefront', results: [{ status: 'timedOut', error: { message: 'Test timeout of 60000ms exceeded.' } }] }],
                },
                { title: 'skipped', tests: [{ projectName: 'storefront', results: [{ status: 'skipped' }] }] },
              ],
            },
          ],
        },
      ],
      errors: [{ message: 'webServer exited early' }],
    });
    expect(failures).toEqual([
      { test: '[storefront] carousel.spec.ts › on a phone › swipes (timedOut)', message: 'Test timeout of 60000ms exceeded.' },
      { test: 'the run (outside any test)', message: 'webServer exited early' },
    ]);
  });
});
