// Pre-rendered public pages (scripts/lib/prerender.mjs), served by the Hosting emulator as the CDN serves them: each
// paints its content, title and meta from the HTML alone, and the app then hydrates that HTML in place, with no
// console error, no replaced markup and no layout shift.
import { expect, test, type Page } from '@playwright/test';
import { createPlayer, uniqueEmail } from './support/emulators';
import { greeting } from './support/ui';
import { signIn } from './support/session';
import { readdirSync } from 'node:fs';
import { join } from 'node:path';

const POSTS = readdirSync(join(process.cwd(), 'app/src/features/blog/posts'))
  .filter((file) => file.endsWith('.md'))
  .map((file) => `/blog/${file.slice(0, -3)}`);

/** The page's console errors and uncaught exceptions, collected as they happen. */
function consoleErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

/**
 * Before any script of the next page runs: sums its layout shifts (those without recent input) from the first paint,
 * and marks its pre-rendered `<main>` (hydration keeps that node; a client render replaces it).
 */
async function watchFirstPaint(page: Page): Promise<void> {
  await page.addInitScript(() => {
    document.addEventListener('DOMContentLoaded', () => document.querySelector('main')?.setAttribute('data-prerendered', ''));
    (window as unknown as { __shifts: number }).__shifts = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) {
        if (!entry.hadRecentInput) (window as unknown as { __shifts: number }).__shifts += entry.value;
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

/** The layout shifts summed since the page started (watchFirstPaint). */
const shifts = (page: Page) => page.evaluate(() => (window as unknown as { __shifts: number }).__shifts);

/** Each pre-rendered page with its `<h1>` and `<title>`. */
const PAGES: [path: string, heading: string | RegExp, title: string | RegExp][] = [
  ['/', 'SKORA', 'SKORA: football talent, seen'],
  ['/story', 'SKORAs STORY', 'SKORAs STORY | SKORA'],
  ['/player', 'Players', 'Players | SKORA'],
  ['/pricing-plans', 'Pricing Plans', 'Pricing Plans | SKORA'],
  ['/blog', 'Blog', 'Blog | SKORA'],
  ['/login', 'Log in', 'Log in | SKORA'],
  ['/signup', 'Create your account', 'Create your account | SKORA'],
  ['/clips', 'Clips', 'Clips | SKORA'],
  ['/t&c', /Terms/, /Terms/],
  ['/contact', /./, /SKORA/],
  ['/path', /./, /SKORA/],
  ...POSTS.map((path): [string, RegExp, RegExp] => [path, /./, /\| SKORA$/]),
];

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  for (const [path, heading, title] of PAGES) {
    test(`${path} paints its content and title from the HTML alone`, async ({ page }) => {
      const response = await page.goto(path);
      expect(response?.status()).toBe(200);
      await expect(page).toHaveTitle(title);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
      await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
      await expect(page.locator('meta[property="og:title"]')).toHaveAttribute('content', title);
    });
  }

  test('the directory and the featured players pre-render as skeletons of their final size', async ({ page }) => {
    await page.goto('/player');
    await expect(page.locator('.player-card-skeleton')).toHaveCount(12);
    await page.goto('/');
    await expect(page.locator('.featured-players .player-card-skeleton')).toHaveCount(4);
  });

  test('an unknown path is answered 404 with the not-found page, kept out of search engines', async ({ page }) => {
    const response = await page.goto('/no-such-page');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page not found');
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
  });

  test('a guarded route whose heading depends on the account is served the app shell: navigation, loading, no private content', async ({ page }) => {
    const response = await page.goto('/profile');
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
    // The footer's newsletter form keeps a status region of its own; the loading screen is the one that says so.
    await expect(page.getByRole('status').filter({ hasText: 'Loading...' })).toHaveText('Loading...');
    await expect(page.getByRole('heading', { level: 1 })).toHaveCount(0);
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
  });

  for (const [path, title, lead] of [
    ['/profile/myprofile', 'My CV', /^Your CV as clubs and scouts see it/],
    ['/settings/add-weekly-stats', 'Add weekly stats', /^Log each week you play or train/],
    ['/settings/player-stats/physical', 'Your player stats', /^Show clubs and scouts what you can do/],
    ['/map', 'SKORA Maps', /^Find players by where they are based/],
    ['/shortlists', 'Shortlists', /^The players you saved/],
    ['/settings/edit-profile', 'Edit your CV', /^Keep your CV current/],
  ] as const) {
    test(`${path} is served its frame: the page's heading and lead over the loading screen, nothing private`, async ({ page }) => {
      const response = await page.goto(path);
      expect(response?.status()).toBe(200);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
      await expect(page.locator('.page-lead')).toHaveText(lead);
      await expect(page.getByRole('status').filter({ hasText: 'Loading...' })).toHaveText('Loading...');
      await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
      await expect(page).toHaveTitle(new RegExp(title));
    });
  }

  test("an official's one-time confirmation link is served the app shell, kept out of search engines", async ({ page }) => {
    // A public route with a parameter: never pre-rendered, the page reads the link's request in the browser.
    const response = await page.goto(`/confirm-stats/${'ab'.repeat(32)}`);
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
    await expect(page.getByRole('status').filter({ hasText: 'Loading...' })).toHaveText('Loading...');
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
  });
});

test.describe('with JavaScript', () => {
  for (const path of ['/', '/story', '/player', '/pricing-plans', '/blog', '/login', '/signup', '/contact-us', POSTS[0]!]) {
    test(`${path} hydrates its pre-rendered HTML in place, with no console error and no layout shift`, async ({ page }) => {
      const errors = consoleErrors(page);
      await watchFirstPaint(page);
      await page.goto(path);
      // Hydrated: the app marks the document once its first render has committed (main.tsx).
      await expect(page.locator('html[data-ready]')).toHaveCount(1);
      await expect(page.locator('main[data-prerendered]')).toHaveCount(1);
      // The nav's account area fills in (Login/Register) inside the space reserved for it.
      await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Login' })).toBeVisible();
      await page.waitForTimeout(300);
      // The hydrated markup is the pre-rendered one: every label and description still points at an element (React's
      // generated ids match only when both renders have the same tree).
      const dangling = await page.evaluate(() =>
        [...document.querySelectorAll('label[for], [aria-describedby], [aria-labelledby], [aria-controls]')].flatMap((el) =>
          ['for', 'aria-describedby', 'aria-labelledby', 'aria-controls']
            .flatMap((name) => (el.getAttribute(name) ?? '').split(' ').filter(Boolean))
            .filter((id) => !document.getElementById(id)),
        ),
      );
      expect(dangling).toEqual([]);
      expect(await shifts(page)).toBe(0);
      expect(errors).toEqual([]);
    });
  }

  test('signed in, a fresh load of a public page switches the nav to the greeting without a layout shift', async ({ page }, testInfo) => {
    const user = await createPlayer(uniqueEmail(testInfo), { displayName: 'Nina Steady' });
    await signIn(page, user);
    await watchFirstPaint(page);
    await page.goto('/story');
    await expect(greeting(page)).toHaveText('Hi, Nina Steady');
    await page.waitForTimeout(300);
    expect(await shifts(page)).toBe(0);
  });

  test('signed in, a fresh load of a framed page hydrates its frame, then shows the page under the same header, with no console error and no layout shift', async ({ page }, testInfo) => {
    const user = await createPlayer(uniqueEmail(testInfo), { displayName: 'Nina Framed' });
    await signIn(page, user);
    const errors = consoleErrors(page);
    await watchFirstPaint(page);
    await page.goto('/settings/add-weekly-stats');
    await expect(page.locator('html[data-ready]')).toHaveCount(1);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Add weekly stats');
    await expect(page.getByRole('button', { name: /^Save/ })).toBeVisible();
    await expect(page.getByRole('status').filter({ hasText: 'Loading...' })).toHaveCount(0);
    await page.waitForTimeout(300);
    expect(await shifts(page)).toBe(0);
    expect(errors).toEqual([]);
  });

  test('a form submitted before the app has hydrated stays put: nothing typed ends up in the URL', async ({ page }) => {
    // Hold the boot script and the login page's code back, so the pre-rendered form is on screen with no script at
    // all (a slow network can deliver the HTML well before /boot.js), then with the app but not the page's handlers.
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    let releaseBoot!: () => void;
    const bootReleased = new Promise<void>((resolve) => (releaseBoot = resolve));
    await page.route(/\/boot\.js$/, async (route) => {
      await bootReleased;
      await route.continue();
    });
    await page.route(/\/assets\/login-page-[^/]+\.js$/, async (route) => {
      await released;
      await route.continue();
    });
    await page.goto('/login', { waitUntil: 'commit' });
    const form = page.getByRole('form', { name: 'Log in' });
    await form.getByLabel(/^Email/).fill('early@example.test');
    await form.getByLabel(/^Password/).fill('not-in-the-url');
    await form.getByLabel(/^Password/).press('Enter');
    await page.waitForTimeout(500);
    expect(page.url()).toBe('http://127.0.0.1:4173/login');
    // The app starts, the page's code is still held: still no submission.
    const bootLoaded = page.waitForResponse(/\/boot\.js$/);
    releaseBoot();
    await bootLoaded;
    await form.getByLabel(/^Password/).press('Enter');
    await page.waitForTimeout(500);
    expect(page.url()).toBe('http://127.0.0.1:4173/login');
    await expect(page.locator('html[data-ready]')).toHaveCount(0);
    release();
    await expect(page.locator('html[data-ready]')).toHaveCount(1);
    expect(page.url()).not.toContain('not-in-the-url');
  });

  test('a visit with a query renders the page for that query over the pre-rendered HTML', async ({ page }) => {
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await page.goto('/pricing-plans?billing=yearly');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Pricing Plans');
    expect(errors).toEqual([]);
  });
});
