// The public players directory (/player) against the seeded demo players (tests/e2e/support/global-setup.ts) and
// fourteen more public players from Liechtenstein written here, for paging. Other specs' players are members-only
// (support/emulators.ts), so every filter below counts exactly what the seed predicts.
import type { Locator, Page } from '@playwright/test';
import { expect, test } from './support/test';
import { DEMO_ACCOUNTS, DEMO_PLAYERS } from '../../scripts/seed.mjs';
import { Timestamp, writeDocument } from './support/emulators';
import { cvAgeToday, label, submitLogin } from './support/ui';

const SEEDED_NAMES = DEMO_PLAYERS.map((p) => `${String(p.firstName)} ${String(p.lastName)}`);

/** 14 public players only this spec writes: one country nobody else uses, outfield, a bare CV (never featured). */
const PAGING_COUNTRY = 'LI';
const PAGING_SURNAMES = 'ABCDEFGHIJKLMN'.split('').map((letter) => `Büchel ${letter}`);

async function writePagingPlayers(): Promise<void> {
  const old = new Timestamp('2024-06-01T09:00:00.000Z');
  await Promise.all(
    PAGING_SURNAMES.map((lastName, i) =>
      // Fixed ids: writing them again (the other worker, --repeat-each) replaces, never duplicates.
      writeDocument(`players/e2e-directory-li-${String(i + 1).padStart(2, '0')}`, {
        firstName: 'Vaduz',
        lastName,
        dateOfBirth: `200${i % 10}-04-0${(i % 9) + 1}`,
        nationality: PAGING_COUNTRY,
        countryOfResidence: PAGING_COUNTRY,
        city: 'Vaduz',
        playerType: 'outfield',
        mainPosition: 'CM',
        secondaryPositions: [],
        availability: 'open-to-offers',
        career: [],
        honours: [],
        languages: [],
        bio: '',
        links: [],
        showContactEmail: false,
        visibility: 'public',
        hasPhoto: false,
        createdAt: old,
        updatedAt: old,
      }),
    ),
  );
}

test.beforeAll(writePagingPlayers);

const results = (page: Page): Locator => page.getByRole('list', { name: 'Players' });
const names = (page: Page): Locator => results(page).getByRole('heading', { level: 2 });
const count = (page: Page): Locator => page.locator('#directory-count');
const filter = (page: Page, name: string): Locator =>
  page.getByRole('search', { name: 'Search players' }).getByLabel(label(name), { exact: true });

/** The number the count line reports ("12 players · page 1 of 2" → 12). */
async function reportedTotal(page: Page): Promise<number> {
  await expect(count(page)).toHaveText(/^\d[\d,]* players?/);
  return Number((await count(page).innerText()).replace(/,/g, '').match(/^\d+/)![0]);
}

test('with no filter every seeded player is listed, twelve to a page, in surname order', async ({ page }) => {
  await page.goto('/player');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Players');
  const total = await reportedTotal(page);
  expect(total).toBeGreaterThanOrEqual(SEEDED_NAMES.length + PAGING_SURNAMES.length);
  const pageCount = Math.ceil(total / 12);
  await expect(count(page)).toHaveText(`${total} players · page 1 of ${pageCount}`);

  const seen: string[] = [];
  for (let n = 1; n <= pageCount; n += 1) {
    if (n > 1) await page.getByRole('navigation', { name: 'Pagination' }).getByRole('link', { name: 'Next page' }).click();
    await expect(count(page)).toHaveText(`${total} players · page ${n} of ${pageCount}`);
    await expect(names(page)).toHaveCount(n < pageCount ? 12 : total - 12 * (pageCount - 1));
    seen.push(...(await names(page).allInnerTexts()));
  }
  expect(seen).toHaveLength(total);
  expect(new Set(seen).size).toBe(total);
  for (const name of SEEDED_NAMES) expect(seen).toContain(name);
  // Sorted by surname across pages: Asante (seed) comes before Benali (seed) before the Büchels.
  expect(seen.indexOf('Kwame Asante')).toBeLessThan(seen.indexOf('Karim Benali'));
  expect(seen.indexOf('Karim Benali')).toBeLessThan(seen.indexOf('Vaduz Büchel A'));
});

