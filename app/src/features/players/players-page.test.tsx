import { act, cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { coreStore } from '../../shared/core/use-core-store';
import { queryDocuments } from '../../shared/firebase/documents';
import { getFileUrl } from '../../shared/firebase/files';
import defaultAvatar from '../../shared/ui/default-avatar.svg';
import { clearToasts, renderRoutes } from '../../test/render';
import PlayersPage from './players-page';
import { manyPlayers, seedPlayers } from './test-fixtures';

vi.mock('../../shared/firebase/documents', () => ({ queryDocuments: vi.fn() }));
vi.mock('../../shared/firebase/files', () => ({ getFileUrl: vi.fn() }));

const queryMock = vi.mocked(queryDocuments);
const fileUrlMock = vi.mocked(getFileUrl);

beforeEach(() => {
  // Ages are counted on this day (only Date is faked, so Testing Library's timers still run).
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date(2025, 5, 1, 12));
  // The store outlives a test: empty it so each test loads its own players.
  coreStore.setPlayersFromDocs([]);
  coreStore.reset();
  vi.clearAllMocks();
  queryMock.mockResolvedValue(seedPlayers());
  fileUrlMock.mockRejectedValue(new Error('storage/object-not-found'));
});

afterEach(async () => {
  vi.useRealTimers();
  await clearToasts();
  cleanup();
});

function renderDirectory(path = '/player') {
  return renderRoutes(
    [
      { path: '/player', element: <PlayersPage /> },
      { path: '/p/:id', element: <p>The CV</p> },
    ],
    path,
  );
}

const count = () => screen.getByRole('status');
const cardNames = () =>
  within(screen.getByRole('list', { name: 'Players' }))
    .getAllByRole('heading', { level: 2 })
    .map((h) => h.textContent);

