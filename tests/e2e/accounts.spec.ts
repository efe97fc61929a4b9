// Account journeys end to end: the production build against the real Auth and Firestore emulators.
import type { Page } from '@playwright/test';
import { expect, test } from './support/test';
import {
  createPlayer,
  latestOobCode,
  PASSWORD,
  readDetails,
  readEntries,
  readPlayer,
  uidOf,
  uniqueEmail,
} from './support/emulators';
import { cvAgeToday, greeting, label, submitLogin, submitSignup, toast } from './support/ui';

const WRONG_CREDENTIALS = 'The email or password is incorrect.';
/** Why the last log-in failed, beside its button (where it stays: its toast closes after a moment). */
const loginFailure = (page: Page) => page.getByRole('form', { name: 'Log in' }).locator('.form-failure');
const INVALID_LINK = 'This link is invalid or has already been used. Ask for a new one.';

/** The value a CV fact (<dt>label</dt><dd>value</dd>) shows. */
function fact(page: Page, term: string) {
  return page
    .locator('.cv-fact')
    .filter({ has: page.locator('dt').getByText(term, { exact: true }) })
    .locator('dd');
}

test('sign up, verify the email from the link, fill the CV and read it back', async ({ page }, testInfo) => {
  const email = uniqueEmail(testInfo);
  const dateOfBirth = '2006-09-17';

  await submitSignup(page, { firstName: 'Rui', lastName: 'Tester', email, password: PASSWORD });

  await expect(page).toHaveURL('/email-verification');
  await expect(page.getByText(`We sent a verification link to ${email}`)).toBeVisible();
  await expect(greeting(page)).toHaveText('Hi, Rui Tester');

  // The "email": the emulator keeps the code it would have mailed.
  const code = await latestOobCode(email, 'VERIFY_EMAIL');
  // The toast closes after a moment: watch for it from before the navigation, not after the URL has settled (on a
  // busy machine the redirect can take longer than the toast stays).
  const verified = toast(page, 'Your email is verified.').waitFor({ state: 'visible', timeout: 15_000 });
  await page.goto(`/auth-action?mode=verifyEmail&oobCode=${encodeURIComponent(code)}`);
  await expect(page).toHaveURL('/settings/edit-profile', { timeout: 10_000 });
  await verified;
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Edit your CV');
  await expect(toast(page, 'You are already signed in.')).toHaveCount(0);

  // The CV form, section by section.
  await page.getByLabel(label('First name')).fill('Rui');
  await page.getByLabel(label('Last name')).fill('Tester');
  await page.getByLabel(label('Date of birth')).fill(dateOfBirth);
  await page.getByLabel(label('Nationality')).selectOption('PT');
  await page.getByLabel(label('Country of residence')).selectOption('ES');
  await page.getByLabel(label('City')).fill('Madrid');
  await page.getByLabel(label('Player type')).selectOption('outfield');
  await page.getByLabel(label('Main position')).selectOption('CM');
  await page.getByRole('checkbox', { name: 'Attacking midfielder (CAM)' }).check();
  await page.getByLabel(label('Preferred foot')).selectOption('left');
  await page.getByLabel(label('Height (cm)')).fill('178');
  await page.getByLabel(label('Weight (kg)')).fill('72');
  await page.getByLabel(label('Current club')).fill('Getafe Academy');
  await page.getByLabel(label('Availability')).selectOption('open-to-offers');

  await page.getByRole('button', { name: 'Add a career entry' }).click();
  const career = page.getByRole('group', { name: 'Career entry 1' });
  await career.getByLabel(label('Club')).fill('Getafe Academy');
  await career.getByLabel(label('League or competition')).fill('Division de Honor Juvenil');
  await career.getByLabel(label('From (year)')).fill('2022');
  await career.getByLabel(label('Appearances')).fill('31');
  await career.getByLabel(label('Goals')).fill('7');

  await page.getByRole('button', { name: 'Add an honour' }).click();
  const honour = page.getByRole('group', { name: 'Honour 1' });
  await honour.getByLabel(label('Title')).fill('U19 league champion');
  await honour.getByLabel(label('Season')).fill('2023/24');

  await page.getByRole('button', { name: 'Add a language' }).click();
  await page.getByRole('group', { name: 'Language 1' }).getByLabel(label('Language')).fill('Portuguese');

  await page.getByLabel(label('About you')).fill('Box-to-box midfielder who presses high and arrives late in the box.');

  await page.getByRole('button', { name: 'Add a link' }).click();
  const link = page.getByRole('group', { name: 'Link 1' });
  await link.getByLabel(label('Label')).fill('Highlights 2024');
  await link.getByLabel(label('Address')).fill('https://example.com/rui-highlights');

  await page.getByLabel(label('Contact email')).fill('rui.agent@example.com');
  await page.getByRole('checkbox', { name: 'Show my contact email on my CV' }).check();
  await page.getByLabel(label('Who can see my CV')).selectOption('members');

  await page.getByRole('button', { name: 'Save my CV' }).click();
  // The toast (1,200 ms) shows as the save ends, then the CV page opens: both are awaited at once, since on a busy
  // machine the page may take longer to open than the toast stays.
  await Promise.all([
    expect(toast(page, 'Your CV has been saved.')).toBeVisible({ timeout: 10_000 }),
    expect(page).toHaveURL('/profile/myprofile', { timeout: 10_000 }),
  ]);

  // The CV shows every saved field, and the age computed from the birth month.
  const age = cvAgeToday(dateOfBirth);
  const cv = page.getByRole('article', { name: 'Rui Tester' });
  await expect(cv.getByRole('heading', { level: 2 })).toHaveText('Rui Tester');
  await expect(cv.locator('.cv-subtitle')).toHaveText(`${age} years old · Central midfielder · Getafe Academy`);
  await expect(cv.getByRole('list', { name: 'Nationality' })).toHaveText(/Portugal/);
  await expect(cv.locator('.cv-availability')).toHaveText('Open to offers');
  const facts: Array<[string, string]> = [
    ['Age', String(age)],
    ['Player type', 'Outfield player'],
    ['Main position', 'Central midfielder (CM)'],
    ['Also plays', 'Attacking midfielder (CAM)'],
    ['Preferred foot', 'Left'],
    ['Height', '178 cm'],
    ['Weight', '72 kg'],
    ['Current club', 'Getafe Academy'],
    ['Availability', 'Open to offers'],
    ['Based in', 'Madrid, Spain'],
  ];
  for (const [term, value] of facts) await expect(fact(page, term), term).toHaveText(value);
  const careerRow = cv.getByRole('table').getByRole('row').nth(1);
  await expect(careerRow.getByRole('rowheader')).toHaveText('Getafe Academy');
  await expect(careerRow.getByRole('cell')).toHaveText(['Division de Honor Juvenil', '2022 – present', '31', '7']);
  await expect(cv.getByRole('region', { name: 'Honours' })).toHaveText(/U19 league champion\s*2023\/24/);
  await expect(cv.getByRole('region', { name: 'Languages' }).getByRole('listitem')).toHaveText(['Portuguese']);
  await expect(cv.getByRole('region', { name: 'About' })).toContainText(
    'Box-to-box midfielder who presses high and arrives late in the box.',
  );
  await expect(cv.getByRole('link', { name: /Highlights 2024/ })).toHaveAttribute(
    'href',
    'https://example.com/rui-highlights',
  );
  await expect(cv.getByRole('link', { name: 'rui.agent@example.com' })).toHaveAttribute(
    'href',
    'mailto:rui.agent@example.com',
  );

  // What the CV does not print (visibility) is stored as chosen, with the typed values the contract asks for; the
  // exact date of birth goes to the owner-only details (the data split), the CV keeps its month.
  const uid = await uidOf(email);
  const stored = await readPlayer(uid);
  expect(stored).not.toHaveProperty('dateOfBirth');
  expect(stored).not.toHaveProperty('showContactEmail');
  expect(await readDetails(uid)).toMatchObject({ dateOfBirth, contactEmail: 'rui.agent@example.com', showContactEmail: true });
  expect(stored).toMatchObject({
    firstName: 'Rui',
    lastName: 'Tester',
    birthMonth: dateOfBirth.slice(0, 7),
    nationality: 'PT',
    countryOfResidence: 'ES',
    city: 'Madrid',
    playerType: 'outfield',
    mainPosition: 'CM',
    secondaryPositions: ['CAM'],
    preferredFoot: 'left',
    heightCm: 178,
    weightKg: 72,
    currentClub: 'Getafe Academy',
    availability: 'open-to-offers',
    languages: ['Portuguese'],
    links: [{ label: 'Highlights 2024', url: 'https://example.com/rui-highlights' }],
    contactEmail: 'rui.agent@example.com',
    visibility: 'members',
    hasPhoto: false,
  });
  // career and honours are documents of their own, one per entry (the rules check each whole), not keys of the CV.
  expect(stored).not.toHaveProperty('career');
  expect(stored).not.toHaveProperty('honours');
  expect(await readEntries(uid, 'career')).toEqual([
    ['00', { club: 'Getafe Academy', league: 'Division de Honor Juvenil', from: 2022, to: null, appearances: 31, goals: 7 }],
  ]);
  expect(await readEntries(uid, 'honours')).toEqual([['00', { title: 'U19 league champion', season: '2023/24' }]]);
});