test('each filter narrows the seeded players as the seed predicts', async ({ page }) => {
  await page.goto('/player');
  await expect(count(page)).toHaveText(/ players/);

  await filter(page, 'Player type').selectOption('goalkeeper');
  await expect(page).toHaveURL('/player?type=goalkeeper');
  await expect(count(page)).toHaveText('3 players');
  await expect(names(page)).toHaveText(['Kwame Asante', 'Tiago Moreira', 'Santiago Ríos']);
  await filter(page, 'Player type').selectOption('');

  // Country: nationality or residence.
  await filter(page, 'Country').selectOption('PT');
  await expect(page).toHaveURL('/player?country=PT');
  await expect(names(page)).toHaveText(['Tiago Moreira', 'Demo Player']);
  await expect(count(page)).toHaveText('2 players');
  await filter(page, 'Country').selectOption('FR');
  await expect(names(page)).toHaveText(['Karim Benali']);
  await expect(count(page)).toHaveText('1 player');
  await filter(page, 'Country').selectOption('MA');
  await expect(names(page)).toHaveText(['Karim Benali']);
  await filter(page, 'Country').selectOption('');

  // Position: main or secondary.
  await filter(page, 'Position').selectOption('LW');
  await expect(page).toHaveURL('/player?position=LW');
  await expect(names(page)).toHaveText(['Lucía Ferrer']);
  await filter(page, 'Position').selectOption('RW');
  await expect(names(page)).toHaveText(['Rafael Campos', 'Lucía Ferrer']);
  const lucia = results(page).getByRole('article').filter({ hasText: 'Lucía Ferrer' });
  await expect(lucia.getByRole('list', { name: 'Positions' }).getByRole('listitem')).toHaveText([
    /^LW/,
    /^RW/,
    /^ST/,
  ]);
  await filter(page, 'Position').selectOption('');

  // Ages, against today's date, within the goalkeepers (the seed's three).
  const keepers = DEMO_PLAYERS.filter((p) => p.playerType === 'goalkeeper').map((p) => ({
    name: `${String(p.firstName)} ${String(p.lastName)}`,
    age: cvAgeToday(String(p.dateOfBirth)),
  }));
  const youngest = Math.min(...keepers.map((k) => k.age));
  await filter(page, 'Player type').selectOption('goalkeeper');
  await filter(page, 'Maximum age').selectOption(String(youngest));
  await expect(names(page)).toHaveText(keepers.filter((k) => k.age <= youngest).map((k) => k.name));
  await filter(page, 'Maximum age').selectOption('');
  await filter(page, 'Minimum age').selectOption(String(youngest + 1));
  await expect(page).toHaveURL(`/player?minAge=${youngest + 1}&type=goalkeeper`);
  const older = keepers.filter((k) => k.age > youngest);
  await expect(count(page)).toHaveText(`${older.length} player${older.length === 1 ? '' : 's'}`);
  await expect(names(page)).toHaveText(
    ['Kwame Asante', 'Tiago Moreira', 'Santiago Ríos'].filter((n) => older.some((k) => k.name === n)),
  );
});

test('the name search ignores accents and case, and finds nobody for a stranger', async ({ page }) => {
  await page.goto('/player');
  const search = filter(page, 'Search by name');
  await search.fill('lucia');
  await expect(names(page)).toHaveText(['Lucía Ferrer']);
  await expect(page).toHaveURL('/player?q=lucia');
  await search.fill('RIOS');
  await expect(names(page)).toHaveText(['Santiago Ríos']);
  await search.fill('Zlatan Nobody');
  await expect(count(page)).toHaveText('0 players');
  await expect(page.getByRole('heading', { level: 2, name: 'No players match these filters' })).toBeVisible();
  await page.getByRole('button', { name: 'Clear filters' }).click();
  await expect(page).toHaveURL('/player');
  await expect(search).toHaveValue('');
  await expect(names(page)).toHaveCount(12);
});

test('sorting reorders the results and is kept in the URL', async ({ page }) => {
  await page.goto('/player?type=goalkeeper');
  await expect(names(page)).toHaveText(['Kwame Asante', 'Tiago Moreira', 'Santiago Ríos']);
  const sort = filter(page, 'Sort by');
  await sort.selectOption('youngest');
  await expect(page).toHaveURL('/player?type=goalkeeper&sort=youngest');
  // Santiago 2005, Kwame 2002, Tiago 2000.
  await expect(names(page)).toHaveText(['Santiago Ríos', 'Kwame Asante', 'Tiago Moreira']);
  await sort.selectOption('oldest');
  await expect(names(page)).toHaveText(['Tiago Moreira', 'Kwame Asante', 'Santiago Ríos']);
  await sort.selectOption('name');
  await expect(page).toHaveURL('/player?type=goalkeeper');
  await expect(names(page)).toHaveText(['Kwame Asante', 'Tiago Moreira', 'Santiago Ríos']);
});

