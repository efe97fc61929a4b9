// robots.txt and sitemap.xml for the production build (emitted by the `skora:seo-files` plugin in vite.config.ts).
//
// The sitemap's pages and robots.txt's prefixes are the core's (`crawl`, from the route table and its access rules:
// `cargo run -p skora-core --example crawl`), so a route added to or removed from `crates/core-domain/src/routes.rs`
// is listed or kept out without a second list to keep in step; blog posts come from the Markdown files the blog
// bundles. Node built-ins only.
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { ROOT } from './run.mjs';

export const DEFAULT_SITE_URL = 'https://skora.app';
export const POSTS_DIR = join(ROOT, 'app/src/features/blog/posts');

/** The site's origin without a trailing slash: `VITE_SITE_URL`, or https://skora.app. Throws on a non-http(s) URL. */
export function siteOrigin(value) {
  const raw = value?.trim() || DEFAULT_SITE_URL;
  const url = new URL(raw);
  if (url.protocol !== 'https:' && url.protocol !== 'http:') throw new Error(`VITE_SITE_URL must be http(s): ${raw}`);
  return url.origin + url.pathname.replace(/\/+$/, '');
}

/** What a core example prints, parsed. Throws when cargo fails, so a build never ships a wrong sitemap. */
function coreExample(name) {
  const res = spawnSync('cargo', ['run', '-q', '-p', 'skora-core', '--example', name], {
    cwd: ROOT,
    encoding: 'utf8',
    maxBuffer: 16 * 1024 * 1024,
  });
  if (res.error) throw res.error;
  if (res.status !== 0) throw new Error(`cargo run --example ${name} failed:\n${res.stderr}`);
  return JSON.parse(res.stdout);
}

/** The core's route table: [{ path, page, access }]. */
export function routeTable() {
  return coreExample('routes');
}

/**
 * What search engines are told, by the core (`crawl`): `sitemapPaths`, the fixed public routes worth indexing, and
 * `robotsDisallowed`, the prefixes kept out of crawlers' way (signed-in areas, mid-flow account pages, link targets).
 */
export function crawlRules() {
  return coreExample('crawl');
}


/**
 * One { slug, path, date } per publishable Markdown post, newest first, as the core reads them (the same reading that builds
 * the blog at build time: `cargo run -p skora-wasm-common --example blog_index`); a file the core rejects is left out.
 */
export function blogPosts(dir = POSTS_DIR) {
  const res = spawnSync('cargo', ['run', '-q', '-p', 'skora-wasm-common', '--example', 'blog_index', '--', dir], {
    cwd: ROOT,
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  });
  if (res.error) throw res.error;
  if (res.status !== 0) throw new Error(`cargo run --example blog_index failed:\n${res.stderr}`);
  return JSON.parse(res.stdout).blogIndex.posts.map((post) => ({ slug: post.slug, path: post.path, date: post.date }));
}

const escapeXml = (text) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&apos;');

/** Paths become absolute URLs; characters outside a URL's path alphabet are percent-encoded, `&` is XML-escaped. */
function urlEntry(origin, path, lastmod) {
  const loc = escapeXml(origin + encodeURI(path));
  const lastmodTag = lastmod ? `<lastmod>${lastmod}</lastmod>` : '';
  return `  <url><loc>${loc}</loc>${lastmodTag}</url>`;
}

export function sitemapXml(origin, paths, posts) {
  const urls = [
    ...paths.map((path) => urlEntry(origin, path)),
    ...posts.map((post) => urlEntry(origin, post.path, post.date)),
  ];
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`;
}

export function robotsTxt(origin, disallowed) {
  return ['User-agent: *', 'Allow: /', ...disallowed.map((path) => `Disallow: ${path}`), '', `Sitemap: ${origin}/sitemap.xml`, ''].join(
    '\n',
  );
}

/** Both files for a site origin: { 'robots.txt': string, 'sitemap.xml': string }. */
export function seoFiles(siteUrl) {
  const origin = siteOrigin(siteUrl);
  const { sitemapPaths, robotsDisallowed } = crawlRules();
  return {
    'robots.txt': robotsTxt(origin, robotsDisallowed),
    'sitemap.xml': sitemapXml(origin, sitemapPaths, blogPosts()),
  };
}
