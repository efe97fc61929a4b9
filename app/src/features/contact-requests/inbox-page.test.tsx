import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { queryDocuments } from '../../shared/firebase/documents';
import { callFunction } from '../../shared/firebase/functions';
import { renderRoutes } from '../../test/render';
import InboxPage from './inbox-page';

vi.mock('../../shared/firebase/documents', () => ({ queryDocuments: vi.fn(), countDocuments: vi.fn(), DOCUMENT_ID: '__name__' }));
vi.mock('../../shared/firebase/functions', () => ({ callFunction: vi.fn() }));
const queryMock = vi.mocked(queryDocuments);
const callMock = vi.mocked(callFunction);

const request = (i: number, extra: Record<string, unknown> = {}) => ({
  id: `scout${i}`,
  data: {
    scout: `scout${i}`, name: `Scout ${i}`, role: 'club', organisation: 'FC Norte', country: 'PT',
    message: 'Hello, a trial in March?', signals: [], guardian: false, status: 'pending',
    createdAt: { seconds: 1_795_860_000 - i, nanoseconds: 0 }, ...extra,
  },
});

beforeEach(() => {
  vi.clearAllMocks();
  callMock.mockResolvedValue({ status: 'accepted' });
});
afterEach(cleanup);

describe('the inbox', () => {
  it('shows a page of requests with the warning and the answers, and reads one page more for older ones', async () => {
    const all = Array.from({ length: 45 }, (_, i) => request(i, i === 0 ? { signals: ['feeWords'], message: 'Pay the trial fee' } : {}));
    queryMock.mockImplementation((async (path: string, options: { limit: number }) =>
      path.endsWith('/inbox') ? all.slice(0, options.limit) : []) as unknown as typeof queryDocuments);
    const user = userEvent.setup();
    renderRoutes([{ path: '/inbox', element: <InboxPage /> }], '/inbox', { user: {} });
    const first = await screen.findByRole('article', { name: 'Scout 0' });
    expect(within(first).getByRole('note')).toHaveTextContent('Be careful: this message mentions a fee or a payment');
    expect(screen.getAllByRole('article')).toHaveLength(20);
    expect(queryMock).toHaveBeenCalledWith('users/abc/inbox', { orderBy: [['createdAt', 'desc']], limit: 21 });
    await user.click(screen.getByRole('button', { name: 'Show older requests' }));
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(40));
    expect(queryMock).toHaveBeenCalledWith('users/abc/inbox', { orderBy: [['createdAt', 'desc']], limit: 41 });
    // One page more each time, not twice what is shown.
    await user.click(screen.getByRole('button', { name: 'Show older requests' }));
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(45));
    expect(queryMock).toHaveBeenCalledWith('users/abc/inbox', { orderBy: [['createdAt', 'desc']], limit: 61 });
    expect(screen.queryByRole('button', { name: 'Show older requests' })).toBeNull();

    await user.click(within(first).getByRole('button', { name: 'Accept' }));
    expect(callMock).toHaveBeenCalledWith('answerContactRequest', { scout: 'scout0', answer: 'accept' }, expect.any(Number));
  });

  it('says what the inbox is for when it is empty', async () => {
    queryMock.mockResolvedValue([]);
    renderRoutes([{ path: '/inbox', element: <InboxPage /> }], '/inbox', { user: {} });
    expect(await screen.findByText(/No requests yet/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Show older requests' })).toBeNull();
  });
});
