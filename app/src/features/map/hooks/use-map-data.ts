// What the map reads, and when: the countries aggregate once, then the players of the active country from the map's
// cells as the core plans them. A view read once is not read again (the store keeps its players, and the cells it
// read) until the session's members-ness changes, which changes what the reader may see: then the store's players
// are dropped and loaded again from the cells of the reader's set.
import { useCallback, useEffect, useMemo, useState } from 'react';
import { World, type CountryShades, type MapBounds, type PlannedRead } from '../../../shared/core/map';
import { coreStore } from '../../../shared/core/use-core-store';
import { loadCountriesDocument, loadPlan } from '../api/map-api';

/** The countries aggregate: loading, read (null when there is none yet) or failed. */
export type CountriesDoc = { status: 'loading' } | { status: 'ready'; data: unknown } | { status: 'error' };

// One read per visit of the app (the aggregate changes slowly); a failed read is forgotten, so "Try again" reads.
let countriesRead: Promise<unknown> | null = null;

/** The countries aggregate, read once; `attempt` bumps read again after a failure. */
export function useCountriesDocument(attempt: number): CountriesDoc {
  const [doc, setDoc] = useState<CountriesDoc>({ status: 'loading' });
  useEffect(() => {
    let cancelled = false;
    countriesRead ??= loadCountriesDocument();
    countriesRead.then(
      (data) => {
        if (!cancelled) setDoc({ status: 'ready', data });
      },
      (error: unknown) => {
        console.error('Could not load the countries of the map.', error);
        countriesRead = null;
        if (!cancelled) setDoc({ status: 'error' });
      },
    );
    return () => {
      cancelled = true;
    };
  }, [attempt]);
  return doc;
}

/** The countries document's data as the core reads it (null: none yet). */
const countriesData = (data: unknown) => (data ?? null) as Record<string, unknown> | null;

/** The shading of the countries for the store's position and type filters (the core's counts and legend). */
export function useShades(doc: CountriesDoc, position: string | null, playerType: string): CountryShades | null {
  const data = doc.status === 'ready' ? doc.data : undefined;
  return useMemo(
    () => (data === undefined ? null : World.view(countriesData(data), { position: position ?? undefined, playerType }).shades),
    [data, position, playerType],
  );
}

/** The map's visible area as the canvas reports it. */
export type MapView = MapBounds & { zoom: number; center: { lat: number; lng: number } };

/** The state of the active country's players. */
export type CountryLoad =
  | { status: 'idle' }
  | { status: 'loading' }
  /** `empty`: the country has no players (none counted, none read; the cells in view may hold none in a country
   * that has players); `truncated`: the view holds more players than one view shows (a big country's dense view:
   * the page asks for a closer zoom); `read`: the players of the cells loaded for the view. */
  | { status: 'ready'; empty: boolean; truncated: boolean; read: number }
  | { status: 'zoomIn'; minZoom: number; players: number }
  | { status: 'error' };

// What the store holds: the plans read (their queries as text) → what reading them gave, for this members-ness.
const readPlans = new Map<string, { read: number; truncated: boolean }>();
let readAsMembers: boolean | null = null;

/** Forgets every player read (a new members-ness). */
function forgetPlayers(): void {
  readPlans.clear();
  readAsMembers = null;
  coreStore.set({ kind: 'clearPlayers' });
}

/** Forgets everything read: the countries aggregate, the map's cells and the players (tests, as a fresh visit). */
export function forgetMapData(): void {
  countriesRead = null;
  readPlans.clear();
  readAsMembers = null;
  coreStore.set({ kind: 'clearPlayers', forgetCells: true });
}

/**
 * Reads the players of `country` as the core plans them for its size (from the countries document), the view and
 * `members`; each page bumps the returned `dataVersion` (the markers and the list follow page by page). `attempt`
 * bumps read again after a failure. Nothing is read before the session is `ready`: a verified member's session
 * turns `members` on only then, and reading public entries first would read the country twice.
 */
