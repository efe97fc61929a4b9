// The map page's store binding and reads, with the real wasm core and a stand-in for the Leaflet canvas (jsdom
// draws no map): the URL ↔ store round trip, the filters writing the store as typed, the age error at its field,
// one read for the world view and a country's entries read once, in pages.
import { act, cleanup, configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { ReactElement } from 'react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { World, type MapReadPlan, type MapView } from '../../shared/core/map';
import { coreStore, storeSnapshot } from '../../shared/core/use-core-store';
import { getDocument, queryPlannedPage, type QueriedDocument } from '../../shared/firebase/documents';
import { getFileUrl } from '../../shared/firebase/files';
import { clearToasts, renderRoutes, type RouterOptions } from '../../test/render';
import type { MapCanvasProps } from './components/map-canvas';
import { forgetMapData } from './hooks/use-map-data';
import MapPage from './map-page';

/** The core's public read of `country` in `view` over the countries document `doc`. */
function mapReadPlan(doc: Record<string, unknown>, country: string, view: MapView | undefined): MapReadPlan {
  const read = World.view(doc, { read: { country, view, members: false } }).read;
  if (!read) throw new Error('expected a read');
  return read.plan;
}

vi.mock('../../shared/firebase/documents', () => ({ getDocument: vi.fn(), queryPlannedPage: vi.fn() }));
vi.mock('../../shared/firebase/files', () => ({ getFileUrl: vi.fn() }));

// The canvas's props, as the page last rendered them; the stand-in offers the canvas's callbacks as buttons.
let canvas: MapCanvasProps | null = null;
vi.mock('./components/map-canvas', () => ({
  MapCanvas(props: MapCanvasProps) {
    canvas = props;
    return (
      <section aria-label="Map">
        <button type="button" onClick={() => props.onCountryClick('ES')}>
          Spain on the map
        </button>
      </section>
    );
  },
}));

configure({ asyncUtilTimeout: 5000 });
vi.setConfig({ testTimeout: 20_000 });

const getMock = vi.mocked(getDocument);
const queryMock = vi.mocked(queryPlannedPage);

/** A `playerIndex` entry in Spain (around Madrid) as the functions write it. */
function entry(id: string, name: string, extra: Record<string, unknown> = {}): QueriedDocument<Record<string, unknown>> {
  return {
    id,
    data: {
      displayName: name, searchKey: name.toLowerCase(), sortKey: name.toLowerCase(), birthMonth: '2004-03',
      playerType: 'outfield', mainPosition: 'ST', positions: ['ST'], nationalities: ['ES'], filterKeys: [],
      countryOfResidence: 'ES', city: 'Madrid', location: { lat: 40.4, lng: -3.7 }, locationPrecision: 'area',
      geohash: 'ezjmg', club: 'CD Norte', availability: 'open-to-offers', heightCm: null, hasPhoto: false,
      visibility: 'public', updatedAt: 1_700_000_000_000,
      ...extra,
    },
  };
}
const SPAIN = [
  entry('p-lucia', 'Lucía Ferrer', { birthMonth: '2003-03', mainPosition: 'LW', positions: ['LW', 'RW'] }),
  entry('p-mario', 'Mario Gil', { birthMonth: '1994-06' }),
  entry('p-nuria', 'Nuria Sanz', {
    birthMonth: '2010-01', playerType: 'goalkeeper', mainPosition: 'GK', positions: ['GK'], nationalities: ['PT', 'ES'],
  }),
];
const COUNTRIES = {
  players: 3,
  countries: { ES: { players: 3, types: { outfield: 2, goalkeeper: 1 }, positions: { LW: 1, ST: 1, GK: 1 } } },
};

beforeEach(() => {
  // Ages are counted on this day (only Date is faked, so Testing Library's timers still run).
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date(2025, 5, 1, 12));
  vi.clearAllMocks();
  coreStore.set({ kind: 'reset' });
  forgetMapData();
  canvas = null;
  getMock.mockResolvedValue(COUNTRIES);
  queryMock.mockResolvedValue(SPAIN);
  vi.mocked(getFileUrl).mockRejectedValue(new Error('storage/object-not-found'));
});

