// Saving without a (working) connection: a CV save that never reaches the server ends in a clear
// message instead of an endless "Saving...", the leave-page warning stays armed while the write is pending, and the
// typed CV is kept on the device until the server confirms it, so a reload, a closed tab or a later visit gets it
// back. A contact message that is sent again after a lost answer is stored once.
import type { Page, Route } from '@playwright/test';
import { createPlayer, listDocuments, readPlayer, uniqueEmail } from './support/emulators';
import { expect, test } from './support/test';
import { label } from './support/ui';
import { signIn } from './support/session';

/** Firestore Lite's write: one REST call per batch (`…/documents:commit`). */
const COMMIT = /\/documents:commit/;
const CV_NOT_SAVED = /We could not reach the server to save your CV/;
const DRAFT_RESTORED = 'We restored the changes you had not saved yet';

/** Whether leaving the page now would ask first: a cancellable beforeunload is cancelled by the page's handler. */
function leaveWarningArmed(page: Page): Promise<boolean> {
  return page.evaluate(() => {
    const event = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(event);
    return event.defaultPrevented;
  });
}

function storedDraft(page: Page, uid: string): Promise<string | null> {
  return page.evaluate((key) => localStorage.getItem(key), `userProfileDraft_${uid}`);
}

test('a CV save the server never answers times out with a clear message; the warning and the draft stay', async ({ page }, testInfo) => {
  test.setTimeout(90_000);
  const user = await createPlayer(uniqueEmail(testInfo), { displayName: 'Hanging Save' });
  await signIn(page, user);
  await page.goto('/settings/edit-profile');
  await page.getByLabel(label('City')).fill('Draftville');

  // A dead connection that never fails (a captive portal, a stalled mobile link): the write hangs, and in the end
  // never reaches the server.
  const held: Route[] = [];
  await page.route(COMMIT, (route) => void held.push(route));
  await page.getByRole('button', { name: 'Save my CV' }).click();
  await expect(page.getByRole('button', { name: 'Saving...' })).toBeDisabled();
  // While the write is pending, the input is on the device and closing the tab still asks first.
  await expect.poll(() => storedDraft(page, user.uid)).toContain('Draftville');
  expect(await leaveWarningArmed(page)).toBe(true);

  // Then a clear message, at the form and as a toast; the button is back and nothing typed is lost.
  // The toast first: it closes after a moment, the message at the form stays.
  await expect(page.locator('.Toastify').getByRole('alert').filter({ hasText: CV_NOT_SAVED })).toBeVisible({ timeout: 25_000 });
  const message = page.locator('.form-submit').getByRole('alert');
  await expect(message).toContainText(CV_NOT_SAVED);
  await expect(message).toContainText('kept on this device');
  await expect(page.getByRole('button', { name: 'Save my CV' })).toBeEnabled();
  await expect(page.getByLabel(label('City'))).toHaveValue('Draftville');
  expect(await leaveWarningArmed(page)).toBe(true);

  // The next visit (here a reload, confirmed past the warning) restores the draft and says so.
  await Promise.all(held.map((route) => route.abort('connectionfailed')));
  await page.unroute(COMMIT);
  page.on('dialog', (dialog) => void dialog.accept());
  await page.reload();
  await expect(page.getByRole('status').filter({ hasText: DRAFT_RESTORED })).toBeVisible();
  await expect(page.getByLabel(label('City'))).toHaveValue('Draftville');
  expect(await leaveWarningArmed(page)).toBe(true);

  // Once the server confirms a save, the draft is gone.
  await page.getByRole('button', { name: 'Save my CV' }).click();
  await expect(page).toHaveURL('/profile/myprofile', { timeout: 10_000 });
  expect((await readPlayer(user.uid))?.city).toBe('Draftville');
  expect(await storedDraft(page, user.uid)).toBeNull();
  await page.goto('/settings/edit-profile');
  await expect(page.getByLabel(label('City'))).toHaveValue('Draftville');
  await expect(page.getByRole('status').filter({ hasText: DRAFT_RESTORED })).toHaveCount(0);
});

test('offline, a CV save says so and the draft survives closing the tab; it can be discarded', async ({ context, page }, testInfo) => {
  test.setTimeout(90_000);
  const user = await createPlayer(uniqueEmail(testInfo), { displayName: 'Offline Save' });
  await signIn(page, user);
  await page.goto('/settings/edit-profile');
  const stored = await page.getByLabel(label('City')).inputValue();
  await page.getByLabel(label('City')).fill('Offlineton');

  await context.setOffline(true);
  await page.getByRole('button', { name: 'Save my CV' }).click();
  await expect(page.locator('.form-submit').getByRole('alert')).toContainText(CV_NOT_SAVED, { timeout: 25_000 });
  await expect(page.getByRole('button', { name: 'Save my CV' })).toBeEnabled();
  expect(await storedDraft(page, user.uid)).toContain('Offlineton');

  // The tab is closed (without the prompt) and the player comes back later, online.
  await page.close({ runBeforeUnload: false });
  await context.setOffline(false);
  const later = await context.newPage();
  await later.goto('/settings/edit-profile');
  const note = later.getByRole('status').filter({ hasText: DRAFT_RESTORED });
  await expect(note).toBeVisible();
  await expect(later.getByLabel(label('City'))).toHaveValue('Offlineton');

  // Discarding the restored changes brings back the stored CV and forgets the draft.
  await note.getByRole('button', { name: 'Discard these changes' }).click();
  await expect(later.getByLabel(label('City'))).toHaveValue(stored);
  await expect(note).toHaveCount(0);
  expect(await storedDraft(later, user.uid)).toBeNull();
});

test('a contact message sent again after its answer was lost is stored once', async ({ page }, testInfo) => {
  const email = uniqueEmail(testInfo);
  await page.goto('/contact-us');
  const form = page.getByRole('form', { name: 'Contact SKORA' });
  await form.getByLabel(label('Your name')).fill('Retry Sender');
  await form.getByLabel(label('Email')).fill(email);
  await form.getByLabel(label('Topic')).selectOption('other');
  await form.getByLabel(label('Message')).fill('One message, sent twice because the first answer never came back.');

  // The first send reaches the function, which stores the message, but its answer is lost on the way back.
  let sends = 0;
  await page.route(/\/sendContactMessage$/, async (route) => {
    if (route.request().method() !== 'POST') return route.continue();
    sends += 1;
    if (sends > 1) return route.continue();
    await route.fetch();
    return route.abort('connectionreset');
  });
  await form.getByRole('button', { name: 'Send message' }).click();
  // Beside the Send button, where it stays (its toast closes after a moment).
  await expect(form.getByRole('alert').filter({ hasText: /send(ing)? your message/ })).toBeVisible({ timeout: 25_000 });
  await form.getByRole('button', { name: 'Send message' }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Thank you, your message is on its way' })).toBeVisible();

  expect(sends).toBe(2);
  const stored = (await listDocuments('contactMessages')).filter((doc) => doc.data.email === email);
  expect(stored).toHaveLength(1);
});
