// "Based in" and "Nationality" on the directory (/player) and the talent map (/map): one core rule
// (docs/talent-map.md), so the same filters show the same players on both pages. Signed in as the demo player (a
// verified member: both pages read public and members-only entries), against the seed
// (tests/e2e/support/global-setup.ts). Each list is compared with the seed, read by the rule restated in one line
// below (residence; either nationality), and with the other page's.
import type { Page } from '@playwright/test';
import { expect, test } from './support/test';
import { DEMO_ACCOUNTS, DEMO_PLAYERS } from '../../scripts/seed.mjs';
import { generatedPlayers } from '../../scripts/lib/generated-players.mjs';
import { axeViolations } from './support/axe';
import { cvAgeToday, label } from './support/ui';
import { signIn } from './support/session';

const DEMO = DEMO_ACCOUNTS.find((a) => a.uid === 'demo-player')!;

interface Seeded {
  name: string;
  residence: string;
  nationalities: string[];
  playerType: string;
  age: number;
}

function seeded(cv: Record<string, unknown>, birthMonth: string): Seeded {
  return {
    name: `${String(cv.firstName)} ${String(cv.lastName)}`,
    residence: String(cv.countryOfResidence),
    nationalities: [cv.nationality, cv.secondNationality].filter(Boolean).map(String),
    playerType: String(cv.playerType),
    age: cvAgeToday(`${birthMonth}-01`),
  };
}

const SEEDED: Seeded[] = [
  ...DEMO_PLAYERS.map((p) => seeded(p, String(p.dateOfBirth).slice(0, 7))),
  ...generatedPlayers(2000).map(({ cv }) => seeded(cv, String(cv.birthMonth))),
];

/** The seed's goalkeepers under 21 by the rule: "Based in" the residence, "Nationality" either nationality. */
function expected(f: { basedIn?: string; nationality?: string; under21?: boolean }): string[] {
  return SEEDED.filter(
    (p) =>
      p.playerType === 'goalkeeper' &&
      (!f.under21 || p.age <= 20) &&
      (!f.basedIn || p.residence === f.basedIn) &&
      (!f.nationality || p.nationalities.includes(f.nationality)),
  )
    .map((p) => p.name)
    .sort();
}

/** The directory's players for `search`, every page of them (Next until there is none). */
async function directoryNames(page: Page, search: string): Promise<string[]> {
  await page.goto(`/player?${search}`);
  const results = page.getByRole('list', { name: 'Players' });
  const empty = page.getByRole('heading', { name: 'No players match these filters' });
  await expect(results.or(empty)).toBeVisible();
  const found: string[] = [];
  for (;;) {
    if (await empty.isVisible()) break;
    found.push(...(await results.getByRole('heading', { level: 2 }).allInnerTexts()));
    const next = page.getByRole('navigation', { name: 'Pagination' }).getByRole('link', { name: 'Next page' });
    if ((await next.count()) === 0) break;
    const first = await results.getByRole('heading', { level: 2 }).first().innerText();
    await next.click();
    await expect(results.getByRole('heading', { level: 2 }).first()).not.toHaveText(first);
  }
  return found.sort();
}

/** The map's players for `search` (a country named, so the map frames it whole): the list, and as many markers. */
async function mapNames(page: Page, search: string, n: number): Promise<string[]> {
  await page.goto(`/map?${search}`);
  const list = page.getByRole('region', { name: 'Players in view' });
  if (n === 0) {
    await expect(list.getByText('No players match these filters.')).toBeVisible();
    return [];
  }
  await expect(list.getByRole('status')).toHaveText(`${n} ${n === 1 ? 'player' : 'players'} in view`);
  const items = list.getByRole('list').getByRole('button');
  await expect(items).toHaveCount(n);
  const map = page.getByRole('region', { name: 'Map' });
  await expect
    .poll(async () => {
      const singles = await map.locator('[data-player]').count();
      const clusters = await map
        .locator('[data-cluster]')
        .evaluateAll((nodes) => nodes.map((el) => Number(/^(\d+)/.exec(el.getAttribute('aria-label') ?? '')?.[1] ?? NaN)));
      return singles + clusters.reduce((a, b) => a + b, 0);
    })
    .toBe(n);
  return (await items.allInnerTexts()).map((text) => text.split('\n')[0]!.trim()).sort();
}

test.use({ bypassCSP: true });