test('forgot password: the emailed link sets a new password, and only the new one works', async ({ page }, testInfo) => {
  const user = await createPlayer(uniqueEmail(testInfo));
  const newPassword = 'Penalty2026x';

  await page.goto('/forgot-password');
  await page.getByLabel(label('Email')).fill(user.email);
  await page.getByRole('button', { name: 'Send reset link' }).click();
  await expect(page.getByRole('form', { name: 'Reset your password' }).getByRole('status')).toContainText(
    `If an account exists for ${user.email}, we have sent a link to reset the password.`,
  );

  const code = await latestOobCode(user.email, 'PASSWORD_RESET');
  await page.goto(`/auth-action?mode=resetPassword&oobCode=${encodeURIComponent(code)}`);
  await expect(page).toHaveURL(`/reset-password?oobCode=${encodeURIComponent(code)}`);
  await expect(page.getByText(`Choose a new password for ${user.email}.`)).toBeVisible();
  await page.getByLabel(label('New password')).fill(newPassword);
  await page.getByLabel(label('Confirm new password')).fill(newPassword);
  await page.getByRole('button', { name: 'Change password' }).click();

  await expect(page).toHaveURL('/login');
  await expect(toast(page, 'Your password has been changed. Log in with the new one.')).toBeVisible();

  await submitLogin(page, user.email, user.password);
  await expect(loginFailure(page)).toHaveText(WRONG_CREDENTIALS);
  await expect(page).toHaveURL('/login');

  await submitLogin(page, user.email, newPassword);
  await expect(page).toHaveURL('/profile/myprofile', { timeout: 10_000 });
  await expect(greeting(page)).toBeVisible();
});

