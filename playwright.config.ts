import { defineConfig } from '@playwright/test';

// Debian's Chromium, never a downloaded browser: its headless shell (package chromium-headless-shell, Chromium's old
// headless mode, as Playwright's own headless runs use), which draws no browser interface and needs about a tenth less
// CPU over the journeys than the full browser in its new headless mode. The flags keep it from calling home on a closed
// network.
export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

export default defineConfig({
  testDir: 'tests/e2e',
  // The demo players (scripts/seed.mjs) the public journeys read: directory, featured players, clips.
  globalSetup: './tests/e2e/support/global-setup.ts',
  fullyParallel: false,
  // Three on two cores: while one journey waits (for a trigger, a timeout, a late reader), the others use the CPU.
  // Measured over all the journeys: 331 s with three against 357 s with two, the same CPU time, none flaky.
  workers: 3,
  // One more try for a journey that failed: on this 2-core machine the emulators' triggers and the browsers share the
  // CPU, and a journey racing a trigger under load has failed where it passes alone. A journey that passes only on
  // its retry is listed as "flaky" in the summary, with the first try's error and browser console (support/test.ts),
  // so it is seen and fixed rather than hidden; a behaviour that is broken fails both tries.
  retries: 1,
  timeout: 30_000,
  expect: { timeout: 7_000 },
  reporter: [['list']],
  use: {
    // The Hosting emulator (started with the others by `npm test`) serves the production build in dist/ with
    // firebase.json's rewrites and headers, as the CDN does: pre-rendered pages, the app shell, 404.html.
    baseURL: 'http://127.0.0.1:4173',
    browserName: 'chromium',
    launchOptions: { executablePath: '/usr/bin/chromium-headless-shell', args: CHROMIUM_ARGS },
    trace: 'off',
    // A signed-in page registers the service worker (app/src/shared/offline/app-cache.ts), which would answer the
    // requests a journey holds back or fails on purpose (page.route sees none of a worker's): blocked, but in the
    // journey about it (offline.spec.ts).
    serviceWorkers: 'block',
  },
});
