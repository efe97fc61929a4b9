import { useRef, useState } from 'react';
import { toast } from 'react-toastify';
import { User } from '../../../shared/core/startup';
import { ButtonLink } from '../../../shared/ui/button-link';

const COPIED = 'Link copied. Paste it anywhere to share your CV.';
const SELECTED = 'Press Ctrl+C (or ⌘C) to copy the selected link.';

/**
 * The owner's CV page: the public link to share (copied to the clipboard, or selected for copying by hand where the
 * browser has no clipboard access) and a way to open the page as visitors see it.
 */
export function ShareCv({ uid }: { uid: string }) {
  const input = useRef<HTMLInputElement>(null);
  const path = User.paths(uid).page;
  const url = `${window.location.origin}${path}`;

  // What the last press did, and what to do next: beside the link until the next press (the toast closes at once).
  const [note, setNote] = useState<string | null>(null);

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(url);
      setNote(COPIED);
      toast.success(COPIED, { toastId: 'cv-link-copied' });
    } catch {
      // No clipboard (an insecure origin, a refused permission): select the address so a key press copies it.
      input.current?.focus();
      input.current?.select();
      setNote(SELECTED);
      toast.info(SELECTED, { toastId: 'cv-link-select' });
    }
  };

  return (
    <section className="cv-share no-print" aria-label="Share your CV">
      <label className="visually-hidden" htmlFor="cv-share-url">
        Your CV's public link
      </label>
      <input id="cv-share-url" ref={input} className="cv-share-url" readOnly value={url} onFocus={(event) => event.currentTarget.select()} />
      <button type="button" className="button button-primary" onClick={() => void copy()}>
        Copy link
      </button>
      <ButtonLink to={path} variant="ghost">
        See as a visitor
      </ButtonLink>
      {note ? <p className="form-note cv-share-note">{note}</p> : null}
    </section>
  );
}
