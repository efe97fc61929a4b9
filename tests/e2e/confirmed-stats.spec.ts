// Stats a scout can trust, end to end on the emulators: a player logs two weeks and asks their coach to confirm them;
// the queued mail's one-time link opens in a fresh context with no account, where the coach confirms; the CV then
// says how many minutes are confirmed and by whom, and marks each week. Editing one week voids that week only. A
// second official who disputes leaves a note the player sees on their page, and nobody sees on the CV. axe-core
// checks the request dialog, the requests list and the official's page.
import type { Browser, Page } from '@playwright/test';
import { axeViolations } from './support/axe';
import { createPlayer, readDocument, uniqueEmail, type TestUser } from './support/emulators';
import { mailedConfirmLink, openReady as open, pageFor } from './support/pages';
import { signIn } from './support/session';
import { expect, test } from './support/test';
import { label, toast } from './support/ui';

// axe-core is injected as an inline script, which the site's Content-Security-Policy rightly refuses.
test.use({ bypassCSP: true });

const PAGE = '/settings/add-weekly-stats';
/** How long a callable's answer, or a trigger's effect, may take on a busy machine. */
const CALLABLE_MS = 30_000;

const weekSelect = (page: Page) => page.getByLabel('Week', { exact: true });
const form = (page: Page) => page.locator('form.weekly-form');
const figure = (page: Page, name: string) => form(page).getByLabel(new RegExp(`^${name} \\(`));
const requests = (page: Page) => page.getByRole('region', { name: 'Confirmed by your coach' });


/** Logs the week the form shows with `minutes` and `goals`; returns its id and label. */
async function logWeek(page: Page, minutes: string, goals: string): Promise<{ id: string; label: string }> {
  const id = await weekSelect(page).inputValue();
  const heading = (await form(page).getByRole('heading', { level: 2 }).textContent()) ?? '';
  await figure(page, 'Matches').fill('1');
  await figure(page, 'Minutes played').fill(minutes);
  await figure(page, 'Goals').fill(goals);
  await page.getByRole('button', { name: 'Save this week' }).click();
  await expect(toast(page, `${heading} is saved.`)).toBeVisible();
  return { id, label: heading };
}

/** Asks `official` (at `email`) to confirm the weeks labelled `weeks`, from the page's dialog. */
async function askToConfirm(page: Page, official: { name: string; email: string }, weeks: string[], checkAxe = false) {
  await requests(page).getByRole('button', { name: 'Ask your coach to confirm' }).click();
  const dialog = page.getByRole('dialog', { name: 'Ask your coach to confirm' });
  const group = dialog.getByRole('group', { name: /^Weeks to confirm/ });
  for (const box of await group.getByRole('checkbox').all()) await box.setChecked(false);
  for (const week of weeks) await group.getByRole('checkbox', { name: week }).check();
  await dialog.getByLabel(label('Their name')).fill(official.name);
  await dialog.getByLabel(label('Their role')).selectOption({ label: 'Coach' });
  await dialog.getByLabel(label('Club or academy')).fill('FC Example');
  await dialog.getByLabel(label('Their e-mail')).fill(official.email);
  if (checkAxe) expect(await axeViolations(page, '[role="dialog"]')).toEqual([]);
  await dialog.getByRole('button', { name: 'Send the request' }).click();
  await expect(toast(page, /^Request sent\./)).toBeVisible({ timeout: CALLABLE_MS });
  await expect(dialog).toHaveCount(0);
}


/**
 * axe on the page, as a visitor meets it: the toasts closed (they close by themselves) and scrolled to the top (the
 * fixed menu bar covers what scrolled under it, which axe counts against the targets there).
 */
async function checkPage(page: Page) {
  await expect(page.getByRole('alert')).toHaveCount(0);
  await page.evaluate(() => window.scrollTo(0, 0));
  expect(await axeViolations(page, 'main')).toEqual([]);
}

/**
 * A signed-in member's page: the CV is members-only (the default), so a public CV of the test's never joins the home
 * page's featured players that other journeys check.
 */
const member = (browser: Browser, user: TestUser) => pageFor(browser, user);

/** A browser context with no account, as an official opening their mail. */
const official = (browser: Browser) => pageFor(browser, null);

