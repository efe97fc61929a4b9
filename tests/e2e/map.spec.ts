// The talent map (/map) against the seed (tests/e2e/support/global-setup.ts): the twelve named demo players
// and 2,000 generated ones (scripts/lib/generated-players.mjs), indexed by the core. Signed in as the demo player, whose
// e-mail is verified: the map reads the index entries of both visibilities (public and members), so a country's list
// is every player the seed put there. Each check compares what the page shows with what the seed says, through the
// rules of docs/talent-map.md restated below in a few lines for the seed's data (expected()).
//
// Lean on purpose (npm test's time budget): one signed-in page walks the world view, a country, each filter, the URL
// in a new tab, a marker's card and its CV; a second walks to a CV by keyboard alone. A signed-out visit to /map
// going to /login with the seed's toast is tests/e2e/shell.spec.ts's ("a signed-out visit to /map …").
//
// The country is the Netherlands: no other journey writes players there (they use Iceland, Norway and Spain), its
// players are few enough to list them all, and it is in view at the map's opening centre.
import type { Locator, Page } from '@playwright/test';
import { expect, test } from './support/test';
import { DEMO_ACCOUNTS, DEMO_PLAYERS } from '../../scripts/seed.mjs';
import { generatedPlayers } from '../../scripts/lib/generated-players.mjs';
import { axeViolations } from './support/axe';
import { cvAgeToday, label } from './support/ui';
import { signIn } from './support/session';

const COUNTRY = 'NL';
const COUNTRY_NAME = 'Netherlands';
const DEMO = DEMO_ACCOUNTS.find((a) => a.uid === 'demo-player')!;

/** A seeded player as the index holds what the map filters on. */
interface Seeded {
  uid: string;
  name: string;
  country: string;
  positions: string[];
  playerType: string;
  birthMonth: string;
}

/** A CV's values the map filters on (the index takes them from the CV). */
function seeded(uid: string, cv: Record<string, unknown>): Seeded {
  return {
    uid,
    name: `${String(cv.firstName)} ${String(cv.lastName)}`,
    country: String(cv.countryOfResidence),
    positions: [String(cv.mainPosition), ...((cv.secondaryPositions as string[] | undefined) ?? [])],
    playerType: String(cv.playerType),
    birthMonth: String(cv.birthMonth),
  };
}

const SEEDED: Seeded[] = [
  // The named players' profiles hold the exact date of birth; their CVs (and index entries) the month.
  ...DEMO_PLAYERS.map((p) => seeded(p.uid, { ...p, birthMonth: String(p.dateOfBirth).slice(0, 7) })),
  ...generatedPlayers(2000).map(({ uid, cv }) => seeded(uid, cv)),
];

/** Lowercase without accents, as the core folds names (enough for the seed's Latin names: no ø, ł or ß among them). */
const folded = (s: string) => s.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();

/** The age the map counts from a birth month (from the month's last day, as cards and the index count). */
const ageOf = (birthMonth: string) => cvAgeToday(`${birthMonth}-01`);

interface Filters {
  position?: string;
  name?: string;
  /** [youngest, oldest]: "18-21" is [18, 21], "U17" is [0, 16], "30+" is [30, 99]. */
  ages?: [number, number];
  type?: string;
}

/**
 * The seeded players of `country` that `filters` keep, by docs/talent-map.md's rules: a position as main or secondary;
 * every typed word a substring of the folded name; the age from the birth month, within the range; the type.
 */
function expected(country: string, f: Filters = {}): string[] {
  return SEEDED.filter(
    (p) =>
      p.country === country &&
      (!f.position || p.positions.includes(f.position)) &&
      (!f.name || folded(f.name).split(/\s+/).every((w) => folded(p.name).includes(w))) &&
      (!f.ages || (ageOf(p.birthMonth) >= f.ages[0] && ageOf(p.birthMonth) <= f.ages[1])) &&
      (!f.type || p.playerType === f.type),
  )
    .map((p) => p.name)
    .sort();
}

const countryPlayers = (code: string) => SEEDED.filter((p) => p.country === code).length;

