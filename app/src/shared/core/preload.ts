// Starts downloading a feature's wasm module as soon as its route starts loading, so the wasm arrives in parallel
// with the route's JS chunks instead of after them (the glue only fetches it once its chunk has been evaluated).
// The link's fetch is the same request the glue then makes, so the browser serves it from the preload cache.
//
// `new URL(…, import.meta.url)` makes Vite emit the same hashed asset the glue loads and inline its URL here
// (a `?url` import would add a tiny shared chunk per module to the entry's requests).
const URLS = {
  content: new URL('./pkg/content/content_bg.wasm', import.meta.url).href,
  directory: new URL('./pkg/directory/directory_bg.wasm', import.meta.url).href,
  forms: new URL('./pkg/forms/forms_bg.wasm', import.meta.url).href,
  map: new URL('./pkg/map/map_bg.wasm', import.meta.url).href,
  profile: new URL('./pkg/profile/profile_bg.wasm', import.meta.url).href,
} as const;

export type FeatureModule = keyof typeof URLS;

/** The URL of a feature module's `.wasm` (the asset the glue loads; `recovery.ts` loads it again after a trap). */
export function wasmUrl(module: FeatureModule): string {
  return URLS[module];
}

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
