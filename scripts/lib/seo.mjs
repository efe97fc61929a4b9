// robots.txt and sitemap.xml for the production build (emitted by the `skora:seo-files` plugin in vite.config.ts).
//
// The sitemap's pages come from the core's route table (`cargo run -p skora-core --example routes`), so a
// route added to or removed from `crates/core-domain/src/routes.rs` shows up here without a second list to keep in
// step; blog posts come from the Markdown files the blog bundles. Node built-ins only.
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { ROOT } from './run.mjs';

export const DEFAULT_SITE_URL = 'https://skora.app';
export const POSTS_DIR = join(ROOT, 'app/src/features/blog/posts');

/**
 * Public routes that are not worth indexing: the e-mail link targets (Firebase's, the newsletter's confirmation) and
 * the checkout hand-off page (it only makes sense with a chosen plan).
 */
const NOT_INDEXED = new Set(['/auth-action', '/newsletter/confirm', '/payment-portal']);

/**
 * Kept out of crawlers' way: private areas (they redirect to the login anyway), the map, the account flow pages
 * that only make sense from an email or mid-flow, and the two public routes above. Prefix rules, as robots.txt reads
 * them. Log in and sign up stay crawlable: people search for them, and they are pre-rendered like any public page.
 */
export const DISALLOWED = [
  '/settings/',
  '/profile',
  '/map',
  '/auth-action',
  '/newsletter/confirm',
  '/payment-portal',
  '/email-verification',
  '/reset-password',
  '/forgot-password',
];

/** The site's origin without a trailing slash: `VITE_SITE_URL`, or https://skora.app. Throws on a non-http(s) URL. */
export function siteOrigin(value) {
  const raw = value?.trim() || DEFAULT_SITE_URL;
  const url = new URL(raw);
  if (url.protocol !== 'https:' && url.protocol !== 'http:') throw new Error(`VITE_SITE_URL must be http(s): ${raw}`);
  return url.origin + url.pathname.replace(/\/+$/, '');
}

/** The core's route table: [{ path, page, access }]. Throws when cargo fails, so a build never ships a wrong sitemap. */
export function routeTable() {
  const res = spawnSync('cargo', ['run', '-q', '-p', 'skora-core', '--example', 'routes'], {
    cwd: ROOT,
    encoding: 'utf8',
    maxBuffer: 16 * 1024 * 1024,
  });
  if (res.error) throw res.error;
  if (res.status !== 0) throw new Error(`cargo run --example routes failed:\n${res.stderr}`);
  return JSON.parse(res.stdout);
}

/** The routes a search engine should see: public, fixed paths (no `:param`), minus the not-indexed ones. */
export function indexablePaths(table) {
  return table
    .filter((route) => route.access === 'public' && !route.path.includes(':') && !NOT_INDEXED.has(route.path))
    .map((route) => route.path);
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

export function robotsTxt(origin) {
  return ['User-agent: *', 'Allow: /', ...DISALLOWED.map((path) => `Disallow: ${path}`), '', `Sitemap: ${origin}/sitemap.xml`, ''].join(
    '\n',
  );
}

/** Both files for a site origin: { 'robots.txt': string, 'sitemap.xml': string }. */
export function seoFiles(siteUrl) {
  const origin = siteOrigin(siteUrl);
  return {
    'robots.txt': robotsTxt(origin),
    'sitemap.xml': sitemapXml(origin, indexablePaths(routeTable()), blogPosts()),
  };
}