const mapRegion = (page: Page) => page.getByRole('region', { name: 'Map' });
const listSection = (page: Page) => page.getByRole('region', { name: 'Players in view' });
const filters = (page: Page) => page.getByRole('search', { name: 'Filter players' });
const filter = (page: Page, name: string) => filters(page).getByLabel(label(name), { exact: true });
const countryPath = (page: Page, code: string) => mapRegion(page).locator(`path[data-country="${code}"]`);

/** The list's player names, sorted, once its status counts `n`, with "Show more" followed to the end. */
async function listed(page: Page, n: number): Promise<string[]> {
  await expect(listSection(page).getByRole('status')).toHaveText(`${n} ${n === 1 ? 'player' : 'players'} in view`);
  const more = listSection(page).getByRole('button', { name: /^Show more/ });
  while ((await more.count()) > 0) await more.click();
  const items = listSection(page).getByRole('list').getByRole('button');
  await expect(items).toHaveCount(n);
  return (await items.allInnerTexts()).map((text) => text.split('\n')[0]!.trim()).sort();
}

/** The players the markers stand for: single markers plus each cluster's count. */
async function markerTotal(page: Page): Promise<number> {
  const singles = await mapRegion(page).locator('[data-player]').count();
  const clusters = await mapRegion(page)
    .locator('[data-cluster]')
    .evaluateAll((nodes) => nodes.map((n) => Number(/^(\d+)/.exec(n.getAttribute('aria-label') ?? '')?.[1] ?? NaN)));
  return singles + clusters.reduce((a, b) => a + b, 0);
}

/** The list and the markers both hold exactly `names`. */
async function expectShown(page: Page, names: string[]): Promise<void> {
  expect(await listed(page, names.length)).toEqual(names);
  await expect.poll(() => markerTotal(page)).toBe(names.length);
}

/**
 * The index among `selector`'s markers of the first one wholly inside the map's frame, or -1. Markers a little past
 * the edge are drawn too (the map keeps a margin ready for panning), but nobody can see or click them there.
 */
function firstInside(page: Page, selector: string): Promise<number> {
  return mapRegion(page)
    .locator(selector)
    .evaluateAll((nodes) => {
      const frame = nodes[0]?.closest('.leaflet-container')?.getBoundingClientRect();
      return nodes.findIndex((n) => {
        const r = n.getBoundingClientRect();
        return !!frame && r.left >= frame.left && r.right <= frame.right && r.top >= frame.top && r.bottom <= frame.bottom;
      });
    });
}

/**
 * Opens a cluster inside the map (each zooms in to where it splits) until a player's own marker stands inside the
 * map; returns that marker.
 */
async function openClustersToAPlayer(page: Page): Promise<Locator> {
  for (let opened = 0; (await firstInside(page, '[data-player]')) < 0; opened++) {
    expect(opened, 'clusters opened before a player stands alone inside the map').toBeLessThan(8);
    // Polled: while the last opening still zooms, the clusters are being redrawn for the new zoom.
    await expect.poll(() => firstInside(page, '[data-cluster]'), { message: 'a cluster inside the map' }).toBeGreaterThanOrEqual(0);
    const inside = await firstInside(page, '[data-cluster]');
    const markers = () =>
      mapRegion(page)
        .locator('[data-cluster], [data-player]')
        .evaluateAll((nodes) => nodes.map((n) => `${n.getAttribute('aria-label')}@${n.getBoundingClientRect().x}`).join());
    const before = await markers();
    await mapRegion(page).locator('[data-cluster]').nth(inside).click();
    await expect.poll(markers).not.toBe(before);
  }
  await settled(page);
  const uid = await mapRegion(page).locator('[data-player]').nth(await firstInside(page, '[data-player]')).getAttribute('data-player');
  return mapRegion(page).locator(`[data-player="${uid}"]`);
}

/**
 * Waits until the markers stop moving: after a zoom the map may move once more (the list beside it follows the new
 * view), and a click aimed at a marker while it moves lands on the map instead.
 */
