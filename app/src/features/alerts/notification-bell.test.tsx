import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { WritePlan } from '../../shared/core/profile';
import { countDocuments, queryDocuments } from '../../shared/firebase/documents';
import { applyWritePlan } from '../../shared/firebase/write-plan';
import { renderRoutes } from '../../test/render';
import { NotificationBell } from './notification-bell';

vi.mock('../../shared/firebase/documents', () => ({ queryDocuments: vi.fn(), countDocuments: vi.fn(), DOCUMENT_ID: '__name__' }));
vi.mock('../../shared/firebase/write-plan', () => ({ applyWritePlan: vi.fn() }));

const countMock = vi.mocked(countDocuments);
const queryMock = vi.mocked(queryDocuments);
const applyMock = vi.mocked(applyWritePlan);

const note = (id: string, player: string, read: boolean) => ({
  id,
  data: { kind: 'match', search: '00', searchName: 'U19 keepers', query: 'position=GK&basedIn=PT&maxAge=18', player, playerName: `Player ${player}`, read },
});

beforeEach(() => {
  vi.clearAllMocks();
  applyMock.mockResolvedValue(undefined);
  countMock.mockResolvedValue(2);
  queryMock.mockResolvedValue([note('00-a', 'a', false), note('00-b', 'b', false), note('00-c', 'c', true)]);
});
afterEach(cleanup);

describe('the notification bell', () => {
  it('counts the unread, lists the newest, marks the shown ones read, and closes with Escape', async () => {
    const user = userEvent.setup();
    renderRoutes([{ path: '/', element: <NotificationBell uid="abc" /> }], '/', { user: {} });
    const bell = await screen.findByRole('button', { name: 'Notifications, 2 unread' });
    expect(countMock).toHaveBeenCalledWith('users/abc/notifications', { where: [['read', '==', false]], limit: 100 });
    await user.click(bell);
    const panel = await screen.findByRole('region', { name: 'Notifications' });
    const first = await within(panel).findByRole('link', { name: 'Player a now matches your search “U19 keepers”.' });
    expect(first).toHaveAttribute('href', '/p/a');
    expect(within(panel).getAllByRole('link', { name: 'All matches' })[0]).toHaveAttribute('href', '/player?position=GK&basedIn=PT&maxAge=18');
    await waitFor(() => expect(applyMock).toHaveBeenCalledTimes(1));
    const plan = applyMock.mock.calls[0]![0] as WritePlan;
    expect(plan.writes.map((w) => w.path)).toEqual(['users/abc/notifications/00-a', 'users/abc/notifications/00-b']);
    await waitFor(() => expect(bell).toHaveAccessibleName('Notifications'));
    first.focus();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('region', { name: 'Notifications' })).toBeNull();
    expect(bell).toHaveFocus();
  });
});
