import { cleanup, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { getDocument, queryDocuments } from '../../shared/firebase/documents';
import { clearToasts, renderRoutes } from '../../test/render';
import ProfilePage from './profile-page';
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

function renderProfile(path: string) {
  return renderRoutes([{ path: '/profile', element: <ProfilePage /> }], path, { user: { uid: 'reader' } });
}

describe('ProfilePage', () => {
  it("shows another player's CV read-only: no completeness meter and no edit links", async () => {
    getDocumentMock.mockResolvedValue(storedPlayer());
    renderProfile('/profile?id=ana123');
    expect(await screen.findByRole('heading', { level: 2, name: 'Ana Silva' })).toBeInTheDocument();
    expect(getDocumentMock).toHaveBeenCalledWith('players/ana123');
    expect(screen.getByRole('button', { name: 'Print or save as PDF' })).toBeInTheDocument();
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    expect(document.querySelector('a[href^="/settings/edit-profile"]')).toBeNull();
    // Another user's CV is never cached on this device.
    expect(localStorage.getItem('userProfile_ana123')).toBeNull();
  });

  it('says so, with a way to the directory, when the id is unknown', async () => {
    getDocumentMock.mockResolvedValue(null);
    renderProfile('/profile?id=nobody');
    expect(await screen.findByRole('heading', { name: 'We could not find this player' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Browse players' })).toHaveAttribute('href', '/player');
  });

  it("titles the page with the player's name, and with the core's fallback while no CV is shown", async () => {
    getDocumentMock.mockResolvedValue(storedPlayer());
    renderProfile('/profile?id=ana123');
    expect(await screen.findByRole('heading', { level: 1, name: 'Ana Silva' })).toBeInTheDocument();
    cleanup();

    getDocumentMock.mockResolvedValue(null);
    renderProfile('/profile?id=nobody');
    await screen.findByRole('heading', { name: 'We could not find this player' });
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Player profile');
  });

  it('treats an id the core builds no document path for as an unknown player, without a read', async () => {
    renderProfile('/profile?id=a%2Fb');
    expect(await screen.findByRole('heading', { name: 'We could not find this player' })).toBeInTheDocument();
    expect(getDocumentMock).not.toHaveBeenCalled();
  });

  it('says so without asking Firestore when there is no id', async () => {
    renderProfile('/profile');
    expect(await screen.findByRole('heading', { name: 'We could not find this player' })).toBeInTheDocument();
    expect(getDocumentMock).not.toHaveBeenCalled();
  });

  it('explains a members-only CV the reader may not see', async () => {
    getDocumentMock.mockRejectedValue(Object.assign(new Error('Missing or insufficient permissions.'), { code: 'permission-denied' }));
    renderProfile('/profile?id=private');
    expect(await screen.findByRole('heading', { name: 'This CV is for SKORA members' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Browse players' })).toHaveAttribute('href', '/player');
  });
});
