// `node --test scripts/lib/prerender.test.mjs`: which pages the build pre-renders, where it writes them, how each
// page's head is filled in, and that Hosting serves every route from the right file.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { test } from 'node:test';
import { shellRoutes } from './app-cache.mjs';
import { deferAppStart, fileFor, hostingGlob, pageHtml, prerenderPlan, SHELL_FILE } from './prerender.mjs';
import { ROOT } from './run.mjs';
import { routeTable } from './seo.mjs';

const TEMPLATE = `<!doctype html>
<html lang="en">
  <head>
    <title>SKORA: football talent, seen</title>
    <meta name="description" content="Default." />
    <meta property="og:title" content="Default" />
    <script type="module" crossorigin src="/assets/index-abc.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/chunk-1.js">
    <link rel="stylesheet" crossorigin href="/assets/index-x.css">
    <link rel="preload" href="/assets/core_bg.wasm" as="fetch" type="application/wasm" crossorigin="">
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>`;

test("every public and public-only route with a fixed path is pre-rendered, each blog post too; guarded routes share the shell", () => {
  const table = routeTable();
  const { pages, shellPath, playerPath } = prerenderPlan(table, [{ slug: 'a-post', path: '/blog/a-post', date: null }]);
  for (const path of ['/', '/story', '/player', '/pricing-plans', '/blog', '/login', '/signup', '/path', '/contact', '/t&c']) {
    assert.ok(pages.includes(path), path);
  }
  assert.ok(pages.includes('/blog/a-post'));
  for (const path of ['/blog/:slug', '/confirm-stats/:token', '/map', '/profile', '/profile/myprofile', '/settings/edit-profile']) {
    assert.ok(!pages.includes(path), path);
  }
  assert.ok(!pages.some((path) => path.startsWith('/confirm-stats')), 'a one-time link is never pre-rendered');
  assert.equal(table.find((route) => route.path === shellPath)?.access !== 'public', true);
  // The public CV's skeleton is rendered once, for the link-preview function, from the route's own pattern.
  assert.equal(playerPath, '/p/_');
  assert.ok(!pages.some((path) => path.startsWith('/p/')));
});

test('a guarded page with a frame is pre-rendered on each of its fixed paths; the shell comes from one without', () => {
  const table = routeTable();
  const { pages, frames, shellPath } = prerenderPlan(table, [], ['map', 'player-stats']);
  assert.deepEqual(frames.slice(0, 2), ['/map', '/settings/player-stats']);
  assert.ok(frames.includes('/settings/player-stats/physical'), "the stats wizard's steps are the same page");
  assert.ok(!frames.includes('/settings/edit-profile') && !frames.includes('/profile'));
  assert.ok(!pages.includes('/map'), 'a frame is not a public page');
  const shell = table.find((route) => route.path === shellPath);
  assert.ok(shell && shell.access !== 'public' && !['map', 'player-stats'].includes(shell.page), shellPath);
  assert.deepEqual(prerenderPlan(table, []).frames, [], 'without frames, every guarded path gets the shell');
});

test('a path becomes the file Hosting serves for it with clean URLs', () => {
  assert.equal(fileFor('/'), 'index.html');
  assert.equal(fileFor('/story'), 'story.html');
  assert.equal(fileFor('/blog/a-post'), 'blog/a-post.html');
  assert.equal(fileFor('/t&c'), 't&c.html');
});

