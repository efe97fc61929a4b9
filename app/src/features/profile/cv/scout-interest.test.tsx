import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { queryDocuments } from '../../../shared/firebase/documents';
import { ScoutInterest } from './scout-interest';

vi.mock('../../../shared/firebase/documents', () => ({ queryDocuments: vi.fn(), DOCUMENT_ID: '__name__' }));
const queryMock = vi.mocked(queryDocuments);
afterEach(cleanup);

describe("the player's interest counts", () => {
  it('show the newest months in words, counts only, from one query of the newest twelve', async () => {
    queryMock.mockResolvedValue([
      { id: '2026-11', data: { month: '2026-11', shortlisted: 3, contacted: 1 } },
      { id: '2026-10', data: { month: '2026-10', shortlisted: 1 } },
    ]);
    render(<ScoutInterest uid="ana" />);
    const section = screen.getByRole('region', { name: 'Scouts’ interest' });
    expect(await within(section).findByText('3 scouts shortlisted you, 1 scout asked to contact you')).toBeInTheDocument();
    expect(within(section).getByText('1 scout shortlisted you')).toBeInTheDocument();
    expect(queryMock).toHaveBeenCalledWith('players/ana/interest', { orderBy: [['month', 'desc']], limit: 12 });
  });

  it('says plainly when nothing happened yet', async () => {
    queryMock.mockResolvedValue([]);
    render(<ScoutInterest uid="ana" />);
    expect(await screen.findByText(/No scout has shortlisted you/)).toBeInTheDocument();
  });
});
