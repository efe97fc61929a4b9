// Types for app-cache.mjs, so vite.config.ts (type-checked with the app) can import it.
export declare function writeServiceWorker(options: { outDir: string; pages: string[] }): Promise<{ count: number; size: number }>;
