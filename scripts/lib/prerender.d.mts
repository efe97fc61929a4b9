// Types for prerender.mjs, so vite.config.ts (type-checked with the app) can import it.
import type { BlogPostEntry, RouteEntry } from './seo.mjs';
export declare const SHELL_FILE: string;
export declare const NOT_FOUND_FILE: string;
export declare const FUNCTION_SITE_DIR: string;
export declare const PLAYER_PAGE_FILE: string;
export declare function prerenderPlan(
  table: RouteEntry[],
  posts: BlogPostEntry[],
  framed?: readonly string[],
): { pages: string[]; frames: string[]; shellPath: string; playerPath: string };
export declare function fileFor(path: string): string;
export declare function pageHtml(
  template: string,
  page: {
    html: string;
    head: { title: string; tags: { attribute: string; key: string; content: string | null }[] } | null;
    background: string;
  },
): string;
export declare function prerenderSite(options: {
  outDir: string;
  mode: string;
  siteOrigin: string;
  log?: (message: string) => void;
}): Promise<{ signedIn: string[] }>;
export declare function deferAppStart(template: string): string;
