// Types for vitest-report.mjs (plain ESM so that `npm test` runs it without a build step).
export interface VitestReport {
  numPassedTests: number;
  numFailedTests: number;
  testResults?: { status: string; assertionResults?: { status: string }[] }[];
}
export declare function reportCounts(report: VitestReport): { passed: number; failed: number };
