// The map page's store binding and reads, with the real wasm core and a stand-in for the Leaflet canvas (jsdom
// draws no map): the URL ↔ store round trip, the filters writing the store as typed, the age error at its field,
// one read for the world view and a country's cells read once, step by step.
import { act, cleanup, configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { ReactElement } from 'react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { coreStore, storeSnapshot } from '../../shared/core/use-core-store';
import { getDocument, type QueriedDocument } from '../../shared/firebase/documents';
import { getFileUrl } from '../../shared/firebase/files';
import { clearToasts, renderRoutes, type RouterOptions } from '../../test/render';
import type { MapCanvasProps } from './components/map-canvas';
import { forgetMapData } from './hooks/use-map-data';
import MapPage from './map-page';

vi.mock('../../shared/firebase/documents', () => ({ getDocument: vi.fn() }));
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
/** A map cell's row of an entry, as the functions store it: the entry's text (a row reads the fields it knows). */
const rowOf = (doc: QueriedDocument<Record<string, unknown>>) => ({ [doc.id]: { [JSON.stringify(doc.data)]: 1 } });

/** The map's cells, by id: the country's cell holding every player's row (a country that fits one cell). */
let cells: Record<string, Record<string, unknown> | ((id: string) => Record<string, unknown>)> = {};
function countryOf(players: QueriedDocument<Record<string, unknown>>[], country = 'ES') {
  cells = { [country]: { n: players.length, rows: Object.assign({}, ...players.map(rowOf)) } };
}

/** The countries aggregate the world view reads. */
let countriesDoc: Record<string, unknown> = {};
/** A failure the next read of a cell meets (once). */
let refusal: Error | null = null;
/** Cells whose documents cannot be read (past the reader's limits). */
const unreadable = new Set<string>();
const refuseNextCell = (code: string) => {
  refusal = Object.assign(new Error(code), { code });
};

/** The cells read, by path, in order. */
const cellReads = () => getMock.mock.calls.map(([path]) => path).filter((path) => path.startsWith('mapCells/'));

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
  countriesDoc = COUNTRIES;
  refusal = null;
  unreadable.clear();
  countryOf(SPAIN);
  getMock.mockImplementation((path: string) => {
    if (path === 'aggregates/countries') return Promise.resolve(countriesDoc);
    if (refusal) {
      const error = refusal;
      refusal = null;
      return Promise.reject(error);
    }
    const id = path.split('/').pop() ?? '';
    if (unreadable.has(id)) return Promise.reject(Object.assign(new Error(`${path} cannot be read`), { code: 'unreadable-document' }));
    const cell = cells[id] ?? cells['*'];
    return Promise.resolve(cell ? (typeof cell === 'function' ? cell(id) : cell) : null);
  });
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
    expect(cellReads()).toHaveLength(1);
    await user.click(filters().getByRole('button', { name: 'Reset filters' }));
    expect(storeSnapshot().state).toMatchObject({ activeCountry: 'ES', nationality: null });
    await waitFor(() => expect(listed()).toHaveLength(3));
  });

  it('keeps the players with confirmed stats when asked, as the directory does, reading nothing more', async () => {
    const user = userEvent.setup();
    countryOf([
      entry('p-lucia', 'Lucía Ferrer', { season: { season: 2025, minutes: 900 }, confirmed: 60 }),
      entry('p-mario', 'Mario Gil', { season: { season: 2025, minutes: 900 }, confirmed: 0 }),
      SPAIN[2]!,
    ]);
    const { router } = renderMap('/map?basedIn=ES');
    await waitFor(() => expect(status()).toHaveTextContent('3 players in view'));
    await user.click(filters().getByRole('checkbox', { name: 'Confirmed stats only' }));
    expect(storeSnapshot().state).toMatchObject({ activeCountry: 'ES', confirmedOnly: true });
    await waitFor(() => expect(listed()).toEqual(['Lucía Ferrer']));
    await waitFor(() => expect(router.state.location.search).toBe('?basedIn=ES&confirmed=1'));
    expect(cellReads()).toHaveLength(1);
    await user.click(filters().getByRole('button', { name: 'Reset filters' }));
    expect(storeSnapshot().state).toMatchObject({ activeCountry: 'ES', confirmedOnly: false });
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

    await user.click(screen.getByRole('button', { name: 'Spain on the map' }));
    expect(storeSnapshot().state.activeCountry).toBe('ES');
    await waitFor(() => expect(status()).toHaveTextContent('3 players in view'));
    // One read: the country's cell, which holds every player's row.
    expect(cellReads()).toEqual(['mapCells/public/cells/ES']);

    await user.type(filters().getByRole('textbox', { name: 'Name' }), 'gil');
    await user.selectOptions(filters().getByRole('combobox', { name: 'Based in' }), '');
    expect(await screen.findByText('Choose a country on the map or in the filters to see its players.')).toBeInTheDocument();
    await user.selectOptions(filters().getByRole('combobox', { name: 'Based in' }), 'ES');
    await waitFor(() => expect(listed()).toEqual(['Mario Gil']));
    // Clicking the active country again clears it.
    await user.click(screen.getByRole('button', { name: 'Spain on the map' }));
    expect(storeSnapshot().state.activeCountry).toBeNull();
    expect(cellReads()).toHaveLength(1);
    expect(getMock).toHaveBeenCalledTimes(2);
  });

  it("reads a country too big for one cell's rows from the cells that hold them, a level at a time", async () => {
    const many = Array.from({ length: 240 }, (_, i) => entry(`p-${String(i).padStart(4, '0')}`, `Player ${i}`));
    // The country's cell is full: its children hold the rows (every child, in view or not, for a country read whole).
    cells = {
      ES: { n: 243, full: true, c: { e: 240, s: 3 } },
      'ES-e': { n: 240, rows: Object.assign({}, ...many.map(rowOf)) },
      'ES-s': { n: 3, rows: Object.assign({}, ...SPAIN.map(rowOf)) },
    };
    renderMap('/map?country=ES');
    await waitFor(() => expect(status()).toHaveTextContent('243 players in view'));
    expect(cellReads()).toEqual(['mapCells/public/cells/ES', 'mapCells/public/cells/ES-e', 'mapCells/public/cells/ES-s']);
    // Rendering stops at the first items, with a way to the next ones.
    expect(list().getByRole('button', { name: /^Show more/ })).toBeInTheDocument();
  });

  it("reads a big country's cells in view within the view's budget, and says when players are left", async () => {
    countriesDoc = { players: 12_000, countries: { ES: { players: 12_000 } } };
    const view = { south: 40.2, west: -4.2, north: 40.6, east: -3.2, zoom: 10, center: { lat: 40.4, lng: -3.7 } };
    // Every cell above the finest is full, with all 32 children: the view cannot open every one it touches.
    let next = 0;
    const children = Object.fromEntries([...'0123456789bcdefghjkmnpqrstuvwxyz'].map((c) => [c, 12]));
    cells = {
      '*': (id: string) =>
        id.length < 8 ? { n: 12_000, full: true, c: children } : { n: 1, rows: rowOf(entry(`p-${next}`, `Player ${next++}`)) },
    };
    renderMap('/map?country=ES&lat=40.4&lng=-3.7&zoom=10');
    expect(await screen.findByText(/zoom in to see them/)).toBeInTheDocument();
    expect(cellReads()).toEqual([]);
    act(() => canvas!.onViewChange(view));
    expect(await screen.findByText(/there are more here\. Zoom in to see all of them\./)).toBeInTheDocument();
    // The view's reads stay within the budget (64 cells), each cell read once.
    const paths = cellReads();
    expect(paths.length).toBeLessThanOrEqual(64);
    expect(new Set(paths).size).toBe(paths.length);
    // A view touched again reads nothing more.
    const before = cellReads().length;
    act(() => canvas!.onViewChange({ ...view, center: { lat: 40.41, lng: -3.7 } }));
    await waitFor(() => expect(screen.getByText(/there are more here/)).toBeInTheDocument());
    expect(cellReads().length).toBe(before);
  });

  it('skips a cell that cannot be read, and shows the players of the others', async () => {
    cells = {
      ES: { n: 4, full: true, c: { e: 3, s: 1 } },
      'ES-e': { n: 3, rows: Object.assign({}, ...SPAIN.map(rowOf)) },
    };
    unreadable.add('ES-s');
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    renderMap('/map?country=ES');
    await waitFor(() => expect(status()).toHaveTextContent('3 players in view'));
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('mapCells/public/cells/ES-s'));
    expect(screen.queryByText('We could not load the players.')).not.toBeInTheDocument();
  });

  it('says when a country has no players yet', async () => {
    cells = {};
    renderMap('/map?country=FR');
    expect(await screen.findByText('No players in France yet.')).toBeInTheDocument();
  });

  it('shows the failure with "Try again", which reads again', async () => {
    const user = userEvent.setup();
    refuseNextCell('unavailable');
    vi.spyOn(console, 'error').mockImplementation(() => {});
    renderMap('/map?country=ES');
    expect(await screen.findByText('We could not load the players.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(status()).toHaveTextContent('3 players in view'));
    expect(cellReads()).toEqual(['mapCells/public/cells/ES', 'mapCells/public/cells/ES']);
  });

  it('reads nothing before the session is known (a member would read the country twice)', async () => {
    renderMap('/map?country=ES', { user: { uid: 'member', emailVerified: true }, ready: false });
    await waitFor(() => expect(canvas?.shades?.countries).toHaveLength(1));
    expect(list().getByText('Loading players…')).toBeInTheDocument();
    expect(cellReads()).toEqual([]);
  });

  it("reads members-only entries for a verified member, and public ones when the token is not verified yet", async () => {
    refuseNextCell('permission-denied');
    renderMap('/map?country=ES', { user: { uid: 'member', emailVerified: true } });
    await waitFor(() => expect(status()).toHaveTextContent('3 players in view'));
    // The cells of every listed entry first, refused; then the public entries' cells.
    expect(cellReads()).toEqual(['mapCells/all/cells/ES', 'mapCells/public/cells/ES']);
  });
});

