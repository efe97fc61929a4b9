// What a visitor on a phone (390×844) and on a laptop (1280×900) trips over first: the plans, the menu, the blog, the
// toasts. Every page these journeys touch is also checked with axe at both widths.
import type { Page } from '@playwright/test';
import { axeViolations } from './support/axe';
import { expect, test } from './support/test';

// axe-core is injected as an inline script, which the site's Content-Security-Policy refuses (support/axe.ts).
test.use({ bypassCSP: true });

const PHONE = { width: 390, height: 844 };
const LAPTOP = { width: 1280, height: 900 };

const pageWidth = (page: Page) => page.evaluate(() => document.scrollingElement!.scrollWidth);

test('on a phone every plan is a card of its own, with its "Choose" button in view without a sideways swipe', async ({ page }) => {
  await page.setViewportSize(PHONE);
  await page.goto('/pricing-plans');
  const content = page.getByRole('main');
  for (const plan of ['Free', 'Pro', 'Club']) {
    const choose = content.getByRole('link', { name: `Choose ${plan}` });
    await expect(choose).toBeVisible();
    // Where it is without any scrolling sideways (boundingBox does not scroll it into view).
    const box = (await choose.boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(PHONE.width);
  }
  // Stacked: each card starts below the one before it.
  const tops = await content.getByRole('heading', { level: 2, name: /^(Free|Pro|Club)$/ }).evaluateAll((headings) =>
    headings.map((heading) => heading.getBoundingClientRect().top),
  );
  expect(tops).toHaveLength(3);
  expect(tops[1]).toBeGreaterThan(tops[0]!);
  expect(tops[2]).toBeGreaterThan(tops[1]!);
  expect(await pageWidth(page)).toBeLessThanOrEqual(PHONE.width);
});

test('on a phone the menu is a disclosure: its toggle says whether it is open, Escape and the backdrop close it', async ({ page }) => {
  await page.setViewportSize(PHONE);
  await page.goto('/');
  const nav = page.getByRole('navigation', { name: 'Main' });
  const toggle = nav.locator('button.menu-toggle');
  const storyLink = nav.getByRole('link', { name: 'SKORAs STORY' });
  const backdrop = page.locator('.nav-backdrop');
  const iconTopBar = () => toggle.locator('.menu-icon').evaluate((icon) => getComputedStyle(icon, '::before').transform);

  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await expect(toggle).toHaveAttribute('aria-controls', 'main-menu');
  await expect(toggle).toHaveAccessibleName('Open menu');
  const closedIcon = await iconTopBar();

  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  await expect(toggle).toHaveAccessibleName('Close menu');
  await expect(storyLink).toBeVisible();
  // The icon turns from three bars into a cross.
  expect(await iconTopBar()).not.toBe(closedIcon);
  // The backdrop covers the page below the nav bar.
  await expect(backdrop).toBeVisible();
  const cover = (await backdrop.boundingBox())!;
  expect(cover.width).toBe(PHONE.width);
  expect(cover.y + cover.height).toBeGreaterThanOrEqual(PHONE.height - 1);

  // Escape closes it and gives the focus back to the toggle.
  await storyLink.focus();
  await page.keyboard.press('Escape');
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await expect(storyLink).toBeHidden();
  await expect(toggle).toBeFocused();
  await expect(backdrop).toBeHidden();

  // A click on the backdrop closes it too, and follows nothing underneath.
  await toggle.click();
  await expect(storyLink).toBeVisible();
  await page.mouse.click(PHONE.width / 2, PHONE.height - 40);
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await expect(storyLink).toBeHidden();
  await expect(page).toHaveURL('/');
});

test('the home page links to the blog', async ({ page }) => {
  await page.setViewportSize(PHONE);
  await page.goto('/');
  const link = page.getByRole('main').getByRole('link', { name: 'Read the SKORA blog' });
  await link.scrollIntoViewIfNeeded();
  await link.click();
  await expect(page).toHaveURL('/blog');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
});

test('on a phone a toast sits top-right below the nav bar, not over the page heading', async ({ page }) => {
  await page.setViewportSize(PHONE);
  await page.goto('/map');
  await expect(page).toHaveURL('/login');
  const toast = page.getByRole('alert').filter({ hasText: 'Please log in to access this page.' });
  await expect(toast).toBeVisible();
  // Measured where it comes to rest, once it has slid in.
  const still = async () => {
    const before = await toast.boundingBox();
    await page.waitForTimeout(150);
    const after = await toast.boundingBox();
    return before !== null && after !== null && before.x === after.x && before.y === after.y;
  };
  await expect.poll(still).toBe(true);
  const box = (await toast.boundingBox())!;
  const nav = (await page.locator('header.nav-bar').boundingBox())!;
  expect(box.y).toBeGreaterThanOrEqual(nav.y + nav.height);
  // At the right, as a card: a margin on its right, and the left of the screen (the heading's start) left free.
  expect(box.x + box.width).toBeGreaterThan(PHONE.width - 20);
  expect(box.x + box.width).toBeLessThanOrEqual(PHONE.width);
  expect(box.x).toBeGreaterThanOrEqual(40);
});

for (const [label, size] of [
  ['phone', PHONE],
  ['laptop', LAPTOP],
] as const) {
  for (const path of ['/', '/pricing-plans', '/story', '/blog', '/blog/football-cv-scouts-read', '/privacy-policy']) {
    test(`axe finds no WCAG A/AA violation on ${path} at ${label} width`, async ({ page }) => {
      await page.setViewportSize(size);
      await page.goto(path);
      expect(await axeViolations(page, 'body')).toEqual([]);
      expect(await pageWidth(page)).toBeLessThanOrEqual(size.width);
    });
  }
}

test('axe finds no WCAG A/AA violation with the phone menu open', async ({ page }) => {
  await page.setViewportSize(PHONE);
  await page.goto('/');
  await page.getByRole('navigation', { name: 'Main' }).locator('button.menu-toggle').click();
  expect(await axeViolations(page, 'body')).toEqual([]);
});
