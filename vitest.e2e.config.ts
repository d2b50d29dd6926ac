import { defineConfig } from 'vitest/config';
import { BaseSequencer, type TestSpecification } from 'vitest/node';

/**
 * The walks of every page (tests/e2e/a11y-<locale>.test.ts, several minutes each) start first.
 * On a fresh clone vitest has no durations yet and starts the largest files first; these four
 * files are small, so they started last and ran on alone at the end of the layer.
 */
class LongestFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    const isWalk = (file: TestSpecification) => /\/a11y-[a-z]{2}\.test\.ts$/.test(file.moduleId);
    return [...sorted.filter(isWalk), ...sorted.filter((file) => !isWalk(file))];
  }
}

// What a person does, in Chromium (playwright-core), against the production build served in
// workerd exactly as `npm start` serves it (tests/e2e/global-setup.ts).
export default defineConfig({
  test: {
    name: 'e2e',
    include: ['tests/e2e/**/*.test.ts'],
    environment: 'node',
    globalSetup: ['tests/e2e/global-setup.ts'],
    // Room for two full waits (PATIENCE_MS, 45 s) in a test on a machine under load.
    testTimeout: 120_000,
    hookTimeout: 120_000,
    // A busy 2-core machine hydrates in seconds: `expect.poll` waits as long as every other
    // wait (PATIENCE_MS in tests/e2e/harness.ts), never its 1 s default.
    expect: { poll: { timeout: 45_000, interval: 100 } },
    sequence: { sequencer: LongestFirst },
    // Two cores: one browser per file, two files at a time.
    maxWorkers: 2,
  },
});
