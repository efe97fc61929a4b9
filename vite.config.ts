/// <reference types="vitest/config" />
import { resolve } from 'node:path';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin, type ResolvedConfig } from 'vite';
import wasm from 'vite-plugin-wasm';
import { seoFiles, siteOrigin } from './scripts/lib/seo.mjs';

/**
 * The startup wasm module is on every page's critical path: announce it in index.html so the browser fetches it
 * in parallel with the entry chunk instead of after the entry has been parsed. Feature modules are preloaded by
 * the router when their route starts loading (app/src/shared/core/preload.ts).
 */
function preloadWasm(): Plugin {
  return {
    name: 'skora:preload-wasm',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(_html, ctx) {
        const wasmAsset = Object.keys(ctx.bundle ?? {}).find((file) => /(^|\/)startup_bg-[^/]*\.wasm$/.test(file));
        if (!wasmAsset) return [];
        return [
          {
            tag: 'link',
            attrs: { rel: 'preload', href: `/${wasmAsset}`, as: 'fetch', type: 'application/wasm', crossorigin: '' },
            injectTo: 'head',
          },
        ];
      },
    },
  };
}

/**
 * Search-engine files and absolute link-preview URLs. The site's origin is `VITE_SITE_URL` (from the
 * environment or a .env file; default https://skora.app): index.html's `%SITE_ORIGIN%` becomes it, and the
 * build writes `robots.txt` and `sitemap.xml` (from the core's route table and the blog's posts) into dist/.
 */
function seo(): Plugin {
  let origin = siteOrigin(undefined);
  let siteUrl: string | undefined;
  return {
    name: 'skora:seo',
    configResolved(config) {
      siteUrl = config.env.VITE_SITE_URL as string | undefined;
      origin = siteOrigin(siteUrl);
    },
    transformIndexHtml: {
      order: 'pre',
      handler: (html) => html.replaceAll('%SITE_ORIGIN%', origin),
    },
    generateBundle() {
      if (this.environment?.config.build.ssr) return;
      for (const [fileName, source] of Object.entries(seoFiles(siteUrl))) {
        this.emitFile({ type: 'asset', fileName, source });
      }
    },
  };
}

/**
 * Pre-renders every public route to static HTML after the client build (scripts/lib/prerender.mjs), so the first
 * paint needs no JavaScript and no wasm, then writes the service worker (scripts/lib/app-cache.mjs). Skipped in the
 * SSR build it starts itself.
 */
function prerender(): Plugin {
  let config: ResolvedConfig;
  return {
    name: 'skora:prerender',
    apply: 'build',
    configResolved(resolved) {
      config = resolved;
    },
    async closeBundle() {
      if (config.build.ssr) return;
      const { prerenderSite } = await import('./scripts/lib/prerender.mjs');
      const outDir = resolve(config.root, config.build.outDir);
      const { signedIn } = await prerenderSite({
        outDir,
        mode: config.mode,
        siteOrigin: siteOrigin(config.env.VITE_SITE_URL as string | undefined),
      });
      // The service worker precaches the pages just written (the shell and the frames): after them, in this hook,
      // since Rollup runs the plugins' closeBundle hooks side by side.
      const { writeServiceWorker } = await import('./scripts/lib/app-cache.mjs');
      const { count, size } = await writeServiceWorker({ outDir, pages: signedIn });
      config.logger.info(`sw.js: ${count} files precached for the signed-in pages (${(size / 1024 / 1024).toFixed(1)} MB)`);
    },
  };
}

/**
 * Hosting's security headers depend on the build's environment (the project's functions origin, App Check's origins
 * when a site key is set): the build writes them into firebase.json, which `firebase deploy` sends
 * (scripts/lib/security-headers.mjs). A build for the demo project without App Check leaves the file as committed.
 */
function hostingHeaders(): Plugin {
  let config: ResolvedConfig;
  return {
    name: 'skora:hosting-headers',
    apply: 'build',
    configResolved(resolved) {
      config = resolved;
    },
    async closeBundle() {
      if (config.build.ssr) return;
      const { hostingOptions, writeHostingHeaders } = await import('./scripts/lib/security-headers.mjs');
      const options = hostingOptions(config.env);
      if (writeHostingHeaders(options)) {
        config.logger.info(`firebase.json: security headers for ${options.projectId}${options.appCheck ? ' with App Check' : ''}`);
      }
    },
  };
}

export default defineConfig({
  root: 'app',
  envDir: '..',
  publicDir: 'public',
  plugins: [wasm(), react(), preloadWasm(), seo(), prerender(), hostingHeaders()],
  resolve: {
    // react-toastify's main entry injects its CSS as a <style> element at run time, which the Content-Security-Policy
    // (style-src 'self', firebase.json) refuses; its unstyled entry is the same API, with the stylesheet imported by
    // main.tsx instead. Every `import … from 'react-toastify'` gets the one entry, so toasts share one store.
    alias: [{ find: /^react-toastify$/, replacement: 'react-toastify/unstyled' }],
  },
  server: { host: '127.0.0.1', port: 5173, strictPort: true },
  preview: { host: '127.0.0.1', port: 4173, strictPort: true },
  build: {
    outDir: '../dist',
    emptyOutDir: true,
    target: 'es2022',
    sourcemap: false,
    // scripts/bench.mjs reads the chunk graph from the manifest (hosting ignores dot-folders).
    manifest: true,
  },
  test: {
    root: '.',
    include: ['app/src/**/*.test.{ts,tsx}'],
    environment: 'jsdom',
    setupFiles: ['app/src/test/setup.ts'],
    css: false,
    // Room for the longer waits above (app/src/test/setup.ts) within one test.
    testTimeout: 20_000,
    // Vitest's default is one worker fewer than the cores: a single worker on a 2-core machine (CI).
    maxWorkers: 2,
  },
});
