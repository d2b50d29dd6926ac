import { defineConfig } from 'vitest/config';

// Pure logic in Node: pricing, filters, booking arithmetic, locale and cookie helpers.
export default defineConfig({
  test: {
    name: 'unit',
    include: ['tests/unit/**/*.test.ts'],
    environment: 'node',
  },
});
