import { useState, type FormEvent } from 'react';
import { isInvalidForm } from '../../shared/core/core-error';
import { TextField } from '../../shared/ui/field';

/** A list's new name; the rule's message shows at the field and what was typed stays. */
export function RenameForm({ name, onRename }: { name: string; onRename: (name: string) => Promise<void> }) {
  const [value, setValue] = useState(name);
  const [error, setError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setError(undefined);
    try {
      await onRename(value);
    } catch (e: unknown) {
      setError(isInvalidForm(e) ? (e.fieldErrors[0]?.message ?? e.message) : e instanceof Error ? e.message : 'Could not rename the list.');
    } finally {
      setBusy(false);
    }
  };
  return (
    <form className="shortlists-rename" onSubmit={(e) => void submit(e)} noValidate>
      <TextField label="List name" value={value} onChange={(e) => setValue(e.target.value)} error={error} autoComplete="off" />
      <button type="submit" className="button button-primary" disabled={busy}>
        Save name
      </button>
    </form>
  );
}