export function useCountryPlayers(
  country: string | null,
  doc: CountriesDoc,
  view: MapView | null,
  members: boolean,
  ready: boolean,
  attempt: number,
): { load: CountryLoad; dataVersion: number } {
  const [dataVersion, setDataVersion] = useState(0);
  const [load, setLoad] = useState<{ key: string; shown: string; load: CountryLoad }>({ key: '', shown: '', load: { status: 'idle' } });
  const bump = useCallback(() => setDataVersion((v) => v + 1), []);

  // A new members-ness: what was read no longer matches what may be seen (declared first: it runs before the read).
  useEffect(() => {
    if (readAsMembers !== null && readAsMembers !== members) {
      forgetPlayers();
      bump();
    }
  }, [members, bump]);

  const data = doc.status === 'ready' ? countriesData(doc.data) : undefined;
  const bounds = useMemo(
    () => (view ? { south: view.south, west: view.west, north: view.north, east: view.east, zoom: view.zoom } : null),
    [view],
  );
  // The core's read for this session; `refused`: the code a members' read failed with (a refusal plans the public
  // entries once, any other failure plans nothing).
  const planned = useCallback(
    (refused?: string): PlannedRead | undefined =>
      country && data !== undefined
        ? World.view(data, { read: { country, view: bounds ?? undefined, members, refused } }).read
        : undefined,
    [country, data, bounds, members],
  );
  const read = useMemo(() => (ready ? planned() : undefined), [planned, ready]);
  const plan = read?.plan ?? null;
  const countryPlayers = read?.players ?? 0;
  // What the read depends on: the reader and the country, and, for a country too big to load whole, the view (every
  // view of it has its own cells; a view read before reads nothing again).
  const key = plan ? `${members}|${country}|${plan.kind}|${read?.whole ? '' : JSON.stringify(bounds)}` : '';
  // The country whose players the store shows (the last read of it stays shown while a pan's read runs).
  const shown = `${members}|${country}`;

  useEffect(() => {
    if (!plan || !country) {
      setLoad({ key, shown, load: { status: 'idle' } });
      return;
    }
    if (plan.kind === 'zoomIn') {
      setLoad({ key, shown, load: { status: 'zoomIn', minZoom: plan.minZoom, players: plan.players } });
      return;
    }
    const known = readPlans.get(key);
    if (known !== undefined) {
      setLoad({ key, shown, load: { status: 'ready', empty: known.read === 0 && countryPlayers === 0, ...known } });
      return;
    }
    let cancelled = false;
    // A pan of a country shown keeps its players on screen while the new view's cells are read.
    setLoad((last) => (last.shown === shown && last.load.status === 'ready' ? last : { key, shown, load: { status: 'loading' } }));
    readAsMembers = members;
    loadPlan(planned, { country, view: bounds ?? undefined }, { cancelled: () => cancelled, onPage: bump }).then(
      ({ players: read, truncated, members: readAs, zoomIn }) => {
        if (cancelled) return;
        if (zoomIn) {
          setLoad({ key, shown, load: { status: 'zoomIn', ...zoomIn } });
          return;
        }
        // A members' read refused and read as public entries: not this key's result, so not remembered as it (the
        // next plan tries the members' read again, once the token says verified).
        if (readAs === members) readPlans.set(key, { read, truncated });
        setLoad({ key, shown, load: { status: 'ready', empty: read === 0 && countryPlayers === 0, read, truncated } });
      },
      (error: unknown) => {
        console.error('Could not load the players of the map.', error);
        if (!cancelled) setLoad({ key, shown, load: { status: 'error' } });
      },
    );
    return () => {
      cancelled = true;
    };
    // The key names the plan: the same plan is not read twice whatever else re-renders.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key, attempt]);

  if (country !== null && !ready) return { load: { status: 'loading' }, dataVersion };
  if (load.key === key) return { load: load.load, dataVersion };
  // A new view of the country shown: its players stay until the view's own read ends.
  if (load.shown === shown && load.load.status === 'ready') return { load: load.load, dataVersion };
  return { load: plan && country ? { status: 'loading' } : { status: 'idle' }, dataVersion };
}
