import { defineConfig } from 'vitest/config';

// What a person does, in Chromium (playwright-core), against the production build served in
// workerd exactly as `npm start` serves it (tests/e2e/global-setup.ts).
export default defineConfig({
  test: {
    name: 'e2e',
    include: ['tests/e2e/**/*.test.ts'],
    environment: 'node',
    globalSetup: ['tests/e2e/global-setup.ts'],
    testTimeout: 60_000,
    hookTimeout: 120_000,
    // Two cores: one browser per file, two files at a time.
    maxWorkers: 2,
  },
});
