import { act, cleanup, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { featuredPlans } from '../../shared/core/generated/featured-plans';
import { queryListPlan } from '../../shared/firebase/documents';
import { getFileUrl } from '../../shared/firebase/files';
import { renderRoutes } from '../../test/render';
import { FeaturedPlayers } from './featured-players';
import { seedEntries } from './test-fixtures';

vi.mock('../../shared/firebase/documents', () => ({ queryListPlan: vi.fn(), getDocument: vi.fn(async () => null) }));
vi.mock('../../shared/firebase/files', () => ({ getFileUrl: vi.fn() }));

const queryMock = vi.mocked(queryListPlan);
const fileUrlMock = vi.mocked(getFileUrl);
const [PHOTOS, ANYONE] = featuredPlans;

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date(2025, 5, 1, 12));
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
      queryMock.mockResolvedValue(seedEntries());
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

  it('features the newest players with a photo first, topping up with the newest public players, linking to /p/', async () => {
    const seed = seedEntries().reverse(); // newest first, as the queries order them
    const withPhoto = [seed[4]!, seed[8]!].map((d) => ({ ...d, data: { ...d.data, hasPhoto: true } }));
    queryMock.mockImplementation(async (plan) => (plan === PHOTOS ? withPhoto : seed.slice(0, ANYONE!.limit)));
    renderFeatured();
    expect(await screen.findByRole('list', { name: 'Featured players' })).toBeInTheDocument();
    // The two with photos, then the newest others (Kwame, already shown, is not repeated).
    expect(names()).toEqual(['Kwame Asante', 'Karim Benali', 'Santiago Ríos', 'Mateo Quiroga']);
    expect(queryMock).toHaveBeenCalledTimes(2);
    expect(queryMock).toHaveBeenNthCalledWith(1, PHOTOS);
    expect(queryMock).toHaveBeenNthCalledWith(2, ANYONE);
    // The core's plans: a few index entries, newest first, never CVs.
    expect(PHOTOS).toMatchObject({ collection: 'playerIndex', limit: 4 });
    expect(screen.getByRole('link', { name: 'Karim Benali' })).toHaveAttribute('href', '/p/demo-karim-benali');
    expect(screen.getByRole('link', { name: 'See all players' })).toHaveAttribute('href', '/player');
    await waitFor(() => expect(fileUrlMock).toHaveBeenCalledTimes(2));
    expect(fileUrlMock).toHaveBeenCalledWith('profilePictures/demo-karim-benali');
    expect(fileUrlMock).not.toHaveBeenCalledWith('profilePictures/demo-santiago-rios');
  });

  it('asks Firestore once when enough players have photos, and skips entries it cannot show', async () => {
    const photos = seedEntries().map((d) => ({ ...d, data: { ...d.data, hasPhoto: true } }));
    queryMock.mockResolvedValue([{ id: 'broken', data: { displayName: 7 } }, ...photos.slice(0, 4)]);
    renderFeatured();
    expect(await screen.findByRole('list', { name: 'Featured players' })).toBeInTheDocument();
    expect(names()).toEqual(['Demo Player', 'Tiago Moreira', 'Lucía Ferrer', 'Karim Benali']);
    expect(queryMock).toHaveBeenCalledTimes(1);
  });

  // Entries the core cannot read (here four of them, filling the photo query's answer) never cost
  // the section its cards: the top-up counts readable cards, not entries.
  it('tops up with the newest players when the entries with photos cannot be read', async () => {
    const broken = [7, null, 'x'.repeat(1 << 16), { a: { b: {} } }].map((displayName, i) => ({
      id: `broken-${i}`,
      data: { displayName, visibility: 'public', hasPhoto: true },
    }));
    const seed = seedEntries().reverse();
    queryMock.mockImplementation(async (plan) => (plan === PHOTOS ? broken : [...broken, ...seed.slice(0, ANYONE!.limit)]));
    renderFeatured();
    expect(await screen.findByRole('list', { name: 'Featured players' })).toBeInTheDocument();
    expect(names()).toHaveLength(4);
    expect(queryMock).toHaveBeenCalledTimes(2);
  });

  it('keeps the link to the directory when Firestore fails', async () => {
    vi.spyOn(console, 'info').mockImplementation(() => {});
    queryMock.mockRejectedValue(new Error('unavailable'));
    renderFeatured();
    await waitFor(() => expect(screen.getByRole('region', { name: 'Featured players' })).toHaveAttribute('aria-busy', 'false'));
    expect(screen.getByText(/from around the world are on SKORA/)).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Featured players' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'See all players' })).toHaveAttribute('href', '/player');
  });
});
