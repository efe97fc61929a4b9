import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { WritePlan } from '../../shared/core/profile';
import { getDocument, queryDocuments, type QueryOptions } from '../../shared/firebase/documents';
import { applyWritePlan } from '../../shared/firebase/write-plan';
import { renderRoutes } from '../../test/render';
import ShortlistsPage from './shortlists-page';

vi.mock('../../shared/firebase/documents', () => ({
  queryDocuments: vi.fn(),
  getDocument: vi.fn(),
  timestampOf: (v: unknown) => v,
  DOCUMENT_ID: '__name__',
}));
vi.mock('../../shared/firebase/write-plan', () => ({ applyWritePlan: vi.fn() }));

const queryMock = vi.mocked(queryDocuments);
const getMock = vi.mocked(getDocument);
const applyMock = vi.mocked(applyWritePlan);

const TIME = { seconds: 1_700_000_000, nanoseconds: 0 };
const LISTS = [
  { id: '00', data: { name: 'Shortlist', size: 2, changed: 'gone', createdAt: TIME, updatedAt: TIME } },
  { id: '01', data: { name: 'U19 keepers', size: 14, changed: 'p13', createdAt: TIME, updatedAt: TIME } },
];
const entry = (name: string) => ({
  displayName: name, sortKey: name.toLowerCase(), birthMonth: '2008-03', positions: ['GK'], nationalities: ['PT'],
  countryOfResidence: 'PT', club: 'Sporting CP', hasPhoto: false, visibility: 'members', updatedAt: 1_700_000_000_000,
});
const saved = (id: string, note = '') => ({ id, data: { note, player: id, sortKey: id, birthMonth: null, playerUpdatedAt: null, addedAt: TIME, updatedAt: TIME } });
const SEARCHES = [
  { id: '00', data: { name: 'U19 keepers in Portugal', search: 'position=GK&basedIn=PT&maxAge=18', key: 'p:GK|b:PT' } },
  { id: '01', data: { name: 'Anyone called Ana', search: 'q=ana', key: null } },
];
const KEEPERS = Array.from({ length: 14 }, (_, n) => saved(`p${n}`));

/** The mocked Firestore: the lists' query, each list's saved players, and the entries by path. */
function arrange() {
  queryMock.mockImplementation(async (collection: string, options?: QueryOptions) => {
    if (collection === 'users/abc/shortlists') return LISTS;
    if (collection === 'users/abc/searches') return SEARCHES;
    const all = collection.endsWith('/00/saved') ? [saved('ana', 'Calm under pressure.\nWatch v Benfica'), saved('gone', 'Call her club')] : KEEPERS;
    const after = options?.startAfter?.[1];
    const from = after ? all.findIndex((s) => s.id === after) + 1 : 0;
    return all.slice(from, from + (options?.limit ?? all.length));
  });
  getMock.mockImplementation(async (path: string) => {
    if (path === 'playerIndex/ana') return entry('Ana Silva');
    const n = /^playerIndex\/p(\d+)$/.exec(path)?.[1];
    return n === undefined ? null : entry(`Keeper ${n}`);
  });
}

beforeEach(() => {
  vi.clearAllMocks();
  vi.spyOn(console, 'warn').mockImplementation(() => {});
  applyMock.mockResolvedValue(undefined);
  arrange();
});
afterEach(cleanup);

const render = (path = '/shortlists') => renderRoutes([{ path: '/shortlists', element: <ShortlistsPage /> }], path, { user: {} });

