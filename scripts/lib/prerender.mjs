// Build-time pre-rendering of the public pages (called by the `skora:prerender` plugin in vite.config.ts after the
// client build). A Vite SSR build of app/src/entry-prerender.tsx renders each public route with react-dom's static
// `prerender`; its markup, title, meta tags and background go into a copy of the built index.html per route:
//
//   /            → dist/index.html          /blog/<slug> → dist/blog/<slug>.html
//   /story       → dist/story.html          (Hosting's cleanUrls serves /story from story.html)
//   not found    → dist/404.html            (Hosting answers unknown paths with it, status 404)
//   guarded      → dist/app-shell.html      (firebase.json rewrites the guarded routes to it: nav, footer, loading)
//
// Which routes: the core's route table (public and public-only routes with a fixed path) plus one page per blog post.
import { mkdirSync, rmSync, writeFileSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { blogPosts, routeTable } from './seo.mjs';
import { ROOT } from './run.mjs';

export const SHELL_FILE = 'app-shell.html';
export const NOT_FOUND_FILE = '404.html';
/** A path no route matches: its render is the not-found page. */
const NOT_FOUND_PROBE = '/__skora-not-found__';

/** The paths to pre-render, and the guarded path whose render (nav, footer, loading) becomes the SPA shell. */
export function prerenderPlan(table, posts) {
  const pages = table
    .filter((route) => (route.access === 'public' || route.access === 'publicOnly') && !route.path.includes(':'))
    .map((route) => route.path);
  const guarded = table.find((route) => route.access !== 'public' && route.access !== 'publicOnly');
  if (!guarded) throw new Error('the route table has no guarded route to render the app shell from');
  return { pages: [...pages, ...posts.map((post) => `/blog/${post.slug}`)], shellPath: guarded.path };
}

/** The file (relative to dist/) that Hosting serves for `path`. */
export function fileFor(path) {
  if (path === '/') return 'index.html';
  return `${path.replace(/^\/+/, '').replace(/\/+$/, '')}.html`;
}

/**
 * The built index.html with Vite's entry `<script type="module">`, its `modulepreload` links and the wasm preload
 * replaced by one deferred `/boot.js` (app/public/boot.js) that requests them after the first paint: a pre-rendered
 * page paints from its HTML and CSS alone, and its Largest Contentful Paint never waits on JavaScript or wasm.
 */
export function deferAppStart(template) {
  const entry = /<script type="module" crossorigin src="([^"]+)"><\/script>\s*/.exec(template);
  if (!entry) throw new Error("index.html has no Vite entry <script type=\"module\">");
  const preload = [];
  let out = template.replace(entry[0], '');
  out = out.replace(/\s*<link rel="(?:modulepreload|preload)"[^>]*href="([^"]+)"[^>]*>/g, (tag, href) => {
    if (!/\.(?:js|wasm)$/.test(href)) return tag;
    preload.push(href);
    return '';
  });
  const boot = `<script src="/boot.js" data-entry="${entry[1]}" data-preload="${preload.join(' ')}" defer></script>`;
  return out.replace('</head>', `  ${boot}\n  </head>`);
}

const escapeHtml = (text) =>
  String(text).replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/**
 * index.html with the page's markup in #root, its title and meta tags in `<head>`, and its background on `<body>`.
 * `head` is `pageHead()`'s result (title + tags; a tag with `content: null` is removed).
 */
export function pageHtml(template, { html, head, background }) {
  let out = template;
  if (!out.includes('<div id="root"></div>')) throw new Error('index.html has no empty <div id="root"></div>');
  if (head) {
    out = out.replace(/<title>[\s\S]*?<\/title>/, `<title>${escapeHtml(head.title)}</title>`);
    for (const { attribute, key, content } of head.tags) {
      const pattern = new RegExp(`\\s*<meta ${attribute}="${key.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}" content="[^"]*"\\s*/?>`);
      const tag = content === null ? '' : `\n    <meta ${attribute}="${key}" content="${escapeHtml(content)}" />`;
      out = pattern.test(out) ? out.replace(pattern, tag) : out.replace('</head>', `${tag}\n  </head>`);
    }
  }
  out = out.replace('<body>', `<body data-background="${escapeHtml(background)}">`);
  // A function replacement: `$` in the markup must not be read as a replacement pattern.
  return out.replace('<div id="root"></div>', () => `<div id="root">${html}</div>`);
}

/**
 * Builds the SSR bundle and writes every pre-rendered page into `outDir`.
 * @param {{ outDir: string, mode: string, siteOrigin: string, log?: (m: string) => void }} options
 */
export async function prerenderSite({ outDir, mode, siteOrigin, log = console.log }) {
  const started = Date.now();
  const { build } = await import('vite');
  const ssrDir = join(ROOT, 'node_modules/.skora-prerender');
  rmSync(ssrDir, { recursive: true, force: true });
  await build({
    configFile: join(ROOT, 'vite.config.ts'),
    mode,
    logLevel: 'warn',
    build: { ssr: 'src/entry-prerender.tsx', outDir: ssrDir, emptyOutDir: true, manifest: false, copyPublicDir: false },
  });
  const entry = await import(pathToFileURL(join(ssrDir, 'entry-prerender.js')).href);
  const { pageHead } = entry;
  const template = deferAppStart(readFileSync(join(outDir, 'index.html'), 'utf8'));
  const { pages, shellPath } = prerenderPlan(routeTable(), blogPosts());

  const write = async (path, file, { noindex = false } = {}) => {
    const page = await entry.render(path);
    // Scripts in the markup would mean content that only shows with JavaScript (or a CSP violation): refuse it.
    if (/<script|<template/i.test(page.html)) throw new Error(`pre-rendering ${path} produced a script or template`);
    const meta = page.meta ?? (noindex ? { title: 'SKORA', noindex: true } : null);
    const head = meta ? pageHead({ ...meta, noindex: meta.noindex || noindex }, siteOrigin, path) : null;
    const target = join(outDir, file);
    mkdirSync(dirname(target), { recursive: true });
    writeFileSync(target, pageHtml(template, { html: page.html, head, background: page.background }));
    return page;
  };
  for (const path of pages) {
    const page = await write(path, fileFor(path));
    if (page.status !== 200) throw new Error(`pre-rendering ${path} gave status ${page.status}`);
  }
  await write(NOT_FOUND_PROBE, NOT_FOUND_FILE);
  await write(shellPath, SHELL_FILE, { noindex: true });
  rmSync(ssrDir, { recursive: true, force: true });
  log(`pre-rendered ${pages.length} pages, ${NOT_FOUND_FILE} and ${SHELL_FILE} in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}
