// Starts downloading a feature's wasm module as soon as its route starts loading, so the wasm arrives in parallel
// with the route's JS chunks instead of after them (the glue only fetches it once its chunk has been evaluated).
// The link's fetch is the same request the glue then makes, so the browser serves it from the preload cache.
import contentWasm from './pkg/content/content_bg.wasm?url';
import directoryWasm from './pkg/directory/directory_bg.wasm?url';
import formsWasm from './pkg/forms/forms_bg.wasm?url';
import profileWasm from './pkg/profile/profile_bg.wasm?url';

const URLS = { content: contentWasm, directory: directoryWasm, forms: formsWasm, profile: profileWasm } as const;

export type FeatureModule = keyof typeof URLS;

const started = new Set<string>();

/** Adds `<link rel="preload" as="fetch">` for each module once; does nothing outside a browser. */
export function preloadWasm(modules: readonly FeatureModule[]): void {
  if (typeof document === 'undefined') return;
  for (const module of modules) {
    const href = URLS[module];
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
