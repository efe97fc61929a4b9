// The public players directory (/player) against the seed (tests/e2e/support/global-setup.ts): the twelve named demo
// players and 2,000 generated ones (gen-0001…, scripts/lib/generated-players.mjs), with their index entries. The
// directory pages on the server over playerIndex; these journeys check what holds whatever the exact data: pages do
// not repeat, every card passes the filters, every typed word begins a word of each name found, and no page reads
// more than 13 entries (counted on the network: the documents in Firestore's runQuery answers; the count line's
// count aggregation is a runAggregationQuery, one read), or, for a numbered page read from the start, 61.
import type { Locator, Page } from '@playwright/test';
import { expect, test } from './support/test';
import { DEMO_PLAYERS } from '../../scripts/seed.mjs';
import { generatedPlayers } from '../../scripts/lib/generated-players.mjs';
import { axeViolations } from './support/axe';
import { createVerifiedUser, uniqueEmail } from './support/emulators';
import { label } from './support/ui';
import { signIn } from './support/session';

/** The most entries one directory page may read: twelve cards and the one that says whether there is a next page. */
const MAX_READS = 13;
/** The most a numbered page read from the start may read (page 5 of the core's DIRECT_PAGES, and one more). */
const MAX_DIRECT_READS = 61;

/** "Showing 13–24 of …": the places, whatever the total (the seed's public players are over 1,000). */
const showing = (first: number, last: number) => new RegExp(`^Showing ${first}–${last} of [\\d,]+\\+? players$`);

interface Known {
  positions: string[];
  /** Either nationality ("Nationality"). */
  nationalities: string[];
  /** The country of residence ("Based in"). */
  residence: string;
  playerType: string;
}

/** What a card's player passes the filters by, from their CV. */
function knownOf(cv: Record<string, unknown>): Known {
  return {
    positions: [cv.mainPosition, ...((cv.secondaryPositions as unknown[] | undefined) ?? [])].map(String),
    nationalities: [cv.nationality, cv.secondNationality].filter(Boolean).map(String),
    residence: String(cv.countryOfResidence),
    playerType: String(cv.playerType),
  };
}

/** Every CV the seed wrote: the named demo players and the generated ones. */
const SEEDED: Record<string, unknown>[] = [...DEMO_PLAYERS, ...generatedPlayers(2000).map((p) => p.cv)];
const nameOf = (cv: Record<string, unknown>) => `${String(cv.firstName)} ${String(cv.lastName)}`;

/** What the seed wrote for each display name (names can repeat: every player of that name). */
const KNOWN = new Map<string, Known[]>();
const SURNAME = new Map<string, string>();
for (const cv of SEEDED) {
  SURNAME.set(nameOf(cv), String(cv.lastName));
  const name = nameOf(cv);
  const known = knownOf(cv);
  KNOWN.set(name, [...(KNOWN.get(name) ?? []), known]);
}

/** Lowercase without accents, as the core folds names for the search (enough for the seed's Latin names). */
const folded = (s: string) => s.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
/** The words of a name as the search sees them (the seed's names: letters, spaces and hyphens). */
const words = (name: string) => folded(name).split(/[^\p{L}\p{N}]+/u);
const hasWordStarting = (name: string, typed: string) => words(name).some((w) => w.startsWith(folded(typed)));

const results = (page: Page): Locator => page.getByRole('list', { name: 'Players' });
const names = (page: Page): Locator => results(page).getByRole('heading', { level: 2 });
const count = (page: Page): Locator => page.locator('#directory-count');
const pagination = (page: Page): Locator => page.getByRole('navigation', { name: 'Pagination' });
const filter = (page: Page, name: string): Locator =>
  page.getByRole('search', { name: 'Search players' }).getByLabel(label(name), { exact: true });

/** Counts the entries each Firestore query answer carries (Firestore Lite: one POST …:runQuery per query). */
function countReads(page: Page): number[] {
  const reads: number[] = [];
  page.on('response', async (response) => {
    if (!response.url().includes(':runQuery')) return;
    const body = (await response.json().catch(() => [])) as Array<{ document?: unknown }>;
    reads.push(body.filter((r) => r.document).length);
  });
  return reads;
}

