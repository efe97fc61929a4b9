import { useId, useState, type FormEvent } from 'react';
import { isInvalidForm } from '../../shared/core/core-error';
import type { SavedItem } from '../../shared/core/profile';
import { TextAreaField } from '../../shared/ui/field';
import { PlayerCard } from '../../shared/ui/player-card';

/** A saved player: their card as it is now (or "No longer available"), the scout's note and "Remove". */
export function SavedCard({ item, onRemove, onNote }: { item: SavedItem; onRemove: () => void; onNote: (note: string) => Promise<void> }) {
  const name = item.card?.name ?? 'This player';
  const body = (
    <>
      <NoteEditor note={item.note} playerName={name} onSave={onNote} />
      <button type="button" className="button button-small button-ghost" onClick={onRemove} aria-label={`Remove ${name} from the list`}>
        Remove
      </button>
    </>
  );
  if (item.card)
    return (
      <PlayerCard player={item.card} headingLevel={2}>
        {body}
      </PlayerCard>
    );
  return (
    <article className="player-card player-card-gone">
      <div className="player-card-body">
        <h2 className="player-card-name">No longer available</h2>
        <p className="player-card-meta">This player left SKORA or no longer shares their CV with you.</p>
        <div className="player-card-extra">{body}</div>
      </div>
    </article>
  );
}

/** The scout's private note on a player: shown, then edited in place (what was typed stays on a refusal). */
function NoteEditor({ note, playerName, onSave }: { note: string; playerName: string; onSave: (note: string) => Promise<void> }) {
  const [editing, setEditing] = useState(false);
  const [value, setValue] = useState(note);
  const [error, setError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);
  const noteId = useId();
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setError(undefined);
    try {
      await onSave(value);
      setEditing(false);
    } catch (e: unknown) {
      // What was typed stays in the field, with the rule's message under it.
      setError(isInvalidForm(e) ? (e.fieldErrors[0]?.message ?? e.message) : e instanceof Error ? e.message : 'Could not save the note.');
    } finally {
      setBusy(false);
    }
  };
  if (!editing) {
    return (
      <div className="saved-note">
        {note ? (
          <p id={noteId} className="saved-note-text">
            {note}
          </p>
        ) : null}
        <button
          type="button"
          className="button button-small"
          aria-label={`${note ? 'Edit note on' : 'Add a note on'} ${playerName}`}
          onClick={() => {
            setValue(note);
            setEditing(true);
          }}
        >
          {note ? 'Edit note' : 'Add a note'}
        </button>
      </div>
    );
  }
  return (
    <form className="saved-note-form" onSubmit={(e) => void submit(e)} noValidate>
      <TextAreaField
        label={`Your note on ${playerName}`}
        value={value}
        onChange={(e) => setValue(e.target.value)}
        error={error}
        rows={3}
        hint="Only you can see it."
        autoFocus
      />
      <div className="form-actions">
        <button type="submit" className="button button-primary button-small" disabled={busy}>
          Save note
        </button>
        <button type="button" className="button button-ghost button-small" onClick={() => setEditing(false)}>
          Cancel
        </button>
      </div>
    </form>
  );
}
