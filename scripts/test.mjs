// `npm test`: the whole suite, in the order that fails fastest: dictionary types, typecheck,
// unit (Node), worker (workerd), browser end-to-end (Chromium; installed when missing).
// Ends with one line of totals, "N passed, N failed".
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { run } from './run.mjs';
import { ensureChromium } from './chromium.mjs';

const reports = mkdtempSync(join(tmpdir(), 'estadia-test-'));
const totals = { passed: 0, failed: 0 };
let failure = null;

async function vitest(config, name) {
  const outputFile = join(reports, `${name}.json`);
  try {
    await run('vitest', ['run', '--config', config, '--reporter=default', '--reporter=json', `--outputFile.json=${outputFile}`]);
  } catch (error) {
    failure ??= error;
  }
  try {
    const report = JSON.parse(readFileSync(outputFile, 'utf8'));
    totals.passed += report.numPassedTests;
    totals.failed += report.numFailedTests + (report.numFailedTestSuites ?? 0);
  } catch {
    totals.failed += 1; // the run produced no report at all
  }
}

await run('typesafe-i18n', ['--no-watch']);
await run('tsc', ['--noEmit', '-p', 'tsconfig.json']);
await vitest('vitest.unit.config.ts', 'unit');
await vitest('vitest.worker.config.ts', 'worker');
process.env.CHROMIUM_PATH = await ensureChromium();
await vitest('vitest.e2e.config.ts', 'e2e');
rmSync(reports, { recursive: true, force: true });

console.log(`\n${totals.passed} passed, ${totals.failed} failed`);
if (failure || totals.failed > 0) process.exit(1);
