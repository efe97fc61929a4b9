import { act, cleanup, configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { countDocuments, getDocument, queryDocuments, type QueriedDocument } from '../../shared/firebase/documents';
import { getFileUrl } from '../../shared/firebase/files';
import defaultAvatar from '../../shared/ui/default-avatar.svg';
import { clearToasts, renderRoutes, type RouterOptions } from '../../test/render';
import PlayersPage from './players-page';

vi.mock('../../shared/firebase/documents', () => ({
  queryDocuments: vi.fn(),
  countDocuments: vi.fn(),
  getDocument: vi.fn(),
  DOCUMENT_ID: '__name__',
}));
vi.mock('../../shared/firebase/files', () => ({ getFileUrl: vi.fn() }));

// Each page renders after a (mocked) query and a transition: on a busy two-core machine that can take over a second.
configure({ asyncUtilTimeout: 5000 });

const queryMock = vi.mocked(queryDocuments);
const countMock = vi.mocked(countDocuments);
const getMock = vi.mocked(getDocument);
const fileUrlMock = vi.mocked(getFileUrl);

/** A `playerIndex` entry as the functions write it (the core's IndexEntry), for player n, in surname order. */
function entry(n: number, extra: Record<string, unknown> = {}): QueriedDocument<Record<string, unknown>> {
  const last = `Surname${String(n).padStart(3, '0')}`;
  return {
    id: `gen-${String(n).padStart(4, '0')}`,
    data: {
      displayName: `Ana ${last}`, sortKey: `${last.toLowerCase()} ana`,
      birthMonth: '2003-03', playerType: 'outfield', mainPosition: 'LW', positions: ['LW', 'RW'], nationalities: ['ES'],
      filterKeys: ['p:LW', 'n:ES'], countryOfResidence: 'ES', city: 'Valencia', location: null, locationPrecision: null,
      geohash: null, club: 'CD Turia', availability: null, heightCm: null, hasPhoto: false, visibility: 'public',
      updatedAt: 1_700_000_000_000 + n,
      ...extra,
    },
  };
}
const entries = (from: number, to: number) => Array.from({ length: to - from }, (_, i) => entry(from + i));

beforeEach(() => {
  // Ages are counted on this day (only Date is faked, so Testing Library's timers still run).
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date(2025, 5, 1, 12));
  vi.clearAllMocks();
  queryMock.mockResolvedValue(entries(0, 13));
  // No count unless a test gives one: the count line then says only the places.
  countMock.mockRejectedValue(new Error('no count here'));
  vi.spyOn(console, 'warn').mockImplementation(() => {});
  getMock.mockResolvedValue(null);
  fileUrlMock.mockRejectedValue(new Error('storage/object-not-found'));
});

afterEach(async () => {
  vi.useRealTimers();
  await clearToasts();
  cleanup();
});

function renderDirectory(path = '/player', options: RouterOptions = {}) {
  return renderRoutes([{ path: '/player', element: <PlayersPage /> }, { path: '/p/:id', element: <p>The CV</p> }], path, options);
}

const count = () => screen.getByRole('status');
const cardNames = () =>
  within(screen.getByRole('list', { name: 'Players' }))
    .getAllByRole('heading', { level: 2 })
    .map((h) => h.textContent);
const lastOptions = () => queryMock.mock.calls.at(-1)![1]!;

