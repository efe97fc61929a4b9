// The CV's weekly stats: entries written here as the admin, as the weekly stats page would save them
// (players/{uid}/weeklyStats/{YYYY-Www}, Contract W), show on the owner's CV and on another member's view of it as the
// core computes them: the season, its totals, the per-90 table (or, under 270 minutes, the reason there is none), the
// rates, the streaks and the trend charts, each with its table; a goalkeeper's save percentage; the owner without
// entries is invited to log a week, a visitor sees nothing. axe-core checks the section.
import type { Locator, Page } from '@playwright/test';
import { axeViolations } from './support/axe';
import { expect, test } from './support/test';
import { createPlayer, readDocument, Timestamp, uniqueEmail, writeDocument, type DocValue } from './support/emulators';
import { logOut } from './support/ui';
import { signIn } from './support/session';

// axe-core is injected as an inline script, which the site's Content-Security-Policy rightly refuses.
test.use({ bypassCSP: true });

type Entry = { [key: string]: DocValue };

/** Writes the entries as the admin (what the weekly stats page saves), each at its week's id. */
async function logWeeks(uid: string, entries: Entry[]): Promise<void> {
  for (const entry of entries) {
    await writeDocument(`players/${uid}/weeklyStats/${String(entry.week)}`, { ...entry, updatedAt: Timestamp.now() });
  }
}

/** Four full matches of a striker in October 2025 (season 2025/26): 360 minutes, 3 goals, 2 assists. */
const STRIKER_WEEKS: Entry[] = [
  { week: '2025-W40', matches: 1, starts: 1, minutes: 90, goals: 1, assists: 0, shots: 3, shotsOnTarget: 2, selfRating: 7 },
  { week: '2025-W41', matches: 1, starts: 1, minutes: 90, goals: 0, assists: 1, shots: 2, shotsOnTarget: 1, selfRating: 6 },
  { week: '2025-W42', matches: 1, starts: 1, minutes: 90, goals: 2, assists: 0, shots: 4, shotsOnTarget: 3, selfRating: 8 },
  { week: '2025-W43', matches: 1, starts: 1, minutes: 90, goals: 0, assists: 1, shots: 1, shotsOnTarget: 1, selfRating: 6 },
];

/** A goalkeeper's four matches: 20 shots faced, 16 saves (80%), one clean sheet. */
const KEEPER_WEEKS: Entry[] = [
  { week: '2025-W40', matches: 1, starts: 1, minutes: 90, shotsFaced: 5, saves: 4, goalsConceded: 1, cleanSheets: 0 },
  { week: '2025-W41', matches: 1, starts: 1, minutes: 90, shotsFaced: 5, saves: 3, goalsConceded: 2, cleanSheets: 0 },
  { week: '2025-W42', matches: 1, starts: 1, minutes: 90, shotsFaced: 5, saves: 5, goalsConceded: 0, cleanSheets: 1 },
  { week: '2025-W43', matches: 1, starts: 1, minutes: 90, shotsFaced: 5, saves: 4, goalsConceded: 1, cleanSheets: 0 },
];

const section = (page: Page) => page.getByRole('region', { name: 'Weekly stats', exact: true });

/** The row of a table whose header cell is `name`. */
const row = (table: Locator, name: string) => table.locator('tr', { has: table.page().getByRole('rowheader', { name, exact: true }) });

/** Opens a trend's table alternative and returns it. */
async function trendTable(page: Page, title: string) {
  const figure = section(page).getByRole('figure', { name: title, exact: true });
  await figure.getByRole('button', { name: /^Show table/ }).click();
  return figure.getByRole('table', { name: `${title} as a table` });
}

/** What the owner and a reader both see of the striker's season. */
async function expectStrikerSeason(page: Page) {
  const weekly = section(page);
  await expect(weekly).toBeVisible({ timeout: 15_000 });
  await expect(weekly).toContainText('2025/26');
  // The per-90 table: 3 goals and 2 assists in 360 minutes.
  const per90 = weekly.getByRole('table', { name: 'Per 90 minutes' });
  await expect(row(per90, 'Goals per 90')).toContainText('0.75');
  await expect(row(per90, 'Assists per 90')).toContainText('0.50');
  // The minutes-per-week chart draws as it comes near the viewport, and its table holds one row per logged week.
  await weekly.getByRole('figure', { name: 'Minutes per week', exact: true }).scrollIntoViewIfNeeded();
  await expect(weekly.locator('.weekly-trend-drawing svg').first()).toBeVisible();
  const minutes = await trendTable(page, 'Minutes per week');
  await expect(minutes.getByRole('row')).toHaveCount(1 + STRIKER_WEEKS.length);
  await expect(minutes.getByRole('row').nth(1)).toContainText('90');
}

