// The weekly stats page end to end (/settings/add-weekly-stats) against the emulators: log two weeks, edit one,
// delete one (asked first), the core's cross-field refusal at the field with nothing lost (not even across a
// reload), and the goalkeeper's fields for a goalkeeper's CV only. axe-core checks the page, its error state and the
// delete dialog.
import type { Page } from '@playwright/test';
import { axeViolations } from './support/axe';
import { expect, test } from './support/test';
import { createPlayer, readDocument, uniqueEmail } from './support/emulators';
import { toast } from './support/ui';
import { signIn } from './support/session';

// axe-core is injected as an inline script (support/axe.ts), which the site's Content-Security-Policy rightly refuses.
test.use({ bypassCSP: true });

const PAGE = '/settings/add-weekly-stats';
/** The seed's demo goalkeeper (scripts/seed.mjs): every demo account uses the same password. */
const GOALKEEPER = { email: 'tiago.moreira@skora.test', password: 'SkoraDemo1' };

const weekSelect = (page: Page) => page.getByLabel('Week', { exact: true });
const form = (page: Page) => page.locator('form.weekly-form');
/** A figure's input, by the start of its label (the label goes on with the unit and range: "Goals (0–30)"). */
const figure = (page: Page, label: string) => form(page).getByLabel(new RegExp(`^${label} \\(`));
const loggedList = (page: Page) => page.getByRole('region', { name: /^Logged weeks/ }).getByRole('listitem');

/** The week the form shows: its id (the select's value) and its label (the form's heading). */
async function shownWeek(page: Page): Promise<{ id: string; label: string }> {
  const id = await weekSelect(page).inputValue();
  const label = (await form(page).getByRole('heading', { level: 2 }).textContent()) ?? '';
  return { id, label };
}

async function fillWeek(page: Page, values: Record<string, string>) {
  for (const [label, value] of Object.entries(values)) await figure(page, label).fill(value);
}

