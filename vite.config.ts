/// <reference types="vitest/config" />
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import wasm from 'vite-plugin-wasm';

/**
 * The wasm core is on every page's critical path: announce it in index.html so the browser fetches it in
 * parallel with the entry chunk instead of after the entry has been parsed.
 */
function preloadWasm(): Plugin {
  return {
    name: 'skora:preload-wasm',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(_html, ctx) {
        const wasmAsset = Object.keys(ctx.bundle ?? {}).find((file) => file.endsWith('.wasm'));
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

export default defineConfig({
  root: 'app',
  envDir: '..',
  publicDir: 'public',
  plugins: [wasm(), react(), preloadWasm()],
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
  },
});
