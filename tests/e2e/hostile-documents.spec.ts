// One hostile document must never break a page for other visitors. Every page that reads players
// gets documents holding what Firestore can store but no form writes (a reference, bytes, a geopoint, a timestamp, a
// deep map, a 1 MiB string) in every list entry, and must render (skipping what it cannot read, or saying the CV
// cannot be shown) without the error screen; the wasm modules must keep working in the same tab afterwards.
//
// career and honours are documents of their own (players/{uid}/career/{NN}, …/honours/{NN}): after a good entry at
// 00, each later position holds a hostile value in its fields and as an extra key (and the huge CV's career/01 almost
// 1 MiB of text); the lists a CV document itself holds under those keys (where they lived before) are ignored.
//
// The CVs are written as the admin (rules bypassed), members-only and Icelandic like every helper-made player, so the
// public directory, featured players and gallery that other journeys count never list them, and they are deleted at
// the end (their index entries go with them). The public lists read the functions' index, which never holds such
// values: to prove the pages survive them anyway (a future bug in the rules or the functions), their Firestore
// answers get hostile entries added on the wire, in this test's browser only.
import type { Page, Route } from '@playwright/test';
import { expect, test } from './support/test';
import {
  createPlayer,
  createVerifiedAccount,
  deleteDocument,
  documentName,
  uniqueEmail,
  writeRawDocument,
  type RestValue,
} from './support/emulators';
import { chooseFromUserMenu } from './support/ui';
import { signIn } from './support/session';

const str = (value: string): RestValue => ({ stringValue: value });
const int = (value: number): RestValue => ({ integerValue: String(value) });
const list = (...values: RestValue[]): RestValue => ({ arrayValue: { values } });
const map = (fields: Record<string, RestValue>): RestValue => ({ mapValue: { fields } });

function nested(levels: number): RestValue {
  let value: RestValue = str('leaf');
  for (let i = 0; i < levels; i++) value = map({ a: value });
  return value;
}

/** The hostile values: Firestore stores maps at most 20 deep, so a stored document's deep map is 19 levels. */
function hostileValues(deep = 19): RestValue[] {
  return [
    { referenceValue: documentName('players/x') },
    { bytesValue: Buffer.alloc(256, 7).toString('base64') },
    { geoPointValue: { latitude: 64.1, longitude: -21.9 } },
    { timestampValue: new Date().toISOString() },
    nested(deep),
  ];
}

const careerEntry = map({ club: str('Valur'), league: str('Besta deild'), from: int(2021), to: { nullValue: null }, appearances: int(30), goals: int(4) });
const honour = map({ title: str('Cup winner'), season: str('2023') });
const link = map({ label: str('Highlights'), url: str('https://example.com/highlights') });

/** A members-only CV whose every list holds a good entry and then `extra`. */
function hostileCv(name: string, extra: RestValue[]): Record<string, RestValue> {
  const now = { timestampValue: new Date().toISOString() };
  return {
    firstName: str(name),
    lastName: str('Hostile'),
    birthMonth: str('2001-05'),
    nationality: str('IS'),
    countryOfResidence: str('IS'),
    city: str('Reykjavik'),
    playerType: str('outfield'),
    mainPosition: str('CM'),
    secondaryPositions: list(str('CDM'), ...extra),
    availability: str('open-to-offers'),
    career: list(careerEntry, ...extra),
    honours: list(honour, ...extra),
    languages: list(str('Icelandic'), ...extra),
    links: list(link, ...extra),
    bio: str('Written as the admin.'),
    visibility: str('members'),
    hasPhoto: { booleanValue: false },
    createdAt: now,
    updatedAt: now,
  };
}

const suffix = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
const HOSTILE = `hostile-values-${suffix}`;
const HUGE = `hostile-huge-${suffix}`;

const fieldsOf = (entry: RestValue): Record<string, RestValue> => (entry as { mapValue: { fields: Record<string, RestValue> } }).mapValue.fields;
const id = (position: number) => String(position).padStart(2, '0');

