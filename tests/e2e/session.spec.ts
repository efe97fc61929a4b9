// The signed-in session end to end: guards, the nav greeting and logout, on the real Auth and Firestore emulators.
import { expect, test } from './support/test';
import { completePlayerDoc, createPlayer, createVerifiedUser, uniqueEmail } from './support/emulators';
import { chooseFromUserMenu, greeting, logIn, toast } from './support/ui';

const ALREADY_SIGNED_IN = 'You are already signed in.';
const SIGNED_OUT = 'You have successfully signed out!';

test('a verified user without a CV is sent from /map to the CV editor', async ({ page }, testInfo) => {
  const user = await createVerifiedUser(uniqueEmail(testInfo), 'Nuno Incomplete');
  await logIn(page, user);
  await expect(page).toHaveURL('/settings/edit-profile');

  // A fresh load of a page that needs a complete profile.
  await page.goto('/map');
  await expect(page).toHaveURL('/settings/edit-profile');
  await expect(toast(page, 'Please complete your profile to continue.')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Edit your CV');
});

test('signed in, /login goes back to the last page with a toast; after logout /login stays quiet', async ({ page }, testInfo) => {
  const user = await createPlayer(uniqueEmail(testInfo), { displayName: 'Joao Guard' });
  await logIn(page, user);
  await expect(page).toHaveURL('/profile/myprofile');

  await page.goto('/story');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('SKORAs STORY');
  await page.goto('/login');
  await expect(page).toHaveURL('/story');
  const already = toast(page, ALREADY_SIGNED_IN);
  await expect(already).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('SKORAs STORY');
  // Close it (if it has not closed by itself yet), so that a toast seen after logout can only be a new one.
  await already.getByRole('button', { name: 'close' }).click();
  await expect(already).toBeHidden();

  await chooseFromUserMenu(page, 'Logout');
  await expect(page).toHaveURL('/login');
  await expect(toast(page, SIGNED_OUT)).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Log in');
  await expect(greeting(page)).toHaveCount(0);
  // Nothing arrives late either (the guard decides as /login renders; give it a moment to misbehave).
  await page.waitForTimeout(500);
  await expect(toast(page, ALREADY_SIGNED_IN)).toHaveCount(0);
  await expect(page).toHaveURL('/login');
});

test('logout clears the cached user data, keeps other keys, and lands on /login', async ({ page }, testInfo) => {
  const user = await createPlayer(uniqueEmail(testInfo), { displayName: 'Cache Clear' });
  await logIn(page, user);
  await expect(page).toHaveURL('/profile/myprofile');

  const cleared = [
    `userProfile_${user.uid}`,
    'userStats_profileImage',
    'userStats_physicalStep',
    'userStats_technicalStep',
    'userStats_goalkeeperTechnicalStep',
  ];
  // The app keeps the confirmed session for the next visit (see below); logout takes it too.
  await expect.poll(() => page.evaluate(() => localStorage.getItem('lastSession'))).toContain(user.uid);
  cleared.push('lastSession');
  await page.evaluate((keys) => {
    for (const key of keys) localStorage.setItem(key, JSON.stringify({ cached: key }));
    localStorage.setItem('someOtherApp_setting', 'keep me');
  }, cleared);

  await chooseFromUserMenu(page, 'Logout');
  await expect(page).toHaveURL('/login');
  await expect(toast(page, SIGNED_OUT)).toBeVisible();
  const left = await page.evaluate((keys) => keys.map((key) => localStorage.getItem(key)), cleared);
  expect(left).toEqual(cleared.map(() => null));
  expect(await page.evaluate(() => localStorage.getItem('someOtherApp_setting'))).toBe('keep me');

  // The session is really gone: a guarded page asks to log in again.
  await page.goto('/profile/myprofile');
  await expect(page).toHaveURL('/login');
  await expect(toast(page, 'Please log in to access this page.')).toBeVisible();
});

const GREETINGS: Array<[string, string]> = [
  ['Pelé', 'Hi, Pelé'],
  ['Lionel Messi', 'Hi, Lionel Messi'],
  ['Cristiano Ronaldo dos Santos', 'Hi, Cristiano Ronaldo...'],
  ['Maximilianusschmidt Ek', 'Hi, Maximilianus... Ek'],
];

for (const [displayName, expected] of GREETINGS) {
  test(`the nav greets "${displayName}" as "${expected}"`, async ({ page }, testInfo) => {
    const user = await createPlayer(uniqueEmail(testInfo, 'greet'), { displayName });
    await logIn(page, user);
    await expect(greeting(page)).toHaveText(expected);
  });
}

test("a repeat visit opens the player's own CV from the device, before Auth or Firestore have answered", async ({ page }, testInfo) => {
  const user = await createPlayer(uniqueEmail(testInfo), { displayName: 'Rita Repeat', doc: completePlayerDoc({ firstName: 'Rita', lastName: 'Repeat' }) });
  await logIn(page, user);
  await expect(page).toHaveURL('/profile/myprofile');
  await expect(page.getByRole('article', { name: 'Rita Repeat' })).toBeVisible();
  await expect.poll(() => page.evaluate(() => localStorage.getItem('lastSession'))).toContain(user.uid);

  // Next visit: the Auth and Firestore emulators hold every answer back.
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/127\.0\.0\.1:(9099|8080)\//, async (route) => {
    await held;
    await route.continue().catch(() => undefined);
  });
  await page.reload();
  // The CV, the greeting and the menu, from the device alone.
  await expect(page.getByRole('article', { name: 'Rita Repeat' })).toBeVisible();
  await expect(greeting(page)).toHaveText('Hi, Rita Repeat');
  await expect(page).toHaveURL('/profile/myprofile');
  release();
  await page.unrouteAll({ behavior: 'ignoreErrors' });
});

test('a remembered session whose account has signed out elsewhere opens nothing more: the page asks to log in', async ({ page }, testInfo) => {
  const user = await createPlayer(uniqueEmail(testInfo), { displayName: 'Gone Elsewhere' });
  await logIn(page, user);
  await expect(page).toHaveURL('/profile/myprofile');
  await expect.poll(() => page.evaluate(() => localStorage.getItem('lastSession'))).toContain(user.uid);
  // The Auth SDK's own session goes (as after a sign-out in another tab); the remembered one stays behind.
  await page.evaluate(async () => {
    const names = (await indexedDB.databases()).map((db) => db.name ?? '');
    await Promise.all(names.map((name) => new Promise((resolve) => {
      const request = indexedDB.deleteDatabase(name);
      request.onsuccess = request.onerror = request.onblocked = () => resolve(null);
    })));
    for (const key of Object.keys(localStorage)) if (key.startsWith('firebase:')) localStorage.removeItem(key);
  });
  await page.goto('/settings/add-weekly-stats');
  await expect(page).toHaveURL('/login');
  await expect(toast(page, 'Please log in to access this page.')).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('lastSession'))).toBeNull();
});
