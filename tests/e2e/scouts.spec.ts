// A scout's account: a coach, a club's recruiter, an academy or an agent reaches the talent map and the directory with a
// short scout profile instead of a CV, and never appears in either.
import { axeViolations } from './support/axe';
import { createVerifiedUser, readDocument, uniqueEmail } from './support/emulators';
import { signIn } from './support/session';
import { expect, test } from './support/test';
import { label, toast } from './support/ui';

// axe is injected as an inline script, which the site's Content-Security-Policy refuses.
test.use({ bypassCSP: true });

test('a new scout account reaches the map and the directory without a CV, and appears in neither', async ({ page }, testInfo) => {
  test.setTimeout(60_000);
  const scout = await createVerifiedUser(uniqueEmail(testInfo), 'Marta Zubizarreta');
  await signIn(page, scout);

  // The map asks for a profile first, and the editor asks whose the account is.
  await page.goto('/map');
  await expect(page).toHaveURL('/settings/edit-profile');
  await expect(toast(page, 'Please complete your profile to continue.')).toBeVisible();
  const choice = page.getByRole('group', { name: 'Who is this account for?' });
  await expect(choice.getByRole('radio', { name: /A player/ })).toBeChecked();
  // The scout's editor replaces the CV's below the choice, which is drawn again with it: a click, then the fresh one.
  await choice.getByRole('radio', { name: /Someone who scouts/ }).click();
  await expect(choice.getByRole('radio', { name: /Someone who scouts/ })).toBeChecked();
  await expect(choice.getByRole('radio', { name: /Someone who scouts/ })).toBeFocused();
  await expect(page).toHaveURL('/settings/edit-profile?as=scout');
  await expect(page.getByRole('heading', { level: 1, name: 'Your scout profile' })).toBeVisible();
  expect(await axeViolations(page, 'main')).toEqual([]);

  // Refused at its fields, nothing typed lost; then saved.
  await page.getByLabel(label('Full name')).fill('Marta Zubizarreta');
  await page.getByLabel(label('Web page (optional)')).fill('ftp://club.example');
  await page.getByRole('button', { name: 'Save my scout profile' }).click();
  await expect(page.getByText('Please choose what you do.')).toBeVisible();
  await expect(page.getByLabel(label('Full name'))).toHaveValue('Marta Zubizarreta');
  await page.getByLabel(label('What you do')).selectOption({ label: 'Club recruiter' });
  await page.getByLabel(label('Club, academy or agency')).fill('CD Leganés');
  await page.getByLabel(label('Country')).selectOption('ES');
  await page.getByLabel(label('Web page (optional)')).fill('https://cdleganes.example/scouting');
  await page.getByRole('button', { name: 'Save my scout profile' }).click();

  // "My CV" is the scout profile.
  await expect(page).toHaveURL('/profile/myprofile');
  await expect(page.getByRole('heading', { level: 1, name: 'My scout profile' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Marta Zubizarreta' })).toBeVisible();
  await expect(page.getByText('Club recruiter')).toBeVisible();
  await expect(page.getByText('Spain')).toBeVisible();
  expect(await axeViolations(page, 'main')).toEqual([]);
  expect(await readDocument(`scouts/${scout.uid}`)).toMatchObject({ name: 'Marta Zubizarreta', role: 'club', country: 'ES' });
  expect(await readDocument(`players/${scout.uid}`)).toBeNull();

  // The map and the directory open, and the scout is in neither: no CV, so no index entry either.
  await page.goto('/map');
  await expect(page.getByRole('heading', { level: 1, name: 'SKORA Maps' })).toBeVisible();
  await page.goto('/player');
  await expect(page.getByRole('heading', { level: 1, name: 'Players' })).toBeVisible();
  await page.getByRole('search', { name: 'Search players' }).getByLabel(label('Search by name'), { exact: true }).fill('Zubizarreta');
  await expect(page.getByRole('heading', { level: 2, name: 'No players match these filters' })).toBeVisible();
  expect(await readDocument(`playerIndex/${scout.uid}`)).toBeNull();

  // A reload keeps the scout's session and the profile guard open.
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Players' })).toBeVisible();
});