test('a wrong password and an unknown email get the same friendly message', async ({ page }, testInfo) => {
  const user = await createPlayer(uniqueEmail(testInfo));
  await page.goto('/login');

  await submitLogin(page, user.email, 'NotMyPassword1');
  await expect(loginFailure(page)).toHaveText(WRONG_CREDENTIALS);
  await expect(page).toHaveURL('/login');
  // The email stays, the password is cleared for the next try.
  await expect(page.getByLabel(label('Email'))).toHaveValue(user.email);
  await expect(page.getByLabel(label('Password'))).toHaveValue('');

  await submitLogin(page, uniqueEmail(testInfo, 'nobody'), 'Whatever123');
  await expect(loginFailure(page)).toHaveText(WRONG_CREDENTIALS);
  await expect(page).toHaveURL('/login');
  await expect(greeting(page)).toHaveCount(0);
});

test('an invalid reset or verification code gets a clear message and a way to ask again', async ({ page }) => {
  await page.goto('/reset-password?oobCode=bogus');
  const resetAlert = page.getByRole('alert').filter({ hasText: INVALID_LINK });
  await expect(resetAlert).toBeVisible();
  await expect(resetAlert.getByRole('link', { name: 'Ask for a new link' })).toHaveAttribute('href', '/forgot-password');
  await expect(page.getByLabel('New password')).toHaveCount(0);

  await page.goto('/email-verification?oobCode=bogus');
  const verifyAlert = page.getByRole('alert').filter({ hasText: 'We could not verify your email.' });
  await expect(verifyAlert).toContainText(INVALID_LINK);
  await expect(verifyAlert.getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/login');
});

for (const evil of ['//evil.example', 'https://evil.example']) {
  test(`a previousLocation of ${evil} is ignored at login`, async ({ page }, testInfo) => {
    const user = await createPlayer(uniqueEmail(testInfo));
    await page.goto('/login');
    await page.evaluate((value) => sessionStorage.setItem('previousLocation', value), evil);
    await submitLogin(page, user.email, user.password);
    await expect(page).toHaveURL('/profile/myprofile', { timeout: 10_000 });
    await expect(greeting(page)).toBeVisible();
    expect(new URL(page.url()).host).toBe('127.0.0.1:4173');
  });
}