async function settled(page: Page): Promise<void> {
  const positions = () =>
    mapRegion(page)
      .locator('[data-cluster], [data-player]')
      .evaluateAll((nodes) =>
        nodes.map((n) => `${n.getAttribute('aria-label')}@${Math.round(n.getBoundingClientRect().x)},${Math.round(n.getBoundingClientRect().y)}`).join(),
      );
  let last: string | null = null;
  await expect
    .poll(
      async () => {
        const now = await positions();
        const still = now === last;
        last = now;
        return still;
      },
      { message: 'the markers stop moving', intervals: [400] },
    )
    .toBe(true);
}

async function resetFilters(page: Page, keepCountry: string): Promise<void> {
  await filters(page).getByRole('button', { name: 'Reset filters' }).click();
  await filter(page, 'Based in').selectOption(keepCountry);
}

test('world view shades the seeded countries; a country and each filter narrow list and markers to exactly the seed; the URL reopens the view', async ({ page, context }) => {
  test.setTimeout(60_000);
  await signIn(page, DEMO);
  await page.goto('/map');
  await expect(page.getByRole('heading', { level: 1, name: 'SKORA Maps' })).toBeVisible();

  // World view: every country with seeded players is shaded, its count on focus; more players never a lighter shade;
  // a country without players is not shaded.
  await expect(listSection(page)).toContainText('Choose a country on the map or in the filters to see its players.');
  for (const code of ['GB', COUNTRY, 'GH']) await expect(countryPath(page, code).first()).toHaveAttribute('data-shade', /^[1-5]$/);
  const shade = async (code: string) => Number(await countryPath(page, code).first().getAttribute('data-shade'));
  expect(await shade('GB'), 'GB (115 players) against GH (28)').toBeGreaterThanOrEqual(await shade('GH'));
  expect(countryPlayers('IN')).toBe(0);
  await expect(countryPath(page, 'IN')).not.toHaveCount(0);
  expect(['0', null]).toContain(await countryPath(page, 'IN').first().getAttribute('data-shade'));
  await countryPath(page, COUNTRY).first().focus();
  await expect(page.getByText(`${COUNTRY_NAME}: ${countryPlayers(COUNTRY)} players`)).toBeVisible();

  // Clicking the country narrows the list to exactly its players (members-only ones too: the reader is verified).
  await countryPath(page, COUNTRY).first().dispatchEvent('click');
  await expect(countryPath(page, COUNTRY).first()).toHaveAttribute('data-active', 'true');
  await expect(filter(page, 'Based in')).toHaveValue(COUNTRY);
  await expectShown(page, expected(COUNTRY));

  // Each filter alone narrows list and markers to exactly the expected players.
  await filter(page, 'Position').selectOption('LB');
  await expectShown(page, expected(COUNTRY, { position: 'LB' }));
  await resetFilters(page, COUNTRY);
  // As you type: a name part, then a second word.
  await filter(page, 'Name').pressSequentially('van');
  await expectShown(page, expected(COUNTRY, { name: 'van' }));
  await filter(page, 'Name').pressSequentially(' DIJK');
  await expectShown(page, expected(COUNTRY, { name: 'van DIJK' }));
  await resetFilters(page, COUNTRY);
  await filter(page, 'Age').fill('18-21');
  await expectShown(page, expected(COUNTRY, { ages: [18, 21] }));
  await filter(page, 'Age').fill('U17');
  await expectShown(page, expected(COUNTRY, { ages: [0, 16] }));
  await resetFilters(page, COUNTRY);
  await filter(page, 'Type').selectOption('goalkeeper');
  await expectShown(page, expected(COUNTRY, { type: 'goalkeeper' }));

  // Combined, then the URL: a new tab opened on it shows the same list.
  await filter(page, 'Type').selectOption('outfield');
  await filter(page, 'Age').fill('30+');
  const combined = expected(COUNTRY, { type: 'outfield', ages: [30, 99] });
  await expectShown(page, combined);
  await expect(page).toHaveURL(/basedIn=NL/);
  const url = page.url();
  expect(url).toMatch(/age=30%2B|age=30\+/);
  const tab = await context.newPage();
  await tab.goto(url);
  expect(await listed(tab, combined.length)).toEqual(combined);
  await expect(filter(tab, 'Age')).toHaveValue('30+');
  await expect(filter(tab, 'Type')).toHaveValue('outfield');
  await tab.close();

  // A marker opens the player's card, whose "View CV" is the player's CV. Markers never overlap, so players close
  // together are a cluster at the country's zoom: opening clusters zooms in until one stands alone inside the map.
  const marker = await openClustersToAPlayer(page);
  await expect(marker).toBeVisible();
  const uid = (await marker.getAttribute('data-player'))!;
  const name = SEEDED.find((p) => p.uid === uid)!.name;
  await expect(marker).toHaveAttribute('aria-label', new RegExp(`^${name}, `));
  await marker.click();
  const card = page.getByRole('region', { name });
  await expect(card).toBeVisible();
  await card.getByRole('link', { name: 'View CV' }).click();
  await expect(page).toHaveURL(`/p/${uid}`);
  await expect(page.getByRole('article', { name })).toBeVisible();
});

