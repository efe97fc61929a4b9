import { defineConfig } from 'vitest/config';

// Security rules tests: they need the Firebase emulators (run them via `node scripts/rules-test.mjs`).
export default defineConfig({
  test: {
    include: ['tests/rules/**/*.test.ts'],
    environment: 'node',
    fileParallelism: false,
    testTimeout: 20_000,
    hookTimeout: 30_000,
  },
});
