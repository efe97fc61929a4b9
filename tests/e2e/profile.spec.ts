// The player CV end to end: picture upload to the Storage emulator, hostile stored data, other players' CVs.
import { expect, test } from './support/test';
import { createPlayer, createVerifiedUser, readDetails, readEntries, readPlayer, uniqueEmail, writeOldPlayer } from './support/emulators';
import { cvAgeToday, label, logIn, navAvatar, TINY_PNG, toast } from './support/ui';
import { signIn } from './support/session';

const DEFAULT_AVATAR = /^data:image\/svg\+xml,/;
const STORED_PICTURE = /^http:\/\/127\.0\.0\.1:9199\/.*profilePictures%2F/;
const STORAGE_API = 'http://127.0.0.1:9199/storage/v1/b/demo-skora.appspot.com/o';

/** A Storage object's metadata as the admin sees it (the JSON API), or null when there is none. */
async function storedObject(name: string): Promise<{ contentType?: string; cacheControl?: string } | null> {
  const response = await fetch(`${STORAGE_API}/${encodeURIComponent(name)}`, { headers: { Authorization: 'Bearer owner' } });
  return response.status === 404 ? null : ((await response.json()) as { contentType?: string; cacheControl?: string });
}

test('the profile picture: wrong files are refused, a valid one is processed on the server and then replaces the default avatar', async ({ page }, testInfo) => {
  test.slow(); // the Functions emulator's first picture loads the image library
  const user = await createPlayer(uniqueEmail(testInfo), { displayName: 'Photo Player' });
  await signIn(page, user);
  await page.goto('/settings/edit-profile');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Edit your CV');

  // No photo yet: the default avatar, in the nav and in the picture control.
  const preview = page.getByRole('img', { name: 'Your profile picture' });
  await expect(navAvatar(page)).toHaveAttribute('src', DEFAULT_AVATAR);
  await expect(preview).toHaveAttribute('src', DEFAULT_AVATAR);

  const input = page.getByLabel('Profile picture', { exact: true });
  const refusal = page.locator('.picture-control [role="alert"]');
  await input.setInputFiles({ name: 'huge.png', mimeType: 'image/png', buffer: Buffer.alloc(6 * 1024 * 1024, 1) });
  await expect(refusal).toHaveText('This image is larger than 5 MB. Choose a smaller one.');
  await expect(input).toHaveAttribute('aria-invalid', 'true');

  await input.setInputFiles({ name: 'cv.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4\n%%EOF\n') });
  await expect(refusal).toHaveText('Choose a JPEG, PNG or WebP image.');
  await expect(navAvatar(page)).toHaveAttribute('src', DEFAULT_AVATAR);

  // A real (tiny) PNG goes up to pictureUploads/{uid}; a function re-encodes it into profilePictures/{uid}; once
  // that picture is served, every avatar follows without a reload.
  const navigations: string[] = [];
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame()) navigations.push(frame.url());
  });
  const uploaded = page.waitForRequest((r) => r.method() === 'POST' && r.url().includes(`pictureUploads%2F${user.uid}`));
  await input.setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: TINY_PNG });
  await uploaded;
  await expect(toast(page, 'Your picture has been updated.')).toBeVisible({ timeout: 45_000 });
  await expect(refusal).toHaveCount(0);
  await expect(page.locator('.picture-control [role="status"]')).toHaveCount(0);
  await expect(navAvatar(page)).toHaveAttribute('src', STORED_PICTURE);
  expect(navigations).toEqual([]);
  await expect.poll(async () => (await readPlayer(user.uid))?.hasPhoto).toBe(true);
  // Only the processed picture is stored: a WebP with the fixed headers, and the upload is gone.
  expect(await storedObject(`profilePictures/${user.uid}`)).toMatchObject({
    contentType: 'image/webp',
    cacheControl: 'private, max-age=300',
  });
  await expect.poll(async () => await storedObject(`pictureUploads/${user.uid}`)).toBeNull();

  // The CV shows it too.
  await page.goto('/profile/myprofile');
  await expect(page.getByRole('img', { name: "Lamine Test's profile picture" })).toHaveAttribute('src', STORED_PICTURE);

  // Removing it asks first; keeping it changes nothing, confirming (by keyboard) deletes the served picture, the CV
  // says it has no photo, and every avatar falls back to the placeholder without a reload.
  await page.goto('/settings/edit-profile');
  await expect(preview).toHaveAttribute('src', STORED_PICTURE);
  const remove = page.locator('.picture-control').getByRole('button', { name: 'Remove picture' });
  const dialog = page.getByRole('alertdialog', { name: 'Remove your profile picture?' });
  await remove.click();
  await dialog.getByRole('button', { name: 'Keep my picture' }).click();
  await expect(dialog).toHaveCount(0);
  expect(await storedObject(`profilePictures/${user.uid}`)).not.toBeNull();
  await remove.focus();
  await page.keyboard.press('Enter');
  await expect(dialog.getByRole('button', { name: 'Keep my picture' })).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(dialog.getByRole('button', { name: 'Remove picture' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(toast(page, 'Your picture has been removed.')).toBeVisible();
  await expect(preview).toHaveAttribute('src', DEFAULT_AVATAR);
  await expect(navAvatar(page)).toHaveAttribute('src', DEFAULT_AVATAR);
  await expect(remove).toHaveCount(0);
  expect(await storedObject(`profilePictures/${user.uid}`)).toBeNull();
  await expect.poll(async () => (await readPlayer(user.uid))?.hasPhoto).toBe(false);
  await page.goto('/profile/myprofile');
  await expect(page.getByRole('img', { name: "Lamine Test's profile picture" })).toHaveAttribute('src', DEFAULT_AVATAR);
});

test('hostile stored text renders inert on the CV, and the form refuses a javascript: link', async ({ page }, testInfo) => {
  const hostile = '<img src=x onerror=alert(1)>';
  // Written straight to Firestore as the admin: the app's validation would refuse the link.
  const user = await createPlayer(uniqueEmail(testInfo), {
    displayName: 'Xss Probe',
    doc: {
      bio: `About me ${hostile}`,
      currentClub: hostile,
      career: [{ club: hostile, league: '', from: 2023, to: null, appearances: 0, goals: 0 }],
      links: [{ label: 'Evil', url: 'javascript:alert(1)' }],
    },
  });
  const dialogs: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });

  await logIn(page, user);
  await expect(page).toHaveURL('/profile/myprofile');
  const cv = page.getByRole('article', { name: 'Lamine Test' });
  await expect(cv.getByRole('region', { name: 'About' })).toContainText(`About me ${hostile}`);
  await expect(cv.locator('.cv-fact').filter({ hasText: 'Current club' }).locator('dd')).toHaveText(hostile);
  await expect(cv.getByRole('table').getByRole('rowheader')).toHaveText(hostile);
  await expect(cv.getByRole('region', { name: 'Links' })).toContainText('Evil: javascript:alert(1)');
  await expect(cv.getByRole('region', { name: 'Links' }).getByRole('link')).toHaveCount(0);
  expect(await page.locator('img[src="x"]').count()).toBe(0);
  expect(await page.locator('a[href^="javascript:" i]').count()).toBe(0);

  // The editor shows the stored link as it is, and the core refuses it on save with a field message.
  await page.goto('/settings/edit-profile');
  const link = page.getByRole('group', { name: 'Link 1' });
  const url = link.getByLabel(label('Address'));
  await expect(url).toHaveValue('javascript:alert(1)');
  await page.getByRole('button', { name: 'Save my CV' }).click();
  await expect(link.getByRole('alert')).toHaveText('Enter a full web address starting with https://.');
  await expect(url).toHaveAttribute('aria-invalid', 'true');
  await expect(toast(page, 'Please fix the highlighted fields.')).toBeVisible();
  await expect(page).toHaveURL('/settings/edit-profile');
  expect((await readPlayer(user.uid))?.links).toEqual([{ label: 'Evil', url: 'javascript:alert(1)' }]);

  expect(await page.locator('img[src="x"]').count()).toBe(0);
  expect(dialogs).toEqual([]);
});