test('keyboard alone reaches a player\'s CV from the map', async ({ page }) => {
  await signIn(page, DEMO);
  const names = expected(COUNTRY, { type: 'goalkeeper' });
  await page.goto(`/map?country=${COUNTRY}&type=goalkeeper`);
  expect(await listed(page, names.length)).toEqual(names);

  // Tab until a player's control has the focus (a list item or a marker), then Enter opens the card.
  const focusedPlayer = () =>
    page.evaluate(() => {
      const el = document.activeElement;
      return Boolean(el?.closest('[aria-label="Players in view"] ul') || el?.hasAttribute('data-player'));
    });
  let presses = 0;
  while (!(await focusedPlayer())) {
    await page.keyboard.press('Tab');
    expect(++presses, 'Tab presses before a player has the focus').toBeLessThan(400);
  }
  // A marker is named "{Name}, {position}, {age}"; a list item by its name, then its age, position and club.
  const focusedName = await page.evaluate(() => {
    const el = document.activeElement;
    const listName = el?.querySelector('.map-list-name')?.textContent;
    return listName ?? el?.getAttribute('aria-label')?.split(', ')[0] ?? '';
  });
  const player = SEEDED.find((p) => p.country === COUNTRY && p.playerType === 'goalkeeper' && p.name === focusedName.trim());
  expect(player, `the focused player "${focusedName}" is a goalkeeper of the seed in ${COUNTRY}`).toBeDefined();
  await page.keyboard.press('Enter');
  const card = page.getByRole('region', { name: player!.name });
  await expect(card).toBeVisible();
  // Tab to the card's "View CV" and follow it.
  const viewCv = card.getByRole('link', { name: 'View CV' });
  for (presses = 0; !(await viewCv.evaluate((a) => a === document.activeElement)); presses++) {
    expect(presses, 'Tab presses from the card to View CV').toBeLessThan(10);
    await page.keyboard.press('Tab');
  }
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(`/p/${player!.uid}`);
  await expect(page.getByRole('article', { name: player!.name })).toBeVisible();
});


