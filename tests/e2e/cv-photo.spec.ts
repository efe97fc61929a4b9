// A player's photo, whatever the order of the picture and the CV: uploaded before the first save, after it, replaced
// and removed. Each time the owner's CV ("My CV": the picture and its completeness), the public CV /p/{uid} (signed
// out and signed in as another player), its link preview and the index entry all agree on whether there is a photo.
//
// These CVs are public (a signed-out visitor reads them) and Icelandic, with a surname late in the alphabet, so the
// directory journeys never meet them; a public CV with a photo is a featured player, so each is deleted at the end
// (its index entry goes with it) before the home page's journey counts the seeded ones.
import type { Browser, Page } from '@playwright/test';
import { axeViolations } from './support/axe';
import { createPlayer, createVerifiedUser, deleteDocument, readDocument, uniqueEmail, type TestUser } from './support/emulators';
import { expect, test } from './support/test';
import { label, TINY_PNG, toast } from './support/ui';
import { signIn } from './support/session';

test.use({ bypassCSP: true }); // axe-core is injected as an inline script

const DEFAULT_AVATAR = /^data:image\/svg\+xml,/;
const STORED_PICTURE = /\/profilePictures%2F/;
/** The Functions emulator re-encodes the picture and reindexes the player: a few seconds, more for the first one. */
const SETTLED = { timeout: 30_000, intervals: [500, 1_000, 2_000] };

const FIRST = 'Photo';

/** The new player's name: the surname tells the orders apart in a failure. */
const nameOf = (last: string) => `${FIRST} ${last}`;

/** Fills the required fields of a new CV (public, so a signed-out visitor reads it) and saves it. */
async function saveFirstCv(page: Page, last: string): Promise<void> {
  await page.goto('/settings/edit-profile');
  await page.getByLabel(label('First name')).fill(FIRST);
  await page.getByLabel(label('Last name')).fill(last);
  await page.getByLabel(label('Date of birth')).fill('2006-04-20');
  await page.getByLabel(label('Nationality')).selectOption('IS');
  await page.getByLabel(label('Country of residence')).selectOption('IS');
  await page.getByLabel(label('City')).fill('Akureyri');
  await page.getByLabel(label('Player type')).selectOption('outfield');
  await page.getByLabel(label('Main position')).selectOption('CM');
  await page.getByLabel(label('Availability')).selectOption('open-to-offers');
  await page.getByLabel(label('Who can see my CV')).selectOption('public');
  await page.getByRole('button', { name: 'Save my CV' }).click();
  await expect(page).toHaveURL('/profile/myprofile', { timeout: 10_000 });
}

/** Uploads a picture from the CV editor and waits until it is served. */
async function uploadPicture(page: Page): Promise<void> {
  await page.goto('/settings/edit-profile');
  await page.getByLabel('Profile picture', { exact: true }).setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: TINY_PNG });
  await expect(toast(page, 'Your picture has been updated.')).toBeVisible({ timeout: 45_000 });
}

/** Removes the picture from the CV editor. */
async function removePicture(page: Page): Promise<void> {
  await page.goto('/settings/edit-profile');
  await page.locator('.picture-control').getByRole('button', { name: 'Remove picture' }).click();
  await page.getByRole('alertdialog', { name: 'Remove your profile picture?' }).getByRole('button', { name: 'Remove picture' }).click();
  await expect(toast(page, 'Your picture has been removed.')).toBeVisible();
}

/** The CV's picture on the page. */
const cvPicture = (page: Page, name: string) => page.getByRole('img', { name: `${name}'s profile picture` });
/** The completeness meter's "Photo" item: what the CV still asks for. */
const photoAskedFor = (page: Page) => page.locator('.completeness-missing').getByRole('link', { name: 'Photo', exact: true });

/** Reloads `url` until `check` passes: the functions finish their work a moment after the app's own writes. */
async function settled(page: Page, url: string, check: () => Promise<void>): Promise<void> {
  await expect(async () => {
    await page.goto(url);
    await check();
  }).toPass(SETTLED);
}

