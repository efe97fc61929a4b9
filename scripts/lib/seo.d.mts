// Types for seo.mjs, so vite.config.ts (type-checked with the app) can import it.
export declare const DEFAULT_SITE_URL: string;
export declare const POSTS_DIR: string;
export interface RouteEntry {
  path: string;
  page: string;
  access: 'public' | 'publicOnly' | 'authProfile' | 'authOnly';
}
export interface BlogPostEntry {
  slug: string;
  /** The post's page, from the core (`/blog/{slug}`). */
  path: string;
  date: string | null;
}
export declare function siteOrigin(value: string | undefined): string;
export declare function routeTable(): RouteEntry[];
export declare function crawlRules(): { sitemapPaths: string[]; robotsDisallowed: string[] };
export declare function blogPosts(dir?: string): BlogPostEntry[];
export declare function sitemapXml(origin: string, paths: string[], posts: BlogPostEntry[]): string;
export declare function robotsTxt(origin: string, disallowed: string[]): string;
export declare function seoFiles(siteUrl: string | undefined): { 'robots.txt': string; 'sitemap.xml': string };
