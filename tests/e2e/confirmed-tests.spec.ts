// Measured tests a scout can trust, end to end on the emulators: a player with saved tests asks their coach, from the
// stats wizard's step with the tests, to confirm them; the queued mail's one-time link opens in a fresh context with
// no account, where the coach sees each test with the day it was measured and confirms. The CV then says, per test,
// when it was measured and who confirmed it; a new result makes that test the player's word again, and the other
// test stays confirmed. axe-core checks the wizard's section, the dialog, the official's page and the CV's tests.
import type { Page } from '@playwright/test';
import { axeViolations } from './support/axe';
import { createPlayer, Timestamp, uniqueEmail, writeDocument, type DocValue } from './support/emulators';
import { mailedConfirmLink, openReady as open, pageFor } from './support/pages';
import { signIn } from './support/session';
import { expect, test } from './support/test';
import { label, toast } from './support/ui';

// axe-core is injected as an inline script, which the site's Content-Security-Policy rightly refuses.
test.use({ bypassCSP: true });

/** The wizard's step with the measured tests. */
const STEP = '/settings/player-stats/physical';
/** How long a callable's answer, or a trigger's effect, may take on a busy machine. */
const CALLABLE_MS = 30_000;

/** Stats as the wizard saves them, with two measured tests (the sprint at `sprint` seconds). */
function stats(sprint: number): { [key: string]: DocValue } {
  const ratings = (keys: string[]) => Object.fromEntries(keys.map((k) => [k, 13]));
  return {
    tests: { sprint10m: { value: sprint, measuredOn: '2026-09-14' }, cmj: { value: 48, measuredOn: '2026-10-02' } },
    physical: ratings(['acceleration', 'agility', 'balance', 'jumpingReach', 'naturalFitness', 'pace', 'stamina', 'strength']),
    technical: {
      ...ratings(['corners', 'crossing', 'dribbling', 'finishing', 'firstTouch', 'freeKickTaking', 'heading', 'longShots']),
      ...ratings(['longThrows', 'marking', 'passing', 'penaltyTaking', 'tackling', 'technique']),
      weakFoot: 3,
      skillMoves: 4,
    },
    updatedAt: Timestamp.now(),
  };
}

/** The CV's row of a measured test, once its source says `source`. */
async function expectTestSource(page: Page, path: string, test: string, source: string | RegExp) {
  await expect
    .poll(
      async () => {
        await open(page, path);
        const row = page.getByRole('table', { name: 'Measured tests', exact: true }).getByRole('row').filter({ hasText: test });
        await row.waitFor({ timeout: 15_000 });
        return (await row.locator('.provenance-tag').textContent()) ?? '';
      },
      { timeout: CALLABLE_MS, intervals: [1_000, 2_000, 3_000] },
    )
    .toMatch(source);
}

