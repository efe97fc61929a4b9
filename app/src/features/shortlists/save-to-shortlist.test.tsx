import { cleanup, configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { WritePlan } from '../../shared/core/profile';
import { getDocument, queryDocuments } from '../../shared/firebase/documents';
import { applyWritePlan } from '../../shared/firebase/write-plan';
import { renderRoutes } from '../../test/render';
import { SaveToShortlist } from './save-to-shortlist';

vi.mock('../../shared/firebase/documents', () => ({
  queryDocuments: vi.fn(),
  getDocument: vi.fn(),
  timestampOf: (v: unknown) => v,
  DOCUMENT_ID: '__name__',
}));
vi.mock('../../shared/firebase/write-plan', () => ({ applyWritePlan: vi.fn() }));

configure({ asyncUtilTimeout: 5000 });

const queryMock = vi.mocked(queryDocuments);
const getMock = vi.mocked(getDocument);
const applyMock = vi.mocked(applyWritePlan);

const ENTRY = { displayName: 'Ana Silva', sortKey: 'silva ana', birthMonth: '2008-03', updatedAt: 1_700_000_000_000, visibility: 'public' };
const READ_TIME = { seconds: 1_700_000_000, nanoseconds: 0 };

/** The documents the mocked Firestore holds, by path; lists are the `users/abc/shortlists` query's result. */
function store(docs: Record<string, Record<string, unknown>>, lists: { id: string; data: Record<string, unknown> }[] = []) {
  getMock.mockImplementation(async (path: string) => docs[path] ?? null);
  queryMock.mockResolvedValue(lists);
}

function renderSave(user: { emailVerified: boolean } | null = { emailVerified: true }) {
  return renderRoutes([{ path: '/', element: <SaveToShortlist player={{ id: 'ana', name: 'Ana Silva' }} /> }], '/', { user });
}

beforeEach(() => {
  vi.clearAllMocks();
  applyMock.mockResolvedValue(undefined);
});
afterEach(cleanup);

describe('the Save control', () => {
  it('shows only to a signed-in user with a verified e-mail, named after the player', () => {
    renderSave({ emailVerified: false });
    expect(screen.queryByRole('button', { name: /save/i })).toBeNull();
    cleanup();
    renderSave(null);
    expect(screen.queryByRole('button', { name: /save/i })).toBeNull();
    cleanup();
    renderSave();
    expect(screen.getByRole('button', { name: 'Save Ana Silva to a shortlist' })).toHaveTextContent('Save');
  });

  it("starts a first list with the player, the rule's message at the field and the typed name kept", async () => {
    store({ 'playerIndex/ana': ENTRY });
    const user = userEvent.setup();
    renderSave();
    await user.click(screen.getByRole('button', { name: 'Save Ana Silva to a shortlist' }));
    const dialog = await screen.findByRole('dialog', { name: 'Save Ana Silva' });
    const name = await within(dialog).findByRole('textbox', { name: 'New list' });
    expect(name).toHaveValue('Shortlist');
    await user.clear(name);
    await user.type(name, 'U19 keepers\u202E');
    await user.click(within(dialog).getByRole('button', { name: 'Create list and save' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(/./);
    expect(name).toHaveValue('U19 keepers\u202E');
    expect(applyMock).not.toHaveBeenCalled();

    await user.clear(name);
    await user.type(name, ' U19 keepers ');
    await user.click(within(dialog).getByRole('button', { name: 'Create list and save' }));
    await waitFor(() => expect(applyMock).toHaveBeenCalledTimes(1));
    const plan = applyMock.mock.calls[0]![0] as WritePlan;
    expect(plan.writes.map((w) => w.path)).toEqual(['users/abc/shortlists/00', 'users/abc/shortlists/00/saved/ana']);
    expect(plan.writes[0]!.data).toMatchObject({ name: 'U19 keepers', size: 1, changed: 'ana' });
    // The order keys come from the player's index entry.
    expect(plan.writes[1]!.data).toMatchObject({ player: 'ana', sortKey: 'silva ana', birthMonth: '2008-03', playerUpdatedAt: 1_700_000_000_000 });
  });

  it('ticks the lists that hold the player; unticking takes them off, and Escape gives the focus back', async () => {
    const list = { name: 'Wingers', size: 2, changed: 'ana', createdAt: READ_TIME, updatedAt: READ_TIME };
    store(
      { 'playerIndex/ana': ENTRY, 'users/abc/shortlists/00/saved/ana': { note: '', player: 'ana' } },
      [
        { id: '00', data: list },
        { id: '01', data: { ...list, name: 'Keepers', size: 0 } },
      ],
    );
    const user = userEvent.setup();
    renderSave();
    const button = screen.getByRole('button', { name: 'Save Ana Silva to a shortlist' });
    await user.click(button);
    const dialog = await screen.findByRole('dialog', { name: 'Save Ana Silva' });
    const wingers = await within(dialog).findByRole('checkbox', { name: /Wingers/ });
    expect(wingers).toBeChecked();
    expect(within(dialog).getByRole('checkbox', { name: /Keepers \(0 players\)/ })).not.toBeChecked();
    await user.click(wingers);
    await waitFor(() => expect(applyMock).toHaveBeenCalledTimes(1));
    const plan = applyMock.mock.calls[0]![0] as WritePlan;
    expect(plan.writes[0]).toMatchObject({ path: 'users/abc/shortlists/00', data: { size: 1 } });
    expect(plan.writes[1]).toMatchObject({ path: 'users/abc/shortlists/00/saved/ana', op: 'delete' });
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(button).toHaveFocus();
  });

  it('says so when the player can no longer be saved', async () => {
    store({});
    const user = userEvent.setup();
    renderSave();
    await user.click(screen.getByRole('button', { name: 'Save Ana Silva to a shortlist' }));
    expect(await screen.findByText(/no longer available/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Create list and save' })).toBeNull();
  });
});
