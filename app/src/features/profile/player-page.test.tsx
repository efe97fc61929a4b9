import { act, cleanup, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { getDocument } from '../../shared/firebase/documents';
import { clearToasts, renderRoutes, type SessionOptions } from '../../test/render';
import PlayerPage from './player-page';
import { storedPlayer } from './test-fixtures';

vi.mock('../../shared/firebase/documents', () => ({
  getDocument: vi.fn(),
  setDocument: vi.fn(),
  updateDocument: vi.fn(),
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
    expect(getDocumentMock).toHaveBeenCalledTimes(2);
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
});
