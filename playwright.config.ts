import { defineConfig } from '@playwright/test';

// Debian's Chromium, never a downloaded browser. The flags keep it from calling home on a closed network.
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
  workers: 2,
  retries: 0,
  timeout: 30_000,
  expect: { timeout: 7_000 },
  reporter: [['list']],
  use: {
    // The Hosting emulator (started with the others by `npm test`) serves the production build in dist/ with
    // firebase.json's rewrites and headers, as the CDN does: pre-rendered pages, the app shell, 404.html.
    baseURL: 'http://127.0.0.1:4173',
    browserName: 'chromium',
    launchOptions: { executablePath: '/usr/bin/chromium', args: CHROMIUM_ARGS },
    trace: 'off',
  },
});
