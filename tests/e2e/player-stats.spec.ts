// The stats wizard end to end (/settings/player-stats): its steps and their URLs, drafts on the device, the core's
// refusals at the field, the one-document save to the Firestore emulator, the goalkeeper's step, logout.
import type { Locator, Page } from '@playwright/test';
import { expect, test } from './support/test';
import { createPlayer, readDocument, uniqueEmail } from './support/emulators';
import { chooseFromUserMenu, toast } from './support/ui';
import { signIn } from './support/session';

const WIZARD = '/settings/player-stats';
const DRAFT_KEYS = ['userStats_profileImage', 'userStats_physicalStep', 'userStats_technicalStep', 'userStats_goalkeeperTechnicalStep'];

const indicator = (page: Page) => page.getByRole('navigation', { name: 'Stats wizard steps' });
const stepHeading = (page: Page) => page.getByRole('heading', { level: 2, name: /^Step \d of \d/ });
/** Every self-rating input of the step on screen (their labels are the core's field specs). */
const ratings = (page: Page) => page.locator('.rating-grid input');
/** The measured test whose legend is `name` (the core's label). */
const measuredTest = (page: Page, name: string | RegExp) => page.getByRole('group', { name });

async function rateAll(page: Page, value: string) {
  const inputs = await ratings(page).all();
  expect(inputs.length).toBeGreaterThan(0);
  for (const input of inputs) await input.fill(value);
}

async function draftsOf(page: Page): Promise<(string | null)[]> {
  return page.evaluate((keys) => keys.map((key) => localStorage.getItem(key)), DRAFT_KEYS);
}

/** Presses Tab until `target` has the focus (a keyboard user's way there), at most `max` times. */
async function tabTo(page: Page, target: Locator, max = 150) {
  for (let i = 0; i < max; i++) {
    if (await target.evaluate((el) => el === document.activeElement)) return;
    await page.keyboard.press('Tab');
  }
  throw new Error('Tab never reached the target');
}

test('an outfield player completes the wizard; ONE playerStats document is stored and the drafts are gone', async ({ page }, testInfo) => {
  const user = await createPlayer(uniqueEmail(testInfo), { displayName: 'Stats Player' });
  await signIn(page, user);
  await page.goto(WIZARD);
  await expect(page).toHaveURL(/\/settings\/player-stats\/picture$/);
  await expect(stepHeading(page)).toHaveText('Step 1 of 3: Profile image');
  await expect(indicator(page).getByRole('link')).toHaveText([/Profile image/, /Physical/, /Technical/]);
  await expect(indicator(page).getByRole('link', { name: /Profile image/ })).toHaveAttribute('aria-current', 'step');
  await expect(page.getByLabel('Profile picture', { exact: true })).toBeVisible();

  await page.getByRole('button', { name: 'Next: Physical' }).click();
  await expect(page).toHaveURL(/\/physical$/);
  await expect(stepHeading(page)).toHaveText('Step 2 of 3: Physical');
  const sprint = measuredTest(page, /10 ?m sprint/i);
  await sprint.getByLabel(/^Result/).fill('1.85');
  await sprint.getByLabel('Measured on').fill('2026-09-01');
  await rateAll(page, '13');
  await page.getByRole('button', { name: 'Next: Technical' }).click();
  await expect(stepHeading(page)).toHaveText('Step 3 of 3: Technical');
  await expect(indicator(page).getByRole('link', { name: /Technical/ })).toHaveAttribute('aria-current', 'step');
  await rateAll(page, '4');
  await page.getByRole('button', { name: 'Review and save' }).click();
  await expect(page.getByRole('heading', { name: 'Check and save' })).toBeVisible();
  await expect(page.locator('.stats-summary')).toContainText('1.85');
  // The test's date as people read it; the input keeps its ISO value.
  await expect(page.locator('.stats-summary')).toContainText('(1 September 2026)');
  await page.getByRole('button', { name: 'Save my stats' }).click();
  await expect(toast(page, 'Your stats have been saved.')).toBeVisible();
  await expect(page).toHaveURL(/\/profile\/myprofile$/);

  const stored = await readDocument(`playerStats/${user.uid}`);
  expect(stored).not.toBeNull();
  expect(Object.values(stored!.physical as Record<string, number>).every((v) => v === 13)).toBe(true);
  expect(Object.values(stored!.technical as Record<string, number>).every((v) => v === 4)).toBe(true);
  expect((stored!.tests as Record<string, { value: number; measuredOn: string }>).sprint10m).toEqual({
    value: 1.85,
    measuredOn: '2026-09-01',
  });
  expect(stored!.goalkeeping).toBeUndefined();
  expect(stored!.updatedAt).toBeTruthy();
  expect(await draftsOf(page)).toEqual([null, null, null, null]);
});

test('a draft survives a reload, and the goalkeeping step is absent for an outfield player', async ({ page }, testInfo) => {
  const user = await createPlayer(uniqueEmail(testInfo));
  await signIn(page, user);
  await page.goto(`${WIZARD}/technical`);
  await expect(stepHeading(page)).toHaveText('Step 3 of 3: Technical');
  await expect(indicator(page).getByRole('link')).toHaveCount(3);
  await expect(indicator(page).getByRole('link', { name: /Goalkeeper/ })).toHaveCount(0);
  const first = ratings(page).first();
  await first.fill('17');
  await expect.poll(async () => (await draftsOf(page))[2]).toContain('"17"');

  await page.reload();
  await expect(ratings(page).first()).toHaveValue('17');
  await expect(page.getByText(/We restored the values you typed here before/)).toBeVisible();

  // A direct visit to the goalkeeping step says why it is not there and offers the CV editor.
  await page.goto(`${WIZARD}/goalkeeper`);
  await expect(page.getByRole('heading', { name: 'This step is for goalkeepers' })).toBeVisible();
  await page.getByRole('link', { name: 'Edit my CV' }).click();
  await expect(page).toHaveURL(/\/settings\/edit-profile$/);
});

