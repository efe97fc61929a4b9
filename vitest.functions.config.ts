import { defineConfig } from 'vitest/config';

// Cloud Functions tests: writes through Firestore, effects observed as the triggers (functions/) make them. They need
// the Firebase emulators WITH the Functions emulator (npm test's e2e stage runs them inside `emulators:exec`).
export default defineConfig({
  test: {
    include: ['tests/functions/**/*.test.ts'],
    environment: 'node',
    fileParallelism: false,
    reporters: ['verbose'],
    testTimeout: 60_000,
    hookTimeout: 60_000,
  },
});