test.describe('keyboard and layout', () => {
  // axe-core is injected as an inline script, which the site's Content-Security-Policy rightly refuses.
  test.use({ bypassCSP: true, viewport: { width: 1280, height: 900 } });

  test('the filters come before the countries in the Tab order, and "Skip the map" jumps over the canvas to the list', async ({ page }) => {
    await signIn(page, DEMO);
    await page.goto('/map');
    await expect(countryPath(page, COUNTRY).first()).toBeVisible();
    expect(await axeViolations(page, '#main')).toEqual([]);

    // From the page's start: the nav's links, then the first filter (not every country shape first).
    const navStops = await page.locator('body').evaluate((body) => {
      const main = body.querySelector('#main')!;
      const tabbable = [...body.querySelectorAll<HTMLElement>('a[href], button, input, select, [tabindex="0"]')];
      return tabbable.filter((el) => el.checkVisibility() && !el.hasAttribute('disabled') && main.compareDocumentPosition(el) & Node.DOCUMENT_POSITION_PRECEDING).length;
    });
    await page.locator('body').evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
    const inFilters = () => page.evaluate(() => Boolean(document.activeElement?.closest('[role="search"]')));
    let presses = 0;
    while (!(await inFilters())) {
      await page.keyboard.press('Tab');
      expect(++presses, 'Tab presses from the page start to the first filter').toBeLessThanOrEqual(navStops + 3);
    }
    await expect(filter(page, 'Based in')).toBeFocused();

    // Past the filters, the skip link; it takes the focus to the players list, and the next Tab stays in the list.
    const skip = page.getByRole('link', { name: 'Skip the map' });
    for (presses = 0; !(await skip.evaluate((a) => a === document.activeElement)); presses++) {
      expect(presses, 'Tab presses from the first filter to the skip link').toBeLessThan(10);
      await page.keyboard.press('Tab');
    }
    await expect(skip).toBeInViewport();
    await page.keyboard.press('Enter');
    await expect(listSection(page)).toBeFocused();
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => Boolean(document.activeElement?.closest('[aria-label="Players in view"]')))).toBe(true);
  });

  test('in the default view the legend covers no part of Portugal', async ({ page }, testInfo) => {
    await signIn(page, DEMO);
    await page.goto('/map');
    const portugal = countryPath(page, 'PT');
    await expect(portugal.first()).toBeVisible();
    const legend = await mapRegion(page).getByRole('group', { name: 'Players per country' }).boundingBox();
    expect(legend).not.toBeNull();
    for (const shape of await portugal.all()) {
      const box = await shape.boundingBox();
      if (!box) continue;
      const apart =
        box.x >= legend!.x + legend!.width || legend!.x >= box.x + box.width ||
        box.y >= legend!.y + legend!.height || legend!.y >= box.y + box.height;
      expect(apart, `legend ${JSON.stringify(legend)} against Portugal ${JSON.stringify(box)}`).toBe(true);
    }
    await page.screenshot({ path: testInfo.outputPath('map-1280x900.png') });
  });
});

/**
 * The country the seed puts most players in: the densest view of markers (among those no other journey writes players
 * in, so its count is the seed's).
 */
const DENSEST = [...new Set(SEEDED.map((p) => p.country))]
  .filter((code) => !['IS', 'NO', 'ES'].includes(code))
  .sort((a, b) => countryPlayers(b) - countryPlayers(a))[0]!;

/** Each marker's box on the page, and every pair of them that overlaps or a box under 24 × 24 px (WCAG 2.5.8). */
async function markerProblems(page: Page): Promise<{ count: number; problems: string[] }> {
  const boxes = await mapRegion(page)
    .locator('[data-cluster], [data-player]')
    .evaluateAll((nodes) =>
      nodes.map((n) => {
        const r = n.getBoundingClientRect();
        return { name: n.getAttribute('aria-label') ?? '', x: r.x, y: r.y, w: r.width, h: r.height };
      }),
    );
  const problems: string[] = [];
  boxes.forEach((a, i) => {
    if (a.w < 24 || a.h < 24) problems.push(`${a.name}: ${a.w}×${a.h}`);
    for (const b of boxes.slice(i + 1)) {
      const apart = a.x >= b.x + b.w || b.x >= a.x + a.w || a.y >= b.y + b.h || b.y >= a.y + a.h;
      if (!apart) problems.push(`"${a.name}" ${JSON.stringify(a)} overlaps "${b.name}" ${JSON.stringify(b)}`);
    }
  });
  return { count: boxes.length, problems };
}

