// Build-time pre-rendering of the public pages (called by the `skora:prerender` plugin in vite.config.ts after the
// client build). A Vite SSR build of app/src/entry-prerender.tsx renders each public route with react-dom's static
// `prerender`; its markup, title, meta tags and background go into a copy of the built index.html per route:
//
//   /            → dist/index.html          /blog/<slug> → dist/blog/<slug>.html
//   /story       → dist/story.html          (Hosting's cleanUrls serves /story from story.html)
//   not found    → dist/404.html            (Hosting answers unknown paths with it, status 404)
//   guarded      → dist/app-shell.html      (firebase.json rewrites the guarded routes to it: nav, footer, loading)
//                                           (and the one-time links' targets, /confirm-stats/:token, read in the browser)
//   /map         → dist/map.html            a guarded page with a frame (its heading and lead over the loading screen,
//                                           app/src/app/shell/page-frame.tsx), on each of its fixed paths: Hosting
//                                           serves the file before any rewrite
//   /p/{uid}     → functions/site/player-page.html and site.json (Hosting rewrites /p/** to the playerPage function,
//                  which answers with this CV skeleton and the player's link-preview tags: functions/src/player-page.js)
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
/** The page key of the public CV route (`/p/:id`): one render of it, with no player, is every player's first paint. */
const PLAYER_PAGE = 'player-page';
/** Where the link-preview function finds that render (deployed with functions/, gitignored). */
export const FUNCTION_SITE_DIR = join(ROOT, 'functions/site');
export const PLAYER_PAGE_FILE = 'player-page.html';

/**
 * The paths to pre-render: the public pages, the guarded paths whose page has a frame (`framed`: page keys), and the
 * guarded path without one whose render (nav, footer, loading) becomes the SPA shell.
 */
export function prerenderPlan(table, posts, framed = []) {
  const fixed = (route) => !route.path.includes(':');
  const isGuarded = (route) => route.access !== 'public' && route.access !== 'publicOnly';
  const pages = table.filter((route) => !isGuarded(route) && fixed(route)).map((route) => route.path);
  const frames = table.filter((route) => isGuarded(route) && fixed(route) && framed.includes(route.page)).map((route) => route.path);
  const guarded = table.find((route) => isGuarded(route) && !framed.includes(route.page));
  if (!guarded) throw new Error('the route table has no guarded route without a frame to render the app shell from');
  const player = table.find((route) => route.page === PLAYER_PAGE);
  if (!player) throw new Error(`the route table has no ${PLAYER_PAGE} route`);
  // Any id renders the same skeleton (the page reads its player in the browser); this one names no document.
  const playerPath = player.path.replace(/:[^/]+/, '_');
  return { pages: [...pages, ...posts.map((post) => post.path)], frames, shellPath: guarded.path, playerPath };
}

/** A Hosting glob (`**` any path, `*` one segment) as the pattern of the paths it matches. */
export function hostingGlob(glob) {
  const pattern = glob.replace(/[.+?^${}()|[\]\\]/g, '\\$&').replace(/\*\*/g, '\u0000').replace(/\*/g, '[^/]*').replace(/\u0000/g, '.*');
  return new RegExp(`^${pattern}$`);
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
 * Builds the SSR bundle and writes every pre-rendered page into `outDir`; returns the files a signed-in page opens
 * from (the shell and the frames, relative to `outDir`).
 * @param {{ outDir: string, mode: string, siteOrigin: string, log?: (m: string) => void }} options
 * @returns {Promise<{ signedIn: string[] }>}
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
  const { pageHead, FRAMED_PAGES } = entry;
  const template = deferAppStart(readFileSync(join(outDir, 'index.html'), 'utf8'));
  const { pages, frames, shellPath, playerPath } = prerenderPlan(routeTable(), blogPosts(), FRAMED_PAGES);

  const write = async (path, file, { noindex = false, dir = outDir } = {}) => {
    const page = await entry.render(path);
    // Scripts in the markup would mean content that only shows with JavaScript (or a CSP violation): refuse it.
    if (/<script|<template/i.test(page.html)) throw new Error(`pre-rendering ${path} produced a script or template`);
    const meta = page.meta ?? (noindex ? { title: 'SKORA', noindex: true } : null);
    const head = meta ? pageHead({ ...meta, noindex: meta.noindex || noindex }, siteOrigin, path) : null;
    const target = join(dir, file);
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
  for (const path of frames) {
    const page = await write(path, fileFor(path), { noindex: true });
    if (!page.meta) throw new Error(`pre-rendering ${path} gave no frame`);
  }
  // The CV page's skeleton, for the link-preview function (which sets the player's title and tags) with the origin
  // its og:url needs; the function is deployed from functions/, so the page goes there, not into dist/.
  rmSync(FUNCTION_SITE_DIR, { recursive: true, force: true });
  const player = await write(playerPath, PLAYER_PAGE_FILE, { dir: FUNCTION_SITE_DIR });
  if (player.status !== 200) throw new Error(`pre-rendering ${playerPath} gave status ${player.status}`);
  writeFileSync(join(FUNCTION_SITE_DIR, 'site.json'), `${JSON.stringify({ origin: siteOrigin })}\n`);
  rmSync(ssrDir, { recursive: true, force: true });
  log(`pre-rendered ${pages.length} pages, ${frames.length} frames, ${NOT_FOUND_FILE}, ${SHELL_FILE} and the CV skeleton in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  // What a signed-in page opens from (files relative to outDir), for the service worker.
  return { signedIn: [SHELL_FILE, ...frames.map(fileFor)] };
}