/**
 * The entry documents of `uid`: the good entry at 00, then per hostile value one entry holding it in every field and
 * as an extra key. Returns the paths written.
 */
async function writeEntries(uid: string, extra: RestValue[]): Promise<string[]> {
  const paths: string[] = [];
  for (const [list, good] of [['career', careerEntry], ['honours', honour]] as const) {
    const entries = [fieldsOf(good), ...extra.map((value) => ({ ...Object.fromEntries(Object.keys(fieldsOf(good)).map((k) => [k, value])), extra: value }))];
    for (const [position, fields] of entries.entries()) {
      const path = `players/${uid}/${list}/${id(position)}`;
      await writeRawDocument(path, fields);
      paths.push(path);
    }
  }
  return paths;
}

const written: string[] = [];

test.beforeAll(async () => {
  // Their owners' e-mails are verified, so the functions index them and /p/{uid} knows them.
  for (const uid of [HOSTILE, HUGE]) await createVerifiedAccount(uid);
  await writeRawDocument(`players/${HOSTILE}`, hostileCv('Values', hostileValues()));
  written.push(`players/${HOSTILE}`, ...(await writeEntries(HOSTILE, hostileValues())));
  // Firestore keeps at most 1 MiB per document: one string of almost that much, in a career entry.
  await writeRawDocument(`players/${HUGE}`, hostileCv('Huge', []));
  written.push(`players/${HUGE}`, ...(await writeEntries(HUGE, [])));
  // Where a year belongs: the entry does not read, and the text never shows.
  await writeRawDocument(`players/${HUGE}/career/01`, { ...fieldsOf(careerEntry), from: str('x'.repeat((1 << 20) - 8 * 1024)) });
  written.push(`players/${HUGE}/career/01`);
});

test.afterAll(async () => {
  for (const path of written) await deleteDocument(path);
});

/** The app's last line of defence: it must never show. */
const errorScreen = (page: Page) => page.getByRole('heading', { name: 'Unexpected Application Error!' });

/** The CV's <article>, named by the player's name. */
const cv = (page: Page, name: string) => page.getByRole('article', { name });

test('hostile CVs written as the admin show without their bad entries, and the next pages in the tab still work', async ({ page }, testInfo) => {
  const warnings: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'warning' || message.type() === 'error') warnings.push(message.text());
  });
  const reader = await createPlayer(uniqueEmail(testInfo, 'reader'), { doc: { firstName: 'Reader', lastName: 'Member' } });
  await signIn(page, reader);

  for (const path of [`/p/${HOSTILE}`, `/profile?id=${HOSTILE}`]) {
    await page.goto(path);
    const shown = cv(page, 'Values Hostile');
    await expect(shown).toBeVisible();
    // The good entry of each list shows; the hostile ones are left out.
    await expect(shown.getByRole('row', { name: /Valur/ })).toHaveCount(1);
    await expect(shown.getByRole('listitem').filter({ hasText: 'Cup winner' })).toHaveCount(1);
    await expect(shown.getByRole('link', { name: /Highlights/ })).toHaveCount(1);
    await expect(errorScreen(page)).toHaveCount(0);
  }

  await page.goto(`/p/${HUGE}`);
  await expect(cv(page, 'Huge Hostile')).toBeVisible();
  await expect(cv(page, 'Huge Hostile').getByRole('row', { name: /Valur/ })).toHaveCount(1);
  await expect(page.locator('main')).not.toContainText('xxxxxxxxxx');
  await expect(errorScreen(page)).toHaveCount(0);

  // The same tab, no reload: the directory (its own module), a good CV (the profile module that just read the hostile
  // ones) and a guarded page (the guard runs in the startup module on every navigation).
  await page.goto(`/p/${HOSTILE}`);
  await expect(cv(page, 'Values Hostile')).toBeVisible();
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Player', exact: true }).click();
  await expect(page).toHaveURL('/player');
  const cards = page.getByRole('list', { name: 'Players' }).getByRole('link');
  await expect(cards.first()).toBeVisible();
  const href = (await cards.first().getAttribute('href')) ?? '';
  expect(href).toMatch(/^\/p\//);
  await cards.first().click();
  await expect(page).toHaveURL(href);
  // The URL changes before the directory's cards leave: wait for the CV, the one article, rather than read them.
  await expect(page.getByRole('article')).toHaveCount(1);
  await expect(page.getByRole('article')).toBeVisible();
  await chooseFromUserMenu(page, 'My CV');
  await expect(page).toHaveURL('/profile/myprofile');
  await expect(cv(page, 'Reader Member')).toBeVisible();
  await chooseFromUserMenu(page, 'SKORA Maps');
  await expect(page).toHaveURL('/map');
  await expect(page.getByRole('heading', { level: 1, name: 'SKORA Maps' })).toBeVisible();
  await expect(errorScreen(page)).toHaveCount(0);
  expect(warnings.filter((text) => /RuntimeError|unreachable|out of bounds/.test(text))).toEqual([]);
});

