// Starts downloading a feature's wasm module as soon as its route starts loading, so the wasm arrives in parallel
// with the route's JS chunks instead of after them (the glue only fetches it once its chunk has been evaluated).
// The link's fetch is the same request the glue then makes, so the browser serves it from the preload cache.
//
// The URL table is generated from the build's module list (generated/wasm-urls.ts, scripts/build-wasm.mjs).
import { wasmUrls } from './generated/wasm-urls';

export type FeatureModule = keyof typeof wasmUrls;

/** The URL of a feature module's `.wasm` (the asset the glue loads; `recovery.ts` loads it again after a trap). */
export function wasmUrl(module: FeatureModule): string {
  return wasmUrls[module];
}

const started = new Set<string>();

/** Whether a page has asked for `module` (its route preloaded it): it is downloading or loaded. */
export function wasmRequested(module: FeatureModule): boolean {
  return started.has(wasmUrls[module]);
}

/** Adds `<link rel="preload" as="fetch">` for each module once; does nothing outside a browser. */
export function preloadWasm(modules: readonly FeatureModule[]): void {
  if (typeof document === 'undefined') return;
  for (const module of modules) {
    const href = wasmUrls[module];
    if (started.has(href)) continue;
    started.add(href);
    const link = document.createElement('link');
    link.rel = 'preload';
    link.as = 'fetch';
    link.type = 'application/wasm';
    link.crossOrigin = 'anonymous';
    link.href = href;
    document.head.append(link);
  }
}
