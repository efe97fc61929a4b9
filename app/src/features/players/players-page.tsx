import { startTransition, useEffect, useLayoutEffect, useMemo, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import {
  directoryQueryString,
  isDirectoryFiltered,
  pageWindow,
  parseDirectoryQuery,
  type DirectoryQuery,
} from '../../shared/core/directory';
import { coreStore, useCoreStore } from '../../shared/core/use-core-store';
import { localToday } from '../../shared/dates/local-today';
import { Page } from '../../shared/ui/page';
import { StatusCard } from '../../shared/ui/status-card';
import { directoryLoaded, loadDirectory } from './api/directory-api';
import { DirectoryFilters, type QueryChange } from './components/directory-filters';
import { Pagination } from './components/pagination';
import { PlayerCard } from './components/player-card';

type Status = 'loading' | 'ready' | 'error';

const SKELETON_CARDS = Array.from({ length: 12 }, (_, i) => i);

/** `/player?…` for a query (the core writes the canonical search string). */
function hrefOf(query: DirectoryQuery): string {
  const search = directoryQueryString(query);
  return search ? `/player?${search}` : '/player';
}

function countText(total: number): string {
  return total === 1 ? '1 player' : `${total.toLocaleString('en')} players`;
}

/**
 * The public players directory. The URL is the filter state: the core parses it into the shared store's filters,
 * filters and sorts the players it holds in wasm memory, and hands back indices; only the visible page's twelve
 * cards are ever built.
 */
export default function PlayersPage() {
  const location = useLocation();
  const navigate = useNavigate();
  const [today] = useState(localToday);
  const query = useMemo(() => parseDirectoryQuery(location.search), [location.search]);

  // Before paint, so the results never show the previous filters.
  useLayoutEffect(() => {
    coreStore.setDirectoryQuery(query);
  }, [query]);

  const [status, setStatus] = useState<Status>(() => (directoryLoaded() ? 'ready' : 'loading'));
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    if (directoryLoaded()) {
      setStatus('ready');
      return;
    }
    let cancelled = false;
    setStatus('loading');
    loadDirectory().then(
      () => {
        // A transition: React renders the twelve cards in short slices, so the page stays responsive meanwhile.
        if (!cancelled) startTransition(() => setStatus('ready'));
      },
      (error: unknown) => {
        console.error('Could not load the players directory.', error);
        if (!cancelled) setStatus('error');
      },
    );
    return () => {
      cancelled = true;
    };
  }, [attempt]);

  // A new snapshot means the players or the filters changed: query again (one call, a Uint32Array of indices).
  const state = useCoreStore();
  // eslint-disable-next-line react-hooks/exhaustive-deps -- `state` is the store's version: the query's real input.
  const indices = useMemo(() => coreStore.query(today), [state, today]);
  const shown = useMemo(() => pageWindow(indices.length, state.page), [indices, state.page]);
  const cards = useMemo(
    () => coreStore.cardsAt(indices.subarray(shown.start, shown.end), today),
    [indices, shown, today],
  );

  const change: QueryChange = (next, { replace = false } = {}) => {
    navigate(hrefOf({ ...query, page: 1, ...next }), { replace });
  };
  const clearFilters = () => navigate(hrefOf({ ...parseDirectoryQuery(''), sort: query.sort }));
  const filtered = isDirectoryFiltered(query);

  return (
    <Page
      title="Players"
      className="players-page"
      lead="Search SKORA players by name, country, position, age and type, then open a CV to see the whole story."
      description="Browse the public CVs of football players and goalkeepers on SKORA: search by name and filter by position, country, age and player type."
    >
      <DirectoryFilters query={query} onChange={change} />

      {status === 'error' ? (
        <StatusCard
          tone="error"
          title="We could not load the players"
          actions={
            <button type="button" className="button button-primary" onClick={() => setAttempt((n) => n + 1)}>
              Try again
            </button>
          }
        >
          <p>Check your connection and try again. If it keeps happening, the directory may be down for a moment.</p>
        </StatusCard>
      ) : status === 'loading' ? (
        <section className="directory-results" aria-busy="true">
          <p role="status" className="directory-count">
            Loading players…
          </p>
          <ul className="player-grid" aria-hidden="true">
            {SKELETON_CARDS.map((i) => (
              <li key={i} className="player-card player-card-skeleton">
                <span className="skeleton skeleton-photo" />
                <span className="skeleton skeleton-line" />
                <span className="skeleton skeleton-line skeleton-short" />
              </li>
            ))}
          </ul>
        </section>
      ) : (
        <section className="directory-results" aria-labelledby="directory-count">
          <p id="directory-count" role="status" className="directory-count">
            {countText(indices.length)}
            {shown.pageCount > 1 ? (
              <span className="directory-page-of">
                {' '}
                · page {shown.page} of {shown.pageCount}
              </span>
            ) : null}
          </p>
          {cards.length === 0 ? (
            filtered ? (
              <StatusCard
                title="No players match these filters"
                actions={
                  <button type="button" className="button button-primary" onClick={clearFilters}>
                    Clear filters
                  </button>
                }
              >
                <p>Try a shorter name, another position or country, or a wider age range.</p>
              </StatusCard>
            ) : (
              <StatusCard title="No public players yet">
                <p>Players appear here as soon as they publish their CV. Check back soon.</p>
              </StatusCard>
            )
          ) : (
            <ul className="player-grid" aria-label="Players">
              {cards.map((card) => (
                <li key={card.id}>
                  <PlayerCard player={card} headingLevel={2} />
                </li>
              ))}
            </ul>
          )}
          <Pagination
            page={shown.page}
            pageCount={shown.pageCount}
            links={shown.links}
            hrefOf={(page) => hrefOf({ ...query, page })}
          />
        </section>
      )}
    </Page>
  );
}