test('a player logs two weeks, edits one and deletes one (asked first)', async ({ page }, testInfo) => {
  const user = await createPlayer(uniqueEmail(testInfo), { displayName: 'Weekly Player' });
  await signIn(page, user);
  await page.goto(PAGE);

  // This week first, as a new entry; the empty list says what to log and why.
  await expect(form(page).getByText(/Nothing logged for this week yet/)).toBeVisible();
  await expect(page.getByText(/No weeks logged in \d{4}\/\d{2} yet/)).toBeVisible();
  await expect(page.getByText(/per-90 figures/).first()).toBeVisible();
  // An outfield player is not asked the goalkeeper's figures.
  await expect(form(page).getByRole('group', { name: 'Goalkeeping' })).toHaveCount(0);
  await expect(figure(page, 'Minutes played')).toHaveAttribute('inputmode', 'numeric');
  const thisWeek = await shownWeek(page);
  await fillWeek(page, { Matches: '1', Starts: '1', 'Minutes played': '90', Goals: '1', Shots: '3', 'Shots on target': '2' });
  await page.getByRole('button', { name: 'Save this week' }).click();
  await expect(toast(page, `${thisWeek.label} is saved.`)).toBeVisible();
  await expect(form(page).getByText(/you are editing its entry/)).toBeVisible();
  await expect(loggedList(page)).toHaveCount(1);
  await expect
    .poll(async () => readDocument(`players/${user.uid}/weeklyStats/${thisWeek.id}`))
    .toMatchObject({ week: thisWeek.id, matches: 1, starts: 1, minutes: 90, goals: 1, shots: 3, shotsOnTarget: 2 });

  // The week before, from the picker.
  await weekSelect(page).selectOption({ index: 1 });
  const lastWeek = await shownWeek(page);
  expect(lastWeek.id < thisWeek.id).toBe(true);
  await expect(form(page).getByText(/Nothing logged for this week yet/)).toBeVisible();
  await fillWeek(page, { Matches: '2', 'Minutes played': '150', Assists: '2', 'Training sessions': '3', 'Distance covered': '10.4' });
  await page.getByRole('button', { name: 'Save this week' }).click();
  await expect(toast(page, `${lastWeek.label} is saved.`)).toBeVisible();
  // Newest first, each with the core's label.
  await expect(loggedList(page)).toHaveCount(2);
  await expect(loggedList(page).nth(0)).toContainText(thisWeek.label);
  await expect(loggedList(page).nth(1)).toContainText(lastWeek.label);
  await expect
    .poll(async () => readDocument(`players/${user.uid}/weeklyStats/${lastWeek.id}`))
    .toMatchObject({ week: lastWeek.id, matches: 2, minutes: 150, assists: 2, trainingSessions: 3, distanceKm: 10.4 });

  // Edit this week from the list: the form opens it, says so, and the save updates the one document.
  await page.getByRole('button', { name: `Edit ${thisWeek.label}` }).click();
  await expect(form(page).getByRole('heading', { level: 2 })).toHaveText(thisWeek.label);
  await expect(form(page).getByRole('heading', { level: 2 })).toBeFocused();
  await expect(form(page).getByText(/you are editing its entry/)).toBeVisible();
  await expect(figure(page, 'Goals')).toHaveValue('1');
  await figure(page, 'Goals').fill('2');
  // The first save's toast may still be up: close it, so the toast below can only be this save's.
  for (const open of await toast(page, `${thisWeek.label} is saved.`).all()) {
    // It may also close on its own meanwhile: then there is nothing to click.
    await open.getByRole('button', { name: 'close' }).click({ timeout: 3_000 }).catch(() => undefined);
  }
  await expect(toast(page, `${thisWeek.label} is saved.`)).toHaveCount(0);
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(toast(page, `${thisWeek.label} is saved.`)).toBeVisible();
  await expect.poll(async () => (await readDocument(`players/${user.uid}/weeklyStats/${thisWeek.id}`))?.goals).toBe(2);

  // Delete asks first; "Keep it" keeps it, and the confirmed delete removes the document.
  await page.getByRole('button', { name: `Delete ${lastWeek.label}` }).click();
  const dialog = page.getByRole('alertdialog', { name: `Delete ${lastWeek.label}?` });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Keep it' })).toBeFocused();
  expect(await axeViolations(page, '.dialog')).toEqual([]);
  await dialog.getByRole('button', { name: 'Keep it' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(loggedList(page)).toHaveCount(2);
  await page.getByRole('button', { name: `Delete ${lastWeek.label}` }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Delete the week' }).click();
  await expect(toast(page, `${lastWeek.label} is deleted.`)).toBeVisible();
  await expect(loggedList(page)).toHaveCount(1);
  await expect.poll(async () => readDocument(`players/${user.uid}/weeklyStats/${lastWeek.id}`)).toBeNull();
  expect(await readDocument(`players/${user.uid}/weeklyStats/${thisWeek.id}`)).not.toBeNull();
});

test('more shots on target than shots is refused at the field, and nothing typed is lost, not even by a reload', async ({ page }, testInfo) => {
  const user = await createPlayer(uniqueEmail(testInfo));
  await signIn(page, user);
  await page.goto(PAGE);
  const week = await shownWeek(page);
  await fillWeek(page, { Matches: '1', 'Minutes played': '80', Shots: '2', 'Shots on target': '5' });
  await form(page).getByLabel(/^Note/).fill('Tough away game.');
  await page.getByRole('button', { name: 'Save this week' }).click();

  const onTarget = figure(page, 'Shots on target');
  await expect(onTarget).toHaveAttribute('aria-invalid', 'true');
  const message = form(page).locator('.field', { has: page.getByRole('textbox', { name: /^Shots on target \(/ }) }).getByRole('alert');
  await expect(message).toBeVisible();
  await expect(message).toContainText(/shots/i);
  for (const [label, value] of [['Matches', '1'], ['Minutes played', '80'], ['Shots', '2'], ['Shots on target', '5']] as const) {
    await expect(figure(page, label)).toHaveValue(value);
  }
  expect(await readDocument(`players/${user.uid}/weeklyStats/${week.id}`)).toBeNull();
  expect(await axeViolations(page, 'main')).toEqual([]);

  // The draft brings every value back after a reload.
  await page.reload();
  await expect(page.getByText(/We restored the values you typed for this week/)).toBeVisible();
  await expect(figure(page, 'Shots on target')).toHaveValue('5');
  await expect(figure(page, 'Minutes played')).toHaveValue('80');
  await expect(form(page).getByLabel(/^Note/)).toHaveValue('Tough away game.');

  // Corrected, it saves, and the draft is gone.
  await figure(page, 'Shots on target').fill('1');
  await page.getByRole('button', { name: 'Save this week' }).click();
  await expect(toast(page, `${week.label} is saved.`)).toBeVisible();
  await expect
    .poll(async () => readDocument(`players/${user.uid}/weeklyStats/${week.id}`))
    .toMatchObject({ shots: 2, shotsOnTarget: 1, note: 'Tough away game.' });
  await page.reload();
  await expect(page.getByText(/We restored the values/)).toHaveCount(0);
});

test('offline, a save says so in a toast and keeps every value and the draft; back online it saves', async ({ context, page }, testInfo) => {
  test.setTimeout(90_000);
  const user = await createPlayer(uniqueEmail(testInfo));
  await signIn(page, user);
  await page.goto(PAGE);
  const week = await shownWeek(page);
  await fillWeek(page, { Matches: '1', 'Minutes played': '70', 'Tackles won': '6' });

  await context.setOffline(true);
  await page.getByRole('button', { name: 'Save this week' }).click();
  // The core's message for a save that did not arrive (every one ends so), as a toast and by the Save button.
  const notSaved = /Your values are still here\./;
  await expect(page.getByRole('region', { name: /^Notifications/ }).getByText(notSaved)).toBeVisible({ timeout: 25_000 });
  await expect(form(page).locator('.form-submit').getByRole('alert')).toContainText(notSaved);
  await expect(figure(page, 'Tackles won')).toHaveValue('6');
  await expect(figure(page, 'Minutes played')).toHaveValue('70');
  const draft = await page.evaluate((key) => localStorage.getItem(key), `weeklyStats_draft_${user.uid}`);
  expect(draft).toContain('"tacklesWon":"6"');

  await context.setOffline(false);
  await page.getByRole('button', { name: 'Save this week' }).click();
  await expect(toast(page, `${week.label} is saved.`)).toBeVisible();
  await expect
    .poll(async () => readDocument(`players/${user.uid}/weeklyStats/${week.id}`))
    .toMatchObject({ matches: 1, minutes: 70, tacklesWon: 6 });
});

test('a goalkeeper is asked the goalkeeping figures', async ({ page }) => {
  await signIn(page, GOALKEEPER);
  await page.goto(PAGE);
  const goalkeeping = form(page).getByRole('group', { name: 'Goalkeeping' });
  await expect(goalkeeping).toBeVisible();
  for (const label of ['Saves', 'Goals conceded', 'Clean sheets', 'Penalties saved', 'Distribution accuracy']) {
    await expect(goalkeeping.getByLabel(new RegExp(`^${label} \\(`))).toBeVisible();
  }
  await expect(goalkeeping.getByLabel(/^Distribution accuracy \(%, 0–100\)/)).toBeVisible();
  expect(await axeViolations(page, 'main')).toEqual([]);

  // Tabbing through the form, the focused field is never hidden by the fixed nav bar or the sticky Save bar
  // (WCAG 2.4.11 Focus Not Obscured).
  await page.setViewportSize({ width: 1280, height: 720 });
  await figure(page, 'Matches').focus();
  for (let i = 0; i < 40; i++) {
    await page.keyboard.press('Tab');
    const hidden = await page.evaluate(() => {
      const focused = document.activeElement;
      if (!(focused instanceof HTMLInputElement || focused instanceof HTMLTextAreaElement)) return null;
      const box = focused.getBoundingClientRect();
      const nav = document.querySelector('header')?.getBoundingClientRect();
      const bar = document.querySelector('.weekly-form .form-submit')?.getBoundingClientRect();
      const under = (other: DOMRect | undefined) => !!other && box.top < other.bottom && box.bottom > other.top;
      return under(nav) || under(bar) ? focused.id : null;
    });
    expect(hidden).toBeNull();
  }
});
