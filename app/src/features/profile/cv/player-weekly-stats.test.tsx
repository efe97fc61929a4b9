import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createHash } from 'node:crypto';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Attributes, Weekly, type SeasonSummary } from '../../../shared/core/profile';

// The core's answers, as the CV's readers ask them.
const playerStatsPath = (uid: string) => Attributes.read({ uid }, null).statsPath;
// The position's document of the season the fixture's stats were saved in.
const positionFiguresPath = (mainPosition: string) => Attributes.read({ mainPosition, stats: storedStats() }, null).figuresPath;
import { utcToday } from '../../../shared/dates/utc-today';
import { getDocument, queryDocuments, type QueryOptions } from '../../../shared/firebase/documents';
import { clearToasts, renderRoutes } from '../../../test/render';
import MyProfilePage from '../my-profile-page';
import PlayerPage from '../player-page';
import ProfilePage from '../profile-page';
import { entriesOfHeldCv, storedPlayer, storedPositionAggregate, storedStats } from '../test-fixtures';

vi.mock('../../../shared/firebase/documents', () => ({
  DOCUMENT_ID: '__name__',
  getDocument: vi.fn(),
  queryDocuments: vi.fn(),
  setDocument: vi.fn(),
  writeDocuments: vi.fn(),
  serverTime: vi.fn(),
  removedField: vi.fn(),
}));
vi.mock('../../../shared/firebase/files', () => ({
  getFileUrl: vi.fn(() => Promise.reject(new Error('storage/object-not-found'))),
  uploadFile: vi.fn(),
}));

const getDocumentMock = vi.mocked(getDocument);
const queryMock = vi.mocked(queryDocuments);

type Entry = { id: string; data: Record<string, unknown> };

/** A logged week as the query hands it over: its id is its week. */
const week = (id: string, data: Record<string, unknown>): Entry => ({ id, data: { week: id, ...data } });

/** A striker's four full matches in October 2025 (season 2025/26): 360 minutes, 3 goals, 2 assists. */
const STRIKER: Entry[] = [
  week('2025-W40', { matches: 1, starts: 1, minutes: 90, goals: 1, assists: 0, shots: 3, shotsOnTarget: 2, selfRating: 7 }),
  week('2025-W41', { matches: 1, starts: 1, minutes: 90, goals: 0, assists: 1, shots: 2, shotsOnTarget: 1, selfRating: 6 }),
  week('2025-W42', { matches: 1, starts: 1, minutes: 90, goals: 2, assists: 0, shots: 4, shotsOnTarget: 3, selfRating: 8 }),
  week('2025-W43', { matches: 1, starts: 1, minutes: 90, goals: 0, assists: 1, shots: 1, shotsOnTarget: 1, selfRating: 6 }),
];

/** A goalkeeper's four matches: 20 shots faced, 16 saves, one clean sheet. */
const KEEPER: Entry[] = [
  week('2025-W40', { matches: 1, minutes: 90, shotsFaced: 5, saves: 4, goalsConceded: 1, cleanSheets: 0 }),
  week('2025-W41', { matches: 1, minutes: 90, shotsFaced: 5, saves: 3, goalsConceded: 2, cleanSheets: 0 }),
  week('2025-W42', { matches: 1, minutes: 90, shotsFaced: 5, saves: 5, goalsConceded: 0, cleanSheets: 1 }),
  week('2025-W43', { matches: 1, minutes: 90, shotsFaced: 5, saves: 4, goalsConceded: 1, cleanSheets: 0 }),
];

const STRIKER_CV = storedPlayer({ mainPosition: 'ST', playerType: 'outfield', secondaryPositions: [] });
const KEEPER_CV = storedPlayer({ mainPosition: 'GK', playerType: 'goalkeeper', secondaryPositions: [] });

/**
 * The strikers' 2025/26 document, whose per-90 histograms count `players` strikers, all in the lowest bucket, in
 * every age group alike (the CV's player was born 20 years before this year: their group in 2025/26 depends on it).
 */
