import { act, cleanup, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { getDocument, queryDocuments } from '../../shared/firebase/documents';
import { clearToasts, renderRoutes, type SessionOptions } from '../../test/render';
import PlayerPage from './player-page';
import { entriesOfHeldCv, storedPlayer } from './test-fixtures';

vi.mock('../../shared/firebase/documents', () => ({
  getDocument: vi.fn(),
  queryDocuments: vi.fn(),
  setDocument: vi.fn(),
  serverTime: vi.fn(),
  removedField: vi.fn(),
}));
vi.mock('../../shared/firebase/files', () => ({
  getFileUrl: vi.fn(() => Promise.reject(new Error('storage/object-not-found'))),
  uploadFile: vi.fn(),
}));

const getDocumentMock = vi.mocked(getDocument);
const denied = () => Object.assign(new Error('Missing or insufficient permissions.'), { code: 'permission-denied' });

beforeEach(() => {
  localStorage.clear();
  vi.clearAllMocks();
  // The CV's career and honours come from their entry documents: the held CV's lists, stored one per document.
  vi.mocked(queryDocuments).mockImplementation(entriesOfHeldCv(vi.mocked(getDocument)) as unknown as typeof queryDocuments);
});

afterEach(async () => {
  await clearToasts();
  cleanup();
});

function renderPlayer(path: string, session: SessionOptions = {}) {
  return renderRoutes([{ path: '/p/:id', element: <PlayerPage /> }], path, session);
}

describe('PlayerPage', () => {
  it('shows a public CV to a signed-out visitor, read-only', async () => {
    getDocumentMock.mockResolvedValue(storedPlayer());
    renderPlayer('/p/ana123');
    // The skeleton first (the pre-rendered page's own first paint), then the CV.
    expect(screen.getByRole('status', { name: 'Loading the CV' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 2, name: 'Ana Silva' })).toBeInTheDocument();
    expect(getDocumentMock).toHaveBeenCalledWith('players/ana123');
    expect(screen.getByRole('heading', { level: 1, name: 'Ana Silva' })).toBeInTheDocument();
    expect(screen.queryByRole('status', { name: 'Loading the CV' })).not.toBeInTheDocument();
    expect(document.querySelector('a[href^="/settings/edit-profile"]')).toBeNull();
    expect(localStorage.getItem('userProfile_ana123')).toBeNull();
  });

  it('never shows the exact birth date, only the age', async () => {
    getDocumentMock.mockResolvedValue(storedPlayer());
    renderPlayer('/p/ana123');
    await screen.findByRole('heading', { level: 2, name: 'Ana Silva' });
    const text = document.body.textContent ?? '';
    expect(text).toMatch(/years old/);
    expect(text).not.toMatch(/\d{4}-\d{2}-\d{2}/);
  });

  it("keeps a child's public CV out of search engines, and an adult's in", async () => {
    const robots = () => document.head.querySelector('meta[name="robots"]')?.getAttribute('content') ?? null;
    getDocumentMock.mockResolvedValue(storedPlayer());
    renderPlayer('/p/ana123');
    await screen.findByRole('heading', { level: 2, name: 'Ana Silva' });
    expect(robots()).toBeNull();
    cleanup();
    const twelve = `${new Date().getFullYear() - 12}-01`;
    getDocumentMock.mockResolvedValue(storedPlayer({ firstName: 'Leo', birthMonth: twelve }));
    renderPlayer('/p/leo123');
    await screen.findByRole('heading', { level: 2, name: 'Leo Silva' });
    expect(screen.getByText(/1[12] years old/)).toBeInTheDocument();
    expect(robots()).toBe('noindex');
  });

  it('asks a signed-out visitor to log in or sign up for a members-only CV', async () => {
    getDocumentMock.mockRejectedValue(denied());
    renderPlayer('/p/private');
    expect(await screen.findByRole('heading', { name: 'This CV is for SKORA members' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/login');
    expect(screen.getByRole('link', { name: 'Sign up free' })).toHaveAttribute('href', '/signup');
    expect(screen.getByRole('link', { name: 'Browse players' })).toHaveAttribute('href', '/player');
  });

  it('asks a signed-in member with an unverified e-mail to verify it', async () => {
    getDocumentMock.mockRejectedValue(denied());
    renderPlayer('/p/private', { user: { uid: 'reader', emailVerified: false } });
    expect(await screen.findByRole('heading', { name: 'Verify your e-mail to read this CV' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Verify my e-mail' })).toHaveAttribute('href', '/email-verification');
  });

  it('reads a members-only CV again once the session turns out to be a verified member', async () => {
    // The first read went out before the session was known (no credentials) and was refused.
    getDocumentMock.mockRejectedValueOnce(denied()).mockResolvedValueOnce(storedPlayer());
    renderPlayer('/p/private', { user: { uid: 'reader', emailVerified: true } });
    expect(await screen.findByRole('heading', { level: 2, name: 'Ana Silva' })).toBeInTheDocument();
    // The CV twice (the shown CV then reads its attribute card's stats, counted apart).
    expect(getDocumentMock.mock.calls.filter(([path]) => path === 'players/private')).toHaveLength(2);
    expect(screen.queryByRole('heading', { name: 'This CV is for SKORA members' })).not.toBeInTheDocument();
  });

  it('reads only once more: a refusal for a verified member ends on the members card', async () => {
    getDocumentMock.mockRejectedValue(denied());
    renderPlayer('/p/private', { user: { uid: 'reader', emailVerified: true } });
    expect(await screen.findByRole('heading', { name: 'This CV is for SKORA members' })).toBeInTheDocument();
    await act(async () => new Promise((r) => setTimeout(r, 50)));
    expect(getDocumentMock).toHaveBeenCalledTimes(2);
  });

  it('says so for an unknown player, and for an id that names no document without a read', async () => {
    getDocumentMock.mockResolvedValue(null);
    renderPlayer('/p/nobody');
    expect(await screen.findByRole('heading', { name: 'We could not find this player' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Player profile');
    cleanup();
    vi.clearAllMocks();
    renderPlayer('/p/a%2Fb');
    expect(await screen.findByRole('heading', { name: 'We could not find this player' })).toBeInTheDocument();
    expect(getDocumentMock).not.toHaveBeenCalled();
  });

  it("trusts the server's 404 when the rules refuse a CV that does not exist", async () => {
    getDocumentMock.mockRejectedValue(denied());
    vi.spyOn(performance, 'getEntriesByType').mockReturnValue([
      { name: `${window.location.origin}/p/gone`, responseStatus: 404 } as unknown as PerformanceEntry,
    ]);
    renderPlayer('/p/gone');
    expect(await screen.findByRole('heading', { name: 'We could not find this player' })).toBeInTheDocument();
    vi.restoreAllMocks();
  });

  it('offers to try again after a load error, and shows the CV when it works', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    getDocumentMock.mockRejectedValueOnce(Object.assign(new Error('offline'), { code: 'unavailable' })).mockResolvedValueOnce(storedPlayer());
    renderPlayer('/p/ana123');
    const retry = await screen.findByRole('button', { name: 'Try again' });
    await act(async () => retry.click());
    expect(await screen.findByRole('heading', { level: 2, name: 'Ana Silva' })).toBeInTheDocument();
  });

  // Any document the rules accept must render or say it cannot be shown, never the error screen.
  it('shows a CV with hostile list entries, their bad entries left out', async () => {
    const cyclic: Record<string, unknown> = { path: 'players/x' };
    cyclic.firestore = { app: cyclic };
    const hostile = [cyclic, new Uint8Array(8), { latitude: 1, longitude: 2 }, new Date(), 'x'.repeat(1 << 16)];
    const good = storedPlayer();
    getDocumentMock.mockResolvedValue(
      storedPlayer({
        career: [...(good.career as unknown[]), ...hostile],
        honours: [...(good.honours as unknown[]), ...hostile],
        links: [...(good.links as unknown[]), ...hostile],
        secondaryPositions: ['CAM', ...hostile],
      }),
    );
    renderPlayer('/p/hostile');
    expect(await screen.findByRole('heading', { level: 2, name: 'Ana Silva' })).toBeInTheDocument();
    expect(screen.getByRole('row', { name: /CD Leganés/ })).toBeInTheDocument();
    expect(screen.getByText('Liga 3 champion')).toBeInTheDocument();
  });

  it("shows the career and honours from the CV's entry documents, a bad entry left out", async () => {
    const { career: _c, honours: _h, ...cv } = storedPlayer();
    getDocumentMock.mockResolvedValue(cv);
    vi.mocked(queryDocuments).mockImplementation((async (path: string) =>
      path === 'players/ana123/career'
        ? [
            { id: '00', data: { club: 'Entry Club', league: 'Liga', from: 2020, to: null, appearances: 3, goals: 1 } },
            { id: '01', data: { club: { path: 'players/x' }, from: 'x' } },
          ]
        : path === 'players/ana123/honours'
          ? [{ id: '00', data: { title: 'Entry Cup', season: '2024' } }]
          : []) as unknown as typeof queryDocuments);
    renderPlayer('/p/ana123');
    expect(await screen.findByRole('row', { name: /Entry Club/ })).toBeInTheDocument();
    expect(screen.getByText('Entry Cup')).toBeInTheDocument();
    expect(vi.mocked(queryDocuments)).toHaveBeenCalledWith('players/ana123/career');
  });

  it('says a CV that cannot be read cannot be shown, with a way on', async () => {
    getDocumentMock.mockRejectedValue(Object.assign(new Error('too large'), { code: 'unreadable-document' }));
    renderPlayer('/p/huge');
    expect(await screen.findByRole('heading', { name: 'This CV cannot be shown' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Browse players' })).toHaveAttribute('href', '/player');
    expect(screen.queryByRole('button', { name: /try again/i })).not.toBeInTheDocument();
  });

  it('says a CV the core refuses cannot be shown instead of failing the page', async () => {
    // Five megabytes of CV: past the limit every stored document keeps, refused by the wasm module itself.
    getDocumentMock.mockResolvedValue(storedPlayer({ bio: 'x'.repeat(5 * 1024 * 1024) }));
    renderPlayer('/p/refused');
    expect(await screen.findByRole('heading', { name: 'This CV cannot be shown' })).toBeInTheDocument();
  });
});