afterEach(async () => {
  vi.useRealTimers();
  await clearToasts();
  cleanup();
});

function renderMap(path = '/map', options: RouterOptions = {}) {
  return renderRoutes(
    [
      { path: '/map', element: <MapPage /> },
      { path: '/p/:id', element: <p>The CV</p> },
    ],
    path,
    { user: { uid: 'scout', emailVerified: false }, ...options },
  );
}

const filters = () => within(screen.getByRole('search', { name: 'Filter players' }));
const list = () => within(screen.getByRole('region', { name: 'Players in view' }));
const status = () => list().getByRole('status');
/** The players listed, by their names (each button is named by all it shows: the name, then age, position, club). */
const listed = () =>
  list()
    .queryAllByRole('listitem')
    .map((item) => within(item).getByRole('button').querySelector('.map-list-name')?.textContent);

describe('MapPage: the store binding', () => {
  it('reads the URL into the store before the map mounts, and shows it in the filters', async () => {
    renderMap('/map?basedIn=ES&nationality=ES&position=ST&name=mario&age=20-35&type=outfield&lat=40.4&lng=-3.7&zoom=6');
    const state = storeSnapshot().state;
    expect(state).toMatchObject({ activeCountry: 'ES', nationality: 'ES', activePosition: 'ST', playerName: 'mario', playerAge: '20-35' });
    expect(state.playerType).toBe('outfield');
    // The canvas opened where the link says, not at the default view first.
    expect(canvas?.center).toEqual({ lat: 40.4, lng: -3.7 });
    expect(canvas?.zoom).toBe(6);
    // A link with its own view keeps it; a link naming only a country is framed on it (next test).
    expect(canvas?.fitCountryOnMount).toBe(false);
    expect(filters().getByRole('combobox', { name: 'Based in' })).toHaveValue('ES');
    expect(filters().getByRole('combobox', { name: 'Based in' })).toHaveAccessibleDescription('Where the player lives');
    expect(filters().getByRole('combobox', { name: 'Nationality' })).toHaveValue('ES');
    expect(filters().getByRole('combobox', { name: 'Nationality' })).toHaveAccessibleDescription("Either of the player's nationalities");
    expect(filters().getByRole('combobox', { name: 'Position' })).toHaveValue('ST');
    expect(filters().getByRole('textbox', { name: 'Name' })).toHaveValue('mario');
    expect(filters().getByRole('textbox', { name: /^Age/ })).toHaveValue('20-35');
    expect(filters().getByRole('combobox', { name: 'Type' })).toHaveValue('outfield');
    await waitFor(() => expect(listed()).toEqual(['Mario Gil']));
  });

  it('writes each filter to the store as typed, and the store to the URL in place', async () => {
    const user = userEvent.setup();
    const { router } = renderMap('/map?country=ES');
    expect(canvas?.fitCountryOnMount).toBe(true);
    await waitFor(() => expect(status()).toHaveTextContent('3 players in view'));

    await user.type(filters().getByRole('textbox', { name: 'Name' }), 'ferrer ');
    // The box keeps the trailing space; the URL holds the store's canonical query.
    expect(filters().getByRole('textbox', { name: 'Name' })).toHaveValue('ferrer ');
    expect(storeSnapshot().state.playerName).toBe('ferrer ');
    await waitFor(() => expect(router.state.location.search).toBe(`?${storeSnapshot().query}`));
    expect(router.state.location.search).toContain('name=ferrer');
    expect(router.state.historyAction).toBe('REPLACE');
    expect(listed()).toEqual(['Lucía Ferrer']);

    await user.selectOptions(filters().getByRole('combobox', { name: 'Type' }), 'goalkeeper');
    expect(storeSnapshot().state.playerType).toBe('goalkeeper');
    await waitFor(() => expect(router.state.location.search).toContain('type=goalkeeper'));
    expect(screen.getByText('No players match these filters.')).toBeInTheDocument();

    await user.click(filters().getByRole('button', { name: 'Reset filters' }));
    expect(storeSnapshot().state).toMatchObject({ playerName: '', playerType: '', activeCountry: 'ES' });
    await waitFor(() => expect(router.state.location.search).toBe('?basedIn=ES'));
    expect(listed()).toHaveLength(3);
  });

  it('narrows the country\'s players by nationality, as the directory does, reading nothing more', async () => {
    const user = userEvent.setup();
    // An older link's `country` is "Based in".
    const { router } = renderMap('/map?country=ES');
    await waitFor(() => expect(status()).toHaveTextContent('3 players in view'));
    expect(filters().getByRole('combobox', { name: 'Based in' })).toHaveValue('ES');
    await user.selectOptions(filters().getByRole('combobox', { name: 'Nationality' }), 'PT');
    expect(storeSnapshot().state).toMatchObject({ activeCountry: 'ES', nationality: 'PT' });
    await waitFor(() => expect(listed()).toEqual(['Nuria Sanz']));
    await waitFor(() => expect(router.state.location.search).toBe('?basedIn=ES&nationality=PT'));
    expect(queryMock).toHaveBeenCalledTimes(1);
    await user.click(filters().getByRole('button', { name: 'Reset filters' }));
    expect(storeSnapshot().state).toMatchObject({ activeCountry: 'ES', nationality: null });
    await waitFor(() => expect(listed()).toHaveLength(3));
  });

  it('reads a navigation it did not make (back, forward, a link) into the store', async () => {
    const { router } = renderMap('/map?country=ES&name=gil');
    await waitFor(() => expect(listed()).toEqual(['Mario Gil']));
    await act(() => router.navigate('/map?country=ES&type=goalkeeper'));
    expect(storeSnapshot().state).toMatchObject({ playerName: '', playerType: 'goalkeeper' });
    expect(filters().getByRole('textbox', { name: 'Name' })).toHaveValue('');
    await waitFor(() => expect(listed()).toEqual(['Nuria Sanz']));
    await act(() => router.navigate(-1));
    expect(storeSnapshot().state.playerName).toBe('gil');
    await waitFor(() => expect(listed()).toEqual(['Mario Gil']));
  });

  it('never turns a visitor back from another page whose code is still loading when the map moves', async () => {
    // The CV's code arrives when the test says: until then the router holds the navigation, and the map page stays.
    let loaded: (value: { element: ReactElement }) => void = () => {};
    const { router } = renderRoutes(
      [
        { path: '/map', element: <MapPage /> },
        { path: '/p/:id', lazy: () => new Promise<{ element: ReactElement }>((resolve) => (loaded = resolve)) },
      ],
      '/map?basedIn=ES',
      { user: { uid: 'scout', emailVerified: false } },
    );
    await waitFor(() => expect(status()).toHaveTextContent('3 players in view'));
    act(() => void router.navigate('/p/p-mario'));
    await waitFor(() => expect(router.state.navigation.location?.pathname).toBe('/p/p-mario'));
    // The map settles after the click (an animation ends): its view changes, and the URL must not be rewritten.
    act(() => canvas!.onViewChange({ south: 40, west: -4, north: 41, east: -3, zoom: 9, center: { lat: 40.5, lng: -3.5 } }));
    expect(router.state.navigation.location?.pathname).toBe('/p/p-mario');
    await act(async () => loaded({ element: <p>The CV</p> }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/p/p-mario'));
    expect(screen.getByText('The CV')).toBeInTheDocument();
  });

  it("shows the core's age error under Age, keeping the typed text and the last result", async () => {
    const user = userEvent.setup();
    const { router } = renderMap('/map?country=ES');
    await waitFor(() => expect(status()).toHaveTextContent('3 players in view'));
    const age = filters().getByRole('textbox', { name: /^Age/ });
    expect(age).toHaveAccessibleDescription(/19, 18-21, U17 or 30\+/);

    // Typed at once (typed key by key, "1" and "18" would each be a good, empty, result first).
    fireEvent.change(age, { target: { value: '18-' } });
    expect(age).toHaveValue('18-');
    expect(age).toHaveAttribute('aria-invalid', 'true');
    expect(filters().getByRole('alert')).toHaveTextContent(/Type an age/);
    // The list and the markers keep the last good result meanwhile.
    expect(status()).toHaveTextContent('3 players in view');
    expect(canvas?.rows).toHaveLength(3);
    await waitFor(() => expect(router.state.location.search).toContain('age=18-'));

    await user.type(age, '25');
    expect(age).toHaveAttribute('aria-invalid', 'false');
    await waitFor(() => expect(listed()).toEqual(['Lucía Ferrer']));
    expect(status()).toHaveTextContent('1 player in view');
  });
});

describe('MapPage: reads', () => {
  it('reads one document for the world view, then a country once, not again on filter changes', async () => {
    const user = userEvent.setup();
    renderMap('/map');
    expect(await screen.findByText('Choose a country on the map or in the filters to see its players.')).toBeInTheDocument();
    await waitFor(() => expect(canvas?.shades?.countries).toHaveLength(1));
    expect(getMock).toHaveBeenCalledTimes(1);
    expect(getMock).toHaveBeenCalledWith('aggregates/countries');
    expect(queryMock).not.toHaveBeenCalled();

    await user.click(screen.getByRole('button', { name: 'Spain on the map' }));
    expect(storeSnapshot().state.activeCountry).toBe('ES');
    await waitFor(() => expect(status()).toHaveTextContent('3 players in view'));
    expect(queryMock).toHaveBeenCalledTimes(1);
    const [query] = queryMock.mock.calls[0]!;
    expect(query.collection).toBe('playerIndex');
    expect(query.where).toContainEqual({ field: 'countryOfResidence', op: '==', value: 'ES' });

    await user.type(filters().getByRole('textbox', { name: 'Name' }), 'gil');
    await user.selectOptions(filters().getByRole('combobox', { name: 'Based in' }), '');
    expect(await screen.findByText('Choose a country on the map or in the filters to see its players.')).toBeInTheDocument();
    await user.selectOptions(filters().getByRole('combobox', { name: 'Based in' }), 'ES');
    await waitFor(() => expect(listed()).toEqual(['Mario Gil']));
    // Clicking the active country again clears it.
    await user.click(screen.getByRole('button', { name: 'Spain on the map' }));
    expect(storeSnapshot().state.activeCountry).toBeNull();
    expect(queryMock).toHaveBeenCalledTimes(1);
    expect(getMock).toHaveBeenCalledTimes(1);
  });

  it("reads a country's entries in pages, each after the last entry of the one before", async () => {
    const plan = mapReadPlan(COUNTRIES, 'ES', undefined);
    if (plan.kind !== 'country') throw new Error('expected a country plan');
    const { pageSize } = plan.queries[0]!;
    const full = Array.from({ length: pageSize }, (_, i) => entry(`p-${String(i).padStart(4, '0')}`, `Player ${i}`));
    queryMock.mockResolvedValueOnce(full).mockResolvedValueOnce(SPAIN);
    renderMap('/map?country=ES');
    await waitFor(() => expect(status()).toHaveTextContent(`${(pageSize + 3).toLocaleString('en')} players in view`));
    expect(queryMock).toHaveBeenCalledTimes(2);
    expect(queryMock.mock.calls[0]![1]).toMatchObject({ limit: pageSize });
    expect(queryMock.mock.calls[0]![1].startAfter).toBeUndefined();
    expect(queryMock.mock.calls[1]![1]).toMatchObject({ limit: pageSize, startAfter: [full.at(-1)!.id] });
    // Rendering stops at the first items, with a way to the next ones.
    expect(list().getByRole('button', { name: /^Show more/ })).toBeInTheDocument();
  });

  it("reads a big country's ranges in view in turns within one read budget, and says when players are left", async () => {
    getMock.mockResolvedValue({ players: 12_000, countries: { ES: { players: 12_000 } } });
    const view = { south: 40.2, west: -4.2, north: 40.6, east: -3.2, zoom: 10, center: { lat: 40.4, lng: -3.7 } };
    const plan = mapReadPlan({ players: 12_000, countries: { ES: { players: 12_000 } } }, 'ES', view);
    if (plan.kind !== 'country' || plan.queries.length < 2) throw new Error('expected several geohash ranges');
    const dense = JSON.stringify(plan.queries[0]!.where);
    // The first range is dense (every page as full as asked, new players each time); the others hold one player.
    let next = 0;
    queryMock.mockImplementation((query, { limit }) => {
      const many = JSON.stringify(query.where) === dense ? limit : 1;
      return Promise.resolve(Array.from({ length: many }, () => entry(`p-${next}`, `Player ${next++}`)));
    });
    renderMap('/map?country=ES&lat=40.4&lng=-3.7&zoom=10');
    expect(await screen.findByText(/zoom in to see them/)).toBeInTheDocument();
    act(() => canvas!.onViewChange(view));
    expect(await screen.findByText(/there are more here\. Zoom in to see all of them\./)).toBeInTheDocument();
    const calls = queryMock.mock.calls.map(([query, options]) => ({ where: JSON.stringify(query.where), ...options }));
    // The first turn asks every range once; the sparse ones end there, and the dense one gets the rest.
    const first = calls.slice(0, plan.queries.length);
    expect(new Set(first.map((c) => c.where)).size).toBe(plan.queries.length);
    expect(calls.slice(plan.queries.length).every((c) => c.where === dense)).toBe(true);
    // Every read counted (the sparse ranges' one entry each included), and the budget spent to the last read.
    expect(calls.reduce((sum, c) => sum + (c.where === dense ? c.limit : 1), 0)).toBe(plan.readBudget);
    expect(storeSnapshot().count).toBe(plan.readBudget);
  });

  it('says when a country has no players yet', async () => {
    queryMock.mockResolvedValue([]);
    renderMap('/map?country=FR');
    expect(await screen.findByText('No players in France yet.')).toBeInTheDocument();
  });

  it('shows the failure with "Try again", which reads again', async () => {
    const user = userEvent.setup();
    queryMock.mockRejectedValueOnce(Object.assign(new Error('offline'), { code: 'unavailable' }));
    vi.spyOn(console, 'error').mockImplementation(() => {});
    renderMap('/map?country=ES');
    expect(await screen.findByText('We could not load the players.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(status()).toHaveTextContent('3 players in view'));
    expect(queryMock).toHaveBeenCalledTimes(2);
  });

  it('reads nothing before the session is known (a member would read the country twice)', async () => {
    renderMap('/map?country=ES', { user: { uid: 'member', emailVerified: true }, ready: false });
    await waitFor(() => expect(canvas?.shades?.countries).toHaveLength(1));
    expect(list().getByText('Loading players…')).toBeInTheDocument();
    expect(queryMock).not.toHaveBeenCalled();
  });

  it("reads members-only entries for a verified member, and public ones when the token is not verified yet", async () => {
    queryMock.mockRejectedValueOnce(Object.assign(new Error('denied'), { code: 'permission-denied' }));
    renderMap('/map?country=ES', { user: { uid: 'member', emailVerified: true } });
    await waitFor(() => expect(status()).toHaveTextContent('3 players in view'));
    expect(queryMock).toHaveBeenCalledTimes(2);
    const [members, publicOnly] = queryMock.mock.calls.map((call) => JSON.stringify(call[0].where));
    expect(members).not.toBe(publicOnly);
    expect(publicOnly).toContain('"public"');
  });
});

describe('MapPage: the name filter', () => {
  it('finds a surname as the directory does: any word of the name from its first letters, accents aside', async () => {
    queryMock.mockResolvedValue([
      ...SPAIN,
      entry('p-tiago', 'Tiago Moreira'),
      entry('p-moreno', 'Moreno Eira'),
      entry('p-elsa', 'Elsa Åberg'),
      entry('p-ana', 'Ana Conceição Martins'),
    ]);
    renderMap('/map?country=ES&name=Moreira');
    await waitFor(() => expect(listed()).toEqual(['Tiago Moreira']));
    // A word's beginning, not any substring: "eira" is Moreno Eira's surname, not the end of Moreira.
    cleanup();
    renderMap('/map?country=ES&name=eira');
    await waitFor(() => expect(listed()).toEqual(['Moreno Eira']));
    cleanup();
    renderMap('/map?country=ES&name=aberg');
    await waitFor(() => expect(listed()).toEqual(['Elsa Åberg']));
    cleanup();
    renderMap('/map?country=ES&name=conceicao');
    await waitFor(() => expect(listed()).toEqual(['Ana Conceição Martins']));
  });
});

describe('MapPage: the card', () => {
  it('opens from the list with the CV link; Escape closes it and the focus goes back', async () => {
    const user = userEvent.setup();
    renderMap('/map?country=ES');
    const item = await list().findByRole('button', { name: /^Lucía Ferrer/ });
    await user.click(item);
    const card = screen.getByRole('region', { name: 'Lucía Ferrer' });
    expect(within(card).getByRole('link', { name: 'View CV' })).toHaveAttribute('href', '/p/p-lucia');
    expect(within(card).getByText('Open to offers')).toBeInTheDocument();
    expect(within(card).getByText('CD Norte')).toBeInTheDocument();
    // The country's name as text, its flag a decorative SVG image (flag emoji draw as letters in boxes on Windows).
    const flag = within(card).getByText('Spain').querySelector('img')?.getAttribute('src');
    expect(new URL(flag ?? '', 'http://site.test').pathname).toMatch(/\/es[^/]*\.svg$/);
    expect(card.textContent).not.toMatch(/[\u{1F1E6}-\u{1F1FF}]/u);
    expect(canvas?.selectedRow).not.toBeNull();

    fireEvent.keyDown(within(card).getByRole('heading', { name: 'Lucía Ferrer' }), { key: 'Escape' });
    expect(screen.queryByRole('region', { name: 'Lucía Ferrer' })).not.toBeInTheDocument();
    await waitFor(() => expect(list().getByRole('button', { name: /^Lucía Ferrer/ })).toHaveFocus());
  });

  it('opens from a marker, and lists the players of a place the canvas cannot split', async () => {
    const user = userEvent.setup();
    renderMap('/map?country=ES');
    await waitFor(() => expect(canvas?.rows).toHaveLength(3));
    const rows = Array.from(canvas!.rows);
    expect(canvas!.labelOf(rows[0]!)).toMatch(/^Lucía Ferrer, Left winger, \d+$/);
    expect(canvas!.idOf(rows[0]!)).toBe('p-lucia');
    act(() => canvas!.onOpenPlayer(rows[1]!));
    expect(screen.getByRole('region', { name: 'Mario Gil' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Close' }));

    act(() => canvas!.onShowPlayers([rows[0]!, rows[2]!]));
    expect(list().getByRole('heading', { name: 'Players at this place' })).toBeInTheDocument();
    expect(status()).toHaveTextContent('2 players at this place');
    await user.click(list().getByRole('button', { name: 'Back to the players in view' }));
    expect(status()).toHaveTextContent('3 players in view');
  });
});

describe('MapPage on a phone (≤ 480 px)', () => {
  it('folds the filters and the list behind toggles, and says on the map what to do', async () => {
    const user = userEvent.setup();
    vi.stubGlobal('matchMedia', (query: string) => ({
      matches: query === '(max-width: 480px)',
      media: query,
      addEventListener: () => {},
      removeEventListener: () => {},
    }));
    try {
      renderMap('/map');
      const filtersToggle = screen.getByRole('button', { name: 'Filters' });
      expect(filtersToggle).toHaveAttribute('aria-expanded', 'false');
      expect(screen.queryByRole('search', { name: 'Filter players' })).not.toBeInTheDocument();
      expect(screen.queryByRole('region', { name: 'Players in view' })).not.toBeInTheDocument();
      // The list is folded away: the map itself says what to do.
      expect(await screen.findByText('Choose a country on the map or in the filters to see its players.')).toBeVisible();

      await user.click(filtersToggle);
      expect(filtersToggle).toHaveAttribute('aria-expanded', 'true');
      await user.selectOptions(filters().getByRole('combobox', { name: 'Based in' }), 'ES');
      const playersToggle = screen.getByRole('button', { name: 'Players' });
      await user.click(playersToggle);
      expect(playersToggle).toHaveAttribute('aria-expanded', 'true');
      await waitFor(() => expect(status()).toHaveTextContent('3 players in view'));
    } finally {
      vi.unstubAllGlobals();
    }
  });
});