async function cardNames(page: Page): Promise<string[]> {
  await expect(names(page).first()).toBeVisible();
  return names(page).allInnerTexts();
}

/** The cards' links (`/p/{uid}`): players, where names can repeat. */
async function cardLinks(page: Page): Promise<string[]> {
  await expect(names(page).first()).toBeVisible();
  return names(page)
    .getByRole('link')
    .evaluateAll((links) => links.map((a) => a.getAttribute('href') ?? ''));
}

test('pages of twelve by surname: Next and Previous move through the URL, no player repeats, each page reads ≤ 13', async ({ page }) => {
  const reads = countReads(page);
  await page.goto('/player');
  // The seed's public players are more than the count aggregation's cap counts: "1,000+".
  await expect(count(page)).toHaveText('Showing 1–12 of 1,000+ players');
  const first = await cardNames(page);
  const firstLinks = await cardLinks(page);
  expect(first).toHaveLength(12);
  await expect(pagination(page).getByRole('link', { name: 'Previous page' })).toHaveCount(0);

  await pagination(page).getByRole('link', { name: 'Next page' }).click();
  await expect(page).toHaveURL(/\/player\?page=2&cursor=[\w-]+$/);
  await expect(count(page)).toHaveText('Showing 13–24 of 1,000+ players');
  const second = await cardNames(page);
  const secondLinks = await cardLinks(page);
  expect(second).toHaveLength(12);
  expect(secondLinks.filter((l) => firstLinks.includes(l))).toEqual([]);

  await pagination(page).getByRole('link', { name: 'Next page' }).click();
  await expect(count(page)).toHaveText(showing(25, 36));
  const third = await cardNames(page);
  const thirdLinks = await cardLinks(page);
  expect(new Set([...firstLinks, ...secondLinks, ...thirdLinks]).size).toBe(36);
  for (const link of thirdLinks) expect(link).toMatch(/^\/p\/[\w-]+$/);
  // Surnames (the part after the first name) in alphabetical order across the pages: compare initials, which the
  // core's order (folded "surname first name") keeps non-decreasing.
  const initials = [...first, ...second, ...third].map((n) => folded(SURNAME.get(n) ?? n).charAt(0));
  expect(initials).toEqual([...initials].sort());

  // Previous from page 3 reads the twelve before it, backwards: page 2 again, the same cards.
  await pagination(page).getByRole('link', { name: 'Previous page' }).click();
  await expect(count(page)).toHaveText(showing(13, 24));
  // The cards are drawn beside the count line: wait for them rather than read the ones being replaced.
  await expect.poll(() => cardLinks(page)).toEqual(secondLinks);
  // Previous from page 2 is the first page itself.
  await expect(pagination(page).getByRole('link', { name: 'Previous page' })).toHaveAttribute('href', '/player');
  await pagination(page).getByRole('link', { name: 'Previous page' }).click();
  await expect(page).toHaveURL('/player');
  await expect(count(page)).toHaveText('Showing 1–12 of 1,000+ players');
  await expect.poll(() => cardLinks(page)).toEqual(firstLinks);

  // One query per page shown, each reading at most 13 of the 2,000+ entries.
  expect(reads.length).toBeGreaterThanOrEqual(5);
  for (const n of reads) expect(n).toBeLessThanOrEqual(MAX_READS);
  expect(reads.slice(0, 3)).toEqual([13, 13, 13]);

  // A numbered link: page 3 from page 1, read from the start of the order (three pages and one more), the same cards
  // as Next, Next; the current page is marked, and its neighbour page 2 is a cursor link (one page's read).
  const before = reads.length;
  await pagination(page).getByRole('link', { name: 'Page 3', exact: true }).click();
  await expect(page).toHaveURL('/player?page=3');
  await expect(count(page)).toHaveText('Showing 25–36 of 1,000+ players');
  expect(await cardLinks(page)).toEqual(thirdLinks);
  await expect(pagination(page).locator('[aria-current="page"]')).toHaveText('3');
  await expect(pagination(page).getByRole('link', { name: 'Page 2', exact: true })).toHaveAttribute('href', /^\/player\?page=2&cursor=/);
  expect(reads.slice(before)).toEqual([37]);
  await page.goto('/player?page=5');
  await expect(count(page)).toHaveText('Showing 49–60 of 1,000+ players');
  for (const n of reads) expect(n).toBeLessThanOrEqual(MAX_DIRECT_READS);
});

