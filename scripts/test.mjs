// `npm test`: the whole suite, in the order that fails fastest: dictionary types, typecheck,
// unit (Node), worker (workerd), browser end-to-end (Chromium; installed when missing).
// Each layer prints `layer <name>: <seconds> s` when it ends, and a layer that breaks prints
// `FAILED layer: <name>` (dictionary types and typecheck stop the run; a test layer lets the
// next ones run, so one run shows every broken layer). Ends with one line of totals,
// "N passed, N failed". With ESTADIA_TEST_SUMMARY set to a file, the layer lines and the totals
// line are also written there (.ci/run prints them again at its end).
import { appendFileSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { run } from './run.mjs';
import { ensureChromium } from './chromium.mjs';
import { reportCounts } from './vitest-report.mjs';

const reports = mkdtempSync(join(tmpdir(), 'estadia-test-'));
const totals = { passed: 0, failed: 0 };
const failedLayers = [];
const started = performance.now();

/** Prints a line of the summary (and keeps it in ESTADIA_TEST_SUMMARY when set). */
function say(line) {
  console.log(line);
  if (process.env.ESTADIA_TEST_SUMMARY) appendFileSync(process.env.ESTADIA_TEST_SUMMARY, `${line}\n`);
}

const seconds = (since) => ((performance.now() - since) / 1000).toFixed(1);

function finish() {
  rmSync(reports, { recursive: true, force: true });
  console.log(`npm test total: ${seconds(started)} s`);
  for (const name of failedLayers) say(`FAILED layer: ${name}`);
  say(`${totals.passed} passed, ${totals.failed} failed`);
  process.exit(failedLayers.length > 0 || totals.failed > 0 ? 1 : 0);
}

/**
 * Runs one layer, timed. `body` resolves to a short note for the layer's line (its counts) or
 * throws; a layer that throws or reports failed tests is named as failed.
 */
async function layer(name, body, { stopOnFailure = false } = {}) {
  const since = performance.now();
  let note = '';
  let failed = false;
  try {
    const result = await body();
    note = result?.note ?? '';
    failed = Boolean(result?.failed);
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    failed = true;
  }
  say(`layer ${name}: ${seconds(since)} s${note ? ` (${note})` : ''}`);
  if (failed) {
    failedLayers.push(name);
    console.log(`FAILED layer: ${name}`);
    if (stopOnFailure) finish();
  }
}

/** A vitest layer: its tests counted into the totals from its JSON report (`args`: more options). */
async function vitest(config, name, args = []) {
  const outputFile = join(reports, `${name}.json`);
  let runError = null;
  try {
    await run('vitest', ['run', '--config', config, ...args, '--reporter=default', '--reporter=json', `--outputFile.json=${outputFile}`]);
  } catch (error) {
    runError = error;
  }
  let passed = 0;
  let failed = 0;
  try {
    const report = JSON.parse(readFileSync(outputFile, 'utf8'));
    ({ passed, failed } = reportCounts(report));
  } catch {
    failed = 1; // the run produced no report at all
  }
  totals.passed += passed;
  totals.failed += failed;
  if (runError && failed === 0) console.error(runError.message);
  return { note: `${passed} passed, ${failed} failed`, failed: Boolean(runError) || failed > 0 };
}

await layer('i18n', () => run('typesafe-i18n', ['--no-watch']), { stopOnFailure: true });
await layer('typecheck', () => run('tsc', ['--noEmit', '-p', 'tsconfig.json']), { stopOnFailure: true });
await layer('unit', () => vitest('vitest.unit.config.ts', 'unit'));
/**
 * Worker test files that count or compare the whole database (every listing, every row), move the demo host, run the whole cron or
 * replace the database binding: each runs in a workerd of its own, as vitest.worker.config.ts
 * runs every file by default.
 */
const FRESH_WORKER_FILES = ['tests/worker/demo-copy.test.ts', 'tests/worker/marketplace-d1.test.ts', 'tests/worker/marketplace.test.ts', 'tests/worker/shards-directory.test.ts', 'tests/worker/shards-host.test.ts', 'tests/worker/shards-jobs.test.ts', 'tests/worker/shards-jobs-channex.test.ts', 'tests/worker/shards-jobs-demo.test.ts', 'tests/worker/shards-move.test.ts', 'tests/worker/shards-move-live.test.ts', 'tests/worker/trust-params.test.ts'];
await layer('worker', async () => {
  // Every other file creates its own hosts and reads only what it wrote, so the files share one
  // workerd (and its storage) per vitest worker: no runtime to start, modules to fetch and
  // migrations to apply per file (the layer ran in 191 s instead of 1000 s on a loaded machine).
  const shared = await vitest('vitest.worker.config.ts', 'worker', ['--isolate=false', ...FRESH_WORKER_FILES.map((file) => `--exclude=${file}`)]);
  const fresh = await vitest('vitest.worker.config.ts', 'worker-fresh', FRESH_WORKER_FILES);
  const counts = [shared, fresh].map(({ note }) => note.match(/\d+/g).map(Number));
  return { note: `${counts[0][0] + counts[1][0]} passed, ${counts[0][1] + counts[1][1]} failed`, failed: shared.failed || fresh.failed };
});
await layer('e2e', async () => {
  process.env.CHROMIUM_PATH = await ensureChromium();
  return vitest('vitest.e2e.config.ts', 'e2e');
});
finish();
