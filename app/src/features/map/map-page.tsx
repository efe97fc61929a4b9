import { useCallback, useEffect, useMemo, useRef, useState, type MouseEvent, type ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { useSession } from '../../shared/auth/session-context';
import { World, type MapCard } from '../../shared/core/map';
import { coreStore, readPlayers, storeSnapshot } from '../../shared/core/use-core-store';
import { countries } from '../../shared/core/generated/countries';
import { localToday } from '../../shared/dates/local-today';
import { Page } from '../../shared/ui/page';
import { StatusCard } from '../../shared/ui/status-card';
import { MapCanvas } from './components/map-canvas';
import { MapFilters, resetFilters } from './components/map-filters';
import { PlayerCardPanel } from './components/player-card-panel';
import { PlayerList } from './components/player-list';
import { useCountriesDocument, useCountryPlayers, useShades, type MapView } from './hooks/use-map-data';
import { useFilteredRows, useMapUrl } from './hooks/use-map-state';
import { useNarrowScreen } from './hooks/use-narrow-screen';
import './map-page.css';
import { MAP_FRAME } from './map-frame';

const COUNTRY_NAMES = new Map(countries.map((c) => [c.code, c.name]));
const countryName = (code: string) => COUNTRY_NAMES.get(code) ?? code;

/** Whether two lists of rows are the same rows in the same order. */
function sameRows(a: Uint32Array, b: Uint32Array): boolean {
  if (a.length !== b.length) return false;
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return false;
  return true;
}

/** The card of row `row` on `today`, or undefined past the end. */
function cardOf(row: number, today: string): MapCard | undefined {
  return readPlayers(Uint32Array.of(row), { today, cards: 1 }).cards[0];
}

/** The uid of row `row` (the CV's link and the marker's key), or undefined past the end. */
function idOf(row: number): string | undefined {
  return readPlayers(Uint32Array.of(row), { ids: true }).ids[0];
}

/** The countries (alpha-2 codes) of the atlas's feature ids, in one call. */
function atlasCountries(ids: readonly string[]): ReadonlyMap<string, string> {
  return new Map(World.view(null, { atlas: [...ids] }).atlas.map((c) => [c.id, c.code]));
}

/** A marker's accessible name: "{Name}, {position}, {age}" (the parts the player has). */
function markerLabel(row: number, today: string): string {
  const card = cardOf(row, today);
  if (!card) return '';
  return [card.name, card.positions[0]?.label, card.age === undefined ? undefined : String(card.age)]
    .filter(Boolean)
    .join(', ');
}

interface ListMessageInput {
  failed: boolean;
  country: string | null;
  load: ReturnType<typeof useCountryPlayers>['load'];
  loadingCountries: boolean;
  rows: Uint32Array;
  inView: Uint32Array;
  place: Uint32Array | null;
  retry: () => void;
}

/** What the list says instead of (or before) its players: a failure, what to do next, or why it is empty. */
function listMessage(input: ListMessageInput): ReactNode {
  const { failed, country, load, loadingCountries, rows, inView, place, retry } = input;
  if (failed) {
    return (
      <StatusCard
        tone="error"
        title="We could not load the players."
        actions={
          <button type="button" className="button button-primary" onClick={retry}>
            Try again
          </button>
        }
      >
        <p>Check your connection and try again.</p>
      </StatusCard>
    );
  }
  if (country === null) {
    return <p className="map-list-note">Choose a country on the map or in the filters to see its players.</p>;
  }
  if (load.status === 'zoomIn') {
    return (
      <p className="map-list-note">
        {load.players.toLocaleString('en')} players in {countryName(country)}: zoom in to see them.
      </p>
    );
  }
  if (rows.length === 0 && (load.status === 'loading' || loadingCountries)) {
    return <p className="map-list-note">Loading players…</p>;
  }
  if (load.status === 'ready' && load.empty) {
    return <p className="map-list-note">No players in {countryName(country)} yet.</p>;
  }
  if (rows.length === 0) {
    return (
      <div className="map-list-note">
        <p>No players match these filters.</p>
        <button type="button" className="button button-primary" onClick={resetFilters}>
          Reset filters
        </button>
      </div>
    );
  }
  if (inView.length === 0 && place === null) {
    return <p className="map-list-note">None of them is in view: move the map or zoom out.</p>;
  }
  return null;
}

/**
 * The open card, and the control that opened it: the focus goes back there on close, or to the player's marker if
 * the canvas drew it anew.
 */
function usePlayerCard(today: string, dataVersion: number) {
  const [selected, setSelected] = useState<number | null>(null);
  const opener = useRef<HTMLElement | null>(null);
  const card = useMemo(
    () => (selected === null ? undefined : cardOf(selected, today)),
    // The card of a row changes when the row's entry is read again.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [selected, today, dataVersion],
  );
  const open = useCallback((row: number, from?: HTMLElement | null) => {
    opener.current = from ?? (document.activeElement instanceof HTMLElement ? document.activeElement : null);
    setSelected(row);
  }, []);
  const close = useCallback(() => {
    const uid = selected === null ? undefined : idOf(selected);
    setSelected(null);
    const back = opener.current;
    opener.current = null;
    // After the card is gone: the opener (a list item or a marker), or the player's marker if the canvas drew it anew.
    requestAnimationFrame(() => {
      const target = back?.isConnected
        ? back
        : uid
          ? document.querySelector<HTMLElement>(`[data-player="${CSS.escape(uid)}"]`)
          : null;
      target?.focus();
    });
  }, [selected]);
  return { selected, card, open, close };
}

/**
 * The talent map (`/map`). The core's store is the whole model: the URL reads into it and follows it, the filters
 * write it as typed, and the core filters, sorts and places the loaded players. The world view reads one document
 * (the countries' counts, which shade the map); choosing a country reads its players as the core plans it, page by
 * page. The list beside the map is the accessible way through it: the players in view, each opening a card.
 */
export default function MapPage({
  saveControl,
  searchControl,
}: {
  /** A control to keep a player (the app gives the shortlists' Save button), drawn on the open player's card. */
  saveControl?: (player: { id: string; name: string }) => ReactNode;
  /** A control to keep the filters (the app gives "Save this search"), given the URL's search string. */
  searchControl?: (search: string) => ReactNode;
} = {}) {
  const [today] = useState(localToday);
  const state = useMapUrl();
  const { search } = useLocation();
  const { ready, user } = useSession();
  const members = ready && user?.emailVerified === true;
  const narrow = useNarrowScreen();
  // Phones: the filters panel and the list's bottom sheet, each behind its toggle.
  const [filtersOpen, setFiltersOpen] = useState(false);
  const [sheetOpen, setSheetOpen] = useState(false);
  // A link naming a country but no view (the canonical query has no view then) opens framed on that country.
  const [fitCountryOnMount] = useState(
    () => state.activeCountry !== null && !new URLSearchParams(storeSnapshot().query).has('zoom'),
  );

  const [attempt, setAttempt] = useState(0);
  const countriesDoc = useCountriesDocument(attempt);
  const shades = useShades(countriesDoc, state.activePosition, state.playerType);
  const [view, setView] = useState<MapView | null>(null);
  const country = state.activeCountry;
  const { load, dataVersion } = useCountryPlayers(country, countriesDoc, view, members, ready, attempt);
  const { rows, points, errors } = useFilteredRows(state, today, dataVersion, country !== null);
  const bounds = useMemo(
    () => (view ? { south: view.south, west: view.west, north: view.north, east: view.east } : null),
    [view],
  );
  // The same players in view after a pan keep the same array: the list neither sorts again nor folds "Show more".
  const lastInView = useRef<Uint32Array | null>(null);
  const inView = useMemo(() => {
    const next = bounds ? readPlayers(rows, { bounds }).rows : rows;
    const last = lastInView.current;
    if (last && sameRows(last, next)) return last;
    lastInView.current = next;
    return next;
  }, [rows, bounds]);

  // "Players at this place": a cluster that cannot split lists its players; a change of filters ends it (pages
  // arriving while a country loads do not).
  const [place, setPlace] = useState<Uint32Array | null>(null);
  const { nationality, activePosition, playerName, playerAge, playerType, confirmedOnly } = state;
  useEffect(() => setPlace(null), [country, nationality, activePosition, playerName, playerAge, playerType, confirmedOnly]);

  const { selected, card, open, close } = usePlayerCard(today, dataVersion);

  const onViewChange = useCallback((next: MapView) => {
    setView(next);
    coreStore.set({ kind: 'view', lat: next.center.lat, lng: next.center.lng, zoom: next.zoom });
  }, []);
  const onCountryClick = useCallback((code: string) => {
    coreStore.set({ kind: 'activeCountry', value: storeSnapshot().state.activeCountry === code ? undefined : code });
  }, []);
  const labelOf = useCallback((row: number) => markerLabel(row, today), [today]);
  const markerId = useCallback((row: number) => idOf(row) ?? '', []);
  const onShowPlayers = useCallback((list: number[]) => {
    setPlace(Uint32Array.from(list));
    setSheetOpen(true);
  }, []);

  const retry = () => setAttempt((n) => n + 1);

  // "Skip the map": the focus goes to the players list, or on a phone with the list folded away to its toggle (the
  // hash is not followed: the URL holds the map's state).
  const playersToggle = useRef<HTMLButtonElement>(null);
  const skipMap = (event: MouseEvent<HTMLAnchorElement>) => {
    event.preventDefault();
    const list = document.getElementById('map-players');
    if (list && !list.hidden) list.focus();
    else playersToggle.current?.focus();
  };

  const failed = countriesDoc.status === 'error' || load.status === 'error';
  const loadingCountries = countriesDoc.status === 'loading';
  const message = listMessage({ failed, country, load, loadingCountries, rows, inView, place, retry });
  // A big country's dense view holds more players than one view reads: say the list is not all of them.
  const partial =
    !failed && load.status === 'ready' && load.truncated ? (
      <p className="map-list-note map-partial">
        Showing the {load.read.toLocaleString('en')} players read for this view; there are more here. Zoom in to see
        all of them.
      </p>
    ) : null;
  const counting = !failed && country !== null && load.status !== 'zoomIn';
  // On a phone the list folds away: what the map itself cannot say (choose a country, zoom in, a failure) shows on it.
  const banner =
    narrow && !sheetOpen ? (failed || country === null || load.status === 'zoomIn' ? message : partial) : null;

  return (
    <Page
      {...MAP_FRAME}
      description="A map of football players and goalkeepers on SKORA: filter by country of residence, nationality, position, name, age and type."
    >
      <div className="map-layout">
        {/* The filters come first, in the page as on the screen: a keyboard reaches them before the countries. */}
        <div className="map-top">
          <button
            type="button"
            className="button map-toggle"
            aria-expanded={filtersOpen}
            aria-controls="map-filters"
            onClick={() => setFiltersOpen((o) => !o)}
          >
            Filters
          </button>
          <MapFilters id="map-filters" hidden={narrow && !filtersOpen} state={state} errors={errors} action={searchControl?.(search)} />
        </div>
        <div className="map-stage">
          {/* Every country and marker is a Tab stop: this link jumps over them to the list, the map's accessible twin. */}
          <a className="map-skip" href="#map-players" onClick={skipMap}>
            Skip the map
          </a>
          <MapCanvas
            center={state.mapCenter}
            zoom={state.mapZoom}
            onViewChange={onViewChange}
            shades={shades}
            atlasCountries={atlasCountries}
            activeCountry={country}
            onCountryClick={onCountryClick}
            points={points}
            rows={rows}
            labelOf={labelOf}
            idOf={markerId}
            onOpenPlayer={open}
            onShowPlayers={onShowPlayers}
            selectedRow={selected}
            fitCountryOnMount={fitCountryOnMount}
          />
          {banner ? <div className="map-banner">{banner}</div> : null}
        </div>
        <div className="map-side">
          {card ? <PlayerCardPanel card={card} onClose={close} action={saveControl?.({ id: card.id, name: card.name })} /> : null}
          <button
            ref={playersToggle}
            type="button"
            className="button map-toggle"
            aria-expanded={sheetOpen}
            aria-controls="map-players"
            onClick={() => setSheetOpen((o) => !o)}
          >
            Players
          </button>
          {partial && !narrow ? partial : null}
          <PlayerList
            id="map-players"
            hidden={narrow && !sheetOpen}
            rows={place ?? inView}
            today={today}
            place={place ? { onBack: () => setPlace(null) } : null}
            message={place ? null : message}
            counting={counting}
            selectedRow={selected}
            onOpen={open}
          />
        </div>
      </div>
    </Page>
  );
}