test('every card under a filter passes it, on page 2 as well', async ({ page }) => {
  const reads = countReads(page);
  const passes = async (check: (k: Known) => boolean) => {
    for (const name of await cardNames(page)) {
      const known = KNOWN.get(name) ?? [];
      expect(known.some(check), `${name} passes the filter`).toBe(true);
    }
  };
  await page.goto('/player');
  await expect(count(page)).toHaveText(showing(1, 12));

  await filter(page, 'Position').selectOption('GK');
  await expect(page).toHaveURL('/player?position=GK');
  // Fewer than the cap: an exact count, at least the seed's public goalkeepers.
  const goalkeepers = seededMatches('', (k) => k.positions.includes('GK')).length;
  await expect(count(page)).toHaveText(/^Showing 1–12 of [\d,]+ players$/);
  const total = Number(/of ([\d,]+) players/.exec(await count(page).innerText())?.[1]?.replace(/,/g, ''));
  expect(total).toBeGreaterThanOrEqual(goalkeepers);
  expect(total).toBeLessThan(1000);
  await passes((k) => k.positions.includes('GK'));
  for (const card of await results(page).getByRole('article').all()) {
    await expect(card.getByRole('list', { name: 'Positions' })).toContainText('GK');
  }
  await pagination(page).getByRole('link', { name: 'Next page' }).click();
  await expect(count(page)).toHaveText(showing(13, 24));
  await passes((k) => k.positions.includes('GK'));

  // Position and nationality together (one tag of the index), then "Based in" (an equality) and the type.
  await filter(page, 'Nationality').selectOption('BR');
  await expect(page).toHaveURL('/player?position=GK&nationality=BR');
  await expect(names(page).first()).toBeVisible();
  await passes((k) => k.positions.includes('GK') && k.nationalities.includes('BR'));
  await filter(page, 'Position').selectOption('');
  await filter(page, 'Nationality').selectOption('');
  await filter(page, 'Based in').selectOption('BR');
  await filter(page, 'Player type').selectOption('outfield');
  await expect(page).toHaveURL('/player?basedIn=BR&type=outfield');
  await expect(count(page)).toHaveText(showing(1, 12));
  await passes((k) => k.residence === 'BR' && k.playerType === 'outfield');
  for (const card of await results(page).getByRole('article').all()) await expect(card).toContainText('Outfield player');

  // An age range: every card's age is in it, listed youngest first.
  await filter(page, 'Based in').selectOption('');
  await filter(page, 'Player type').selectOption('');
  await filter(page, 'Minimum age').selectOption('20');
  await filter(page, 'Maximum age').selectOption('22');
  await expect(page).toHaveURL('/player?minAge=20&maxAge=22');
  await expect(filter(page, 'Sort by')).toHaveValue('youngest');
  await expect(count(page)).toHaveText(showing(1, 12));
  const ages = (await results(page).getByText(/^\d+ years$/).allInnerTexts()).map((t) => Number.parseInt(t, 10));
  expect(ages).toHaveLength(12);
  for (const age of ages) expect(age >= 20 && age <= 22).toBe(true);
  expect(ages).toEqual([...ages].sort((a, b) => a - b));

  for (const n of reads) expect(n).toBeLessThanOrEqual(MAX_READS);
});