function per90Aggregate(players: number): Record<string, unknown> {
  const figures = ['goals', 'assists', 'goalContributions', 'shots', 'shotsOnTarget'];
  const per90 = Object.fromEntries(figures.map((figure) => [figure, { '0': players }]));
  const band = { players, per90 };
  return { players, per90, bands: { u15: band, u17: band, u19: band, u21: band, senior: band } };
}

/** Where the core reads a position's season document (the section's `figuresPath`). */
const seasonFiguresPath = (mainPosition: string, season = 2025) =>
  Weekly.read({ summary: { season, playerType: 'outfield', mainPosition, today: utcToday() } }, [], null).summary!.figuresPath;

const WEEKLY_PATH = /^players\/([^/]+)\/weeklyStats$/;

/**
 * Firestore as these tests arrange it, by path: the CV, its stats and its position's aggregate (`getDocument`), the
 * CV's entry lists and the player's weekly entries (`queryDocuments`, which answers the weekly queries as Firestore
 * would: the id range, the order, the limit).
 */
function storeHolds(arranged: {
  cv?: Record<string, unknown>;
  weeks?: Entry[];
  stats?: unknown;
  aggregate?: unknown;
  seasonFigures?: unknown;
  /** The season's record of confirmed weeks (players/{uid}/confirmedWeeks/2025). */
  confirmed?: unknown;
  uid?: string;
}) {
  const uid = arranged.uid ?? 'ana123';
  const cv = arranged.cv ?? STRIKER_CV;
  getDocumentMock.mockClear();
  queryMock.mockClear();
  getDocumentMock.mockImplementation((path: string) => {
    if (path === `players/${uid}`) return Promise.resolve(cv);
    if (path === playerStatsPath(uid)) return Promise.resolve(arranged.stats ?? null);
    if (path === positionFiguresPath(String(cv.mainPosition))) return Promise.resolve(arranged.aggregate ?? null);
    if (path === seasonFiguresPath(String(cv.mainPosition))) return Promise.resolve(arranged.seasonFigures ?? null);
    if (path === `players/${uid}/confirmedWeeks/2025`) return Promise.resolve(arranged.confirmed ?? null);
    return Promise.resolve(null);
  });
  const entries = entriesOfHeldCv(getDocumentMock);
  queryMock.mockImplementation((async (path: string, options: QueryOptions = {}) => {
    const match = WEEKLY_PATH.exec(path);
    if (!match) return entries(path);
    let docs = match[1] === uid ? [...(arranged.weeks ?? [])].sort((a, b) => a.id.localeCompare(b.id)) : [];
    for (const [, op, value] of options.where ?? []) {
      docs = docs.filter((doc) => (op === '>=' ? doc.id >= String(value) : op === '<=' ? doc.id <= String(value) : true));
    }
    if (options.orderBy?.[0]?.[1] === 'desc') docs.reverse();
    return docs.slice(0, options.limit ?? docs.length);
  }) as unknown as typeof queryDocuments);
}

/** What the core makes of the entries: the figures the section must show. */
function coreSummary(weeks: Entry[], cv: Record<string, unknown>, aggregate: Record<string, unknown> | null): SeasonSummary {
  const request = { season: 2025, playerType: String(cv.playerType), mainPosition: String(cv.mainPosition), today: utcToday(), birthMonth: String(cv.birthMonth) };
  return Weekly.read({ summary: request }, weeks, aggregate).summary!;
}

/** The weekly queries sent for `uid`: their options. */
function weeklyQueries(uid = 'ana123'): QueryOptions[] {
  return queryMock.mock.calls.filter(([path]) => path === `players/${uid}/weeklyStats`).map(([, options]) => options ?? {});
}

