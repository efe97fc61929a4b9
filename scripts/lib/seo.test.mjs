// `node --test scripts/lib/seo.test.mjs`: the sitemap and robots.txt the build writes.
import assert from 'node:assert/strict';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test } from 'node:test';
import { blogPosts, crawlRules, robotsTxt, siteOrigin, sitemapXml } from './seo.mjs';

test('the site origin defaults to https://skora.app, drops trailing slashes and refuses non-web schemes', () => {
  assert.equal(siteOrigin(undefined), 'https://skora.app');
  assert.equal(siteOrigin('  '), 'https://skora.app');
  assert.equal(siteOrigin('https://staging.skora.app/'), 'https://staging.skora.app');
  assert.throws(() => siteOrigin('javascript:alert(1)'), /http\(s\)/);
});

test("the sitemap takes the core's public, fixed routes and leaves out the link targets and the account pages", () => {
  const paths = crawlRules().sitemapPaths;
  for (const path of ['/', '/player', '/pricing-plans', '/blog', '/t&c', '/privacy-policy']) assert.ok(paths.includes(path), path);
  for (const path of ['/blog/:slug', '/confirm-stats/:token', '/auth-action', '/payment-portal', '/login', '/signup', '/map', '/profile', '/settings/edit-profile']) {
    assert.ok(!paths.includes(path), path);
  }
  assert.ok(!paths.some((path) => path.startsWith('/confirm-stats')), 'a one-time link is never in the sitemap');
});

test('blog posts are the core\'s publishable posts with the front matter date as lastmod, and the XML is escaped', () => {
  const dir = mkdtempSync(join(tmpdir(), 'skora-posts-'));
  const post = (title, date) =>
    `---\ntitle: "${title}"\ndate: ${date}\nauthor: A. Writer\ntags: [training]\ncover: /images/blog/weekly-form.svg\nsummary: A summary.\n---\n\nBody, date: 1999-01-01\n`;
  writeFileSync(join(dir, 'first-post.md'), post('A: b', '2025-02-03'));
  writeFileSync(join(dir, 'later-post.md'), post('Later', '2025-03-04'));
  writeFileSync(join(dir, 'broken.md'), '---\ntitle: No date\n---\n\ndate: 2020-01-01\n');
  writeFileSync(join(dir, 'notes.txt'), 'not a post');
  const posts = blogPosts(dir);
  // The core's reading: newest first, the date from the front matter (not the body), a rejected file left out.
  assert.deepEqual(posts, [
    { slug: 'later-post', path: '/blog/later-post', date: '2025-03-04' },
    { slug: 'first-post', path: '/blog/first-post', date: '2025-02-03' },
  ]);
  const xml = sitemapXml('https://skora.app', ['/', '/t&c'], posts);
  assert.match(xml, /<loc>https:\/\/skora\.app\/t&amp;c<\/loc>/);
  assert.match(xml, /<loc>https:\/\/skora\.app\/blog\/first-post<\/loc><lastmod>2025-02-03<\/lastmod>/);
  assert.match(xml, /<loc>https:\/\/skora\.app\/blog\/later-post<\/loc><lastmod>2025-03-04<\/lastmod>/);
  assert.equal(xml.match(/<url>/g).length, 4);
});

test('robots.txt allows the site, keeps crawlers out of private and mid-flow account pages, and points at the sitemap', () => {
  const lines = robotsTxt('https://skora.app', crawlRules().robotsDisallowed).split('\n');
  assert.ok(lines.includes('Allow: /'));
  for (const path of ['/settings/edit-profile', '/settings/add-weekly-stats', '/settings/player-stats', '/profile', '/map', '/auth-action', '/payment-portal', '/email-verification', '/reset-password', '/forgot-password']) {
    assert.ok(lines.includes(`Disallow: ${path}`), path);
  }
  // Log in and sign up are pages people look for: crawlable (not in the sitemap, which lists content).
  for (const path of ['/login', '/signup']) assert.ok(!lines.some((line) => line.startsWith(`Disallow: ${path}`)), path);
  assert.ok(lines.includes('Sitemap: https://skora.app/sitemap.xml'));
});
