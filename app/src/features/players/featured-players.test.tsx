import { act, cleanup, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { coreStore } from '../../shared/core/use-core-store';
import { queryDocuments } from '../../shared/firebase/documents';
import { getFileUrl } from '../../shared/firebase/files';
import { renderRoutes } from '../../test/render';
import { FeaturedPlayers } from './featured-players';
import { seedPlayers } from './test-fixtures';

vi.mock('../../shared/firebase/documents', () => ({ queryDocuments: vi.fn(), getDocument: vi.fn(async () => null) }));
vi.mock('../../shared/firebase/files', () => ({ getFileUrl: vi.fn() }));

const queryMock = vi.mocked(queryDocuments);
const fileUrlMock = vi.mocked(getFileUrl);
const PUBLIC = ['visibility', '==', 'public'];

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date(2025, 5, 1, 12));
  coreStore.setPlayersFromDocs([]);
  vi.clearAllMocks();
  fileUrlMock.mockImplementation(async (path) => `https://files.example/${path}`);
});

afterEach(() => {
  vi.useRealTimers();
  cleanup();
});

function renderFeatured() {
  return renderRoutes([{ path: '/', element: <FeaturedPlayers /> }], '/');
}

const names = () =>
  within(screen.getByRole('list', { name: 'Featured players' }))
    .getAllByRole('heading', { level: 3 })
    .map((h) => h.textContent);

describe('FeaturedPlayers', () => {
  it('reads nothing until its section nears the viewport, then loads once', async () => {
    const observers: { callback: IntersectionObserverCallback; margin: string | undefined }[] = [];
    vi.stubGlobal(
      'IntersectionObserver',
      class {
        constructor(callback: IntersectionObserverCallback, options?: IntersectionObserverInit) {
          observers.push({ callback, margin: options?.rootMargin });
        }
        observe() {}
        disconnect() {}
      },
    );
    try {
      queryMock.mockResolvedValue(seedPlayers());
      renderFeatured();
      expect(screen.getByRole('region', { name: 'Featured players' })).toHaveAttribute('aria-busy', 'true');
      expect(observers).toHaveLength(1);
      expect(queryMock).not.toHaveBeenCalled();
      act(() => observers[0]!.callback([{ isIntersecting: true } as IntersectionObserverEntry], {} as IntersectionObserver));
      expect(await screen.findByRole('list', { name: 'Featured players' })).toBeInTheDocument();
      expect(queryMock).toHaveBeenCalled();
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('features players with photos first, topping up with other public players, and links to the directory', async () => {
    const seed = seedPlayers();
    const withPhoto = [seed[7]!, seed[3]!].map((d) => ({ ...d, data: { ...d.data, hasPhoto: true } }));
    queryMock.mockImplementation(async (_path, options) =>
      options?.where?.length === 2 ? withPhoto : seed,
    );
    renderFeatured();
    expect(await screen.findByRole('list', { name: 'Featured players' })).toBeInTheDocument();
    // Photos first (Asante and Benali: equally complete, Asante updated later), then the latest updated CVs.
    expect(names()).toEqual(['Kwame Asante', 'Karim Benali', 'Santiago Ríos', 'Mateo Quiroga']);
    expect(queryMock).toHaveBeenCalledWith('players', { where: [PUBLIC, ['hasPhoto', '==', true]], limit: 24 });
    expect(queryMock).toHaveBeenCalledWith('players', { where: [PUBLIC], limit: 24 });
    expect(screen.getByRole('link', { name: 'Karim Benali' })).toHaveAttribute('href', '/p/demo-karim-benali');
    expect(screen.getByRole('link', { name: 'See all players' })).toHaveAttribute('href', '/player');
    await waitFor(() => expect(fileUrlMock).toHaveBeenCalledTimes(2));
    expect(fileUrlMock).toHaveBeenCalledWith('profilePictures/demo-karim-benali');
    expect(fileUrlMock).not.toHaveBeenCalledWith('profilePictures/demo-santiago-rios');
  });

  it('asks Firestore once when enough players have photos', async () => {
    const photos = seedPlayers().map((d) => ({ ...d, data: { ...d.data, hasPhoto: true } }));
    queryMock.mockResolvedValue(photos);
    renderFeatured();
    expect(await screen.findByRole('list', { name: 'Featured players' })).toBeInTheDocument();
    expect(names()).toHaveLength(4);
    expect(queryMock).toHaveBeenCalledTimes(1);
  });

  it("reuses the directory's players when they are already loaded", async () => {
    coreStore.setPlayersFromDocs(seedPlayers().map(({ id, data }) => ({ id, data: { ...data, updatedAt: 0, createdAt: 0 } })));
    renderFeatured();
    expect(await screen.findByRole('list', { name: 'Featured players' })).toBeInTheDocument();
    expect(names()).toHaveLength(4);
    expect(queryMock).not.toHaveBeenCalled();
  });

  it('keeps the link to the directory when Firestore fails', async () => {
    vi.spyOn(console, 'info').mockImplementation(() => {});
    queryMock.mockRejectedValue(new Error('unavailable'));
    renderFeatured();
    expect(await screen.findByText(/from around the world are on SKORA/)).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Featured players' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'See all players' })).toHaveAttribute('href', '/player');
  });
});