describe('PlayersPage', () => {
  it('lists the public players by surname, each card linking to the CV', async () => {
    const { router } = renderDirectory();
    expect(await screen.findByText('12 players')).toBeInTheDocument();
    expect(queryMock).toHaveBeenCalledWith('players', { where: [['visibility', '==', 'public']] });
    expect(cardNames()).toEqual([
      'Kwame Asante', 'Karim Benali', 'Rafael Campos', 'Moussa Diallo', 'Lucía Ferrer', 'Tiago Moreira',
      'Chinedu Okafor', 'Demo Player', 'Mateo Quiroga', 'Santiago Ríos', 'Daan Visser', 'Jonas Weber',
    ]);
    const lucia = screen.getByRole('link', { name: 'Lucía Ferrer' });
    expect(lucia).toHaveAttribute('href', '/p/demo-lucia-ferrer');
    const card = lucia.closest('article') as HTMLElement;
    expect(within(card).getByText('22 years')).toBeInTheDocument();
    expect(within(card).getByText('Spain')).toBeInTheDocument();
    expect(within(card).getByText('CD Turia')).toBeInTheDocument();
    expect(within(card).getByTitle('Left winger')).toHaveTextContent('LW');
    await userEvent.setup().click(lucia);
    expect(router.state.location.pathname + router.state.location.search).toBe('/p/demo-lucia-ferrer');
  });

  it('finds a player by name whatever the case and accents, and writes the search to the URL', async () => {
    const user = userEvent.setup();
    const { router } = renderDirectory();
    await screen.findByText('12 players');
    await user.type(screen.getByLabelText('Search by name'), 'lucia');
    expect(count()).toHaveTextContent('1 player');
    expect(cardNames()).toEqual(['Lucía Ferrer']);
    expect(router.state.location.search).toBe('?q=lucia');
    await user.clear(screen.getByLabelText('Search by name'));
    await user.type(screen.getByLabelText('Search by name'), 'RIOS ');
    expect(cardNames()).toEqual(['Santiago Ríos']);
    // The trailing space stays in the box while the URL keeps the tidy search.
    expect(screen.getByLabelText('Search by name')).toHaveValue('RIOS ');
    expect(router.state.location.search).toBe('?q=RIOS');
  });

  it('narrows the count with each filter as the seed players predict', async () => {
    const user = userEvent.setup();
    const { router } = renderDirectory();
    await screen.findByText('12 players');

    await user.selectOptions(screen.getByLabelText('Player type'), 'goalkeeper');
    expect(count()).toHaveTextContent('3 players');
    expect(router.state.location.search).toBe('?type=goalkeeper');
    await user.selectOptions(screen.getByLabelText('Country'), 'PT');
    expect(cardNames()).toEqual(['Tiago Moreira']);
    expect(router.state.location.search).toBe('?country=PT&type=goalkeeper');

    await user.selectOptions(screen.getByLabelText('Player type'), '');
    expect(count()).toHaveTextContent('2 players');
    await user.selectOptions(screen.getByLabelText('Country'), 'FR');
    // Karim Benali is Moroccan and lives in France.
    expect(cardNames()).toEqual(['Karim Benali']);
    await user.selectOptions(screen.getByLabelText('Country'), '');

    await user.selectOptions(screen.getByLabelText('Position'), 'LW');
    expect(cardNames()).toEqual(['Lucía Ferrer']);
    await user.selectOptions(screen.getByLabelText('Position'), '');

    await user.selectOptions(screen.getByLabelText('Maximum age'), '21');
    expect(cardNames()).toEqual(['Rafael Campos', 'Santiago Ríos', 'Daan Visser']);
    await user.selectOptions(screen.getByLabelText('Minimum age'), '21');
    expect(cardNames()).toEqual(['Rafael Campos']);
    expect(router.state.location.search).toBe('?minAge=21&maxAge=21');
  });

  it('sorts by age or by the latest update', async () => {
    const user = userEvent.setup();
    const { router } = renderDirectory();
    await screen.findByText('12 players');
    await user.selectOptions(screen.getByLabelText('Sort by'), 'youngest');
    expect(cardNames().slice(0, 3)).toEqual(['Santiago Ríos', 'Daan Visser', 'Rafael Campos']);
    expect(router.state.location.search).toBe('?sort=youngest');
    await user.selectOptions(screen.getByLabelText('Sort by'), 'oldest');
    expect(cardNames().slice(0, 2)).toEqual(['Mateo Quiroga', 'Jonas Weber']);
    await user.selectOptions(screen.getByLabelText('Sort by'), 'updated');
    expect(cardNames()[0]).toBe('Santiago Ríos');
  });

  it('opens with the filters of a shared link, and shows them in the form', async () => {
    renderDirectory('/player?type=goalkeeper&sort=youngest&q=%20');
    await screen.findByText('3 players');
    expect(cardNames()).toEqual(['Santiago Ríos', 'Kwame Asante', 'Tiago Moreira']);
    expect(screen.getByLabelText('Player type')).toHaveValue('goalkeeper');
    expect(screen.getByLabelText('Sort by')).toHaveValue('youngest');
  });

  it('says when nothing matches and clears the filters, keeping the sort', async () => {
    const user = userEvent.setup();
    const { router } = renderDirectory('/player?q=zzz&type=goalkeeper&sort=oldest');
    expect(await screen.findByRole('heading', { name: 'No players match these filters' })).toBeInTheDocument();
    expect(count()).toHaveTextContent('0 players');
    await user.click(screen.getByRole('button', { name: 'Clear filters' }));
    expect(count()).toHaveTextContent('12 players');
    expect(router.state.location.search).toBe('?sort=oldest');
    expect(screen.getByLabelText('Search by name')).toHaveValue('');
  });

  it('pages twelve at a time with accessible pagination links', async () => {
    queryMock.mockResolvedValue(manyPlayers(18));
    const user = userEvent.setup();
    const { router } = renderDirectory();
    await screen.findByText(/30 players/);
    expect(count()).toHaveTextContent('30 players · page 1 of 3');
    expect(cardNames()).toHaveLength(12);
    const nav = screen.getByRole('navigation', { name: 'Pagination' });
    expect(within(nav).getByRole('link', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page');

    await user.click(within(nav).getByRole('link', { name: 'Next page' }));
    expect(router.state.location.search).toBe('?page=2');
    expect(cardNames()[0]).toBe('Squad Zz Player 01');
    const navAfter = screen.getByRole('navigation', { name: 'Pagination' });
    expect(within(navAfter).getByRole('link', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
    expect(within(navAfter).getByRole('link', { name: 'Page 1' })).not.toHaveAttribute('aria-current');

    await user.click(within(navAfter).getByRole('link', { name: 'Page 3' }));
    expect(cardNames()).toHaveLength(6);
    expect(screen.queryByRole('link', { name: 'Next page' })).not.toBeInTheDocument();

    // A new filter starts again from the first page.
    await user.selectOptions(screen.getByLabelText('Country'), 'SE');
    expect(router.state.location.search).toBe('?country=SE');
    expect(count()).toHaveTextContent('18 players · page 1 of 2');
  });

  it('loads the players once and keeps them for the next visit', async () => {
    renderDirectory();
    await screen.findByText('12 players');
    cleanup();
    renderDirectory('/player?type=goalkeeper');
    expect(screen.getByText('3 players')).toBeInTheDocument();
    expect(queryMock).toHaveBeenCalledTimes(1);
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
    expect(await screen.findByText('12 players')).toBeInTheDocument();
    expect(queryMock).toHaveBeenCalledTimes(2);
  });

  it("shows a player's picture when they have one and the default avatar otherwise", async () => {
    const docs = seedPlayers();
    docs[2]!.data.hasPhoto = true; // Lucía
    queryMock.mockResolvedValue(docs);
    fileUrlMock.mockResolvedValue('https://files.example/lucia.webp');
    renderDirectory();
    await screen.findByText('12 players');
    const photoOf = (name: string) =>
      screen.getByRole('link', { name }).closest('article')!.querySelector('img') as HTMLImageElement;
    await waitFor(() => expect(photoOf('Lucía Ferrer')).toHaveAttribute('src', 'https://files.example/lucia.webp'));
    expect(fileUrlMock).toHaveBeenCalledTimes(1);
    expect(fileUrlMock).toHaveBeenCalledWith('profilePictures/demo-lucia-ferrer');
    expect(photoOf('Jonas Weber')).toHaveAttribute('src', defaultAvatar);
    expect(photoOf('Jonas Weber')).toHaveAttribute('loading', 'lazy');
  });

  it('sets its own title', async () => {
    renderDirectory();
    await screen.findByText('12 players');
    expect(document.title).toMatch(/^Players/);
  });
});