describe('MapPage: the name filter', () => {
  it('finds a surname as the directory does: any word of the name from its first letters, accents aside', async () => {
    countryOf([
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
      // Folded away, nothing is built inside them (the country selects alone are some 500 options).
      expect(document.querySelector('#map-filters')?.childElementCount).toBe(0);
      expect(document.querySelectorAll('option')).toHaveLength(0);
      // The list is folded away: the map itself says what to do.
      expect(await screen.findByText('Choose a country on the map or in the filters to see its players.')).toBeVisible();

      await user.click(filtersToggle);
      expect(filtersToggle).toHaveAttribute('aria-expanded', 'true');
      await user.selectOptions(filters().getByRole('combobox', { name: 'Based in' }), 'ES');
      // Folded and opened again, the filters show what was chosen.
      await user.click(filtersToggle);
      await user.click(filtersToggle);
      expect(filters().getByRole('combobox', { name: 'Based in' })).toHaveValue('ES');
      const playersToggle = screen.getByRole('button', { name: 'Players' });
      await user.click(playersToggle);
      expect(playersToggle).toHaveAttribute('aria-expanded', 'true');
      await waitFor(() => expect(status()).toHaveTextContent('3 players in view'));
    } finally {
      vi.unstubAllGlobals();
    }
  });
});