test("logged weeks show on the owner's CV and on another member's view: season, per-90 table, trend tables; no axe violations", async ({ page }, testInfo) => {
  const owner = await createPlayer(uniqueEmail(testInfo, 'owner'), {
    displayName: 'Weekly Striker',
    doc: { firstName: 'Weekly', lastName: 'Striker', playerType: 'outfield', mainPosition: 'ST', secondaryPositions: [] },
  });
  await logWeeks(owner.uid, STRIKER_WEEKS);

  await signIn(page, owner);
  await page.goto('/profile/myprofile');
  await expect(page.getByRole('article', { name: 'Weekly Striker' })).toBeVisible();
  await expectStrikerSeason(page);
  await expect(section(page).getByRole('link', { name: 'Log a week' })).toHaveAttribute('href', '/settings/add-weekly-stats');
  await page.emulateMedia({ reducedMotion: 'reduce' });
  expect(await axeViolations(page, '.weekly-stats')).toEqual([]);
  // Print: the summary and every trend's table, not the drawings.
  await page.emulateMedia({ media: 'print' });
  await expect(section(page).getByRole('table', { name: 'Per 90 minutes' })).toBeVisible();
  await expect(section(page).getByRole('table', { name: 'Self-rating as a table' })).toBeVisible();
  await expect(section(page).locator('.weekly-trend-drawing').first()).toBeHidden();
  await page.emulateMedia({ media: 'screen' });

  // Another week logged: the CV reflects it.
  await logWeeks(owner.uid, [{ week: '2025-W44', matches: 1, starts: 1, minutes: 90, goals: 1, shots: 2, shotsOnTarget: 1 }]);
  const reader = await createPlayer(uniqueEmail(testInfo, 'reader'), { displayName: 'Scout Reader' });
  await logOut(page);
  await signIn(page, reader);
  await page.goto(`/profile?id=${owner.uid}`);
  const weekly = section(page);
  await expect(weekly).toBeVisible({ timeout: 15_000 });
  // 4 goals in 450 minutes.
  await expect(row(weekly.getByRole('table', { name: 'Per 90 minutes' }), 'Goals per 90')).toContainText('0.80');
  const minutes = await trendTable(page, 'Minutes per week');
  await expect(minutes.getByRole('row')).toHaveCount(1 + STRIKER_WEEKS.length + 1);
  expect(await axeViolations(page, '.weekly-stats')).toEqual([]);
  await expect(page.getByRole('link', { name: 'Log a week' })).toHaveCount(0);
});

test("a goalkeeper's CV shows the save percentage and the goalkeeping trends", async ({ page }, testInfo) => {
  const keeper = await createPlayer(uniqueEmail(testInfo, 'keeper'), {
    displayName: 'Weekly Keeper',
    doc: { firstName: 'Weekly', lastName: 'Keeper', playerType: 'goalkeeper', mainPosition: 'GK', secondaryPositions: [] },
  });
  await logWeeks(keeper.uid, KEEPER_WEEKS);
  await signIn(page, keeper);
  await page.goto('/profile/myprofile');
  const weekly = section(page);
  await expect(weekly).toBeVisible({ timeout: 15_000 });
  const rates = weekly.locator('.weekly-block').filter({ has: page.getByRole('heading', { name: 'Rates', exact: true }) });
  await expect(rates.locator('.cv-fact').filter({ hasText: 'Save percentage' })).toContainText('80.0%');
  const saves = await trendTable(page, 'Save %');
  await expect(saves.getByRole('row')).toHaveCount(1 + KEEPER_WEEKS.length);
  await expect(saves.getByRole('row').nth(3)).toContainText('100');
  await trendTable(page, 'Clean sheets');
});

