import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { WritePlan } from '../../shared/core/profile';
import { queryDocuments } from '../../shared/firebase/documents';
import { applyWritePlan } from '../../shared/firebase/write-plan';
import { renderRoutes } from '../../test/render';
import { SaveSearch } from './save-search';

vi.mock('../../shared/firebase/documents', () => ({ queryDocuments: vi.fn(), getDocument: vi.fn(), DOCUMENT_ID: '__name__' }));
vi.mock('../../shared/firebase/write-plan', () => ({ applyWritePlan: vi.fn() }));

const queryMock = vi.mocked(queryDocuments);
const applyMock = vi.mocked(applyWritePlan);

beforeEach(() => {
  vi.clearAllMocks();
  applyMock.mockResolvedValue(undefined);
  queryMock.mockResolvedValue([{ id: '00', data: { name: 'Strikers', search: 'position=ST', key: 'p:ST' } }]);
});
afterEach(cleanup);

const render = (search: string, source: 'directory' | 'map' = 'directory') =>
  renderRoutes([{ path: '/', element: <SaveSearch search={search} source={source} /> }], '/', { user: {} });

describe('Save this search', () => {
  it("saves a map's filters as the directory's, with its alert key, the rule's message at the field first", async () => {
    const user = userEvent.setup();
    render('?basedIn=PT&position=GK&age=U19&zoom=6', 'map');
    await user.click(screen.getByRole('button', { name: 'Save this search' }));
    const dialog = await screen.findByRole('dialog', { name: 'Save this search' });
    expect(await within(dialog).findByText(/We will tell you when a new player matches it/)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Save search' }));
    expect(await within(dialog).findByText('Please name the search.')).toBeInTheDocument();
    await user.type(within(dialog).getByRole('textbox', { name: 'Name of the search' }), 'U19 keepers in Portugal');
    await user.click(within(dialog).getByRole('button', { name: 'Save search' }));
    await waitFor(() => expect(applyMock).toHaveBeenCalledTimes(1));
    const plan = applyMock.mock.calls[0]![0] as WritePlan;
    // The next free id after the stored 00.
    expect(plan.writes[0]).toMatchObject({
      path: 'users/abc/searches/01',
      data: { name: 'U19 keepers in Portugal', search: 'position=GK&basedIn=PT&maxAge=18', key: 'p:GK|b:PT' },
    });
    expect(await within(dialog).findByText(/Saved as “U19 keepers in Portugal”/)).toBeInTheDocument();
  });

  it('says when a search will not alert, and offers nothing for a search of everyone', async () => {
    const user = userEvent.setup();
    render('?q=ana&sort=youngest');
    await user.click(screen.getByRole('button', { name: 'Save this search' }));
    expect(await screen.findByText(/Without one, it is saved without alerts/)).toBeInTheDocument();
    cleanup();
    render('?sort=youngest');
    await user.click(screen.getByRole('button', { name: 'Save this search' }));
    expect(await screen.findByText(/Choose at least one filter first/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Save search' })).toBeNull();
  });
});