test('the name search finds every word of a name (first, middle, last), accents and case aside, and pages them', async ({ page }) => {
  const reads = countReads(page);
  await page.goto('/player');
  const search = filter(page, 'Search by name');
  await search.fill('lucia');
  await expect(page).toHaveURL('/player?q=lucia');
  await expect(names(page).filter({ hasText: 'Lucía Ferrer' })).toHaveCount(1);
  for (const name of await cardNames(page)) expect(hasWordStarting(name, 'lucia')).toBe(true);

  await search.fill('Ma');
  await expect(page).toHaveURL('/player?q=Ma');
  await expect(count(page)).toHaveText(showing(1, 12));
  const first = await cardNames(page);
  const firstLinks = await cardLinks(page);
  for (const name of first) expect(hasWordStarting(name, 'ma')).toBe(true);
  await pagination(page).getByRole('link', { name: 'Next page' }).click();
  await expect(count(page)).toHaveText(showing(13, 24));
  const second = await cardNames(page);
  for (const name of second) expect(hasWordStarting(name, 'ma')).toBe(true);
  expect((await cardLinks(page)).filter((l) => firstLinks.includes(l))).toEqual([]);

  await search.fill('Zlatan Nobody');
  await expect(page.getByRole('heading', { level: 2, name: 'No players match these filters' })).toBeVisible();
  await page.getByRole('button', { name: 'Clear filters' }).click();
  await expect(page).toHaveURL('/player');
  await expect(search).toHaveValue('');
  await expect(names(page)).toHaveCount(12);
  for (const n of reads) expect(n).toBeLessThanOrEqual(MAX_READS);
});

/** The seed's public players with a name word starting with `typed` that pass `check`. */
function seededMatches(typed: string, check: (k: Known) => boolean): string[] {
  return SEEDED.filter((cv) => cv.visibility !== 'members' && hasWordStarting(nameOf(cv), typed))
    .filter((cv) => check(knownOf(cv)))
    .map(nameOf)
    .sort();
}

test('a surname finds its players, typed without accents, with a country, a nationality or a position, and counts them', async ({ page }) => {
  const reads = countReads(page);
  const search = filter(page, 'Search by name');
  // A surname typed as a new user would, with a country: the named demo player Tiago Moreira (Portugal).
  await page.goto('/player');
  await search.fill('Moreira');
  await filter(page, 'Based in').selectOption('PT');
  await expect(page).toHaveURL('/player?q=Moreira&basedIn=PT');
  await expect(names(page).filter({ hasText: 'Tiago Moreira' })).toHaveCount(1);
  for (const name of await cardNames(page)) expect(hasWordStarting(name, 'moreira')).toBe(true);

  // "aberg" finds Åberg; alone it is the server's whole answer, so it is counted exactly; with a position the page
  // checks the position and still lists every one of them.
  await page.goto('/player?q=aberg');
  const aberg = seededMatches('aberg', () => true);
  expect(aberg.length).toBeGreaterThan(1);
  expect((await cardNames(page)).sort()).toEqual(aberg);
  await expect(count(page)).toHaveText(`${aberg.length} players`);
  await filter(page, 'Position').selectOption('CB');
  await expect(page).toHaveURL('/player?q=aberg&position=CB');
  const abergCB = seededMatches('aberg', (k) => k.positions.includes('CB'));
  expect(abergCB.length).toBeGreaterThan(0);
  await expect(names(page)).toHaveCount(abergCB.length);
  expect((await cardNames(page)).sort()).toEqual(abergCB);

  // "conceicao" finds Conceição as a surname and as a middle name, with a Brazilian nationality. The name is the
  // server's filter and the page checks the nationality, so a page of 13 Conceiçãos shows the Brazilians among
  // them: the matches are all there once the pages are walked, each page reading at most 13.
  await page.goto('/player?q=conceicao&nationality=BR');
  const conceicao = seededMatches('conceicao', (k) => k.nationalities.includes('BR'));
  expect(conceicao.length).toBeGreaterThan(2);
  const found: string[] = [];
  for (;;) {
    await expect(count(page)).toBeVisible();
    found.push(...(await names(page).allInnerTexts()));
    const next = pagination(page).getByRole('link', { name: 'Next page' });
    if ((await next.count()) === 0) break;
    const url = page.url();
    await next.click();
    await expect(page).not.toHaveURL(url);
  }
  expect(found.sort()).toEqual(conceicao);
  for (const n of reads) expect(n).toBeLessThanOrEqual(MAX_READS);
});

