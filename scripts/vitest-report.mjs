/**
 * The counts of one vitest JSON report (scripts/test.mjs's layer lines and totals): its passed
 * tests, and its failures — each failed test, plus each file that failed without a failed test
 * (it did not load, or a hook threw). vitest's own numFailedTestSuites counts describe blocks,
 * so adding it counted one failed test up to three times.
 * @param {{ numPassedTests: number; numFailedTests: number; testResults?: { status: string; assertionResults?: { status: string }[] }[] }} report
 */
export function reportCounts(report) {
  const brokenFiles = (report.testResults ?? []).filter((file) => file.status === 'failed' && !file.assertionResults?.some((test) => test.status === 'failed')).length;
  return { passed: report.numPassedTests, failed: report.numFailedTests + brokenFiles };
}
