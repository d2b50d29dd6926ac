import { defineConfig } from 'vitest/config';

// Pure logic in Node: pricing, filters, booking arithmetic, locale and cookie helpers.
export default defineConfig({
  test: {
    name: 'unit',
    include: ['tests/unit/**/*.test.ts'],
    environment: 'node',
    // Vitest's default is cores − 1: one file at a time on a 2-core machine.
    maxWorkers: 2,
  },
});