function renderReader(uid = 'ana123') {
  return renderRoutes([{ path: '/profile', element: <ProfilePage /> }], `/profile?id=${uid}`, { user: { uid: 'reader' } });
}

function renderOwner() {
  return renderRoutes(
    [
      { path: '/profile/myprofile', element: <MyProfilePage /> },
      { path: '/settings/add-weekly-stats', element: <h1>weekly stats page</h1> },
    ],
    '/profile/myprofile',
    { user: { uid: 'ana123' } },
  );
}

const section = () => screen.findByRole('region', { name: 'Weekly stats' });

beforeEach(() => {
  localStorage.clear();
  vi.clearAllMocks();
});

afterEach(async () => {
  await clearToasts();
  cleanup();
  vi.unstubAllGlobals();
});

describe("the CV's weekly stats", () => {
  it("shows the newest season's totals and per-90 table as the core computes them, with its percentiles", async () => {
    const seasonFigures = per90Aggregate(30);
    const expected = coreSummary(STRIKER, STRIKER_CV, seasonFigures);
    storeHolds({ weeks: STRIKER, seasonFigures });
    renderReader();

    const weekly = await section();
    expect(weekly).toHaveTextContent(`Season ${expected.seasonLabel}`);
    const per90 = await within(weekly).findByRole('table', { name: 'Per 90 minutes' });
    await waitFor(() => expect(per90).toHaveTextContent(/\d+(st|nd|rd|th) percentile among 30 (U\d\d|senior) strikers, 2025\/26/));
    const rows = within(per90).getAllByRole('row').slice(1);
    const shown = expected.per90.filter((row) => row.value !== undefined);
    expect(shown.length).toBeGreaterThan(2);
    expect(rows.map((row) => row.textContent)).toEqual(shown.map((row) => `${row.label}${row.text}${row.topText ?? ''}`));
    expect(within(per90).getByRole('rowheader', { name: 'Goals per 90' }).closest('tr')).toHaveTextContent('0.75');
    for (const total of expected.totals) expect(weekly).toHaveTextContent(`${total.label}${total.text}`);
    for (const rate of expected.rates) expect(weekly).toHaveTextContent(`${rate.label}${rate.text}`);
    // ONE query for the season: the week ids of 2025/26, at most the core's 60.
    const season = weeklyQueries().find((options) => options.where);
    expect(season?.where).toEqual([
      ['__name__', '>=', '2025-W27'],
      ['__name__', '<=', '2026-W26'],
    ]);
    expect(season?.limit).toBe(60);
  });

  it('says who confirmed which weeks, in words, and counts a week whose figures changed since as reported by the player', async () => {
    // The hash an official's confirmation holds (crates/core confirmed_weeks::week_hash): the week, then each figure.
    const hash = (entry: Entry) => {
      const figures = ['matches', 'starts', 'minutes', 'goals', 'assists', 'shots', 'shotsOnTarget', 'selfRating'];
      const text = ['confirm-stats-week', entry.id, ...figures.map((key) => `${key}=${String(entry.data[key])}`)].join('\n');
      return createHash('sha256').update(text).digest('hex');
    };
    const by = 'Jan Novák (coach, FC Example)';
    const edited = { ...STRIKER[1]!, data: { ...STRIKER[1]!.data, goals: 1 } };
    const confirmed = {
      season: 2025,
      weeks: { '2025-W40': { hash: hash(STRIKER[0]!), by }, '2025-W41': { hash: hash(edited), by } },
    };
    storeHolds({ weeks: STRIKER, confirmed });
    renderReader();

    const weekly = await section();
    const who = within(weekly).getByRole('heading', { name: 'Who confirmed these figures' }).parentElement!;
    expect(who).toHaveTextContent(`Confirmed 90 of 360 minutes confirmed by ${by}. The other weeks are reported by the player.`);
    await userEvent.click(within(who).getByText('Week by week: 1 of 4 weeks confirmed'));
    const items = within(who).getAllByRole('listitem').map((item) => item.textContent);
    expect(items).toHaveLength(4);
    expect(items.at(-1)).toMatch(new RegExp(`^Week 40 .* Confirmed by ${by.replace(/[()]/g, '\\$&')}$`));
    expect(items.filter((item) => item?.endsWith('Reported by the player'))).toHaveLength(3);

    // Without a record, every week is the player's word.
    cleanup();
    storeHolds({ weeks: STRIKER });
    renderReader();
    expect(await section()).toHaveTextContent('Reported by the player: no coach or club official has confirmed a week of 2025/26 yet.');
    expect(within(await section()).queryByRole('radio', { name: 'Confirmed weeks only' })).not.toBeInTheDocument();
  });

  it('switches the per-90 figures to the confirmed weeks only, and says why there are none under their floor', async () => {
    const hash = (entry: Entry) => {
      const figures = ['matches', 'starts', 'minutes', 'goals', 'assists', 'shots', 'shotsOnTarget', 'selfRating'];
      const text = ['confirm-stats-week', entry.id, ...figures.map((key) => `${key}=${String(entry.data[key])}`)].join('\n');
      return createHash('sha256').update(text).digest('hex');
    };
    const by = 'Jan Novák (coach, FC Example)';
    const record = (entries: Entry[]) => ({ season: 2025, weeks: Object.fromEntries(entries.map((e) => [e.id, { hash: hash(e), by }])) });
    storeHolds({ weeks: STRIKER, confirmed: record(STRIKER.slice(0, 3)) });
    renderReader();
    const weekly = await section();
    const per90 = () => within(weekly).getByRole('table', { name: 'Per 90 minutes' });
    const goals = () => within(per90()).getByRole('row', { name: /^Goals per 90/ });
    expect(goals()).toHaveTextContent('0.75');
    await userEvent.click(within(weekly).getByRole('radio', { name: 'Confirmed weeks only' }));
    // Three confirmed weeks: 3 goals in 270 minutes.
    expect(goals()).toHaveTextContent('1.00');
    expect(weekly).toHaveTextContent('Per 90 of the 270 confirmed minutes of 2025/26');
    await userEvent.click(within(weekly).getByRole('radio', { name: 'All logged weeks' }));
    expect(goals()).toHaveTextContent('0.75');

    cleanup();
    storeHolds({ weeks: STRIKER, confirmed: record(STRIKER.slice(0, 1)) });
    renderReader();
    const one = await section();
    await userEvent.click(within(one).getByRole('radio', { name: 'Confirmed weeks only' }));
    expect(within(one).queryByRole('table', { name: 'Per 90 minutes' })).not.toBeInTheDocument();
    expect(one).toHaveTextContent('Per-90 figures of confirmed weeks appear from 270 confirmed minutes: 2025/26 has 90 so far.');
  });

  it("reads the position's document for the attribute card and its season's for the per-90 percentiles, once each", async () => {
    const aggregate = storedPositionAggregate(40, ['overall', 'pac', 'sho', 'pas', 'dri', 'def', 'phy']);
    storeHolds({ weeks: STRIKER, stats: storedStats(), aggregate, seasonFigures: per90Aggregate(30) });
    renderReader();

    const weekly = await section();
    await waitFor(() => expect(within(weekly).getByRole('table', { name: 'Per 90 minutes' })).toHaveTextContent(/percentile among 30 (U\d\d|senior) strikers/));
    expect(await screen.findByRole('region', { name: 'Attributes' })).toHaveTextContent(/Top \d+%/);
    expect(getDocumentMock.mock.calls.filter(([path]) => path === positionFiguresPath('ST'))).toHaveLength(1);
    expect(getDocumentMock.mock.calls.filter(([path]) => path === seasonFiguresPath('ST'))).toHaveLength(1);
    // The section's reads: the newest entry, then its season.
    expect(weeklyQueries()).toHaveLength(2);
  });

  it('gives each trend chart a table alternative holding the core’s weekly values, behind a visible toggle', async () => {
    const expected = coreSummary(STRIKER, STRIKER_CV, null);
    storeHolds({ weeks: STRIKER });
    renderReader();

    const weekly = await section();
    const minutes = within(weekly).getByRole('figure', { name: 'Minutes per week' });
    // The drawing is one image, named for assistive technology; it loads with the section on this page.
    expect(within(minutes).getByRole('img')).toHaveAccessibleName(/Minutes per week: bar chart of 4 weeks/);
    await waitFor(() => expect(minutes.querySelector('.weekly-trend-drawing svg')).not.toBeNull(), { timeout: 8000 });
    const table = within(minutes).getByRole('table', { hidden: true });
    expect(table.closest('[hidden]')).not.toBeNull();

    await userEvent.click(within(minutes).getByRole('button', { name: /^Show table/ }));
    expect(within(minutes).getByRole('table', { name: 'Minutes per week as a table' })).toBeVisible();
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((row) => row.textContent)).toEqual(expected.weeks.map((point) => `${point.label}${point.minutes}`));
    expect(within(minutes).queryByRole('img')).toBeNull();
    expect(within(minutes).getByRole('button', { name: /^Show chart/ })).toHaveAttribute('aria-expanded', 'true');

    for (const title of ['Goals + assists per 90 (last 4 weeks)', 'Self-rating']) {
      expect(within(weekly).getByRole('figure', { name: title })).toBeInTheDocument();
    }
    // Goalkeeping trends only on a goalkeeper's CV.
    expect(within(weekly).queryByRole('figure', { name: 'Save %' })).toBeNull();
  });

  it("shows a goalkeeper's save percentage and the goalkeeping trends", async () => {
    const expected = coreSummary(KEEPER, KEEPER_CV, null);
    storeHolds({ weeks: KEEPER, cv: KEEPER_CV });
    renderReader();

    const weekly = await section();
    const save = expected.rates.find((rate) => rate.rate === 'savePercentage');
    expect(save?.text).toBe('80.0%');
    expect(weekly).toHaveTextContent(`${save?.label}${save?.text}`);
    const saves = within(weekly).getByRole('figure', { name: 'Save %' });
    await userEvent.click(within(saves).getByRole('button', { name: /^Show table/ }));
    const rows = within(within(saves).getByRole('table')).getAllByRole('row').slice(1);
    expect(rows.map((row) => row.textContent)).toEqual(expected.weeks.map((point) => `${point.label}${point.savePercentage}`));
    expect(within(weekly).getByRole('figure', { name: 'Clean sheets' })).toBeInTheDocument();
    expect(within(weekly).getByRole('rowheader', { name: 'Clean sheets (weeks)' })).toBeInTheDocument();
  });

  it('under the minutes floor shows no per-90 figure and says why, and reads no aggregate', async () => {
    const weeks = STRIKER.slice(0, 2);
    const expected = coreSummary(weeks, STRIKER_CV, null);
    storeHolds({ weeks, seasonFigures: per90Aggregate(30) });
    renderReader();

    const weekly = await section();
    expect(expected.floorMessage).toMatch(/270/);
    expect(weekly).toHaveTextContent(expected.floorMessage ?? '');
    expect(within(weekly).queryByRole('table', { name: 'Per 90 minutes' })).toBeNull();
    expect(getDocumentMock).not.toHaveBeenCalledWith(positionFiguresPath('ST'));
    expect(getDocumentMock).not.toHaveBeenCalledWith(seasonFiguresPath('ST'));
  });

  it('switches seasons from the selector: one query for the chosen season', async () => {
    const older = week('2024-W45', { matches: 1, minutes: 90, goals: 1, shots: 2 });
    storeHolds({ weeks: [older, ...STRIKER] });
    renderReader();

    const weekly = await section();
    const select = within(weekly).getByRole('combobox', { name: 'Season' });
    expect(select).toHaveValue('2025');
    // The core's seasons for this CV: back to the season of the 14th birthday (from the CV's birth month).
    const offered = coreSummary(STRIKER, STRIKER_CV, null).seasons.map((option) => option.label);
    expect(within(select).getAllByRole('option').map((option) => option.textContent)).toEqual(offered);
    expect(offered).toContain('2024/25');
    await userEvent.selectOptions(select, '2024');
    await waitFor(() => expect(weekly).toHaveTextContent('Season 2024/25'));
    expect(weekly).toHaveTextContent('1 week logged');
    expect(weeklyQueries().at(-1)?.where).toEqual([
      ['__name__', '>=', '2024-W27'],
      ['__name__', '<=', '2025-W26'],
    ]);
  });

  it('invites the owner without weeks to log one, shows a visitor nothing, and reads one entry at most', async () => {
    storeHolds({});
    renderOwner();
    const invite = await screen.findByRole('link', { name: 'Log a week' });
    expect(invite).toHaveAttribute('href', '/settings/add-weekly-stats');
    expect(screen.queryByRole('region', { name: 'Weekly stats' })).toBeNull();
    expect(weeklyQueries()).toEqual([{ orderBy: [['week', 'desc']], limit: 1 }]);
    cleanup();

    storeHolds({});
    renderReader();
    expect(await screen.findByRole('heading', { level: 2, name: 'Ana Silva' })).toBeInTheDocument();
    await waitFor(() => expect(weeklyQueries()).toHaveLength(1));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('region', { name: 'Weekly stats' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Log a week' })).toBeNull();
  });

  it('skips entries the core cannot read and shows the rest; a failed read costs the section only', async () => {
    const hostile = [
      { id: '2025-W44', data: { week: '2025-W44', minutes: '<img src=x onerror=alert(1)>', goals: { deep: 1 } } },
      { id: '2025-W45', data: { week: '2025-W45', shots: 2, goals: 5 } },
    ];
    storeHolds({ weeks: [...STRIKER, ...hostile] });
    renderReader();
    const weekly = await section();
    expect(weekly).toHaveTextContent(`${STRIKER.length} weeks logged`);
    expect(document.querySelector('img[src="x"]')).toBeNull();
    cleanup();

    storeHolds({ weeks: STRIKER });
    queryMock.mockImplementation(((path: string) =>
      WEEKLY_PATH.test(path)
        ? Promise.reject(Object.assign(new Error('Missing or insufficient permissions.'), { code: 'permission-denied' }))
        : entriesOfHeldCv(getDocumentMock)(path)) as unknown as typeof queryDocuments);
    renderReader();
    expect(await screen.findByRole('heading', { level: 2, name: 'Ana Silva' })).toBeInTheDocument();
    await waitFor(() => expect(weeklyQueries()).toHaveLength(1));
    expect(screen.queryByRole('region', { name: 'Weekly stats' })).toBeNull();
  });

  it('on the public page, loads the chart code only when the charts come into view', async () => {
    const observed: Element[] = [];
    vi.stubGlobal(
      'IntersectionObserver',
      class {
        observe(element: Element) {
          observed.push(element);
        }
        disconnect() {}
      },
    );
    storeHolds({ weeks: STRIKER });
    renderRoutes([{ path: '/p/:id', element: <PlayerPage /> }], '/p/ana123', { user: null });
    const weekly = await section();
    const minutes = within(weekly).getByRole('figure', { name: 'Minutes per week' });
    // The observer is attached in a passive effect, which may run just after the commit that showed the section.
    await waitFor(() => expect(observed).toContain(weekly.querySelector('.weekly-trends')));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(minutes.querySelector('svg')).toBeNull();
    // The values are there all along, in the table.
    expect(within(minutes).getByRole('table', { hidden: true })).toBeInTheDocument();
  });
});
