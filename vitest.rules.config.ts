import { defineConfig } from 'vitest/config';

// Security rules tests: they need the Firebase emulators (run them via `node scripts/rules-test.mjs`).
export default defineConfig({
  test: {
    include: ['tests/rules/**/*.test.ts'],
    environment: 'node',
    // Each worker has a project of its own (tests/rules/firestore-env.ts), so files run side by side.
    maxWorkers: 2,
    // Verbose, so a skipped suite prints its name, which carries the reason it was skipped.
    reporters: ['verbose'],
    testTimeout: 20_000,
    hookTimeout: 30_000,
  },
});
