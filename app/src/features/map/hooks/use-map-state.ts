// The store binding: the core's store is the map's whole model, the URL its shareable copy. The URL goes into the
// store on load and on back/forward (a `query` change), every change of the store goes back to the URL (the
// snapshot's `query`, replacing the entry); the filters write the store as typed, and the store's filters give the
// rows.
import { useMemo, useRef, useState, useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { isInvalidForm } from '../../../shared/core/core-error';
import type { StoreState } from '../../../shared/core/map';
import { coreStore, readPlayers, storeSnapshot, useCoreStore } from '../../../shared/core/use-core-store';
import { useLeaving } from '../../../shared/navigation/use-leaving';

const EMPTY = { rows: new Uint32Array(0), points: new Float32Array(0) };

/** The query without its `?`. */
const bare = (search: string) => search.replace(/^\?/, '');

/**
 * Keeps the store and the URL's query one and the same; returns the store's state. The URL is read into the store
 * before the first render (so the map opens where the link says, not at the default view first), then on every
 * navigation the page did not make itself; the store's canonical query replaces the URL after every change. The
 * page's own URL writes are not read back: a name typed with a trailing space stays as typed while the URL keeps
 * the canonical text.
 */
export function useMapUrl(): StoreState {
  const location = useLocation();
  const navigate = useNavigate();
  const leaving = useLeaving();
  const written = useRef<string | null>(null);
  // Before the first render: the canvas mounts at the store's view and reports it at once.
  useState(() => coreStore.set({ kind: 'query', search: location.search }));
  const state = useCoreStore();

  const search = bare(location.search);
  useEffect(() => {
    if (search !== written.current) coreStore.set({ kind: 'query', search });
  }, [search]);

  useEffect(() => {
    // The store's latest text (not the rendered snapshot's): it already holds a URL applied in this commit.
    const next = storeSnapshot().query;
    // The map settling after a click on a link (an animation ending) must not take the visitor back.
    if (leaving()) return;
    written.current = next;
    if (next !== search) void navigate({ search: next ? `?${next}` : '' }, { replace: true });
    // `search` is left out on purpose: a navigation alone is handled by the effect above.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [state, navigate, leaving]);

  return state;
}

/** The filters' result: the rows passing them with their points, and the message for each filter that does not read. */
export interface FilterResult {
  /** The rows passing every filter; while a filter does not read, the last rows that did. */
  rows: Uint32Array;
  /** The rows' coarse points, `[lat0, lng0, lat1, lng1, …]`: the markers' positions. */
  points: Float32Array;
  /** Field (`playerAge`, `activePosition`, `playerType`) → the core's message for it. */
  errors: Partial<Record<string, string>>;
}

/**
 * The store's filters applied to the loaded players on `today` (the reader's date: ages are theirs). Filtered again
 * only when a filter or the loaded players change (`dataVersion`), not when the map moves. A filter that does not
 * read (an age such as "18-") gives its message and keeps the last good rows, so the list and the markers stay.
 */
export function useFilteredRows(state: StoreState, today: string, dataVersion: number, enabled: boolean): FilterResult {
  const lastGood = useRef<Pick<FilterResult, 'rows' | 'points'>>(EMPTY);
  const { activePosition, activeCountry, nationality, playerName, playerAge, playerType, confirmedOnly } = state;
  return useMemo(() => {
    if (!enabled) return { ...EMPTY, errors: {} };
    try {
      const { rows, points } = readPlayers(undefined, { filtered: true, today, points: true });
      lastGood.current = { rows, points };
      return { rows, points, errors: {} };
    } catch (error: unknown) {
      if (!isInvalidForm(error)) throw error;
      const errors: Partial<Record<string, string>> = {};
      for (const e of error.fieldErrors) errors[e.field] ??= e.message;
      return { ...lastGood.current, errors };
    }
    // The filters are read by the core from the store; these values only say when to ask again.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [activePosition, activeCountry, nationality, playerName, playerAge, playerType, confirmedOnly, today, dataVersion, enabled]);
}