test('a goalkeeper gets the goalkeeping step and saves the goalkeeping ratings', async ({ page }, testInfo) => {
  const user = await createPlayer(uniqueEmail(testInfo), { doc: { playerType: 'goalkeeper', mainPosition: 'GK', secondaryPositions: [] } });
  await signIn(page, user);
  await page.goto(`${WIZARD}/physical`);
  await expect(indicator(page).getByRole('link')).toHaveText([/Profile image/, /Physical/, /Technical/, /Goalkeeper technical/]);
  await expect(stepHeading(page)).toHaveText('Step 2 of 4: Physical');
  await rateAll(page, '11');
  await page.getByRole('button', { name: 'Next: Technical' }).click();
  await expect(stepHeading(page)).toHaveText('Step 3 of 4: Technical');
  await rateAll(page, '3');
  await page.getByRole('button', { name: 'Next: Goalkeeper technical' }).click();
  await expect(page).toHaveURL(/\/goalkeeper$/);
  await expect(stepHeading(page)).toHaveText('Step 4 of 4: Goalkeeper technical');
  await rateAll(page, '15');
  await page.getByRole('button', { name: 'Review and save' }).click();
  await page.getByRole('button', { name: 'Save my stats' }).click();
  await expect(toast(page, 'Your stats have been saved.')).toBeVisible();
  await expect
    .poll(async () => Object.values(((await readDocument(`playerStats/${user.uid}`))?.goalkeeping ?? {}) as Record<string, number>))
    .toContain(15);
});

test('a 10 m sprint of 0.8 s is refused at the field with the plausible range, and nothing typed is lost', async ({ page }, testInfo) => {
  const user = await createPlayer(uniqueEmail(testInfo));
  await signIn(page, user);
  await page.goto(`${WIZARD}/physical`);
  await expect(stepHeading(page)).toHaveText('Step 2 of 3: Physical');
  await rateAll(page, '9');
  const sprint = measuredTest(page, /10 ?m sprint/i);
  const result = sprint.getByLabel(/^Result/);
  await result.fill('0.8');
  await page.getByRole('button', { name: 'Next: Technical' }).click();
  // The core's message names the plausible range.
  const message = sprint.getByRole('alert').filter({ hasText: 'not plausible' });
  await expect(message).toContainText('between 1.40 and 3.00 s');
  await expect(result).toHaveAttribute('aria-invalid', 'true');
  await expect(page).toHaveURL(/\/physical$/);
  await expect(result).toHaveValue('0.8');
  await expect(ratings(page).first()).toHaveValue('9');
  // Corrected, the step goes on; the earlier ratings are still there.
  await result.fill('1.9');
  await sprint.getByLabel('Measured on').fill('2026-10-01');
  await page.getByRole('button', { name: 'Next: Technical' }).click();
  await expect(stepHeading(page)).toHaveText('Step 3 of 3: Technical');
  await page.getByRole('button', { name: /^Back: Physical/ }).click();
  await expect(stepHeading(page)).toHaveText('Step 2 of 3: Physical');
  await expect(measuredTest(page, /10 ?m sprint/i).getByLabel(/^Result/)).toHaveValue('1.9');
  await expect(ratings(page).first()).toHaveValue('9');
});

test('logout clears the wizard drafts', async ({ page }, testInfo) => {
  const user = await createPlayer(uniqueEmail(testInfo));
  await signIn(page, user);
  await page.goto(`${WIZARD}/physical`);
  await expect(stepHeading(page)).toHaveText('Step 2 of 3: Physical');
  await rateAll(page, '8');
  await page.getByRole('button', { name: 'Next: Technical' }).click();
  await expect(stepHeading(page)).toHaveText('Step 3 of 3: Technical');
  await ratings(page).first().fill('6');
  await expect.poll(async () => (await draftsOf(page)).filter(Boolean).length).toBe(2);
  // Logging out is a choice to leave: the drafts (the account's data on this device) go with the session.
  await chooseFromUserMenu(page, 'Logout');
  await expect(page).toHaveURL(/\/login$/);
  expect(await draftsOf(page)).toEqual([null, null, null, null]);
});

test('a step is completed with the keyboard alone', async ({ page }, testInfo) => {
  const user = await createPlayer(uniqueEmail(testInfo));
  await signIn(page, user);
  await page.goto(`${WIZARD}/picture`);
  await tabTo(page, page.getByRole('button', { name: 'Next: Physical' }));
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/physical$/);
  // The step's heading has the focus: Tab goes on into the step.
  await expect(stepHeading(page)).toBeFocused();
  const count = await ratings(page).count();
  for (let i = 0; i < count; i++) {
    await tabTo(page, ratings(page).nth(i));
    await page.keyboard.type('12');
  }
  // The arrow keys change a rating too.
  await page.keyboard.press('ArrowUp');
  await expect(ratings(page).nth(count - 1)).toHaveValue('13');
  await tabTo(page, page.getByRole('button', { name: 'Next: Technical' }));
  await page.keyboard.press('Enter');
  await expect(stepHeading(page)).toHaveText('Step 3 of 3: Technical');
  // The indicator is links: Shift+Tab back to it and Enter goes to a step.
  await tabTo(page, indicator(page).getByRole('link', { name: /Physical/ }));
  await page.keyboard.press('Enter');
  await expect(stepHeading(page)).toHaveText('Step 2 of 3: Physical');
  await expect(ratings(page).first()).toHaveValue('12');
});
