// Security headers: Hosting sends firebase.json's Content-Security-Policy and the other headers
// with every page, and the production build runs under that policy without a single violation: the public pages, a
// signed-in CV edit with a picture upload, the map, and a clip's embedded player. The Hosting emulator applies the
// headers as the CDN does; under the emulators the policy also allows the emulators' origins (scripts/emulators.mjs
// serves a copy of firebase.json with them added, see scripts/lib/security-headers.mjs).
import type { Page } from '@playwright/test';
import { createPlayer, uniqueEmail } from './support/emulators';
import { expect, test } from './support/test';
import { label, TINY_PNG, toast } from './support/ui';
import { signIn } from './support/session';

/** Collects every CSP violation the page reports, as events (from before any page script) and as console messages. */
async function watchViolations(page: Page): Promise<string[]> {
  const violations: string[] = [];
  await page.exposeFunction('__reportViolation', (text: string) => violations.push(text));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      (window as unknown as { __reportViolation: (text: string) => void }).__reportViolation(
        `${event.effectiveDirective} blocked ${event.blockedURI || '(inline)'} at ${event.sourceFile}:${event.lineNumber} on ${location.pathname}`,
      );
    });
  });
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) violations.push(`console: ${message.text()}`);
  });
  return violations;
}

const PUBLIC_PAGES = [
  '/',
  '/story',
  '/clips',
  '/aboutus',
  '/success-story',
  '/player',
  '/pricing-plans',
  '/refund-policy',
  '/privacy-policy',
  '/t&c',
  '/contact-us',
  '/blog',
  '/payment-portal',
  '/path',
  '/contact',
  '/login',
  '/signup',
  '/email-verification',
  '/forgot-password',
  '/reset-password',
  '/no-such-page',
];

test('every page is served with the security headers', async ({ request }) => {
  for (const path of ['/', '/player', '/blog', '/map', '/settings/edit-profile', '/no-such-page', '/boot.js']) {
    const response = await request.get(path);
    const headers = response.headers();
    const csp = headers['content-security-policy'] ?? '';
    expect(csp, path).toContain("default-src 'self'");
    expect(csp, path).toContain("frame-ancestors 'none'");
    expect(csp, path).toMatch(/script-src 'self' 'wasm-unsafe-eval'(;|$)/);
    expect(csp, path).toContain("object-src 'none'");
    expect(csp, path).toContain('frame-src https://www.youtube-nocookie.com');
    expect(csp, path).not.toContain('unsafe-inline');
    // Callables go to this project's functions only (the e2e build's project is the demo one), never any project's.
    expect(csp, path).toMatch(/connect-src [^;]* https:\/\/us-central1-demo-skora\.cloudfunctions\.net[ ;]/);
    expect(csp, path).not.toContain('*');
    // The e2e build has no App Check site key: no reCAPTCHA origin.
    expect(csp, path).not.toMatch(/recaptcha|gstatic|firebaseappcheck/);
    expect(headers['strict-transport-security'], path).toBe('max-age=63072000; includeSubDomains');
    expect(headers['cross-origin-opener-policy'], path).toBe('same-origin');
    expect(headers['x-content-type-options'], path).toBe('nosniff');
    expect(headers['referrer-policy'], path).toBe('strict-origin-when-cross-origin');
    expect(headers['permissions-policy'], path).toContain('camera=()');
    expect(headers['permissions-policy'], path).toContain('geolocation=(self)');
    expect(headers['x-frame-options'], path).toBe('DENY');
  }
});

test('the public pages load under the policy without a violation', async ({ page }) => {
  test.setTimeout(90_000);
  const violations = await watchViolations(page);
  for (const path of PUBLIC_PAGES) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  }
  // The footer's newsletter form loads its wasm on first focus; the featured players load near the viewport.
  await page.goto('/');
  await page.getByRole('contentinfo').getByRole('textbox').first().focus();
  await page.mouse.wheel(0, 4000);
  await page.waitForTimeout(1500);
  expect(violations).toEqual([]);
});

test('a clip plays its privacy-enhanced embed under the policy', async ({ page }) => {
  const violations = await watchViolations(page);
  // The machine is offline: what matters is that the policy lets the frame load, not YouTube answering.
  await page.route(/youtube(-nocookie)?\.com|ytimg\.com/, (route) => route.fulfill({ status: 200, body: '<p>player</p>', contentType: 'text/html' }));
  await page.goto('/clips');
  await page.getByRole('button', { name: /^Play / }).first().click();
  await expect(page.locator('iframe')).toHaveCount(1);
  await expect(page.frameLocator('iframe').locator('p')).toHaveText('player');
  expect(violations).toEqual([]);
});

test('a signed-in CV edit, a picture upload and the map run under the policy', async ({ page }, testInfo) => {
  test.setTimeout(60_000);
  const violations = await watchViolations(page);
  const user = await createPlayer(uniqueEmail(testInfo), { displayName: 'Policy Player' });
  await signIn(page, user);
  await page.goto('/settings/edit-profile');
  await page.getByLabel('Profile picture', { exact: true }).setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: TINY_PNG });
  await expect(toast(page, 'Your picture has been updated.')).toBeVisible({ timeout: 10_000 });
  await page.getByLabel(label('City')).fill('Bergen');
  await page.getByRole('button', { name: 'Save my CV' }).click();
  await expect(page).toHaveURL('/profile/myprofile', { timeout: 10_000 });
  await expect(page.getByRole('img', { name: /profile picture$/ }).first()).toBeVisible();
  await page.goto('/map');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.waitForTimeout(1500);
  await page.goto('/player');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.waitForTimeout(1000);
  // The public CV by link: the playerPage function answers with the pre-rendered skeleton, then the app fills it.
  const response = await page.goto(`/p/${user.uid}`);
  expect(response?.headers()['content-security-policy']).toContain("frame-ancestors 'none'");
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.waitForTimeout(1000);
  expect(violations).toEqual([]);
});