test("the page's markup, title, meta tags and background go into the template; absent tags are added, null ones removed", () => {
  const html = pageHtml(TEMPLATE, {
    html: '<main>$& "quoted" $1</main>',
    head: {
      title: 'Players | <SKORA>',
      tags: [
        { attribute: 'name', key: 'description', content: 'Find "players"' },
        { attribute: 'property', key: 'og:title', content: 'Players' },
        { attribute: 'name', key: 'robots', content: 'noindex' },
        { attribute: 'name', key: 'twitter:title', content: null },
      ],
    },
    background: 'cv',
  });
  assert.match(html, /<title>Players \| &lt;SKORA&gt;<\/title>/);
  assert.match(html, /<meta name="description" content="Find &quot;players&quot;" \/>/);
  assert.match(html, /<meta property="og:title" content="Players" \/>/);
  assert.equal(html.match(/og:title/g)?.length, 1);
  assert.match(html, /<meta name="robots" content="noindex" \/>\s*<\/head>/);
  assert.doesNotMatch(html, /twitter:title/);
  assert.match(html, /<body data-background="cv">/);
  // `$&` and `$1` in the markup are text, not replacement patterns.
  assert.match(html, /<div id="root"><main>\$& "quoted" \$1<\/main><\/div>/);
});

test('the app starts after the first paint: one deferred boot script carries the entry and what to preload', () => {
  const out = deferAppStart(TEMPLATE);
  assert.doesNotMatch(out, /type="module"/);
  assert.doesNotMatch(out, /modulepreload|\.wasm" as="fetch"/);
  assert.match(out, /<link rel="stylesheet" crossorigin href="\/assets\/index-x.css">/);
  assert.match(out, /<script src="\/boot.js" data-entry="\/assets\/index-abc.js" data-preload="\/assets\/chunk-1.js \/assets\/core_bg.wasm" defer><\/script>/);
  assert.throws(() => deferAppStart('<html><head></head></html>'), /entry/);
});

/** Firebase Hosting's glob: `**` any path, `*` one segment. */
const globMatches = (glob, path) => hostingGlob(glob).test(path);

test("Hosting rewrites exactly the core's guarded routes and its un-rendered link targets to the app shell; public pages are served as files", () => {
  const { rewrites } = JSON.parse(readFileSync(join(ROOT, 'firebase.json'), 'utf8')).hosting;
  // A player's page goes to the link-preview function, by the first rule that matches (Hosting's order).
  const first = (path) => rewrites.find((rule) => globMatches(rule.source, path));
  assert.equal(first('/p/demo-player')?.function?.functionId, 'playerPage');
  assert.equal(first('/profile')?.destination, `/${SHELL_FILE}`);
  const toShell = (path) => rewrites.some((rule) => rule.destination === `/${SHELL_FILE}` && globMatches(rule.source, path));
  const { pages } = prerenderPlan(routeTable(), []);
  for (const route of routeTable()) {
    const guarded = route.access === 'authProfile' || route.access === 'authOnly';
    const path = route.path.replace(/:[^/]+/g, 'x');
    // A public route with a parameter is served by a function (the CV), from one file per value (the blog's posts;
    // any other slug is a 404) or by the shell (a one-time link's target, /confirm-stats/:token: the page reads what
    // it shows in the browser).
    const perValue = route.page === 'blog-post';
    const linkTarget = !guarded && route.path.includes(':') && !perValue && !first(path)?.function;
    assert.equal(toShell(path), guarded || linkTarget, `${route.path} (${route.access})`);
    if (linkTarget) assert.ok(!pages.includes(route.path), `${route.path} is not pre-rendered`);
  }
  assert.equal(toShell('/confirm-stats/0123abc'), true, 'an official\'s confirmation link opens the app');
  assert.equal(first('/confirm-stats/0123abc')?.function, undefined);
  assert.equal(toShell('/no-such-page'), false, 'an unknown path is a 404, not the shell');
});

test("the service worker stands the shell in for exactly the paths Hosting rewrites to it", () => {
  const shell = (path) => shellRoutes().some((pattern) => pattern.test(path));
  for (const path of ['/map', '/profile', '/profile/myprofile', '/settings/edit-profile', '/settings/player-stats/physical', '/shortlists', '/confirm-stats/ab12']) {
    assert.ok(shell(path), path);
  }
  for (const path of ['/', '/story', '/player', '/p/demo-player', '/login', '/mapx', '/no-such-page']) assert.ok(!shell(path), path);
});