describe('PlayersPage', () => {
  it('reads one page and one more of the public index entries, by surname, each card linking to /p/{uid}', async () => {
    const { router } = renderDirectory();
    expect(await screen.findByText('Showing 1–12')).toBeInTheDocument();
    expect(queryMock).toHaveBeenCalledTimes(1);
    expect(queryMock).toHaveBeenCalledWith('playerIndex', {
      where: [['visibility', '==', 'public']],
      orderBy: [['sortKey', 'asc'], ['__name__', 'asc']],
      limit: 13,
      limitToLast: false,
    });
    expect(cardNames()).toHaveLength(12);
    const first = screen.getByRole('link', { name: 'Ana Surname000' });
    expect(first).toHaveAttribute('href', '/p/gen-0000');
    const card = first.closest('article') as HTMLElement;
    expect(within(card).getByText('22 years')).toBeInTheDocument();
    expect(within(card).getByText('Spain')).toBeInTheDocument();
    expect(within(card).getByText('CD Turia')).toBeInTheDocument();
    expect(within(card).getByTitle('Left winger')).toHaveTextContent('LW');
    await userEvent.setup().click(first);
    expect(router.state.location.pathname).toBe('/p/gen-0000');
  });

  it("draws the country's flag as an SVG image beside its name, never as flag emoji", async () => {
    renderDirectory();
    const card = (await screen.findByRole('link', { name: 'Ana Surname000' })).closest('article') as HTMLElement;
    // The name is the text a screen reader reads; the image beside it is decorative, so the name is read once.
    const country = within(card).getByText('Spain');
    const flag = country.querySelector('img');
    expect(flag).not.toBeNull();
    expect(flag).toHaveAttribute('alt', '');
    // Its path (the dev server's URLs carry a `?no-inline` query; the build's do not).
    expect(new URL(flag?.getAttribute('src') ?? '', 'http://site.test').pathname).toMatch(/\/es[^/]*\.svg$/);
    expect(flag).toHaveAttribute('width', '20');
    expect(flag).toHaveAttribute('height', '15');
    expect(flag).toHaveAttribute('loading', 'lazy');
    // Regional indicator letters are what Windows and headless Chromium draw as two letters in boxes.
    expect(screen.getByRole('list', { name: 'Players' }).textContent).not.toMatch(/[\u{1F1E6}-\u{1F1FF}]/u);
  });

  it('draws no flag for a country the core does not know', async () => {
    queryMock.mockResolvedValue([entry(0, { nationalities: ['ZZ'], countryOfResidence: 'QQ' })]);
    renderDirectory();
    const card = (await screen.findByRole('link', { name: 'Ana Surname000' })).closest('article') as HTMLElement;
    expect(card.querySelector('.player-card-country')).toBeNull();
    expect(card.querySelectorAll('img')).toHaveLength(1);
  });

  it('pages with Next and Previous through the URL, resuming after the last card', async () => {
    const user = userEvent.setup();
    const { router } = renderDirectory();
    await screen.findByText('Showing 1–12');
    const pagination = screen.getByRole('navigation', { name: 'Pagination' });
    expect(within(pagination).queryByRole('link', { name: 'Previous page' })).toBeNull();
    queryMock.mockResolvedValue(entries(12, 20));
    await user.click(within(pagination).getByRole('link', { name: 'Next page' }));
    expect(await screen.findByText('Showing 13–20')).toBeInTheDocument();
    expect(router.state.location.search).toMatch(/^\?page=2&cursor=[\w-]+$/);
    expect(lastOptions()).toMatchObject({ startAfter: ['surname011 ana', 'gen-0011'], limit: 13 });
    expect(cardNames()[0]).toBe('Ana Surname012');
    const nav = screen.getByRole('navigation', { name: 'Pagination' });
    expect(within(nav).queryByRole('link', { name: 'Next page' })).toBeNull();
    // Back from page 2 is the first page itself.
    expect(within(nav).getByRole('link', { name: 'Previous page' })).toHaveAttribute('href', '/player');
  });

  it('plans each filter as the core says: "Based in" an equality, one tag for position and nationality, the type, a name key', async () => {
    const user = userEvent.setup();
    const { router } = renderDirectory();
    await screen.findByText('Showing 1–12');
    await user.selectOptions(screen.getByLabelText('Position'), 'LW');
    await user.selectOptions(screen.getByLabelText(/^Based in/), 'PT');
    await user.selectOptions(screen.getByLabelText(/^Nationality/), 'ES');
    await user.selectOptions(screen.getByLabelText('Player type'), 'outfield');
    expect(router.state.location.search).toBe('?position=LW&basedIn=PT&nationality=ES&type=outfield');
    await waitFor(() =>
      expect(lastOptions().where).toEqual([
        ['visibility', '==', 'public'],
        ['countryOfResidence', '==', 'PT'],
        ['filterKeys', 'array-contains', 'p:LW/n:ES'],
        ['playerType', '==', 'outfield'],
      ]),
    );
    queryMock.mockResolvedValue([
      entry(5, { displayName: 'Ana Surname006', positions: ['GK'], filterKeys: ['p:GK', 'n:ES', 'p:GK/n:ES'] }),
      entry(6, { filterKeys: ['p:LW', 'n:ES', 'p:LW/n:ES'] }),
    ]);
    await user.type(screen.getByLabelText('Search by name'), 'Surnáme006');
    // The name takes the one array-contains (a key of the entry's nameKeys), still listed by surname; the position
    // and nationality are checked on the page, so the player who is no left winger is not shown.
    await waitFor(() =>
      expect(lastOptions().where).toEqual([
        ['visibility', '==', 'public'],
        ['countryOfResidence', '==', 'PT'],
        ['nameKeys', 'array-contains', 'surname0'],
        ['playerType', '==', 'outfield'],
      ]),
    );
    expect(lastOptions().orderBy).toEqual([['sortKey', 'asc'], ['__name__', 'asc']]);
    expect(await screen.findByText('1 player')).toBeInTheDocument();
    expect(cardNames()).toEqual(['Ana Surname006']);
  });

  it('filters to confirmed stats through the one tag, sorts by the confirmed share, and says it on the card', async () => {
    const user = userEvent.setup();
    queryMock.mockResolvedValue([
      entry(1, { confirmed: 67, season: { season: 2024, minutes: 810 }, filterKeys: ['p:LW', 'n:ES', 'c', 'p:LW/c', 'n:ES/c'] }),
      entry(2),
    ]);
    const { router } = renderDirectory();
    const confirmed = (await screen.findByRole('link', { name: 'Ana Surname001' })).closest('article') as HTMLElement;
    expect(confirmed).toHaveTextContent('67% of 2024/25 minutes confirmed by a coach or club');
    expect(screen.getByRole('link', { name: 'Ana Surname002' }).closest('article')).not.toHaveTextContent(/confirmed/);

    await user.click(screen.getByRole('checkbox', { name: 'Confirmed stats only' }));
    await user.selectOptions(screen.getByLabelText('Position'), 'LW');
    await user.selectOptions(screen.getByLabelText('Sort by'), 'confirmed');
    expect(router.state.location.search).toBe('?position=LW&confirmed=1&sort=confirmed');
    await waitFor(() =>
      expect(lastOptions()).toMatchObject({
        where: [
          ['visibility', '==', 'public'],
          ['filterKeys', 'array-contains', 'p:LW/c'],
        ],
        orderBy: [['confirmed', 'desc'], ['__name__', 'desc']],
      }),
    );
    expect(screen.getByRole('checkbox', { name: 'Confirmed stats only' })).toBeChecked();
  });

  it('says how many players match, from one capped count, and links the first pages by number', async () => {
    countMock.mockResolvedValue(1000);
    const user = userEvent.setup();
    const { router } = renderDirectory('/player?position=LW');
    expect(await screen.findByText('Showing 1–12 of 1,000+ players')).toBeInTheDocument();
    expect(countMock).toHaveBeenCalledWith('playerIndex', {
      where: [['visibility', '==', 'public'], ['filterKeys', 'array-contains', 'p:LW']],
      orderBy: [['sortKey', 'asc'], ['__name__', 'asc']],
      limit: 1000,
    });
    const nav = screen.getByRole('navigation', { name: 'Pagination' });
    expect(within(nav).getByText('1')).toHaveAttribute('aria-current', 'page');
    expect(within(nav).getByRole('link', { name: 'Page 2' }).getAttribute('href')).toMatch(/^\/player\?position=LW&page=2&cursor=/);
    expect(within(nav).getByRole('link', { name: 'Page 5' })).toHaveAttribute('href', '/player?position=LW&page=5');
    expect(within(nav).queryByRole('link', { name: 'Page 6' })).toBeNull();

    // Page 3 by its number: read from the start of the order, three pages and one more, the first two dropped.
    countMock.mockResolvedValue(523);
    queryMock.mockResolvedValue(entries(0, 37));
    await user.click(within(nav).getByRole('link', { name: 'Page 3' }));
    expect(router.state.location.search).toBe('?position=LW&page=3');
    expect(await screen.findByText('Showing 25–36 of 523 players')).toBeInTheDocument();
    expect(lastOptions()).toMatchObject({ limit: 37 });
    expect(cardNames()[0]).toBe('Ana Surname024');
    expect(within(screen.getByRole('navigation', { name: 'Pagination' })).getByText('3')).toHaveAttribute('aria-current', 'page');
  });

  it('counts a verified member\'s whole list with the totals document (one read)', async () => {
    getMock.mockResolvedValue({ players: 2012, countries: 48 });
    renderDirectory('/player', { user: { emailVerified: true } });
    expect(await screen.findByText('Showing 1–12 of 2,012 players')).toBeInTheDocument();
    expect(getMock).toHaveBeenCalledWith('aggregates/totals');
    expect(countMock).not.toHaveBeenCalled();
  });

  it('skips a malformed entry and still shows the page', async () => {
    queryMock.mockResolvedValue([entry(0), { id: 'broken', data: { displayName: 7 } }, entry(2, { positions: ['XX'] }), entry(3)]);
    renderDirectory();
    expect(await screen.findByText('2 players')).toBeInTheDocument();
    expect(cardNames()).toEqual(['Ana Surname000', 'Ana Surname003']);
  });

  it('names the two country filters "Based in" and "Nationality"; an older country link is "Based in"', async () => {
    const { router } = renderDirectory('/player?country=PT&type=goalkeeper');
    await screen.findByText(/Showing/);
    const basedIn = screen.getByRole('combobox', { name: 'Based in' });
    const nationality = screen.getByRole('combobox', { name: 'Nationality' });
    expect(basedIn).toHaveValue('PT');
    expect(basedIn).toHaveAccessibleDescription('Where the player lives');
    expect(nationality).toHaveValue('');
    expect(nationality).toHaveAccessibleDescription("Either of the player's nationalities");
    expect(within(nationality).getAllByRole('option')[0]).toHaveTextContent('All nationalities');
    expect(screen.queryByRole('combobox', { name: /^Country/ })).toBeNull();
    await waitFor(() =>
      expect(lastOptions().where).toEqual([
        ['visibility', '==', 'public'],
        ['countryOfResidence', '==', 'PT'],
        ['playerType', '==', 'goalkeeper'],
      ]),
    );
    expect(router.state.location.search).toBe('?country=PT&type=goalkeeper');
  });

  it("keeps both filters when the second is chosen before the first one's URL has rendered", async () => {
    const { router } = renderDirectory('/player');
    await screen.findByText(/Showing/);
    const basedIn = screen.getByRole('combobox', { name: 'Based in' });
    const nationality = screen.getByRole('combobox', { name: 'Nationality' });
    // Two changes in one task: the page has not rendered the first navigation when the second arrives.
    act(() => {
      fireEvent.change(basedIn, { target: { value: 'PT' } });
      fireEvent.change(nationality, { target: { value: 'PT' } });
    });
    await waitFor(() => expect(router.state.location.search).toBe('?basedIn=PT&nationality=PT'));
  });

  it('says when nothing matches and clears the filters, keeping the sort', async () => {
    queryMock.mockResolvedValue([]);
    const user = userEvent.setup();
    const { router } = renderDirectory('/player?country=IS&sort=updated');
    expect(await screen.findByRole('heading', { name: 'No players match these filters' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Clear filters' }));
    expect(router.state.location.search).toBe('?sort=updated');
  });

  it('says so when there are no public players yet', async () => {
    queryMock.mockResolvedValue([]);
    renderDirectory();
    expect(await screen.findByRole('heading', { name: 'No public players yet' })).toBeInTheDocument();
  });

  it('shows a skeleton while loading, and an error card with a retry when Firestore fails', async () => {
    let fail: (error: Error) => void = () => {};
    queryMock.mockReturnValueOnce(new Promise((_, reject) => (fail = reject)));
    const user = userEvent.setup();
    renderDirectory();
    expect(await screen.findByText('Loading players…')).toBeInTheDocument();
    vi.spyOn(console, 'error').mockImplementation(() => {});
    await act(async () => fail(Object.assign(new Error('unavailable'), { code: 'unavailable' })));
    expect(await screen.findByRole('heading', { name: 'We could not load the players' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Showing 1–12')).toBeInTheDocument();
    expect(queryMock).toHaveBeenCalledTimes(2);
    expect(count()).toHaveTextContent('Showing 1–12');
  });

  it("shows a player's picture when they have one and the default avatar otherwise", async () => {
    queryMock.mockResolvedValue([entry(0, { hasPhoto: true }), entry(1)]);
    fileUrlMock.mockResolvedValue('https://files.example/a.webp');
    renderDirectory();
    await screen.findByText('2 players');
    const photoOf = (name: string) =>
      screen.getByRole('link', { name }).closest('article')!.querySelector('img') as HTMLImageElement;
    await waitFor(() => expect(photoOf('Ana Surname000')).toHaveAttribute('src', 'https://files.example/a.webp'));
    expect(fileUrlMock).toHaveBeenCalledWith('profilePictures/gen-0000');
    expect(photoOf('Ana Surname001')).toHaveAttribute('src', defaultAvatar);
  });

  it('asks for members-only players too when the reader is signed in with a verified e-mail', async () => {
    queryMock.mockResolvedValue([entry(0, { displayName: 'Mia Members', visibility: 'members' }), entry(1)]);
    renderDirectory('/player', { user: { emailVerified: true } });
    expect(await screen.findByText('2 players')).toBeInTheDocument();
    expect(queryMock).toHaveBeenCalledTimes(1);
    expect(lastOptions().where).toEqual([['visibility', 'in', ['public', 'members']]]);
    expect(cardNames()).toEqual(['Mia Members', 'Ana Surname001']);
  });

  it('asks for public players only when the reader has not verified their e-mail', async () => {
    queryMock.mockResolvedValue([entry(0, { displayName: 'Mia Members', visibility: 'members' }), entry(1)]);
    renderDirectory('/player', { user: { emailVerified: false } });
    expect(await screen.findByText('1 player')).toBeInTheDocument();
    expect(queryMock).toHaveBeenCalledTimes(1);
    expect(lastOptions().where).toEqual([['visibility', '==', 'public']]);
    expect(cardNames()).toEqual(['Ana Surname001']);
  });

  it('falls back to public players once when the rules refuse the members query (a token from before the verification)', async () => {
    queryMock.mockRejectedValueOnce(Object.assign(new Error('Missing or insufficient permissions.'), { code: 'permission-denied' }));
    queryMock.mockResolvedValueOnce(entries(0, 13));
    renderDirectory('/player', { user: { emailVerified: true } });
    expect(await screen.findByText('Showing 1–12')).toBeInTheDocument();
    expect(queryMock).toHaveBeenCalledTimes(2);
    expect(queryMock.mock.calls[0]![1]!.where).toEqual([['visibility', 'in', ['public', 'members']]]);
    expect(queryMock.mock.calls[1]![1]!.where).toEqual([['visibility', '==', 'public']]);
    expect(screen.queryByText('We could not load the players')).not.toBeInTheDocument();
  });

  it('shows the error card when even the public query is refused, without trying a third time', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    queryMock.mockRejectedValue(Object.assign(new Error('Missing or insufficient permissions.'), { code: 'permission-denied' }));
    renderDirectory('/player', { user: { emailVerified: true } });
    expect(await screen.findByText('We could not load the players')).toBeInTheDocument();
    expect(queryMock).toHaveBeenCalledTimes(2);
  });

  it('sets its own title', async () => {
    renderDirectory();
    await screen.findByText('Showing 1–12');
    expect(document.title).toMatch(/^Players/);
  });
});
