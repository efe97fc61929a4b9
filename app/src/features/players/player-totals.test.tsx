import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { getDocument } from '../../shared/firebase/documents';
import { PlayerTotals, TOTALS_FALLBACK } from './player-totals';

vi.mock('../../shared/firebase/documents', () => ({ getDocument: vi.fn() }));

const getMock = vi.mocked(getDocument);

beforeEach(() => vi.clearAllMocks());
afterEach(cleanup);

describe('PlayerTotals', () => {
  it('reads nothing until active, then shows the totals from the one aggregates document', async () => {
    getMock.mockResolvedValue({ players: 2012, countries: 48 });
    const { rerender } = render(<PlayerTotals active={false} />);
    expect(screen.getByText(TOTALS_FALLBACK)).toBeInTheDocument();
    expect(getMock).not.toHaveBeenCalled();

    rerender(<PlayerTotals active />);
    expect(await screen.findByText('2,012 players from 48 countries are on SKORA.')).toBeInTheDocument();
    expect(getMock).toHaveBeenCalledTimes(1);
    expect(getMock).toHaveBeenCalledWith('aggregates/totals');
  });

  it('keeps the sentence without numbers when there are no totals yet or they cannot load', async () => {
    vi.spyOn(console, 'info').mockImplementation(() => {});
    getMock.mockResolvedValueOnce(null);
    render(<PlayerTotals active />);
    await vi.waitFor(() => expect(getMock).toHaveBeenCalledTimes(1));
    expect(screen.getByText(TOTALS_FALLBACK)).toBeInTheDocument();
    cleanup();

    getMock.mockResolvedValueOnce({ players: 0, countries: 0 });
    render(<PlayerTotals active />);
    await vi.waitFor(() => expect(getMock).toHaveBeenCalledTimes(2));
    expect(screen.getByText(TOTALS_FALLBACK)).toBeInTheDocument();
    cleanup();

    getMock.mockRejectedValueOnce(new Error('offline'));
    render(<PlayerTotals active />);
    await vi.waitFor(() => expect(console.info).toHaveBeenCalled());
    expect(screen.getByText(TOTALS_FALLBACK)).toBeInTheDocument();
  });
});
