// The app on the device (app/src/shared/offline/app-cache.ts, scripts/lib/app-cache.mjs): a signed-in member's browser
// keeps the app, so a repeat visit opens it with no network at all; and the manifest makes it installable.
// The only journey with the service worker allowed (playwright.config.ts blocks it for the others).
import { expect, test } from './support/test';
import { completePlayerDoc, createPlayer, uniqueEmail } from './support/emulators';
import { greeting, logIn } from './support/ui';

test.use({ serviceWorkers: 'allow' });

test("offline, a member's repeat visit still opens their CV and their other pages, from the device", async ({ page, context }, testInfo) => {
  const user = await createPlayer(uniqueEmail(testInfo), {
    displayName: 'Olga Offline',
    doc: completePlayerDoc({ firstName: 'Olga', lastName: 'Offline' }),
  });
  await logIn(page, user);
  await expect(page).toHaveURL('/profile/myprofile');
  await expect(page.getByRole('article', { name: 'Olga Offline' })).toBeVisible();
  // The worker installs after the page has loaded (precaching the build), then takes the next visits.
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
  await expect.poll(() => page.evaluate(async () => (await caches.keys()).some((name) => name.includes('precache')))).toBe(true);

  await context.setOffline(true);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('My CV');
  await expect(page.getByRole('article', { name: 'Olga Offline' })).toBeVisible();
  await expect(greeting(page)).toHaveText('Hi, Olga Offline');
  // A page never opened before, also with no network: its frame, code and wasm are on the device.
  await page.goto('/settings/add-weekly-stats');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Add weekly stats');
  await expect(page).toHaveURL('/settings/add-weekly-stats');
  await expect(page.getByLabel('Season')).toBeVisible();
  await context.setOffline(false);
});

test('the manifest makes the app installable: its name, start page, standalone display and icons', async ({ page, request }) => {
  await page.goto('/');
  const href = await page.locator('link[rel="manifest"]').getAttribute('href');
  expect(href).toBe('/manifest.webmanifest');
  const manifest = (await (await request.get(href!)).json()) as {
    short_name: string;
    start_url: string;
    display: string;
    icons: { src: string; sizes: string; purpose: string }[];
  };
  expect(manifest).toMatchObject({ short_name: 'SKORA', start_url: '/profile/myprofile', display: 'standalone' });
  expect(manifest.icons.map((icon) => `${icon.sizes} ${icon.purpose}`)).toEqual(['192x192 any', '512x512 any', '512x512 maskable']);
  for (const icon of manifest.icons) {
    const response = await request.get(icon.src);
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toContain('image/png');
  }
  // The worker is a file of the site's own origin, never cached by the CDN beyond a revalidation.
  const worker = await request.get('/sw.js');
  expect(worker.status()).toBe(200);
  expect(worker.headers()['cache-control']).toBe('no-cache');
});