test('pagination: fourteen players of one country make two pages; page 2 holds the last two', async ({ page }) => {
  await page.goto('/player');
  await filter(page, 'Country').selectOption(PAGING_COUNTRY);
  await expect(count(page)).toHaveText('14 players · page 1 of 2');
  await expect(names(page)).toHaveText(PAGING_SURNAMES.slice(0, 12).map((s) => `Vaduz ${s}`));
  const pagination = page.getByRole('navigation', { name: 'Pagination' });
  await expect(pagination.getByRole('link', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page');
  await expect(pagination.getByRole('link', { name: 'Previous page' })).toHaveCount(0);

  await pagination.getByRole('link', { name: 'Next page' }).click();
  await expect(page).toHaveURL(`/player?country=${PAGING_COUNTRY}&page=2`);
  await expect(count(page)).toHaveText('14 players · page 2 of 2');
  await expect(names(page)).toHaveText(['Vaduz Büchel M', 'Vaduz Büchel N']);
  await expect(pagination.getByRole('link', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
  await expect(pagination.getByRole('link', { name: 'Next page' })).toHaveCount(0);

  // A changed filter starts again on page 1.
  await filter(page, 'Sort by').selectOption('youngest');
  await expect(page).toHaveURL(`/player?country=${PAGING_COUNTRY}&sort=youngest`);
  await expect(count(page)).toHaveText('14 players · page 1 of 2');

  await pagination.getByRole('link', { name: 'Page 2' }).click();
  await expect(page).toHaveURL(`/player?country=${PAGING_COUNTRY}&sort=youngest&page=2`);
  await expect(names(page)).toHaveCount(2);
  await page.goBack();
  await expect(count(page)).toHaveText('14 players · page 1 of 2');
});

test('the URL holds the filters: a reload or a shared link shows the same players and controls', async ({ page }) => {
  await page.goto('/player');
  await filter(page, 'Country').selectOption('PT');
  await filter(page, 'Player type').selectOption('goalkeeper');
  await filter(page, 'Search by name').fill('tia');
  await expect(page).toHaveURL('/player?q=tia&country=PT&type=goalkeeper');
  await expect(names(page)).toHaveText(['Tiago Moreira']);

  await page.reload();
  await expect(names(page)).toHaveText(['Tiago Moreira']);
  await expect(filter(page, 'Country')).toHaveValue('PT');
  await expect(filter(page, 'Player type')).toHaveValue('goalkeeper');
  await expect(filter(page, 'Search by name')).toHaveValue('tia');

  // A hand-written link in another case and order is read the same way (and written back canonically on change).
  await page.goto('/player?type=GOALKEEPER&country=pt&page=9');
  await expect(names(page)).toHaveText(['Tiago Moreira']);
  await expect(count(page)).toHaveText('1 player');
  await expect(filter(page, 'Country')).toHaveValue('PT');

  // Back goes to the previous filters.
  await page.goto('/player?position=LW');
  await expect(names(page)).toHaveText(['Lucía Ferrer']);
  await filter(page, 'Position').selectOption('RW');
  await expect(names(page)).toHaveText(['Rafael Campos', 'Lucía Ferrer']);
  await page.goBack();
  await expect(page).toHaveURL('/player?position=LW');
  await expect(names(page)).toHaveText(['Lucía Ferrer']);
  await expect(filter(page, 'Position')).toHaveValue('LW');
});

test('a card opens the player’s CV at /profile?id= (after logging in)', async ({ page }) => {
  await page.goto('/player?q=lucia');
  const link = results(page).getByRole('link', { name: 'Lucía Ferrer' });
  await expect(link).toHaveAttribute('href', '/profile?id=demo-lucia-ferrer');
  const card = results(page).getByRole('article').filter({ has: page.getByRole('link', { name: 'Lucía Ferrer' }) });
  await expect(card).toContainText('Spain');
  await expect(card).toContainText('CD Turia');
  await expect(card).toContainText(`${cvAgeToday('2003-03-21')} years`);

  // CVs are for members: a signed-out visitor is asked to log in, and comes back to this CV once logged in.
  await link.click();
  await expect(page).toHaveURL('/login');
  const demo = DEMO_ACCOUNTS.find((a) => a.uid === 'demo-player')!;
  await submitLogin(page, demo.email, demo.password);
  await expect(page).toHaveURL('/profile?id=demo-lucia-ferrer');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Lucía Ferrer');
  await expect(page.getByRole('article', { name: 'Lucía Ferrer' })).toContainText('Quick winger who likes to cut inside');
});
