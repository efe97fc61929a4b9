// WCAG 2.2 1.4.10 Reflow: at 320 CSS px wide (a 1280 px screen zoomed to 400 %) every page reads without scrolling
// sideways. Each page is visited signed out and, for the guarded ones, signed in as the seeded demo player (full CV,
// attributes, e-mail and links: the longest content); the document may not be wider than the viewport. A failure
// names the elements that stick out, so the cause is in the report.
import type { Page } from '@playwright/test';
import { expect, test } from './support/test';
import { submitLogin } from './support/ui';

const WIDTH = 320;
test.use({ viewport: { width: WIDTH, height: 640 } });

const DEMO = { email: 'demo@skora.test', password: 'SkoraDemo1' };

/** The document's scroll width, and the widest elements reaching past the viewport's right edge. */
async function overflow(page: Page): Promise<{ scrollWidth: number; offenders: string[] }> {
  return page.evaluate((width) => {
    // Content of a scroll box (a wide table) may be wider, unless it is placed against the page (absolute).
    const scrolled = (element: Element) =>
      getComputedStyle(element).position !== 'absolute' &&
      [...document.querySelectorAll('.table-scroll')].some((box) => box !== element && box.contains(element));
    const offenders = [...document.querySelectorAll('body *')]
      .filter((element) => !scrolled(element))
      .map((element) => ({ element, right: Math.round(element.getBoundingClientRect().right) }))
      .filter(({ right }) => right > width)
      .sort((a, b) => b.right - a.right)
      .slice(0, 6)
      .map(({ element, right }) => {
        const classes = typeof element.className === 'string' && element.className ? `.${element.className.trim().split(/\s+/).join('.')}` : '';
        return `${element.tagName.toLowerCase()}${classes} → ${right}px`;
      });
    return { scrollWidth: document.documentElement.scrollWidth, offenders };
  }, WIDTH);
}

/** Visits each path, waits until its content (not a loading skeleton) is shown, and collects the pages too wide. */
async function tooWide(page: Page, paths: string[]): Promise<string[]> {
  const failures: string[] = [];
  for (const path of paths) {
    await page.goto(path);
    await expect(page.locator('main')).toBeVisible();
    await expect(page.getByRole('status', { name: /^Loading/ })).toHaveCount(0, { timeout: 15_000 });
    // Late content (pictures, the lazy radar, the map's tiles) settles.
    await page.waitForTimeout(700);
    const { scrollWidth, offenders } = await overflow(page);
    if (scrollWidth > WIDTH) failures.push(`${path}: ${scrollWidth}px (${offenders.join(', ')})`);
  }
  return failures;
}

test('every public page reflows at 320 px, signed out', async ({ page }) => {
  test.setTimeout(120_000);
  const failures = await tooWide(page, [
    '/',
    '/story',
    '/clips',
    '/aboutus',
    '/success-story',
    '/player',
    '/player?q=demo',
    '/pricing-plans',
    '/refund-policy',
    '/privacy-policy',
    '/t&c',
    '/contact-us',
    '/blog',
    '/blog/football-cv-scouts-read',
    '/payment-portal',
    '/login',
    '/signup',
    '/forgot-password',
    '/p/demo-player',
    '/no-such-page',
  ]);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(failures).toEqual([]);
});

test('the CV pages, the editor, the stats wizard, the directory and the map reflow at 320 px, signed in', async ({ page }) => {
  test.setTimeout(120_000);
  // The greeting is inside the collapsed menu at this width: wait for the login to leave /login instead.
  await page.goto('/login');
  await submitLogin(page, DEMO.email, DEMO.password);
  await expect(page).not.toHaveURL(/\/login$/, { timeout: 10_000 });
  const failures = await tooWide(page, [
    '/',
    '/p/demo-player',
    '/profile/myprofile',
    '/profile?id=demo-lucia-ferrer',
    '/settings/edit-profile',
    '/settings/player-stats/picture',
    '/settings/player-stats/physical',
    '/settings/player-stats/technical',
    '/settings/add-weekly-stats',
    '/player',
    '/map',
    '/clips',
  ]);

  // The open menu and its account menu (the nav bar's items) fit too.
  await page.goto('/profile/myprofile');
  await page.getByRole('button', { name: 'Open menu' }).click();
  await page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: /^Hi, / }).click();
  await expect(page.getByRole('menu')).toBeVisible();
  const { scrollWidth, offenders } = await overflow(page);
  if (scrollWidth > WIDTH) failures.push(`/profile/myprofile, menus open: ${scrollWidth}px (${offenders.join(', ')})`);
  expect(failures).toEqual([]);
});
