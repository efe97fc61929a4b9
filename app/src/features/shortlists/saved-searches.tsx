import { useCallback, useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import { paths } from '../../shared/core/generated/routes';
import type { SavedSearch } from '../../shared/core/profile';
import { applyChange, loadSearches } from './api/shortlists-api';

/**
 * The user's saved searches (one query: at most 20), each opening the directory with its filters, saying whether it
 * alerts, and deletable.
 */
export function SavedSearches({ uid }: { uid: string }) {
  const [searches, setSearches] = useState<SavedSearch[] | null>(null);
  const [failed, setFailed] = useState(false);
  const [status, setStatus] = useState('');
  const [error, setError] = useState<string | null>(null);

  const load = useCallback(async () => {
    setSearches((await loadSearches(uid)).searches.searches);
  }, [uid]);

  useEffect(() => {
    load().catch((e: unknown) => {
      console.warn('SKORA: could not load the saved searches.', e);
      setFailed(true);
    });
  }, [load]);

  const remove = async (search: SavedSearch) => {
    setError(null);
    try {
      await applyChange({ kind: 'deleteSearch', uid, id: search.id });
      await load();
      setStatus(`The search “${search.name}” was deleted.`);
    } catch (e: unknown) {
      setError(e instanceof Error ? e.message : 'Could not delete the search. Please try again.');
    }
  };

  return (
    <section className="saved-searches" aria-labelledby="saved-searches-heading">
      <h2 id="saved-searches-heading">Saved searches</h2>
      {failed ? (
        <p role="alert">We could not load your saved searches. Reload the page to try again.</p>
      ) : searches === null ? (
        <p role="status">Loading your searches…</p>
      ) : searches.length === 0 ? (
        <p>
          None yet. Filter the <Link to={paths.players}>directory</Link> or the <Link to={paths.map}>map</Link>, then use
          “Save this search” to be told when a new player matches.
        </p>
      ) : (
        <ul className="saved-search-list">
          {searches.map((s) => (
            <li key={s.id}>
              <Link to={`${paths.players}?${s.search}`}>{s.name}</Link>
              <span className="saved-search-alerts">{s.alerts ? 'Alerts on' : 'No alerts: add a position or a country'}</span>
              <button type="button" className="button button-small button-ghost" onClick={() => void remove(s)} aria-label={`Delete the search ${s.name}`}>
                Delete
              </button>
            </li>
          ))}
        </ul>
      )}
      <p role="status" className="shortlists-status">
        {status}
      </p>
      {error ? (
        <p className="field-error" role="alert">
          {error}
        </p>
      ) : null}
    </section>
  );
}