test("a signed-in player reads another player's CV by id; an unknown id gets the not-found card", async ({ page }, testInfo) => {
  const other = await createPlayer(uniqueEmail(testInfo, 'other'), {
    displayName: 'Erling Other',
    doc: { firstName: 'Erling', lastName: 'Other', mainPosition: 'ST', secondaryPositions: [], city: 'Bergen', countryOfResidence: 'NO', nationality: 'NO' },
  });
  const reader = await createPlayer(uniqueEmail(testInfo, 'reader'), { displayName: 'Scout Reader' });

  await signIn(page, reader);
  await page.goto(`/profile?id=${other.uid}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Erling Other');
  const cv = page.getByRole('article', { name: 'Erling Other' });
  await expect(cv.locator('.cv-fact').filter({ hasText: 'Main position' }).locator('dd')).toHaveText('Striker (ST)');
  await expect(cv.locator('.cv-fact').filter({ hasText: 'Based in' }).locator('dd')).toHaveText('Bergen, Norway');
  // A reader's view: no editing.
  await expect(page.getByRole('link', { name: 'Edit my CV' })).toHaveCount(0);

  await page.goto('/profile?id=no-such-player-id');
  await expect(page.getByRole('heading', { name: 'We could not find this player' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Browse players' })).toHaveAttribute('href', '/player');
});

test('a CV from before the data split still renders for a reader: age from its month, no hidden e-mail, no date', async ({ page }, testInfo) => {
  const old = await createVerifiedUser(uniqueEmail(testInfo, 'old'), 'Old Shape');
  await writeOldPlayer(old.uid, {
    firstName: 'Olav',
    lastName: 'Oldshape',
    dateOfBirth: '2004-02-17',
    location: { lat: 59.9139, lng: 10.7522 },
    contactEmail: 'olav.hidden@example.com',
    showContactEmail: false,
  });
  const reader = await createPlayer(uniqueEmail(testInfo, 'reader'), { displayName: 'Scout Reader' });

  await signIn(page, reader);
  await page.goto(`/profile?id=${old.uid}`);
  const cv = page.getByRole('article', { name: 'Olav Oldshape' });
  await expect(cv.locator('.cv-fact').filter({ hasText: 'Age' }).locator('dd')).toHaveText(String(cvAgeToday('2004-02-17')));
  await expect(cv).not.toContainText('olav.hidden@example.com');
  await expect(cv).not.toContainText('2004-02-17');
  await expect(cv).not.toContainText('17 February 2004');
  await expect(cv.getByRole('region', { name: 'Contact' })).toHaveCount(0);
});

test("the owner's save writes the CV and the private details together; the CV keeps only the birth month", async ({ page }, testInfo) => {
  const user = await createPlayer(uniqueEmail(testInfo), { displayName: 'Split Saver' });
  await signIn(page, user);
  await page.goto('/settings/edit-profile');
  // The editor shows the private values from the details document.
  await expect(page.getByLabel(label('Date of birth'))).toHaveValue('2005-03-14');
  await page.getByLabel(label('Date of birth')).fill('2006-01-09');
  await page.getByLabel(label('Latitude')).fill('64.1466');
  await page.getByLabel(label('Longitude')).fill('-21.9426');
  await page.getByLabel(label('Contact email')).fill('lamine.private@example.com');
  await page.getByRole('button', { name: 'Save my CV' }).click();
  await expect(page).toHaveURL('/profile/myprofile', { timeout: 10_000 });

  const cv = await readPlayer(user.uid);
  expect(cv).toMatchObject({ birthMonth: '2006-01' });
  for (const key of ['dateOfBirth', 'location', 'showContactEmail', 'contactEmail']) expect(cv).not.toHaveProperty(key);
  expect(await readDetails(user.uid)).toMatchObject({
    dateOfBirth: '2006-01-09',
    location: { lat: 64.1466, lng: -21.9426 },
    contactEmail: 'lamine.private@example.com',
    showContactEmail: false,
  });
  // The owner sees the private values apart from the CV; the CV shows no hidden e-mail.
  const onlyYou = page.getByRole('region', { name: 'Only you see these' });
  await expect(onlyYou.locator('time[datetime="2006-01-09"]')).toHaveText('9 January 2006');
  await expect(onlyYou).not.toContainText('2006-01-09');
  await expect(page.getByRole('article', { name: 'Lamine Test' })).not.toContainText('lamine.private@example.com');
});

test("a player under 16 publishes only with a guardian's email, which stays in the private details", async ({ page }, testInfo) => {
  const user = await createPlayer(uniqueEmail(testInfo), { displayName: 'Young Player' });
  await signIn(page, user);
  await page.goto('/settings/edit-profile');
  // 13 on every day of this year.
  const born = `${new Date().getFullYear() - 13}-01-01`;
  await page.getByLabel(label('Date of birth')).fill(born);
  await page.getByLabel(label('City')).fill('Porto');
  await page.getByRole('button', { name: 'Save my CV' }).click();

  // Refused at the field, with what was typed still there and nothing written.
  const guardian = page.getByLabel(label("Parent's or guardian's email"));
  await expect(guardian).toBeFocused();
  await expect(guardian).toHaveAttribute('aria-invalid', 'true');
  await expect(page.locator('#guardianEmail')).toContainText("Players under 16 need a parent's or guardian's email to publish their CV.");
  await expect(page.getByLabel(label('Date of birth'))).toHaveValue(born);
  await expect(page.getByLabel(label('City'))).toHaveValue('Porto');
  expect(await readDetails(user.uid)).not.toHaveProperty('guardianEmail');

  // With the address, the rules accept the batch: the details hold it, the CV never does.
  await guardian.fill('guardian.young@example.com');
  await page.getByRole('button', { name: 'Save my CV' }).click();
  await expect(page).toHaveURL('/profile/myprofile', { timeout: 10_000 });
  expect(await readDetails(user.uid)).toMatchObject({ dateOfBirth: born, guardianEmail: 'guardian.young@example.com' });
  const cv = await readPlayer(user.uid);
  expect(cv).toMatchObject({ birthMonth: born.slice(0, 7), city: 'Porto' });
  expect(JSON.stringify(cv)).not.toContain('guardian.young@example.com');
  await expect(page.getByRole('region', { name: 'Only you see these' })).toContainText('guardian.young@example.com');
  await expect(page.getByRole('article', { name: 'Lamine Test' })).not.toContainText('guardian.young@example.com');
});

test("the owner's save writes career and honours one document per entry, and deletes the ones removed", async ({ page }, testInfo) => {
  const user = await createPlayer(uniqueEmail(testInfo), {
    displayName: 'Entry Saver',
    doc: {
      career: [
        { club: 'First FC', league: 'Liga', from: 2019, to: 2021, appearances: 10, goals: 1 },
        { club: 'Second FC', league: 'Liga', from: 2021, to: 2022, appearances: 20, goals: 2 },
        { club: 'Third FC', league: '', from: 2022, to: null, appearances: 30, goals: 3 },
      ],
    },
  });
  expect((await readEntries(user.uid, 'career')).map(([id]) => id)).toEqual(['00', '01', '02']);
  await signIn(page, user);
  await page.goto('/profile/myprofile');
  const rows = page.getByRole('article', { name: 'Lamine Test' }).getByRole('table').getByRole('rowheader');
  await expect(rows).toHaveText(['First FC', 'Second FC', 'Third FC']);

  await page.goto('/settings/edit-profile');
  await page.getByRole('button', { name: 'Remove career entry 1' }).click();
  await page.getByRole('button', { name: 'Remove honour 1' }).click();
  await page.getByRole('button', { name: 'Save my CV' }).click();
  await expect(page).toHaveURL('/profile/myprofile', { timeout: 10_000 });

  // Renumbered from 00, the last position deleted, in the same batch as the CV.
  expect((await readEntries(user.uid, 'career')).map(([id, entry]) => [id, entry.club])).toEqual([
    ['00', 'Second FC'],
    ['01', 'Third FC'],
  ]);
  expect(await readEntries(user.uid, 'honours')).toEqual([]);
  expect(await readPlayer(user.uid)).not.toHaveProperty('career');
  await expect(rows).toHaveText(['Second FC', 'Third FC']);
});
