import { act, cleanup, render, renderHook } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { CoreStore, type MapSnapshot, type StoreState } from './map';
import { coreStore, readPlayers, storeSnapshot, useCoreStore } from './use-core-store';

beforeEach(() => {
  coreStore.set({ kind: 'reset' });
  coreStore.set({ kind: 'clearPlayers' });
});
afterEach(cleanup);

describe('useCoreStore', () => {
  it('returns the same snapshot object while the version is unchanged', () => {
    const { result, rerender } = renderHook(() => useCoreStore());
    const first = result.current;
    rerender();
    rerender();
    expect(result.current).toBe(first);
  });

  it('returns a new snapshot after a change, carrying the new state', () => {
    const { result } = renderHook(() => useCoreStore());
    const before = result.current;
    act(() => {
      expect(coreStore.set({ kind: 'playerName', value: 'Ada' })).toBe(true);
    });
    expect(result.current).not.toBe(before);
    expect(result.current.playerName).toBe('Ada');
    // And that new snapshot is itself stable until the next change.
    const after = result.current;
    act(() => {
      coreStore.set({ kind: 'playerName', value: 'Ada' });
    });
    expect(result.current).toBe(after);
  });

  it('re-renders a component when a setter changes state, and not on a no-op set', () => {
    const seen: StoreState[] = [];
    function Probe() {
      const state = useCoreStore();
      seen.push(state);
      return <p>{state.playerType || '(none)'}</p>;
    }
    const { getByText } = render(<Probe />);
    expect(getByText('(none)')).toBeInTheDocument();
    const rendersAfterMount = seen.length;

    act(() => {
      coreStore.set({ kind: 'playerType', value: 'goalkeeper' });
    });
    expect(getByText('goalkeeper')).toBeInTheDocument();
    expect(seen.length).toBe(rendersAfterMount + 1);

    act(() => {
      expect(coreStore.set({ kind: 'playerType', value: 'goalkeeper' })).toBe(false);
    });
    expect(seen.length).toBe(rendersAfterMount + 1);
  });

  it('does not make an unrelated re-render of the component see a new snapshot', () => {
    const seen: StoreState[] = [];
    let bump: () => void = () => {};
    function Probe() {
      const [, setCount] = useState(0);
      bump = () => setCount((c) => c + 1);
      seen.push(useCoreStore());
      return null;
    }
    render(<Probe />);
    act(() => bump());
    act(() => bump());
    expect(seen.length).toBeGreaterThanOrEqual(3);
    expect(new Set(seen).size).toBe(1);
  });

  it('hands out a new snapshot when players are loaded, so the map re-filters, and lists them in the state', () => {
    const { result } = renderHook(() => useCoreStore());
    const before = result.current;
    expect(before.players).toEqual([]);
    act(() => {
      coreStore.read({ kind: 'entries' }, [ANA]);
    });
    expect(storeSnapshot().count).toBe(1);
    expect(result.current).not.toBe(before);
    expect(result.current).toEqual({ ...before, players: ['p1'] });
    // The snapshot read before the load still says what it said.
    expect(before.players).toEqual([]);
  });
});

const ANA = { id: 'p1', data: { displayName: 'Ana', searchKey: 'ana', visibility: 'public' } };
const EVA = { id: 'p2', data: { displayName: 'Eva', searchKey: 'eva', visibility: 'public' } };

describe("the shared state's players", () => {
  it('are empty in a new store, beside the default centre and filters', () => {
    const store = new CoreStore();
    const snapshots: MapSnapshot[] = [];
    const unsubscribe = store.subscribe((snapshot: MapSnapshot) => snapshots.push(snapshot));
    const ids = store.players(undefined, { ids: true });
    expect(ids.ids).toEqual([]);
    ids.free();
    expect(snapshots).toHaveLength(1);
    expect(snapshots[0]).toMatchObject({ version: 0, count: 0, query: '' });
    expect(snapshots[0]!.state).toMatchObject({ mapCenter: { lat: 54.526, lng: 15.2551 }, playerName: '' });
    unsubscribe.call(undefined);
    store.free();
    const { result } = renderHook(() => useCoreStore());
    expect(result.current.players).toEqual([]);
    expect(result.current.mapCenter).toEqual({ lat: 54.526, lng: 15.2551 });
    expect(Object.keys(result.current)).toContain('players');
  });

  it('list the loaded players in row order, and are empty again once cleared', () => {
    const { result } = renderHook(() => useCoreStore());
    act(() => {
      coreStore.read({ kind: 'entries' }, [ANA, EVA]);
    });
    expect(result.current.players).toEqual(['p1', 'p2']);
    const [row] = readPlayers(undefined, { filtered: true, today: '2025-06-01' }).rows;
    expect(result.current.players[row!]).toBe('p1');
    act(() => {
      coreStore.set({ kind: 'clearPlayers' });
    });
    expect(result.current.players).toEqual([]);
  });

  it('keep the same array across a filter change: no copy of the players per snapshot', () => {
    const { result } = renderHook(() => useCoreStore());
    act(() => {
      coreStore.read({ kind: 'entries' }, [ANA, EVA]);
    });
    const first = result.current;
    const players = first.players;
    act(() => {
      coreStore.set({ kind: 'playerName', value: 'Eva' });
    });
    expect(result.current).not.toBe(first);
    expect(result.current.players).toBe(players);
    expect(Object.isFrozen(players)).toBe(true);
  });
});
