// The public CV by link (/p/{uid}): a signed-out visitor opens a card's link and reads the CV; members-only CVs ask
// for a verified member; the owner copies the link and sees the page as visitors do; and a crawler (no JavaScript)
// finds the player's link-preview tags in the HTML, which Hosting gets from the playerPage function.
import type { Page } from '@playwright/test';
import { expect, test } from './support/test';
import { createPlayer, createUser, uniqueEmail } from './support/emulators';
import { submitLogin } from './support/ui';
import { signIn } from './support/session';

/**
 * Waits until the link-preview function knows the player: it reads the index entry a trigger writes a moment after
 * the CV (until then the page answers 404, and the page shows "not found").
 */
async function whenIndexed(page: Page, uid: string): Promise<void> {
  await expect.poll(async () => (await page.request.get(`/p/${uid}`)).status(), { timeout: 20_000 }).toBe(200);
}

/** The CV's <article>, named by the player's name. */
const cv = (page: Page, name: string) => page.getByRole('article', { name });

test('a signed-out visitor opens a directory card and reads the public CV, painted first as its skeleton', async ({ page }) => {
  await page.goto('/player?q=demo');
  const link = page.getByRole('list', { name: 'Players' }).getByRole('link', { name: 'Demo Player' });
  await expect(link).toHaveAttribute('href', '/p/demo-player');
  await link.click();
  await expect(page).toHaveURL('/p/demo-player');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Demo Player');
  await expect(cv(page, 'Demo Player')).toContainText('GD Alfama');
  await expect(page).toHaveTitle('Demo Player | SKORA');

  // A fresh load: the HTML paints the CV's skeleton (no script needed), then the app reads the CV into it.
  const response = await page.goto('/p/demo-player', { waitUntil: 'commit' });
  expect(response?.status()).toBe(200);
  await expect(cv(page, 'Demo Player')).toBeVisible();
  await expect(page.getByRole('status', { name: 'Loading the CV' })).toHaveCount(0);
  // Never the exact birth date: the age only.
  await expect(page.locator('main')).not.toContainText('2002-05-14');
  await expect(page.locator('main')).toContainText('years old');
});

test('a members-only CV: signed out, a card to log in; a verified member reads it', async ({ page }, testInfo) => {
  const owner = await createPlayer(uniqueEmail(testInfo, 'owner'), { doc: { firstName: 'Members', lastName: 'Only' } });
  await whenIndexed(page, owner.uid);
  await page.goto(`/p/${owner.uid}`);
  await expect(page.getByRole('heading', { name: 'This CV is for SKORA members' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/login');
  await expect(page.locator('main')).not.toContainText('Members Only');

  const reader = await createPlayer(uniqueEmail(testInfo, 'reader'));
  await signIn(page, reader);
  await page.goto(`/p/${owner.uid}`);
  await expect(cv(page, 'Members Only')).toBeVisible();
});

test('an unverified account is asked to verify its e-mail for a members-only CV', async ({ page }, testInfo) => {
  const owner = await createPlayer(uniqueEmail(testInfo, 'owner'), { doc: { firstName: 'Members', lastName: 'Only' } });
  const unverified = await createUser(uniqueEmail(testInfo, 'u'));
  await whenIndexed(page, owner.uid);
  await page.goto('/login');
  await submitLogin(page, unverified.email, unverified.password);
  await expect(page).not.toHaveURL(/\/login$/, { timeout: 10_000 });
  await page.goto(`/p/${owner.uid}`);
  await expect(page.getByRole('heading', { name: 'Verify your e-mail to read this CV' })).toBeVisible();
});

test('an unknown player: the not-found card', async ({ page }) => {
  const response = await page.goto('/p/no-such-player-anywhere');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { name: 'We could not find this player' })).toBeVisible();
});

test("the owner copies the CV's link and opens it as a visitor", async ({ page, context }, testInfo) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  const owner = await createPlayer(uniqueEmail(testInfo), { doc: { firstName: 'Share', lastName: 'Me' } });
  await signIn(page, owner);
  await page.goto('/profile/myprofile');
  await page.getByRole('button', { name: 'Copy link' }).click();
  // Beside the link, where it stays (its toast closes after a moment).
  await expect(page.getByRole('region', { name: 'Share your CV' }).getByText('Link copied.')).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(`http://127.0.0.1:4173/p/${owner.uid}`);
  await page.getByRole('link', { name: 'See as a visitor' }).click();
  await expect(page).toHaveURL(`/p/${owner.uid}`);
  await expect(cv(page, 'Share Me')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Edit my CV' })).toHaveCount(0);
});

test.describe('a crawler, without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test("reads the player's link preview from the HTML alone", async ({ page }) => {
    const response = await page.goto('/p/demo-player', { waitUntil: 'commit' });
    expect(response?.status()).toBe(200);
    await expect(page).toHaveTitle('Demo Player | SKORA');
    const meta = (key: string) => page.locator(`meta[property="${key}"], meta[name="${key}"]`);
    await expect(meta('og:title')).toHaveAttribute('content', 'Demo Player | SKORA');
    await expect(meta('og:description')).toHaveAttribute('content', /^Central midfielder \(CM\) · \d+ years old · GD Alfama · /);
    await expect(meta('twitter:title')).toHaveAttribute('content', 'Demo Player | SKORA');
    await expect(meta('og:url')).toHaveAttribute('content', /\/p\/demo-player$/);
    await expect(meta('og:image')).toHaveAttribute('content', /^http/);
    // The page itself is the CV's skeleton, painted without scripts.
    await expect(page.getByRole('status', { name: 'Loading the CV' })).toBeVisible();
  });

  test('gets the generic preview for a members-only player', async ({ page }, testInfo) => {
    const owner = await createPlayer(uniqueEmail(testInfo), { doc: { firstName: 'Hidden', lastName: 'Name' } });
    await whenIndexed(page, owner.uid);
    await page.goto(`/p/${owner.uid}`, { waitUntil: 'commit' });
    await expect(page).toHaveTitle('A SKORA player CV | SKORA');
    expect(await page.content()).not.toContain('Hidden');
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
  });
});
