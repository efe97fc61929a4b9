// A scout's shortlists: players saved from a directory card and from a CV into a new list, a private note, the lists
// page read in the order chosen, and the list exported as CSV and read back.
import { readFileSync } from 'node:fs';
import { axeViolations } from './support/axe';
import { createPlayer, createVerifiedUser, readDocument, Timestamp, uniqueEmail, writeDocument } from './support/emulators';
import { signIn } from './support/session';
import { expect, test } from './support/test';
import { label } from './support/ui';

// axe is injected as an inline script, which the site's Content-Security-Policy refuses.
test.use({ bypassCSP: true });

test('a scout saves two players into a new list, notes one, and exports the list as CSV', async ({ page, browser }, testInfo) => {
  test.setTimeout(90_000);
  // Letters only (the name rule), and another name on a retry: the first try's players stay in the index.
  const tag = testInfo.testId.replace(/[^a-z]/gi, '').slice(0, 8).toLowerCase() + String.fromCharCode(97 + testInfo.retry);
  const surname = `Quintela${tag}`;
  const [ines, rita] = await Promise.all([
    createPlayer(uniqueEmail(testInfo, 'ines'), { doc: { firstName: 'Inês', lastName: surname, dateOfBirth: '2008-05-02', mainPosition: 'GK', playerType: 'goalkeeper', secondaryPositions: [], nationality: 'PT', countryOfResidence: 'PT', currentClub: 'Sporting CP' } }),
    createPlayer(uniqueEmail(testInfo, 'rita'), { doc: { firstName: 'Rita', lastName: surname, dateOfBirth: '2007-01-20', nationality: 'PT', countryOfResidence: 'PT', currentClub: 'SL Benfica' } }),
  ]);
  const scout = await createVerifiedUser(uniqueEmail(testInfo, 'scout'), 'Marta Ruiz');
  await writeDocument(`scouts/${scout.uid}`, { name: 'Marta Ruiz', role: 'club', organisation: 'CD Leganés', country: 'ES', link: null, updatedAt: Timestamp.now() });
  for (const player of [ines, rita]) {
    await expect.poll(async () => (await readDocument(`playerIndex/${player.uid}`))?.displayName, { timeout: 30_000 }).toContain(surname);
  }
  await signIn(page, scout);

  // From a directory card: a new list, named at once.
  await page.goto(`/player?q=${surname}`);
  const card = page.getByRole('article').filter({ has: page.getByRole('link', { name: `Inês ${surname}` }) });
  await card.getByRole('button', { name: `Save Inês ${surname} to a shortlist` }).click();
  const dialog = page.getByRole('dialog', { name: `Save Inês ${surname}` });
  await expect(dialog.getByText('You have no lists yet. Name your first one:')).toBeVisible();
  await dialog.getByLabel(label('New list')).fill('U19 keepers');
  await dialog.getByRole('button', { name: 'Create list and save' }).click();
  await expect(dialog.getByRole('status')).toHaveText('Saved to U19 keepers.');
  await expect(dialog.getByRole('checkbox', { name: /U19 keepers \(1 player\)/ })).toBeChecked();
  expect(await axeViolations(page, '[role="dialog"]')).toEqual([]);
  await dialog.getByRole('button', { name: 'Done' }).click();
  await expect(card.getByRole('button', { name: `Saved Inês ${surname} to a shortlist` })).toBeFocused();

  // From a CV, by keyboard: the list is there to tick.
  await page.goto(`/p/${rita.uid}`);
  await page.getByRole('button', { name: `Save Rita ${surname} to a shortlist` }).focus();
  await page.keyboard.press('Enter');
  const cvDialog = page.getByRole('dialog', { name: `Save Rita ${surname}` });
  const list = cvDialog.getByRole('checkbox', { name: /U19 keepers \(1 player\)/ });
  await expect(list).not.toBeChecked();
  await list.focus();
  await page.keyboard.press('Space');
  await expect(cvDialog.getByRole('status')).toHaveText('Saved to U19 keepers.');
  await page.keyboard.press('Escape');
  await expect(cvDialog).toBeHidden();
  expect(await readDocument(`users/${scout.uid}/shortlists/00`)).toMatchObject({ name: 'U19 keepers', size: 2 });

  // The lists page, from the user menu below the specification's items.
  await page.getByRole('button', { name: /^Hi, / }).click();
  await page.getByRole('menuitem', { name: 'Shortlists' }).click();
  await expect(page).toHaveURL('/shortlists');
  const players = page.getByRole('region', { name: 'Players in U19 keepers' });
  await expect(players.getByRole('article')).toHaveCount(2);
  expect(await axeViolations(page, 'main')).toEqual([]);
  await page.getByLabel(label('Order')).selectOption({ label: 'Age, youngest first' });
  await expect(page).toHaveURL(/sort=age/);
  await expect(players.getByRole('article').first()).toContainText(`Inês ${surname}`);

  await players.getByRole('button', { name: `Add a note on Rita ${surname}` }).click();
  await page.getByLabel(label(`Your note on Rita ${surname}`)).fill('Strong left foot, "leader".\nWatch v Porto');
  await page.getByRole('button', { name: 'Save note' }).click();
  await expect(players.getByText('Strong left foot, "leader".')).toBeVisible();

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export CSV' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe('U19 keepers.csv');
  const rows = readFileSync(await file.path(), 'utf8').replace(/^\ufeff/, '').split('\r\n');
  expect(rows[0]).toBe('Name,Position,Age,Nationality,Based in,Club,SKORA page,Note,Status');
  expect(rows[1]).toMatch(new RegExp(`^Inês ${surname},Goalkeeper,\\d+,Portugal,Portugal,Sporting CP,http://[^,]+/p/${ines.uid},,available$`));
  expect(rows[2]).toMatch(new RegExp(`^Rita ${surname},.*,SL Benfica,http://[^,]+/p/${rita.uid},"Strong left foot, ""leader"".\nWatch v Porto",available$`));

  // The player sees that a scout shortlisted her this month: a count, no name.
  // Counted by a trigger (countShortlisted), which may run after the journey's other writes' triggers.
  const month = `players/${ines.uid}/interest/${new Date().toISOString().slice(0, 7)}`;
  await expect.poll(async () => (await readDocument(month))?.shortlisted, { timeout: 30_000 }).toBe(1);
  const own = await browser.newPage();
  await signIn(own, ines);
  await own.goto('/profile/myprofile');
  const interest = own.getByRole('region', { name: 'Scouts’ interest' });
  await expect(interest).toContainText('1 scout shortlisted you', { timeout: 15_000 });
  await expect(interest).not.toContainText('Marta');
  await own.close();
});

test("the demo scout's list of thirty shows a page of twelve current cards, and Show more the rest", async ({ page }) => {
  await signIn(page, { email: 'scout@skora.test', password: 'SkoraDemo1' });
  await page.goto('/shortlists');
  const players = page.getByRole('region', { name: 'Players in Demo shortlist' });
  await expect(players.getByRole('article')).toHaveCount(12);
  // The seeded players are all there: none shows as no longer available.
  await expect(players.getByRole('heading', { name: 'No longer available' })).toHaveCount(0);
  await expect(players.getByText('Seen live: calm on the ball.')).toBeVisible();
  await page.getByRole('button', { name: 'Show more players' }).click();
  await expect(players.getByRole('article')).toHaveCount(24);
  await page.getByRole('button', { name: 'Show more players' }).click();
  await expect(players.getByRole('article')).toHaveCount(30);
  await expect(page.getByRole('button', { name: 'Show more players' })).toHaveCount(0);
});
