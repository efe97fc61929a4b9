// Saved searches that alert: a scout saves the directory's "U19 goalkeepers in Portugal" and is told, by the bell in the
// menu bar, when a player becomes one; the bell's panel links to the player's CV.
import { axeViolations } from './support/axe';
import { createPlayer, createVerifiedUser, readDocument, Timestamp, uniqueEmail, writeDocument, writePlayer } from './support/emulators';
import { signIn } from './support/session';
import { expect, test } from './support/test';
import { label } from './support/ui';

// axe is injected as an inline script, which the site's Content-Security-Policy refuses.
test.use({ bypassCSP: true });

/** A date of birth `years` years ago (today's month and day). */
const bornYearsAgo = (years: number) => {
  const d = new Date();
  d.setUTCFullYear(d.getUTCFullYear() - years);
  return d.toISOString().slice(0, 10);
};

test('a saved search for U19 goalkeepers in Portugal tells the scout when a player becomes one', async ({ page }, testInfo) => {
  test.setTimeout(90_000);
  const tag = testInfo.testId.replace(/[^a-z]/gi, '').slice(0, 8).toLowerCase() + String.fromCharCode(97 + testInfo.retry);
  const name = `Beatriz Alves${tag}`;
  const centreBack = { firstName: 'Beatriz', lastName: `Alves${tag}`, dateOfBirth: bornYearsAgo(17), nationality: 'PT', countryOfResidence: 'PT', playerType: 'outfield', mainPosition: 'CB', secondaryPositions: [] };
  const player = await createPlayer(uniqueEmail(testInfo, 'player'), { doc: centreBack });
  const scout = await createVerifiedUser(uniqueEmail(testInfo, 'scout'), 'Marta Ruiz');
  await writeDocument(`scouts/${scout.uid}`, { name: 'Marta Ruiz', role: 'club', organisation: 'CD Leganés', country: 'ES', link: null, updatedAt: Timestamp.now() });
  await expect.poll(async () => (await readDocument(`playerIndex/${player.uid}`))?.mainPosition, { timeout: 30_000 }).toBe('CB');
  await signIn(page, scout);

  await page.goto('/player?position=GK&basedIn=PT&maxAge=18');
  await page.getByRole('button', { name: 'Save this search' }).click();
  const dialog = page.getByRole('dialog', { name: 'Save this search' });
  await expect(dialog.getByText(/We will tell you when a new player matches it/)).toBeVisible();
  await dialog.getByLabel(label('Name of the search')).fill('U19 keepers in Portugal');
  await dialog.getByRole('button', { name: 'Save search' }).click();
  await expect(dialog.getByText(/Saved as “U19 keepers in Portugal”/)).toBeVisible();
  expect(await axeViolations(page, '[role="dialog"]')).toEqual([]);
  await dialog.getByRole('button', { name: 'Done' }).click();
  expect(await readDocument(`users/${scout.uid}/searches/00`)).toMatchObject({ search: 'position=GK&basedIn=PT&maxAge=18', key: 'p:GK|b:PT' });

  // The player becomes a goalkeeper: the search newly matches.
  await writePlayer(player.uid, { ...centreBack, playerType: 'goalkeeper', mainPosition: 'GK' });
  await expect.poll(async () => (await readDocument(`users/${scout.uid}/notifications/00-${player.uid}`))?.read, { timeout: 30_000 }).toBe(false);

  await page.reload();
  // Other journeys may make U19 goalkeepers in Portugal meanwhile: each is a match too.
  const bell = page.getByRole('button', { name: /^Notifications, \d+ unread$/ });
  await bell.click();
  const panel = page.getByRole('region', { name: 'Notifications' });
  const told = panel.getByRole('link', { name: `${name} now matches your search “U19 keepers in Portugal”.` });
  await expect(told).toBeVisible();
  expect(await axeViolations(page, '.notification-panel')).toEqual([]);
  await expect(page.getByRole('button', { name: 'Notifications', exact: true })).toBeVisible();
  await told.click();
  await expect(page).toHaveURL(`/p/${player.uid}`);
  expect(await readDocument(`users/${scout.uid}/notifications/00-${player.uid}`)).toMatchObject({ read: true });
});
