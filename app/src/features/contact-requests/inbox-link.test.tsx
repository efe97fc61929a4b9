import { cleanup, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { countDocuments } from '../../shared/firebase/documents';
import { renderRoutes } from '../../test/render';
import { InboxLink } from './inbox-link';

vi.mock('../../shared/firebase/documents', () => ({ queryDocuments: vi.fn(), countDocuments: vi.fn(), DOCUMENT_ID: '__name__' }));
const countMock = vi.mocked(countDocuments);

beforeEach(() => vi.clearAllMocks());
afterEach(cleanup);

describe('the inbox link', () => {
  it('counts the pending requests with one capped count, and says how many in its name', async () => {
    countMock.mockResolvedValue(2);
    renderRoutes([{ path: '/', element: <InboxLink uid="abc" /> }], '/', { user: {} });
    const link = await screen.findByRole('link', { name: 'Inbox, 2 new requests' });
    expect(link).toHaveAttribute('href', '/inbox');
    expect(link).toHaveTextContent('Inbox2');
    expect(countMock).toHaveBeenCalledWith('users/abc/inbox', { where: [['status', '==', 'pending']], limit: 10 });
  });

  it('says "9+" past the count it reads, and nothing when none waits', async () => {
    countMock.mockResolvedValue(10);
    renderRoutes([{ path: '/', element: <InboxLink uid="abc" /> }], '/', { user: {} });
    expect(await screen.findByRole('link', { name: 'Inbox, 9+ new requests' })).toHaveTextContent('Inbox9+');
    cleanup();
    countMock.mockResolvedValue(0);
    renderRoutes([{ path: '/', element: <InboxLink uid="abc" /> }], '/', { user: {} });
    await vi.waitFor(() => expect(countMock).toHaveBeenCalledTimes(2));
    expect(await screen.findByRole('link', { name: 'Inbox' })).toHaveTextContent(/^Inbox$/);
  });
});
