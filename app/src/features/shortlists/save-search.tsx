import { useEffect, useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { useSession } from '../../shared/auth/session-context';
import { isInvalidForm } from '../../shared/core/core-error';
import { paths } from '../../shared/core/generated/routes';
import type { ScoutingView } from '../../shared/core/profile';
import { TextField } from '../../shared/ui/field';
import { ModalDialog } from '../../shared/ui/modal-dialog';
import { applyChange, loadSearches } from './api/shortlists-api';

/** A page's search to save: its URL's search string, and which page it is (the map's filters read as the directory's). */
export interface SearchToSave {
  search: string;
  source: 'directory' | 'map';
}

/**
 * "Save this search" beside the directory's or the map's filters: a dialog that names the search and says whether
 * it will alert (a position, a nationality or a country is needed for that). Shown to signed-in users with a verified
 * e-mail only: the rules let no one else keep searches.
 */
export function SaveSearch({ search, source }: SearchToSave) {
  const { user } = useSession();
  const [open, setOpen] = useState(false);
  if (!user?.emailVerified) return null;
  return (
    <>
      <button type="button" className="button button-small save-search-button" aria-haspopup="dialog" onClick={() => setOpen(true)}>
        Save this search
      </button>
      {open ? <SaveSearchDialog uid={user.uid} search={search} source={source} onClose={() => setOpen(false)} /> : null}
    </>
  );
}

function SaveSearchDialog({ uid, search, source, onClose }: SearchToSave & { uid: string; onClose: () => void }) {
  const [view, setView] = useState<ScoutingView | null>(null);
  const [failed, setFailed] = useState(false);
  const [name, setName] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);
  const [saved, setSaved] = useState<string | null>(null);

  useEffect(() => {
    let cancelled = false;
    loadSearches(uid, { search, source }).then(
      (v) => !cancelled && setView(v),
      (e: unknown) => {
        console.warn('SKORA: could not load the saved searches.', e);
        if (!cancelled) setFailed(true);
      },
    );
    return () => {
      cancelled = true;
    };
  }, [uid, search, source]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const id = view?.searches.nextId;
    if (!id) return;
    setBusy(true);
    setError(undefined);
    try {
      await applyChange({ kind: 'saveSearch', uid, id, name, search, source });
      setSaved(name.trim());
    } catch (e: unknown) {
      // The rule's message at the field; what was typed stays.
      setError(isInvalidForm(e) ? (e.fieldErrors[0]?.message ?? e.message) : e instanceof Error ? e.message : 'Could not save the search.');
    } finally {
      setBusy(false);
    }
  };

  const toSave = view?.toSave;
  return (
    <ModalDialog title="Save this search" onClose={onClose}>
      {failed ? (
        <p role="alert">We could not load your saved searches. Check your connection and try again.</p>
      ) : view === null || !toSave ? (
        <p role="status">Loading your searches…</p>
      ) : saved !== null ? (
        <p role="status">
          Saved as “{saved}”.{' '}
          {toSave.alerts ? 'We will tell you when a new player matches it.' : 'It does not send alerts.'}
        </p>
      ) : !toSave.filtered ? (
        <p>Choose at least one filter first: a search of every player is not worth saving.</p>
      ) : view.searches.nextId === null ? (
        <p>
          You have {view.searches.max} saved searches, the most you can keep. Delete one on your{' '}
          <Link to={paths.shortlists}>shortlists page</Link> to save another.
        </p>
      ) : (
        <form className="save-dialog-new" onSubmit={(e) => void submit(e)} noValidate>
          <p>
            {toSave.alerts
              ? 'We will tell you when a new player matches it: the bell in the menu bar, and a daily e-mail.'
              : 'Add a position, a nationality or a country to be told when new players match. Without one, it is saved without alerts.'}
          </p>
          <TextField label="Name of the search" value={name} onChange={(e) => setName(e.target.value)} error={error} autoComplete="off" />
          <button type="submit" className="button button-primary" disabled={busy}>
            Save search
          </button>
        </form>
      )}
      <div className="form-actions">
        <button type="button" className="button" onClick={onClose}>
          {saved !== null ? 'Done' : 'Cancel'}
        </button>
      </div>
    </ModalDialog>
  );
}
