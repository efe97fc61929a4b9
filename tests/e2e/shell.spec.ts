import type { Page } from '@playwright/test';
import { expect, test } from './support/test';

// Every public route and the heading its page shows (the route table lives in the core; this is what users see).
const PUBLIC_PAGES: Array<[string, string]> = [
  ['/', 'SKORA'],
  ['/story', 'SKORAs STORY'],
  ['/clips', 'Clips'],
  ['/aboutus', 'About us'],
  ['/success-story', 'Success Stories'],
  ['/player', 'Players'],
  ['/pricing-plans', 'Pricing Plans'],
  ['/refund-policy', 'Refund Policy'],
  ['/privacy-policy', 'Privacy Policy'],
  ['/t&c', 'Terms & Conditions'],
  ['/contact-us', 'Get SKORED'],
  ['/blog', 'Blog'],
  ['/payment-portal', 'Payment Portal'],
  ['/path', 'Your path with SKORA'],
  ['/contact', 'Contact'],
  ['/login', 'Log in'],
  ['/signup', 'Create your account'],
  ['/email-verification', 'Verify your email'],
  ['/forgot-password', 'Forgot your password?'],
  ['/reset-password', 'Choose a new password'],
];

for (const [path, heading] of PUBLIC_PAGES) {
  test(`public route ${path} shows its heading`, async ({ page }) => {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
    await expect(page).toHaveURL((url) => url.pathname === path);
  });
}

test('an unknown path shows the not-found page', async ({ page }) => {
  await page.goto('/no/such/page');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page not found');
  await page.getByRole('link', { name: 'Back to the home page' }).click();
  await expect(page).toHaveURL('/');
});

test('routes are case-sensitive: /MAP is not the guarded map', async ({ page }) => {
  await page.goto('/MAP');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page not found');
});

const AUTH_ACTIONS: Array<[string, string]> = [
  ['/auth-action', '/'],
  ['/auth-action?mode=verifyEmail', '/'],
  ['/auth-action?oobCode=abc', '/'],
  ['/auth-action?mode=&oobCode=abc', '/'],
  ['/auth-action?mode=resetPassword&oobCode=', '/'],
  ['/auth-action?mode=recoverEmail&oobCode=abc', '/'],
  ['/auth-action?mode=resetPassword&oobCode=abc-123', '/reset-password?oobCode=abc-123'],
  ['/auth-action?mode=verifyEmail&oobCode=XyZ_9', '/email-verification?oobCode=XyZ_9'],
  ['/auth-action?mode=verifyEmail&oobCode=a%20b%26c%2F', '/email-verification?oobCode=a%20b%26c%2F'],
];

for (const [from, to] of AUTH_ACTIONS) {
  test(`auth action ${from} continues to ${to}`, async ({ page }) => {
    await page.goto(from);
    await expect(page).toHaveURL((url) => url.pathname + url.search === to);
  });
}

for (const path of ['/map', '/profile/myprofile', '/settings/edit-profile']) {
  test(`a signed-out visit to ${path} lands on /login with the toast`, async ({ page }) => {
    await page.goto(path);
    await expect(page).toHaveURL('/login');
    await expect(page.getByRole('alert').filter({ hasText: 'Please log in to access this page.' })).toBeVisible();
    // The page they wanted is remembered, so logging in can return there.
    expect(await page.evaluate(() => sessionStorage.getItem('previousLocation'))).toBe(path);
  });
}

