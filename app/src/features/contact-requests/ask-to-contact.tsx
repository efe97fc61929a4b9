import { useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { useSession } from '../../shared/auth/session-context';
import { paths } from '../../shared/core/generated/routes';
import { TextAreaField } from '../../shared/ui/field';
import { ModalDialog } from '../../shared/ui/modal-dialog';
import { askToContact, checkMessage, refusal } from './api/contact-requests-api';

/** The player a request is about. */
export interface AskedPlayer {
  id: string;
  name: string;
}

const MAX_CHARS = 500;

/**
 * "Ask to contact" on a CV: a dialog for a message to the player (or, under 16, their guardian), sent through the
 * function. It says "sent" and nothing more: whether the player reads, accepts, declines or blocks is theirs to tell,
 * by accepting. For scouts with a verified e-mail (the function checks the scout profile again).
 */
export function AskToContact({ player }: { player: AskedPlayer }) {
  const { user } = useSession();
  const [open, setOpen] = useState(false);
  const [sent, setSent] = useState(false);
  // Scouts ask; a player's account has no scout profile to tell the player who asks.
  if (!user?.emailVerified || user.accountKind !== 'scout') return null;
  return (
    <>
      <button
        type="button"
        className="button button-small ask-button"
        aria-haspopup="dialog"
        aria-label={`Ask to contact ${player.name}`}
        onClick={() => setOpen(true)}
      >
        {sent ? 'Request sent' : 'Ask to contact'}
      </button>
      {open ? (
        <AskDialog
          uid={user.uid}
          player={player}
          onClose={(done) => {
            setOpen(false);
            if (done) setSent(true);
          }}
        />
      ) : null}
    </>
  );
}

function AskDialog({ uid, player, onClose }: { uid: string; player: AskedPlayer; onClose: (sent: boolean) => void }) {
  const [message, setMessage] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [problem, setProblem] = useState<{ text: string; profile: boolean } | null>(null);
  const [busy, setBusy] = useState(false);
  const [sent, setSent] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setProblem(null);
    const fieldError = await checkMessage(uid, message);
    setError(fieldError);
    if (fieldError) return;
    setBusy(true);
    try {
      await askToContact(player.id, message);
      setSent(true);
    } catch (e: unknown) {
      const { code, message: text } = refusal(e);
      if (code.endsWith('invalid-argument')) setError(text);
      else if (code.endsWith('failed-precondition')) setProblem({ text, profile: true });
      else setProblem({ text: 'We could not send your request. Check your connection and try again.', profile: false });
    } finally {
      setBusy(false);
    }
  };

  return (
    <ModalDialog title={`Ask to contact ${player.name}`} onClose={() => onClose(sent)}>
      {sent ? (
        <div className="ask-dialog-body">
          <p role="status">
            Sent. If {player.name} accepts (or, for a player under 16, their parent or guardian), you will find their
            e-mail in your inbox.
          </p>
          <div className="form-actions">
            <button type="button" className="button button-primary" onClick={() => onClose(true)}>
              Done
            </button>
            <Link to={paths.inbox} className="button button-ghost">
              Open my inbox
            </Link>
          </div>
        </div>
      ) : (
        <form className="ask-dialog-body" onSubmit={(e) => void submit(e)} noValidate>
          <p>
            {player.name} sees your name, role and organisation from your scout profile, and this message. Only if they
            accept do you both see each other&apos;s e-mail.
          </p>
          <TextAreaField
            label="Your message"
            hint={`Who you are, and why you would like to talk. ${message.length}/${MAX_CHARS} characters.`}
            value={message}
            onChange={(e) => setMessage(e.target.value)}
            error={error}
            rows={6}
            required
          />
          {problem ? (
            <p role="alert" className="form-error">
              {problem.text} {problem.profile ? <Link to={paths.myProfile}>Open my scout profile</Link> : null}
            </p>
          ) : null}
          <div className="form-actions">
            <button type="submit" className="button button-primary" disabled={busy}>
              {busy ? 'Sending…' : 'Send request'}
            </button>
            <button type="button" className="button button-ghost" onClick={() => onClose(false)}>
              Cancel
            </button>
          </div>
        </form>
      )}
    </ModalDialog>
  );
}