test('a coach confirms the measured tests by the mailed link; the CV says when each was measured and by whom; a new result voids that test only', async ({ page, browser }, testInfo) => {
  test.setTimeout(120_000);
  const tag = `${testInfo.retry}${Date.now().toString(36)}`;
  const player = await createPlayer(uniqueEmail(testInfo), {
    doc: { firstName: 'Mara', lastName: 'Quist', currentClub: 'FC Norte', playerType: 'outfield', mainPosition: 'CM' },
  });
  const reader = await createPlayer(uniqueEmail(testInfo, 'reader'), { doc: { firstName: 'Rui', lastName: 'Reader' } });
  await writeDocument(`playerStats/${player.uid}`, stats(1.72));
  await signIn(page, player);
  await open(page, STEP);

  // The section lists no request yet; the dialog shows the saved tests as the coach will read them.
  const section = page.getByRole('region', { name: 'Measured tests confirmed by your coach' });
  await expect(section.getByText(/No requests yet/)).toBeVisible({ timeout: CALLABLE_MS });
  await section.getByRole('button', { name: 'Ask your coach to confirm your tests' }).click();
  const dialog = page.getByRole('dialog', { name: 'Ask your coach to confirm your tests' });
  await expect(dialog.getByText('10 m sprint: 1.72 s, measured on 14 September 2026')).toBeVisible();
  const coach = { name: 'Jan Novák', email: `coach.${tag}@example.com` };
  await dialog.getByLabel(label('Their name')).fill(coach.name);
  await dialog.getByLabel(label('Their role')).selectOption({ label: 'Coach' });
  await dialog.getByLabel(label('Club or academy')).fill('FC Example');
  await dialog.getByLabel(label('Their e-mail')).fill(coach.email);
  expect(await axeViolations(page, '[role="dialog"]')).toEqual([]);
  await dialog.getByRole('button', { name: 'Send the request' }).click();
  await expect(toast(page, /^Request sent\./)).toBeVisible({ timeout: CALLABLE_MS });
  const sent = section.getByRole('listitem').filter({ hasText: coach.email });
  await expect(sent).toContainText('Measured physical tests: 2 tests', { timeout: CALLABLE_MS });
  await expect(sent).toContainText(`Waiting for ${coach.name}'s answer until`);

  // The coach, with no account, sees each test with its day, and confirms.
  const coachPage = await pageFor(browser, null);
  await open(coachPage, await mailedConfirmLink(coach.email));
  await expect(coachPage.getByRole('heading', { name: 'Mara Quist asks you to confirm their stats' })).toBeVisible({ timeout: CALLABLE_MS });
  await expect(coachPage.getByText('Measured physical tests').first()).toBeVisible();
  await expect(coachPage.getByText('1.72 s, measured on 14 September 2026')).toBeVisible();
  await expect(coachPage.getByText('48.0 cm, measured on 2 October 2026')).toBeVisible();
  expect(await axeViolations(coachPage, 'main')).toEqual([]);
  await coachPage.getByRole('button', { name: 'Confirm', exact: true }).click();
  await expect(coachPage.getByRole('heading', { name: /^Thank you: the stats are confirmed/ })).toBeVisible({ timeout: CALLABLE_MS });
  await coachPage.context().close();

  // The CV, read by another member: each test says who confirmed it, its title when it was measured.
  const by = 'Jan Novák (coach, FC Example)';
  const readerPage = await pageFor(browser, reader);
  await expectTestSource(readerPage, `/p/${player.uid}`, '10 m sprint', `Confirmed by ${by}`);
  const sprint = readerPage.getByRole('table', { name: 'Measured tests', exact: true }).getByRole('row').filter({ hasText: '10 m sprint' });
  await expect(sprint.locator('.provenance-tag')).toHaveAttribute('title', `Measured on 14 September 2026, confirmed by ${by}.`);
  await readerPage.getByRole('table', { name: 'Measured tests', exact: true }).scrollIntoViewIfNeeded();
  expect(await axeViolations(readerPage, '.attribute-tests')).toEqual([]);

  // A new sprint result: that test is the player's word again, the jump stays confirmed.
  await writeDocument(`playerStats/${player.uid}`, stats(1.69));
  await expectTestSource(readerPage, `/p/${player.uid}`, '10 m sprint', 'Reported by the player');
  await expect(
    readerPage.getByRole('table', { name: 'Measured tests', exact: true }).getByRole('row').filter({ hasText: 'Countermovement jump' }).locator('.provenance-tag'),
  ).toHaveText(`Confirmed by ${by}`);
  await readerPage.context().close();

  // The player's request says which test changed.
  await expect
    .poll(
      async () => {
        await open(page, STEP);
        const item = section.getByRole('listitem').filter({ hasText: coach.email }).first();
        await item.waitFor({ timeout: 15_000 });
        return (await item.textContent()) ?? '';
      },
      { timeout: CALLABLE_MS },
    )
    .toContain('(voided: changed after the request)');
  await expect(page.getByRole('alert')).toHaveCount(0);
  await page.evaluate(() => window.scrollTo(0, 0));
  expect(await axeViolations(page, 'main')).toEqual([]);
});