describe('the shortlists page', () => {
  it("shows a list's players as they are now, with the scout's notes, and a player gone as no longer available", async () => {
    render();
    const players = await screen.findByRole('region', { name: 'Players in Shortlist' });
    expect(within(players).getByRole('link', { name: 'Ana Silva' })).toHaveAttribute('href', '/p/ana');
    expect(within(players).getByText(/Calm under pressure\./)).toBeInTheDocument();
    expect(within(players).getByRole('heading', { name: 'No longer available' })).toBeInTheDocument();
    expect(within(players).getByText('Call her club')).toBeInTheDocument();
    // One read per player shown: the page never reads the whole list.
    expect(getMock).toHaveBeenCalledTimes(2);
  });

  it('reads a page in the order chosen, and the next page after the last player shown', async () => {
    const user = userEvent.setup();
    const { router } = render('/shortlists?list=01');
    const region = await screen.findByRole('region', { name: 'Players in U19 keepers' });
    expect(within(region).getAllByRole('article')).toHaveLength(12);
    await user.selectOptions(screen.getByRole('combobox', { name: 'Order' }), 'Age, youngest first');
    expect(router.state.location.search).toBe('?list=01&sort=age');
    await waitFor(() => expect(queryMock).toHaveBeenLastCalledWith('users/abc/shortlists/01/saved', expect.objectContaining({ orderBy: [['birthMonth', 'desc'], ['__name__', 'desc']], limit: 13 })));
    await user.click(await screen.findByRole('button', { name: 'Show more players' }));
    await waitFor(() => expect(within(screen.getByRole('region', { name: 'Players in U19 keepers' })).getAllByRole('article')).toHaveLength(14));
    expect(queryMock).toHaveBeenLastCalledWith('users/abc/shortlists/01/saved', expect.objectContaining({ startAfter: [null, 'p11'] }));
    expect(screen.queryByRole('button', { name: 'Show more players' })).toBeNull();
  });

  it('saves a note and keeps what was typed when the rule refuses it', async () => {
    const user = userEvent.setup();
    render();
    await user.click(await screen.findByRole('button', { name: 'Edit note on Ana Silva' }));
    const note = screen.getByRole('textbox', { name: 'Your note on Ana Silva' });
    await user.clear(note);
    await user.type(note, 'x'.repeat(501));
    await user.click(screen.getByRole('button', { name: 'Save note' }));
    expect(await screen.findByText('Use at most 500 characters.')).toBeInTheDocument();
    expect(note).toHaveValue('x'.repeat(501));
    await user.clear(note);
    await user.type(note, 'Left foot.');
    await user.click(screen.getByRole('button', { name: 'Save note' }));
    await waitFor(() => expect(applyMock).toHaveBeenCalledTimes(1));
    const plan = applyMock.mock.calls[0]![0] as WritePlan;
    expect(plan.writes[0]).toMatchObject({ path: 'users/abc/shortlists/00/saved/ana', data: { note: 'Left foot.', player: 'ana' } });
  });

  it('exports the list as CSV, current facts first and the player gone with the note only', async () => {
    const blobs: Blob[] = [];
    const create = vi.fn((blob: Blob) => {
      blobs.push(blob);
      return 'blob:csv';
    });
    Object.assign(URL, { createObjectURL: create, revokeObjectURL: vi.fn() });
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    const user = userEvent.setup();
    render();
    await user.click(await screen.findByRole('button', { name: 'Export CSV' }));
    await waitFor(() => expect(click).toHaveBeenCalled());
    const text = await blobs[0]!.text();
    const lines = text.replace(/^\ufeff/, '').split('\r\n');
    expect(lines[0]).toBe('Name,Position,Age,Nationality,Based in,Club,SKORA page,Note,Status');
    expect(lines[1]).toMatch(/^Ana Silva,Goalkeeper,\d+,Portugal,Portugal,Sporting CP,http.*\/p\/ana,"Calm under pressure\.\nWatch v Benfica",available$/);
    expect(lines[2]).toBe(',,,,,,,Call her club,no longer available');
    expect(await screen.findByText('Shortlist was exported as a CSV file.')).toHaveAttribute('role', 'status');
    click.mockRestore();
  });

  it('lists the saved searches, each opening the directory, says which alert, and deletes one', async () => {
    const user = userEvent.setup();
    render();
    const section = await screen.findByRole('region', { name: 'Saved searches' });
    const keepers = await within(section).findByRole('link', { name: 'U19 keepers in Portugal' });
    expect(keepers).toHaveAttribute('href', '/player?position=GK&basedIn=PT&maxAge=18');
    expect(within(section).getByText('Alerts on')).toBeInTheDocument();
    expect(within(section).getByText(/No alerts/)).toBeInTheDocument();
    await user.click(within(section).getByRole('button', { name: 'Delete the search Anyone called Ana' }));
    await waitFor(() => expect(applyMock).toHaveBeenCalledTimes(1));
    const plan = applyMock.mock.calls[0]![0] as WritePlan;
    expect(plan.writes).toMatchObject([{ path: 'users/abc/searches/01', op: 'delete' }]);
  });

  it('invites a scout without lists to save players', async () => {
    queryMock.mockResolvedValue([]);
    render();
    expect(await screen.findByRole('heading', { name: 'No lists yet' })).toBeInTheDocument();
    expect(screen.getByText(/up to 20 lists/)).toBeInTheDocument();
  });
});