async function noAxeViolations(page: Page): Promise<void> {
  for (const viewport of [{ width: 1280, height: 900 }, { width: 390, height: 844 }]) {
    await page.setViewportSize(viewport);
    expect(await axeViolations(page, 'main'), `${viewport.width}×${viewport.height}`).toEqual([]);
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

/**
 * Whether every view agrees that `owner` has a photo (`photo`): the index entry, the link preview of /p/{uid}, the
 * owner's "My CV" (picture and completeness), and /p/{uid} for a signed-out visitor and for another signed-in player.
 */
async function expectPhoto(
  { owner, name, photo }: { owner: { page: Page; uid: string }; name: string; photo: boolean },
  visitors: { signedOut: Page; member: Page },
  { axe = false } = {},
): Promise<void> {
  const picture = photo ? STORED_PICTURE : DEFAULT_AVATAR;
  await expect
    .poll(async () => (await readDocument(`playerIndex/${owner.uid}`))?.hasPhoto, { ...SETTLED, message: 'the index entry' })
    .toBe(photo);
  await expect
    .poll(async () => STORED_PICTURE.test(await (await owner.page.request.get(`/p/${owner.uid}`)).text()), {
      ...SETTLED,
      message: 'the link preview',
    })
    .toBe(photo);

  // The owner's CV: the picture, and the completeness asks for a photo only when there is none.
  await settled(owner.page, '/profile/myprofile', async () => {
    await expect(cvPicture(owner.page, name)).toHaveAttribute('src', picture);
    await expect(photoAskedFor(owner.page)).toHaveCount(photo ? 0 : 1);
  });
  if (axe) await noAxeViolations(owner.page);

  for (const [who, page] of Object.entries(visitors)) {
    await test.step(`/p/{uid} ${who}`, async () => {
      await settled(page, `/p/${owner.uid}`, async () => {
        await expect(page.getByRole('article', { name })).toBeVisible();
        await expect(cvPicture(page, name)).toHaveAttribute('src', picture);
      });
      if (axe) await noAxeViolations(page);
    });
  }
}

/** A signed-out visitor and another verified player, each in a browser context of their own. */
async function openVisitors(browser: Browser, member: TestUser) {
  const signedOut = await (await browser.newContext({ bypassCSP: true })).newPage();
  const memberPage = await (await browser.newContext({ bypassCSP: true })).newPage();
  await signIn(memberPage, member);
  return { signedOut, member: memberPage };
}

/** A verified account with no CV yet, signed in on `page`. */
async function newPlayer(page: Page, email: string): Promise<TestUser> {
  const user = await createVerifiedUser(email, 'Photo Player');
  await signIn(page, user);
  return user;
}

/** Deletes the CV (the trigger deletes its index entry): a public CV with a photo would be a featured player. */
async function forget(uid: string): Promise<void> {
  await deleteDocument(`players/${uid}`);
}

test('a photo uploaded before the first save reaches the public CV; replacing and removing it follow everywhere', async ({ page, browser }, testInfo) => {
  test.setTimeout(180_000);
  const user = await newPlayer(page, uniqueEmail(testInfo));
  const visitors = await openVisitors(browser, await createPlayer(uniqueEmail(testInfo, 'member')));
  const name = nameOf('Zupload');
  const owner = { page, uid: user.uid };
  try {
    await test.step('upload, then save the first CV', async () => {
      await uploadPicture(page);
      await saveFirstCv(page, 'Zupload');
      // At once, as the save left it (no reload): the CV knows its photo.
      await expect(cvPicture(page, name)).toHaveAttribute('src', STORED_PICTURE);
      await expect(page.locator('.completeness')).toBeVisible();
      await expect(photoAskedFor(page)).toHaveCount(0);
      await expectPhoto({ owner, name, photo: true }, visitors, { axe: true });
    });
    await test.step('replace the picture', async () => {
      await uploadPicture(page);
      // The CV editor, with a stored picture and its completeness.
      await noAxeViolations(page);
      await expectPhoto({ owner, name, photo: true }, visitors);
    });
    await test.step('remove the picture', async () => {
      await removePicture(page);
      await expectPhoto({ owner, name, photo: false }, visitors, { axe: true });
    });
  } finally {
    await forget(user.uid);
  }
});

test('a photo uploaded after the first save reaches the public CV', async ({ page, browser }, testInfo) => {
  test.setTimeout(120_000);
  const user = await newPlayer(page, uniqueEmail(testInfo));
  const visitors = await openVisitors(browser, await createPlayer(uniqueEmail(testInfo, 'member')));
  const name = nameOf('Zsave');
  const owner = { page, uid: user.uid };
  try {
    await saveFirstCv(page, 'Zsave');
    await expectPhoto({ owner, name, photo: false }, visitors);
    await uploadPicture(page);
    await expectPhoto({ owner, name, photo: true }, visitors);
  } finally {
    await forget(user.uid);
  }
});
