import { startTransition, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { useSession } from '../../shared/auth/session-context';
import { Directory, type DirectoryQuery } from '../../shared/core/directory';
import { localToday } from '../../shared/dates/local-today';
import { Page } from '../../shared/ui/page';
import { StatusCard } from '../../shared/ui/status-card';
import { loadDirectoryPage, type DirectoryView } from './api/directory-api';
import { DirectoryFilters, type QueryChange } from './components/directory-filters';
import { Pagination } from './components/pagination';
import { PlayerCard } from '../../shared/ui/player-card';
import { paths } from '../../shared/core/generated/routes';

/** What is shown for one URL: `search` is the URL's query the result belongs to, so a new URL never shows the
 * previous one's cards while its own load. */
type Shown = { search: string; status: 'ready'; view: DirectoryView } | { search: string; status: 'error' };

const SKELETON_CARDS = Array.from({ length: 12 }, (_, i) => i);

/** `/player?…` for a canonical search string (the core writes it; `""` is the first page of everyone). */
function hrefOfSearch(search: string): string {
  return search ? `${paths.players}?${search}` : paths.players;
}

/** `/player?…` for a query. */
function hrefOf(query: DirectoryQuery): string {
  return hrefOfSearch(Directory.query({ query }).search);
}

/**
 * The public players directory. The URL is the state: the core parses it and plans one page's query over the player
 * index (filters, order, twelve and one more, the cursor); the server returns that page only, and the core turns it
 * into cards, the count line ("Showing 1–12 of 2,012 players", from one aggregate or one capped count) and the
 * numbered links. A view reads at most one bounded page of entries and one count, however many players there are.
 */
export default function PlayersPage({
  saveControl,
  searchControl,
}: {
  /** A control to keep a player (the app gives the shortlists' Save button), drawn on each card. */
  saveControl?: (player: { id: string; name: string }) => ReactNode;
  /** A control to keep the search (the app gives "Save this search"), given the URL's search string. */
  searchControl?: (search: string) => ReactNode;
} = {}) {
  const location = useLocation();
  const navigate = useNavigate();
  const [today] = useState(localToday);
  const search = location.search;
  const facts = useMemo(() => Directory.query({ search }), [search]);
  const query = facts.query;
  // Signed-in readers with a verified e-mail also see members-only players (the rules let them). Until the session
  // is known the page reads public entries, and reads again if it turns out to be a verified member's.
  const { ready, user } = useSession();
  const members = ready && user?.emailVerified === true;
  // The order the results are really in (a name search or an age range decides it), for the sort select.
  const plan = useMemo(() => Directory.plan({ query, today, members })?.plan, [query, today, members]);

  const [shown, setShown] = useState<Shown | null>(null);
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    let cancelled = false;
    loadDirectoryPage(query, today, members).then(
      (view) => {
        // A transition: React renders the twelve cards in short slices, so the page stays responsive meanwhile.
        if (!cancelled) startTransition(() => setShown({ search, status: 'ready', view }));
      },
      (error: unknown) => {
        console.error('Could not load the players directory.', error);
        if (!cancelled) setShown({ search, status: 'error' });
      },
    );
    return () => {
      cancelled = true;
    };
  }, [query, search, today, members, attempt]);

  // The query of a navigation this page asked for and the URL does not show yet: a second filter changed before the
  // page renders the first one's URL builds on it, so neither change is lost.
  const pending = useRef<DirectoryQuery | null>(null);
  useEffect(() => {
    pending.current = null;
  }, [search]);
  const change: QueryChange = (next, { replace = false } = {}) => {
    // Any change of filters or sort starts again on the first page.
    const merged = { ...(pending.current ?? query), cursor: null, page: null, ...next };
    pending.current = merged;
    navigate(hrefOf(merged), { replace });
  };
  const clearFilters = () => navigate(hrefOf({ ...Directory.query({ search: '' }).query, sort: query.sort }));
  const filtered = facts.filtered;
  const current = shown?.search === search ? shown : null;
  const retry = () => {
    setShown(null);
    setAttempt((n) => n + 1);
  };

  return (
    <Page
      title="Players"
      className="players-page"
      lead="Search SKORA players by name, where they are based, nationality, position, age and type, then open a CV to see the whole story."
      description="Browse the public CVs of football players and goalkeepers on SKORA: search by name and filter by position, country of residence, nationality, age and player type."
    >
      <DirectoryFilters query={query} onChange={change} sort={plan?.sort} sortNote={plan?.orderNote} />
      {searchControl && filtered ? <div className="search-actions">{searchControl(search)}</div> : null}

      {current?.status === 'error' ? (
        <StatusCard
          tone="error"
          title="We could not load the players"
          actions={
            <button type="button" className="button button-primary" onClick={retry}>
              Try again
            </button>
          }
        >
          <p>Check your connection and try again. If it keeps happening, the directory may be down for a moment.</p>
        </StatusCard>
      ) : current === null ? (
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
            {current.view.nav.countText}
          </p>
          {current.view.page.cards.length === 0 ? (
            current.view.page.nextCursor !== null ? (
              // A name with a position or nationality: the page checks the tag itself, so a page can hold no match while
              // the pages after it do.
              <StatusCard title="No matches on this page">
                <p>None of the players on this page match every filter. The next page may have some.</p>
              </StatusCard>
            ) : current.view.page.hasPrevious ? (
              <StatusCard
                title="No more players here"
                actions={
                  <button type="button" className="button button-primary" onClick={() => navigate(hrefOf({ ...query, cursor: null, page: null }))}>
                    Back to the first page
                  </button>
                }
              >
                <p>The players on this page may have changed since the link was made.</p>
              </StatusCard>
            ) : filtered ? (
              <StatusCard
                title="No players match these filters"
                actions={
                  <button type="button" className="button button-primary" onClick={clearFilters}>
                    Clear filters
                  </button>
                }
              >
                <p>Try a shorter name, another position, country or nationality, or a wider age range.</p>
              </StatusCard>
            ) : (
              <StatusCard title="No public players yet">
                <p>Players appear here as soon as they publish their CV. Check back soon.</p>
              </StatusCard>
            )
          ) : (
            <ul className="player-grid" aria-label="Players">
              {current.view.page.cards.map((card) => (
                <li key={card.id}>
                  <PlayerCard player={card} headingLevel={2}>
                    {saveControl?.({ id: card.id, name: card.name })}
                  </PlayerCard>
                </li>
              ))}
            </ul>
          )}
          <Pagination pagination={current.view.nav.pagination} hrefOf={hrefOfSearch} />
        </section>
      )}
    </Page>
  );
}