test('a shared link shows the same page and controls; a broken cursor is the first page', async ({ page }) => {
  await page.goto('/player?type=goalkeeper&sort=oldest');
  await expect(count(page)).toHaveText(showing(1, 12));
  const first = await cardNames(page);
  await pagination(page).getByRole('link', { name: 'Next page' }).click();
  await expect(count(page)).toHaveText(showing(13, 24));
  const url = page.url();
  const second = await cardNames(page);
  await page.reload();
  expect(await cardNames(page)).toEqual(second);
  await expect(filter(page, 'Player type')).toHaveValue('goalkeeper');
  await expect(filter(page, 'Sort by')).toHaveValue('oldest');
  // A hand-edited or stale cursor: the page its number names (read from the start), not an error; without a number,
  // the first page.
  await page.goto(`${url}x!`);
  await expect(count(page)).toHaveText(showing(13, 24));
  expect(await cardNames(page)).toEqual(second);
  await page.goto('/player?type=goalkeeper&sort=oldest&cursor=bm9wZQ');
  expect(await cardNames(page)).toEqual(first);
});

test('a card links to the player’s public page /p/{uid}', async ({ page }) => {
  await page.goto('/player?q=lucia');
  const link = results(page).getByRole('link', { name: 'Lucía Ferrer' });
  await expect(link).toHaveAttribute('href', '/p/demo-lucia-ferrer');
  const card = results(page).getByRole('article').filter({ has: page.getByRole('link', { name: 'Lucía Ferrer' }) });
  await expect(card).toContainText('Spain');
  await expect(card).toContainText('CD Turia');
});

/** The card of the named player among the results. */
const cardOf = (page: Page, name: string): Locator =>
  results(page).getByRole('article').filter({ has: page.getByRole('link', { name }) });

test("a card's flag is an SVG image the site serves itself, under the site's own CSP, beside the country's name", async ({ page }) => {
  await page.goto('/player?q=lucia');
  const country = cardOf(page, 'Lucía Ferrer').locator('.player-card-country');
  await expect(country).toHaveText('Spain');
  const flag = country.locator('img');
  await flag.scrollIntoViewIfNeeded();
  // Drawn: headless Chromium has no flag glyphs, so only a loaded image shows a flag there.
  await expect.poll(() => flag.evaluate((img: HTMLImageElement) => (img.complete ? img.naturalWidth : 0))).toBeGreaterThan(0);
  const src = new URL(await flag.evaluate((img: HTMLImageElement) => img.currentSrc));
  expect(src.origin).toBe(new URL(page.url()).origin);
  expect(src.pathname).toMatch(/^\/assets\/es[^/]*\.svg$/);
  const response = await page.request.get(src.href);
  expect(response.headers()['content-type']).toMatch(/^image\/svg\+xml/);
  expect(response.headers()['cache-control']).toContain('immutable');
  await expect(flag).toHaveAttribute('alt', '');
  // No regional indicator letters anywhere in the results (Windows draws them as two letters in boxes).
  expect(await results(page).innerText()).not.toMatch(/[\u{1F1E6}-\u{1F1FF}]/u);
});

test.describe('accessibility', () => {
  // axe-core is injected as an inline script, which the site's CSP rightly refuses.
  test.use({ bypassCSP: true });

  test('the results, flags included, pass axe-core’s WCAG A/AA rules', async ({ page }) => {
    await page.goto('/player');
    await expect(names(page).first()).toBeVisible();
    expect(await axeViolations(page, '#main')).toEqual([]);
  });
});

test('a verified member also finds members-only players; a visitor does not', async ({ page }, testInfo) => {
  // A generated members-only player whose name no public player shares.
  const publicNames = new Set(SEEDED.filter((cv) => cv.visibility === 'public').map(nameOf));
  const hidden = SEEDED.find((cv) => cv.visibility === 'members' && !publicNames.has(nameOf(cv)));
  expect(hidden, 'the seed has members-only players').toBeDefined();
  const name = nameOf(hidden!);
  const search = `/player?q=${encodeURIComponent(name)}`;

  await page.goto(search);
  await expect(page.getByRole('heading', { level: 2, name: 'No players match these filters' })).toBeVisible();

  await signIn(page, await createVerifiedUser(uniqueEmail(testInfo, 'member')));
  await page.goto(search);
  await expect(names(page).filter({ hasText: name })).toHaveCount(1);
});