/** The CV's sentence on who confirmed the season's figures, once it says `text`. */
async function expectSource(page: Page, text: string | RegExp) {
  await expect
    .poll(
      async () => {
        await open(page, '/profile/myprofile');
        const who = page.locator('.weekly-confirmed');
        await who.waitFor({ timeout: 15_000 });
        return (await who.locator('.weekly-source').textContent()) ?? '';
      },
      { timeout: CALLABLE_MS, intervals: [1_000, 2_000, 3_000] },
    )
    .toMatch(text);
}

test('a coach confirms two weeks by the mailed link; the CV says so; an edit voids one week; a dispute is for the player alone', async ({ page, browser }, testInfo) => {
  test.setTimeout(150_000);
  const tag = `${testInfo.retry}${Date.now().toString(36)}`;
  const player = await createPlayer(uniqueEmail(testInfo), { doc: { firstName: 'Lena', lastName: 'Hart', currentClub: 'FC Norte' } });
  const scout = await createPlayer(uniqueEmail(testInfo, 'reader'), { doc: { firstName: 'Rita', lastName: 'Reader' } });
  await signIn(page, player);
  await open(page, PAGE);

  // Two weeks logged: this week (90 minutes) and the one before (72).
  const thisWeek = await logWeek(page, '90', '1');
  await weekSelect(page).selectOption({ index: 1 });
  const lastWeek = await logWeek(page, '72', '0');

  // The request, for both weeks.
  const coach = { name: 'Jan Novák', email: `coach.${tag}@example.com` };
  await expect(requests(page).getByText(/No requests yet/)).toBeVisible({ timeout: CALLABLE_MS });
  await askToConfirm(page, coach, [thisWeek.label, lastWeek.label], true);
  const sent = requests(page).getByRole('listitem').filter({ hasText: coach.email });
  await expect(sent.getByText('Sent', { exact: true })).toBeVisible({ timeout: CALLABLE_MS });
  await expect(sent).toContainText(`Waiting for ${coach.name}'s answer until`);
  await checkPage(page);

  // The coach opens the mailed link with no account, sees the figures as they will read, and confirms.
  const coachPage = await official(browser);
  await open(coachPage, await mailedConfirmLink(coach.email));
  await expect(coachPage.getByRole('heading', { name: 'Lena Hart asks you to confirm their stats' })).toBeVisible({ timeout: CALLABLE_MS });
  await expect(coachPage.getByText(thisWeek.label.split(' · ')[0]!, { exact: false }).first()).toBeVisible();
  await expect(coachPage.getByText('90 min').first()).toBeVisible();
  await expect(coachPage.locator('head meta[name="robots"]')).toHaveAttribute('content', /noindex/);
  expect(await axeViolations(coachPage, 'main')).toEqual([]);
  await coachPage.getByRole('button', { name: 'Confirm', exact: true }).click();
  await expect(coachPage.getByRole('heading', { name: /^Thank you: the stats are confirmed/ })).toBeVisible({ timeout: CALLABLE_MS });
  // The link works once.
  await open(coachPage, await mailedConfirmLink(coach.email));
  await expect(coachPage.getByText(/This link does not work any more/)).toBeVisible({ timeout: CALLABLE_MS });

  // The index entry carries the share (its trigger reindexes on the record's write): the directory's filter finds
  // the player, and its card says it in words.
  await expect.poll(async () => (await readDocument(`playerIndex/${player.uid}`))?.confirmed, { timeout: CALLABLE_MS }).toBe(100);
  const directory = await member(browser, scout);
  await open(directory, '/player?confirmed=1&sort=confirmed');
  await expect(directory.getByRole('checkbox', { name: 'Confirmed stats only' })).toBeChecked();
  // This try's player, by the link to their CV: a failed try leaves a Lena Hart of its own in the index.
  const card = directory.getByRole('article').filter({ has: directory.locator(`a[href$="/${player.uid}"]`) });
  await expect(card.getByRole('link', { name: 'Lena Hart' })).toBeVisible({ timeout: CALLABLE_MS });
  await expect(card).toContainText(/100% of \d{4}\/\d{2} minutes confirmed by a coach or club/, { timeout: CALLABLE_MS });
  // The demo player, two-thirds confirmed, is listed too; a player with nothing confirmed is not.
  await expect(directory.getByRole('link', { name: 'Demo Player' })).toBeVisible();
  await expect(directory.getByRole('link', { name: 'Tiago Moreira' })).toHaveCount(0);
  await directory.context().close();

  // The CV: every minute confirmed, by name, and each week marked in words.
  const by = 'Jan Novák (coach, FC Example)';
  await expectSource(page, `Confirmed 162 of 162 minutes confirmed by ${by}.`);
  const who = page.locator('.weekly-confirmed');
  await who.getByText(/^Week by week: 2 of 2 weeks confirmed/).click();
  await expect(who.getByRole('listitem').filter({ hasText: `Confirmed by ${by}` })).toHaveCount(2);
  expect(await axeViolations(page, '.weekly-stats')).toEqual([]);

  // Editing last week voids that week's confirmation only.
  await open(page, PAGE);
  await page.getByRole('button', { name: `Edit ${lastWeek.label}` }).click();
  await figure(page, 'Goals').fill('2');
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(toast(page, `${lastWeek.label} is saved.`)).toBeVisible();
  await expectSource(page, `Confirmed 90 of 162 minutes confirmed by ${by}. The other weeks are reported by the player.`);
  await who.getByText(/^Week by week: 1 of 2 weeks confirmed/).click();
  await expect(who.getByRole('listitem').filter({ hasText: lastWeek.label.split(' · ')[0]! })).toContainText('Reported by the player');
  await expect.poll(async () => (await readDocument(`playerIndex/${player.uid}`))?.confirmed, { timeout: CALLABLE_MS }).toBe(55);

  // A second official disputes this week: the note is the player's to read, on their page alone.
  const academy = { name: 'Eva Malá', email: `academy.${tag}@example.com` };
  await open(page, PAGE);
  await askToConfirm(page, academy, [thisWeek.label]);
  const academyPage = await official(browser);
  await open(academyPage, await mailedConfirmLink(academy.email));
  await academyPage.getByRole('button', { name: 'Something is wrong' }).click();
  const note = `Week ${tag}: 60 minutes, not 90.`;
  await academyPage.getByLabel(label('What is wrong?')).fill(note);
  await academyPage.getByRole('button', { name: 'Send', exact: true }).click();
  await expect(academyPage.getByRole('heading', { name: /^Thank you/ })).toBeVisible({ timeout: CALLABLE_MS });

  await expect
    .poll(async () => {
      await open(page, PAGE);
      const disputed = requests(page).getByRole('listitem').filter({ hasText: academy.email });
      await disputed.first().waitFor({ timeout: 15_000 });
      return (await disputed.first().textContent()) ?? '';
    }, { timeout: CALLABLE_MS })
    .toContain(note);
  const disputed = requests(page).getByRole('listitem').filter({ hasText: academy.email }).first();
  await expect(disputed.getByText('Disputed', { exact: true })).toBeVisible();
  // The coach's confirmation stands, its edited week marked voided (by the weekly trigger, which may still be on its way
  // on a busy machine: the page is opened again until it says so).
  const confirmed = requests(page).getByRole('listitem').filter({ hasText: coach.email }).first();
  await expect
    .poll(
      async () => {
        if (!((await confirmed.textContent()) ?? '').includes('(voided')) await open(page, PAGE);
        await confirmed.waitFor({ timeout: 15_000 });
        return (await confirmed.textContent()) ?? '';
      },
      { timeout: CALLABLE_MS },
    )
    .toContain('(voided: changed after the request)');
  await expect(confirmed.getByText('Confirmed', { exact: true })).toBeVisible();
  await checkPage(page);

  // Anyone else reading the CV sees the confirmed share and never the dispute's note.
  const reader = await member(browser, scout);
  await open(reader, `/p/${player.uid}`);
  await expect(reader.locator('.weekly-source')).toContainText(`90 of 162 minutes confirmed by ${by}`, { timeout: CALLABLE_MS });
  await expect(reader.locator('body')).not.toContainText(note);
  for (const p of [coachPage, academyPage, reader]) await p.context().close();
});
