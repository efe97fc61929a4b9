import { useEffect, useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { useSession } from '../../shared/auth/session-context';
import { isInvalidForm } from '../../shared/core/core-error';
import type { ListSummary, ScoutingView } from '../../shared/core/profile';
import { paths } from '../../shared/core/generated/routes';
import { ModalDialog } from '../../shared/ui/modal-dialog';
import { TextField } from '../../shared/ui/field';
import { applyChange, listsHolding, loadEntry, loadLists, type StoredDoc } from './api/shortlists-api';
import { playerCount } from './player-count';

/** The player a Save control is about. */
export interface SavedPlayer {
  id: string;
  name: string;
}

type Loaded = {
  view: ScoutingView;
  docs: StoredDoc[];
  held: Set<string>;
  /** The player's index entry (the order keys a save copies); null: the scout cannot read it any more. */
  entry: Record<string, unknown> | null;
};

async function loadAll(uid: string, player: string): Promise<Loaded> {
  const [{ view, docs }, entry] = await Promise.all([loadLists(uid), loadEntry(uid, player)]);
  const held = await listsHolding(
    uid,
    view.lists.map((l) => l.id),
    player,
  );
  return { view, docs, held, entry };
}

/**
 * "Save" on a player's card or CV: a button named after the player that opens a dialog of the scout's lists, each
 * a checkbox (ticked: the player is on it; a change saves at once), and a field to start a new list with the player.
 * Shown to signed-in users with a verified e-mail only: the rules let no one else keep lists.
 */
export function SaveToShortlist({ player, className }: { player: SavedPlayer; className?: string }) {
  const { user } = useSession();
  const [open, setOpen] = useState(false);
  const [savedHere, setSavedHere] = useState(false);
  if (!user?.emailVerified) return null;
  return (
    <>
      <button
        type="button"
        className={['button', 'button-small', 'save-button', className].filter(Boolean).join(' ')}
        aria-haspopup="dialog"
        aria-label={`${savedHere ? 'Saved' : 'Save'} ${player.name} to a shortlist`}
        onClick={() => setOpen(true)}
      >
        {savedHere ? 'Saved' : 'Save'}
      </button>
      {open ? (
        <SaveDialog
          uid={user.uid}
          player={player}
          onClose={(held) => {
            setOpen(false);
            if (held !== null) setSavedHere(held > 0);
          }}
        />
      ) : null}
    </>
  );
}

function SaveDialog({ uid, player, onClose }: { uid: string; player: SavedPlayer; onClose: (held: number | null) => void }) {
  const [loaded, setLoaded] = useState<Loaded | null>(null);
  const [failed, setFailed] = useState(false);
  const [attempt, setAttempt] = useState(0);
  const [busy, setBusy] = useState<string | null>(null);
  const [status, setStatus] = useState('');
  const [listError, setListError] = useState<string | null>(null);
  const [newName, setNewName] = useState('');
  const [nameError, setNameError] = useState<string | undefined>();

  useEffect(() => {
    let cancelled = false;
    setFailed(false);
    loadAll(uid, player.id).then(
      (all) => {
        if (cancelled) return;
        setLoaded(all);
        if (all.view.lists.length === 0) setNewName(all.view.defaultName);
      },
      (error: unknown) => {
        console.warn('SKORA: could not load the shortlists.', error);
        if (!cancelled) setFailed(true);
      },
    );
    return () => {
      cancelled = true;
    };
  }, [uid, player.id, attempt]);

  const refresh = async (message: string) => {
    setLoaded(await loadAll(uid, player.id));
    setStatus(message);
  };

  const toggle = async (list: ListSummary, add: boolean) => {
    // One change at a time; the boxes stay enabled (and focused) meanwhile, so the keyboard never loses its place.
    if (!loaded || busy !== null) return;
    setBusy(list.id);
    setListError(null);
    const stored = loaded.docs.find((d) => d.id === list.id)?.data ?? null;
    try {
      if (add) {
        if (!loaded.entry) throw new Error('This player can no longer be saved.');
        await applyChange({ kind: 'add', uid, listId: list.id, list: stored, player: player.id, entry: loaded.entry });
      } else if (stored) {
        await applyChange({ kind: 'remove', uid, listId: list.id, list: stored, player: player.id });
      }
      await refresh(add ? `Saved to ${list.name}.` : `Taken off ${list.name}.`);
    } catch (error: unknown) {
      setListError(error instanceof Error ? error.message : 'Could not change the list. Please try again.');
    } finally {
      setBusy(null);
    }
  };

  const create = async (event: FormEvent) => {
    event.preventDefault();
    if (!loaded?.view.nextId || !loaded.entry) return;
    setBusy('new');
    setNameError(undefined);
    try {
      await applyChange({ kind: 'add', uid, listId: loaded.view.nextId, list: null, player: player.id, entry: loaded.entry, name: newName });
      const name = newName.trim();
      setNewName('');
      await refresh(`Saved to ${name}.`);
    } catch (error: unknown) {
      // The rule's message at the field; what was typed stays.
      if (isInvalidForm(error)) setNameError(error.fieldErrors[0]?.message ?? error.message);
      else setNameError(error instanceof Error ? error.message : 'Could not create the list. Please try again.');
    } finally {
      setBusy(null);
    }
  };

  const close = () => onClose(loaded ? loaded.held.size : null);

  return (
    <ModalDialog title={`Save ${player.name}`} onClose={close}>
      {failed ? (
        <div className="save-dialog-body">
          <p role="alert">We could not load your lists. Check your connection and try again.</p>
          <button type="button" className="button button-primary" onClick={() => setAttempt((n) => n + 1)}>
            Try again
          </button>
        </div>
      ) : loaded === null ? (
        <p role="status">Loading your lists…</p>
      ) : (
        <div className="save-dialog-body">
          {loaded.entry === null ? (
            <p role="alert">This player is no longer available: they cannot be saved to a list.</p>
          ) : null}
          {loaded.view.lists.length > 0 ? (
            <fieldset className="save-dialog-lists" aria-describedby={listError ? 'save-dialog-error' : undefined}>
              <legend>Your lists</legend>
              {loaded.view.lists.map((list) => (
                <label key={list.id} className="save-dialog-list">
                  <input
                    type="checkbox"
                    checked={loaded.held.has(list.id)}
                    disabled={loaded.entry === null && !loaded.held.has(list.id)}
                    aria-busy={busy === list.id}
                    onChange={(e) => void toggle(list, e.target.checked)}
                  />
                  <span>{list.name}</span> <span className="save-dialog-size">({playerCount(list.size)})</span>
                </label>
              ))}
              {listError ? (
                <p id="save-dialog-error" className="field-error" role="alert">
                  {listError}
                </p>
              ) : null}
            </fieldset>
          ) : (
            <p>You have no lists yet. Name your first one:</p>
          )}
          {loaded.view.nextId && loaded.entry ? (
            <form className="save-dialog-new" onSubmit={(e) => void create(e)} noValidate>
              <TextField
                label="New list"
                value={newName}
                onChange={(e) => setNewName(e.target.value)}
                error={nameError}
                autoComplete="off"
              />
              <button type="submit" className="button" disabled={busy !== null}>
                Create list and save
              </button>
            </form>
          ) : loaded.view.nextId === null ? (
            <p>You have {loaded.view.max} lists, the most you can keep. Delete one on your shortlists page to start another.</p>
          ) : null}
          <p role="status" className="save-dialog-status">
            {status}
          </p>
          <div className="form-actions">
            <button type="button" className="button button-primary" onClick={close}>
              Done
            </button>
            <Link to={paths.shortlists} className="button button-ghost">
              Open my shortlists
            </Link>
          </div>
        </div>
      )}
    </ModalDialog>
  );
}