test.describe('markers are targets of their own', () => {
  test.use({ bypassCSP: true });
  for (const viewport of [{ width: 390, height: 844 }, { width: 1280, height: 900 }]) {
    test(`at ${viewport.width}x${viewport.height}, in the world view, Portugal and the densest country, no marker overlaps another and axe finds nothing on the page`, async ({ page }) => {
      test.setTimeout(60_000);
      await signIn(page, DEMO);
      await page.setViewportSize(viewport);
      for (const search of ['', '?basedIn=PT', `?basedIn=${DENSEST}`]) {
        await page.goto(`/map${search}`);
        await expect(countryPath(page, 'PT')).not.toHaveCount(0);
        if (search) {
          // Every player of the country is drawn (the view frames it): the markers stand for all of them.
          await expect.poll(() => markerTotal(page), { timeout: 15_000 }).toBe(countryPlayers(search.slice(-2)));
        }
        // The world view reads no players (it shades countries): there its markers are none, and axe checks the rest.
        // Polled: while the view zooms to the country (the atlas is drawn a part at a time, and the country is framed
        // as soon as its part is), the world view's one cluster is hidden at 0×0 until the zoom ends.
        await expect.poll(async () => (await markerProblems(page)).problems, { message: `/map${search}`, timeout: 10_000 }).toEqual([]);
        if (search) expect((await markerProblems(page)).count, `markers on /map${search}`).toBeGreaterThan(0);
        expect(await axeViolations(page, '#main'), `/map${search}`).toEqual([]);
      }
    });
  }
});

/**
 * The colours a secondary button shows: its border, its text, its own background and the first opaque background
 * behind it, as [r, g, b, a].
 */
async function buttonColours(locator: ReturnType<Page['locator']>) {
  return locator.evaluate((el) => {
    const rgba = (c: string) => (c.match(/[\d.]+/g) ?? []).map(Number).concat([1]).slice(0, 4);
    const style = getComputedStyle(el);
    let behind = el.parentElement;
    while (behind && rgba(getComputedStyle(behind).backgroundColor)[3] === 0) behind = behind.parentElement;
    return {
      border: rgba(style.borderTopColor),
      borderWidth: parseFloat(style.borderTopWidth),
      text: rgba(style.color),
      own: rgba(style.backgroundColor),
      behind: rgba(behind ? getComputedStyle(behind).backgroundColor : 'rgb(255, 255, 255)'),
    };
  });
}

/** WCAG's contrast ratio of two opaque colours. */
function contrast(a: number[], b: number[]): number {
  const lum = (c: number[]) => {
    const [r, g, bl] = c.slice(0, 3).map((v) => {
      const s = v / 255;
      return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
    });
    return 0.2126 * r! + 0.7152 * g! + 0.0722 * bl!;
  };
  const [hi, lo] = [lum(a), lum(b)].sort((x, y) => y - x);
  return (hi! + 0.05) / (lo! + 0.05);
}

test.describe('secondary buttons', () => {
  test.use({ bypassCSP: true });
  test('"Reset filters" and the card\'s "Close" read as enabled: a visible border at 3:1 and text at 4.5:1; axe finds nothing', async ({ page }) => {
    await signIn(page, DEMO);
    await page.goto(`/map?country=${COUNTRY}`);
    await filter(page, 'Based in').selectOption(COUNTRY);
    const first = listSection(page).getByRole('list').getByRole('button').first();
    await first.click();
    const name = (await first.innerText()).split('\n')[0]!.trim();
    const card = page.getByRole('region', { name });
    await expect(card).toBeVisible();

    for (const button of [filters(page).getByRole('button', { name: 'Reset filters' }), card.getByRole('button', { name: 'Close' })]) {
      await expect(button).toBeEnabled();
      const c = await buttonColours(button);
      const label = await button.innerText();
      expect(c.borderWidth, `${label}: border width`).toBeGreaterThanOrEqual(1);
      expect(c.border[3], `${label}: border opacity`).toBe(1);
      expect(contrast(c.border, c.behind), `${label}: border against what is behind`).toBeGreaterThanOrEqual(3);
      const textBackground = c.own[3] === 0 ? c.behind : c.own;
      expect(contrast(c.text, textBackground), `${label}: text`).toBeGreaterThanOrEqual(4.5);
    }
    // The filters and the card: the two places these buttons live.
    expect(await axeViolations(page, '#map-filters')).toEqual([]);
    expect(await axeViolations(page, '.map-card')).toEqual([]);
  });
});
