import { describe, expect, it } from 'vitest';
import { reportCounts } from '../../scripts/vitest-report.mjs';

const passing = { status: 'passed', assertionResults: [{ status: 'passed' }, { status: 'passed' }] };

describe("the test layers' counts (npm test's summary)", () => {
  it('one failed test inside nested describe blocks counts once', () => {
    // As vitest reported the loaded CI run: 1 failed test, 2 failed suites (its describe and the file).
    const report = { numPassedTests: 3, numFailedTests: 1, numFailedTestSuites: 2, testResults: [passing, { status: 'failed', assertionResults: [{ status: 'passed' }, { status: 'failed' }] }] };
    expect(reportCounts(report)).toEqual({ passed: 3, failed: 1 });
  });

  it('a file that failed to load (no test failed in it) counts as a failure', () => {
    const report = { numPassedTests: 2, numFailedTests: 0, numFailedTestSuites: 1, testResults: [passing, { status: 'failed', assertionResults: [] }] };
    expect(reportCounts(report)).toEqual({ passed: 2, failed: 1 });
  });

  it('a green report has no failures', () => {
    expect(reportCounts({ numPassedTests: 2, numFailedTests: 0, testResults: [passing] })).toEqual({ passed: 2, failed: 0 });
  });
});