test('"Based in: Portugal" and "Nationality: Portugal" keep the same goalkeepers on /player and /map', async ({ page }) => {
  // A dozen page loads, each walked to its end: more than the default 30 s on a busy machine.
  test.setTimeout(120_000);
  await signIn(page, DEMO);

  // Based in Portugal, goalkeepers under 21: the same on both pages (the seed has none: its Portuguese goalkeepers
  // under 21 live abroad, which the old "Country" filter counted on the directory and not on the map).
  const basedUnder21 = expected({ basedIn: 'PT', under21: true });
  expect(await directoryNames(page, 'basedIn=PT&maxAge=20&type=goalkeeper')).toEqual(basedUnder21);
  expect(await mapNames(page, 'basedIn=PT&age=U21&type=goalkeeper', basedUnder21.length)).toEqual(basedUnder21);
  // Every goalkeeper based in Portugal, whatever their nationality: the same list on both pages.
  const based = expected({ basedIn: 'PT' });
  expect(based.length).toBeGreaterThan(3);
  expect(await directoryNames(page, 'basedIn=PT&type=goalkeeper')).toEqual(based);
  expect(await mapNames(page, 'basedIn=PT&type=goalkeeper', based.length)).toEqual(based);

  // Nationality Portugal, goalkeepers under 21: the directory lists them wherever they live; the map shows each of
  // them in the country they are based in, and the directory with that country too.
  const portuguese = expected({ nationality: 'PT', under21: true });
  expect(portuguese.length).toBeGreaterThan(0);
  expect(await directoryNames(page, 'nationality=PT&maxAge=20&type=goalkeeper')).toEqual(portuguese);
  const homes = [...new Set(SEEDED.filter((p) => portuguese.includes(p.name)).map((p) => p.residence))].sort();
  const onMaps: string[] = [];
  for (const home of homes) {
    const there = expected({ basedIn: home, nationality: 'PT', under21: true });
    const search = `basedIn=${home}&nationality=PT&type=goalkeeper`;
    expect(await directoryNames(page, `${search}&maxAge=20`)).toEqual(there);
    expect(await mapNames(page, `${search}&age=U21`, there.length)).toEqual(there);
    onMaps.push(...there);
  }
  expect(onMaps.sort()).toEqual(portuguese);

  // An older link's `country=PT` is "Based in" on both pages.
  expect(await directoryNames(page, 'country=PT&type=goalkeeper')).toEqual(based);
  await expect(page.getByRole('search', { name: 'Search players' }).getByLabel(label('Based in'))).toHaveValue('PT');
  expect(await mapNames(page, 'country=PT&type=goalkeeper', based.length)).toEqual(based);
});

for (const size of [
  { width: 1280, height: 900 },
  { width: 390, height: 844 },
]) {
  test(`axe finds nothing in either page's filters, chosen by their labels, at ${size.width}×${size.height}`, async ({ page }) => {
    // Signed in at the default size, where the greeting that says so is in the nav bar (a phone folds it away).
    await signIn(page, DEMO);
    await page.setViewportSize(size);

    await page.goto('/player');
    const search = page.getByRole('search', { name: 'Search players' });
    await search.getByLabel(label('Based in')).selectOption({ label: 'Portugal' });
    await search.getByLabel(label('Nationality')).selectOption({ label: 'Portugal' });
    await expect(page).toHaveURL('/player?basedIn=PT&nationality=PT');
    expect(await axeViolations(page, '#main')).toEqual([]);

    await page.goto('/map?basedIn=PT');
    // A phone (≤ 480 px) folds the filters behind their toggle: open them.
    if (size.width <= 480) {
      const toggle = page.getByRole('button', { name: 'Filters', exact: true });
      await toggle.click();
      await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    }
    const filters = page.getByRole('search', { name: 'Filter players' });
    await filters.getByLabel(label('Nationality')).selectOption({ label: 'Portugal' });
    await expect(filters.getByLabel(label('Based in'))).toHaveValue('PT');
    await expect(page).toHaveURL(/\/map\?basedIn=PT&nationality=PT/);
    // The filters and the players' list (on a phone, its sheet opened). The canvas's cluster markers are left out:
    // where two clusters overlap axe finds one smaller than 24 px (target-size), whatever the filters.
    expect(await axeViolations(page, '#map-filters')).toEqual([]);
    if (size.width <= 480) await page.getByRole('button', { name: 'Players', exact: true }).click();
    await expect(page.getByRole('region', { name: 'Players in view' }).getByRole('status')).toHaveText(/players? in view/);
    expect(await axeViolations(page, '#map-players')).toEqual([]);
  });
}