test.describe('toasts', () => {
  const TEXT = 'Please log in to access this page.';
  // The moment the page first shows the toast (performance.now()), recorded by the page itself: polling from the test
  // would blur a 1200 ms timing.
  test.beforeEach(async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.addInitScript((text) => {
      const w = window as unknown as { toastShownAt?: number };
      new MutationObserver(() => {
        if (w.toastShownAt !== undefined) return;
        const shown = [...document.querySelectorAll('[role="alert"]')].some((el) => el.textContent?.includes(text));
        if (shown) w.toastShownAt = performance.now();
      }).observe(document, { childList: true, subtree: true });
    }, TEXT);
    // The pointer away from the toasts: a pointer resting on one pauses it.
    await page.mouse.move(10, 790);
  });

  /** Opens a guarded page signed out (the guard's toast), and returns the toast. */
  async function openWithToast(page: Page) {
    await page.goto('/map');
    const toast = page.getByRole('alert').filter({ hasText: TEXT });
    await expect(toast).toBeVisible();
    return toast;
  }
  /** Milliseconds since the toast appeared. */
  const age = (page: Page) =>
    page.evaluate(() => performance.now() - (window as unknown as { toastShownAt: number }).toastShownAt);
  /** Waits until the toast is `ms` old. */
  const until = async (page: Page, ms: number) => page.waitForTimeout(Math.max(0, ms - (await age(page))));

  test('sit top-right, still there at 0.8 s and gone by 2 s', async ({ page }) => {
    const toast = await openWithToast(page);
    const box = (await toast.boundingBox())!;
    expect(box.y).toBeLessThan(120);
    expect(box.x + box.width).toBeGreaterThan(1280 - 80);
    expect(box.x).toBeGreaterThan(1280 / 2);
    await until(page, 800);
    expect(await toast.isVisible()).toBe(true);
    // 1200 ms, then its exit animation.
    await until(page, 2000);
    expect(await toast.count()).toBe(0);
  });

  test('wait while the pointer rests on them', async ({ page }) => {
    const toast = await openWithToast(page);
    await toast.hover();
    await until(page, 3000);
    await expect(toast).toBeVisible();
    await page.mouse.move(10, 790);
    await expect(toast).toHaveCount(0, { timeout: 3000 });
  });

  test('wait while they hold the keyboard focus', async ({ page }) => {
    const toast = await openWithToast(page);
    // Alt+T is react-toastify's key to the notifications; Tab then reaches the toast's close button.
    await toast.getByRole('button', { name: 'close' }).focus();
    await until(page, 3000);
    await expect(toast).toBeVisible();
    await page.getByRole('heading', { level: 1 }).evaluate((heading) => {
      heading.setAttribute('tabindex', '-1');
      (heading as HTMLElement).focus();
    });
    await expect(toast).toHaveCount(0, { timeout: 3000 });
  });
});

test('a new page starts at the top', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 500 });
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('SKORA');
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(100);
  await page.getByRole('contentinfo').getByRole('link', { name: 'Refund Policy' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Refund Policy');
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
});

test('the loading screen shows while a slow page chunk loads', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('SKORA');
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/story-page-[^/]+\.js$/, async (route) => {
    await released;
    await route.continue();
  });
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'SKORAs STORY' }).click();
  const loading = page.getByRole('status').filter({ hasText: 'Loading...' });
  await expect(loading).toHaveText('Loading...');
  release();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('SKORAs STORY');
  await expect(loading).toHaveCount(0);
});

test('a first visit paints the pre-rendered page while its code still loads, then hydrates it', async ({ page }) => {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/clips-page-[^/]+\.js$/, async (route) => {
    await released;
    await route.continue();
  });
  await page.goto('/clips', { waitUntil: 'commit' });
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Clips');
  await expect(page.getByText('Loading...')).toHaveCount(0);
  await expect(page.locator('html[data-ready]')).toHaveCount(0);
  release();
  await expect(page.locator('html[data-ready]')).toHaveCount(1);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Clips');
});

test('a page that fails to load shows the error screen with a way home', async ({ page }) => {
  await page.goto('/');
  await page.route(/\/assets\/success-story-page-[^/]+\.js$/, (route) => route.fulfill({ status: 500, body: '' }));
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Success Stories' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Unexpected Application Error!');
  await page.unroute(/success-story-page/);
  await page.getByRole('link', { name: 'Back to the home page' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('SKORA');
});

test('previousLocation is written on ordinary pages and not on the account pages', async ({ page }) => {
  const stored = () => page.evaluate(() => sessionStorage.getItem('previousLocation'));
  await page.goto('/story');
  await expect.poll(stored).toBe('/story');
  await page.goto('/profile?id=abc');
  await expect.poll(stored).toBe('/profile?id=abc');
  await page.goto('/pricing-plans');
  await expect.poll(stored).toBe('/pricing-plans');
  for (const path of ['/login', '/signup', '/reset-password', '/forgot-password', '/email-verification']) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(await stored()).toBe('/pricing-plans');
  }
});