/** Index entries as the functions would never write them, in every field a card reads and in every list. */
function hostileEntries(): Array<{ name: string; fields: Record<string, RestValue> }> {
  // The wire can carry more than Firestore stores: 100 levels, as a bug anywhere on the way could.
  const values = [...hostileValues(100), str('x'.repeat(1 << 20))];
  return values.map((value, i) => ({
    name: documentName(`playerIndex/hostile-entry-${i}`),
    fields: {
      displayName: i % 2 ? value : str('Hostile Entry'),
      searchKey: str('hostile entry'),
      sortKey: str('hostile entry'),
      visibility: str('public'),
      hasPhoto: { booleanValue: true },
      hasClips: { booleanValue: true },
      positions: list(str('CM'), value),
      nationalities: list(value),
      filterKeys: list(value),
      clips: list(map({ videoId: value, title: value }), value),
      location: value,
      birthMonth: value,
      updatedAt: value,
    },
  }));
}

/** Adds the hostile entries to every answer of a query over the player index. */
async function withHostileEntries(route: Route): Promise<void> {
  const response = await route.fetch();
  const request = route.request().postData() ?? '';
  const body = (await response.json()) as unknown[];
  if (!request.includes('playerIndex') || !Array.isArray(body)) return route.fulfill({ response });
  const readTime = new Date().toISOString();
  const hostile = hostileEntries().map((document) => ({
    document: { ...document, createTime: readTime, updateTime: readTime },
    readTime,
  }));
  await route.fulfill({ response, json: [...hostile, ...body] });
}

test('hostile index entries on the wire: the featured players, the directory and the gallery skip them', async ({ page }) => {
  await page.route('**/documents:runQuery*', withHostileEntries);

  await page.goto('/');
  const featured = page.getByRole('region', { name: 'Featured players' });
  await featured.scrollIntoViewIfNeeded();
  const cards = featured.getByRole('list', { name: 'Featured players' }).getByRole('heading', { level: 3 });
  // Unreadable entries never cost a card: the top-up counts readable cards (four seeded players either way).
  await expect(cards).toHaveCount(4, { timeout: 15_000 });
  await expect(featured).not.toContainText('Hostile Entry');
  await expect(errorScreen(page)).toHaveCount(0);

  await page.goto('/player');
  const players = page.getByRole('list', { name: 'Players' }).getByRole('link');
  await expect(players.first()).toBeVisible();
  await expect(page.getByText('We could not load the players')).toHaveCount(0);
  await expect(errorScreen(page)).toHaveCount(0);

  await page.goto('/clips');
  await page.getByRole('button', { name: "Show players' highlights" }).click();
  await expect(page.getByRole('list', { name: "Players' highlights" }).getByRole('article')).toHaveCount(4);
  await expect(errorScreen(page)).toHaveCount(0);

  // The same tab: a card of the directory still opens its CV.
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Player', exact: true }).click();
  await players.first().click();
  await expect(page).toHaveURL(/\/p\//);
  await expect(page.getByRole('article')).toBeVisible();
});