test('under 270 minutes the CV says why it shows no per-90 figures; without weeks the owner is invited and a visitor sees nothing', async ({ page }, testInfo) => {
  const owner = await createPlayer(uniqueEmail(testInfo, 'owner'), {
    displayName: 'Few Minutes',
    doc: { firstName: 'Few', lastName: 'Minutes', mainPosition: 'ST', secondaryPositions: [] },
  });
  await logWeeks(owner.uid, STRIKER_WEEKS.slice(0, 2));
  const empty = await createPlayer(uniqueEmail(testInfo, 'empty'), {
    displayName: 'No Weeks',
    doc: { firstName: 'No', lastName: 'Weeks', mainPosition: 'ST', secondaryPositions: [] },
  });

  await signIn(page, owner);
  await page.goto('/profile/myprofile');
  const weekly = section(page);
  await expect(weekly).toBeVisible({ timeout: 15_000 });
  await expect(weekly).toContainText('270');
  await expect(weekly.getByRole('table', { name: 'Per 90 minutes' })).toHaveCount(0);
  await logOut(page);

  await signIn(page, empty);
  await page.goto('/profile/myprofile');
  await expect(page.getByRole('link', { name: 'Log a week' })).toHaveAttribute('href', '/settings/add-weekly-stats');
  await expect(section(page)).toHaveCount(0);

  await page.goto(`/profile?id=${owner.uid}`);
  await expect(section(page)).toBeVisible({ timeout: 15_000 });
  await page.goto(`/profile?id=${empty.uid}`);
  await expect(page.getByRole('article', { name: 'No Weeks' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  await expect(section(page)).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Log a week' })).toHaveCount(0);
});

test("the public CV's weekly section comes after the CV; its chart code loads only near the charts", async ({ page }, testInfo) => {
  const owner = await createPlayer(uniqueEmail(testInfo, 'public'), {
    displayName: 'Public Weeks',
    doc: { firstName: 'Public', lastName: 'Weeks', mainPosition: 'ST', secondaryPositions: [], visibility: 'public' },
  });
  await logWeeks(owner.uid, STRIKER_WEEKS);
  // The link-preview function answers /p/{uid} once the index entry a trigger writes exists.
  await expect.poll(async () => (await page.request.get(`/p/${owner.uid}`)).status(), { timeout: 20_000 }).toBe(200);
  // The pre-rendered HTML holds no weekly section: it hydrates after the CV.
  expect(await (await page.request.get(`/p/${owner.uid}`)).text()).not.toContain('Weekly stats');

  // A phone's viewport: the charts are far below the fold.
  await page.setViewportSize({ width: 390, height: 844 });
  const chartRequests: string[] = [];
  page.on('request', (request) => {
    if (/weekly-trend-chart-[^/]*\.js$/.test(request.url())) chartRequests.push(request.url());
  });
  await page.goto(`/p/${owner.uid}`);
  const weekly = section(page);
  await expect(weekly).toBeAttached({ timeout: 15_000 });
  await expect(row(weekly.getByRole('table', { name: 'Per 90 minutes' }), 'Goals per 90')).toContainText('0.75');
  await page.waitForLoadState('networkidle');
  expect(chartRequests).toEqual([]);

  await weekly.getByRole('figure', { name: 'Minutes per week', exact: true }).scrollIntoViewIfNeeded();
  await expect(weekly.locator('.weekly-trend-drawing svg').first()).toBeVisible();
  expect(chartRequests).toHaveLength(1);
});

test("a demo player's per-90 figures are compared with the seeded senior central midfielders of the season, who are named and counted", async ({ page }) => {
  const seasonDocuments: string[] = [];
  page.on('request', (request) => {
    // Firestore Lite asks for a document by its name in the request's body (batchGet).
    const asked = `${decodeURIComponent(request.url())} ${request.postData() ?? ''}`;
    if (asked.includes('aggregates/positions/byPosition/CM/seasons/')) seasonDocuments.push(asked);
  });
  await page.goto('/p/demo-player');
  const weekly = section(page);
  await expect(weekly).toBeVisible({ timeout: 15_000 });
  // The demo player (born 2002) is a senior in 2025/26: the goals figure is compared with the senior central
  // midfielders the season document counts, named with their number, or, under 20 of them, not ranked and said why.
  const document = await readDocument('aggregates/positions/byPosition/CM/seasons/2025');
  const histogram = ((document?.bands as Record<string, { per90?: Record<string, Record<string, number>> }>)?.senior?.per90?.goals ?? {});
  const peers = Object.values(histogram).reduce((sum, n) => sum + n, 0);
  expect(peers).toBeGreaterThan(0);
  const goals = weekly.getByRole('table', { name: 'Per 90 minutes' }).getByRole('row', { name: /^Goals per 90/ });
  await expect(goals).toContainText(
    peers >= 20
      ? new RegExp(`\\d{1,3}(st|nd|rd|th) percentile among ${peers} senior central midfielders, 2025/26`)
      : `No percentile yet: ${peers} senior central midfielders logged 2025/26, and a comparison needs at least 20.`,
  );
  expect(seasonDocuments.some((url) => url.includes('/seasons/2025'))).toBe(true);

  // Two-thirds of the demo season is confirmed: the per-90 figures of those weeks alone, compared with the senior
  // central midfielders whose figures are confirmed too (or, under the floor, why there are none), with no more reads.
  const reads = seasonDocuments.length;
  await weekly.getByRole('radio', { name: 'Confirmed weeks only' }).check();
  await expect(weekly).toContainText(/Per 90 of the \d+ confirmed minutes of 2025\/26|Per-90 figures of confirmed weeks appear from 270/);
  if ((await goals.count()) > 0) await expect(goals).toContainText(/senior central midfielders? with confirmed figures/);
  expect(seasonDocuments).toHaveLength(reads);
  expect(await axeViolations(page, '.weekly-stats')).toEqual([]);
});
