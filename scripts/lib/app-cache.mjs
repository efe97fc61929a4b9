// The service worker (dist/sw.js), written after the pre-rendering by the `skora:prerender` plugin (vite.config.ts),
// with Workbox's generateSW. It precaches what a signed-in page needs to open without the network: every script,
// stylesheet and wasm module of the build (hashed names: one URL per content), the boot script, the app shell and the signed-in pages'
// frames, the manifest and the icons. Navigations:
//   - a framed page (/map, /settings/add-weekly-stats…): its precached frame (Workbox's clean URLs);
//   - another signed-in page (the editor, /profile…): the precached app shell;
//   - any other page: the network first, the copy of its last visit when the network fails or is slow.
// A new build's worker waits until no tab uses the old one (Workbox's default): each tab runs one build's files.
// The app registers it for signed-in members only (app/src/shared/offline/app-cache.ts).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { hostingGlob, SHELL_FILE } from './prerender.mjs';
import { ROOT } from './run.mjs';

/** The paths the app shell stands in for, as Hosting has them: firebase.json's rewrites to the shell. */
export function shellRoutes() {
  const { rewrites } = JSON.parse(readFileSync(join(ROOT, 'firebase.json'), 'utf8')).hosting;
  return rewrites.filter((rule) => rule.destination === `/${SHELL_FILE}`).map((rule) => hostingGlob(rule.source));
}

/**
 * Writes `outDir/sw.js`. `pages`: the pre-rendered files (relative to `outDir`) to precache besides the assets.
 * @returns {Promise<{ count: number, size: number }>} what is precached
 */
export async function writeServiceWorker({ outDir, pages }) {
  const { generateSW } = await import('workbox-build');
  const { count, size, warnings } = await generateSW({
    swDest: `${outDir}/sw.js`,
    globDirectory: outDir,
    globPatterns: ['boot.js', 'assets/**/*.{js,css,wasm}', 'manifest.webmanifest', 'favicon.svg', 'icons/*.png', ...pages],
    // Hashed names change with their content: no revision needed.
    dontCacheBustURLsMatching: /^assets\//,
    // The profile module is the largest file (about 0.8 MB).
    maximumFileSizeToCacheInBytes: 4 * 1024 * 1024,
    cleanupOutdatedCaches: true,
    // One file: nothing imported from another origin or path (the Content-Security-Policy's worker-src 'self').
    inlineWorkboxRuntime: true,
    navigateFallback: `/${SHELL_FILE}`,
    navigateFallbackAllowlist: shellRoutes(),
    runtimeCaching: [
      {
        // A worker sees its own origin's navigations only.
        urlPattern: ({ request }) => request.mode === 'navigate',
        handler: 'NetworkFirst',
        options: { cacheName: 'skora-pages', networkTimeoutSeconds: 4, expiration: { maxEntries: 40 } },
      },
    ],
    sourcemap: false,
    mode: 'production',
  });
  if (warnings.length) throw new Error(`the service worker: ${warnings.join('; ')}`);
  return { count, size };
}
