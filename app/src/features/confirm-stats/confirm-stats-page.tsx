import { useEffect, useId, useRef, useState, type FormEvent, type Ref } from 'react';
import { Link, useParams } from 'react-router-dom';
import { limits } from '../../shared/core/generated/limits';
import { TextAreaField } from '../../shared/ui/field';
import { LoadingScreen } from '../../shared/ui/loading-screen';
import { Page } from '../../shared/ui/page';
import { usePageMeta } from '../../shared/ui/page-meta';
import { StatusCard } from '../../shared/ui/status-card';
import {
  answerConfirmation,
  openConfirmation,
  type ConfirmationRequest,
  type ConfirmationView,
  type OfficialAnswer,
} from './api/confirm-stats-api';
import './confirm-stats.css';

const TITLE = "Confirm a player's stats";
/** The note's limit, for its counter: the core's, which the function applies. */
const NOTE_MAX_CHARS = limits.confirmationNote.max;

type State =
  | { kind: 'loading' }
  | { kind: 'failed' }
  /** `request`: what the link showed (the answer's thanks name the player and the official). */
  | { kind: 'view'; view: ConfirmationView; request: ConfirmationRequest | null };

/** Characters as the core counts them (code points, not UTF-16 units). */
const length = (text: string) => [...text].length;

/**
 * /confirm-stats/:token: the link of the e-mail a coach, club official or academy staff member gets when a player
 * asks them to confirm weeks of stats or measured tests. It shows the figures and takes the official's answer, once:
 * confirm, or say what is wrong (a note only the player sees). No account is needed: the link is the official's key.
 */
export default function ConfirmStatsPage() {
  const { token = '' } = useParams();
  const [state, setState] = useState<State>({ kind: 'loading' });
  const [attempt, setAttempt] = useState(0);
  const [busy, setBusy] = useState(false);
  // The dispute's form lives here, not in the view: a failed call and its "Try again" keep what was typed.
  const [disputing, setDisputing] = useState(false);
  const [note, setNote] = useState('');
  const [noteError, setNoteError] = useState<string | undefined>();
  // The heading of what shows; focus moves to it after an answer, its failure, or a "Try again" (whose button is gone).
  const resultHeading = useRef<HTMLHeadingElement>(null);
  const [focusResult, setFocusResult] = useState(0);
  // While it loads, the page is the loading screen alone: the link is served the app shell (firebase.json), whose
  // markup is that screen, so the first render hydrates it as it is. The title and robots tag are set meanwhile.
  usePageMeta({ title: TITLE, noindex: true });

  useEffect(() => {
    let live = true;
    setState({ kind: 'loading' });
    openConfirmation(token).then(
      (view) => live && setState({ kind: 'view', view, request: view.status === 'pending' ? view.request : null }),
      () => live && setState({ kind: 'failed' }),
    );
    return () => {
      live = false;
    };
  }, [token, attempt]);

  const shown = state.kind === 'view' ? state.view.status : state.kind;
  useEffect(() => {
    if (focusResult > 0) resultHeading.current?.focus();
  }, [focusResult, shown]);

  const send = async (answer: OfficialAnswer) => {
    if (state.kind !== 'view') return;
    setBusy(true);
    try {
      const result = await answerConfirmation(token, answer);
      if (result.status === 'refused') {
        setNoteError(result.noteError);
        return;
      }
      setState({ kind: 'view', view: result, request: state.request });
      setFocusResult((n) => n + 1);
    } catch {
      setState({ kind: 'failed' });
      setFocusResult((n) => n + 1);
    } finally {
      setBusy(false);
    }
  };

  // The note's rule (required, at most the core's characters) is the core's, applied by the function: its refusal
  // comes back at the field, and what was typed stays.
  const dispute = (event: FormEvent) => {
    event.preventDefault();
    setNoteError(undefined);
    void send({ kind: 'dispute', note: note.trim() });
  };

  // The first load is what the app shell paints for this link, so the first render matches it.
  if (state.kind === 'loading' && attempt === 0) return <LoadingScreen />;

  const view = state.kind === 'view' ? state.view : null;
  const request = state.kind === 'view' ? state.request : null;
  return (
    <Page title={TITLE} noindex className="confirm-stats-page">
      <div aria-live="polite">
        {state.kind === 'loading' ? <p role="status">Loading...</p> : null}
        {state.kind === 'failed' ? (
          <StatusCard
            title="We could not reach SKORA"
            tone="error"
            headingRef={resultHeading}
            actions={
              <button
                type="button"
                className="button button-primary"
                onClick={() => {
                  setAttempt((a) => a + 1);
                  setFocusResult((n) => n + 1);
                }}
              >
                Try again
              </button>
            }
          >
            <p>Check your connection and try again. Your link still works{note.trim() ? ', and your note is kept' : ''}.</p>
          </StatusCard>
        ) : null}
        {view?.status === 'pending' ? (
          <RequestView
            headingRef={resultHeading}
            request={view.request}
            busy={busy}
            disputing={disputing}
            note={note}
            noteError={noteError}
            onConfirm={() => void send({ kind: 'confirm' })}
            onDisputing={(open) => {
              setDisputing(open);
              if (!open) setNoteError(undefined);
            }}
            onNote={setNote}
            onDispute={dispute}
          />
        ) : null}
        {view?.status === 'confirmed' ? (
          <StatusCard title="Thank you: the stats are confirmed" headingRef={resultHeading} actions={<Link to="/">Visit SKORA</Link>}>
            <p>
              {request ? `${request.playerName}'s` : "The player's"} CV now shows these figures as confirmed by{' '}
              {request ? request.officialName : 'you'}. You can close this page.
            </p>
          </StatusCard>
        ) : null}
        {view?.status === 'disputed' ? (
          <StatusCard
            title={`Thank you: ${request ? request.playerName : 'the player'} will see your note`}
            headingRef={resultHeading}
            actions={<Link to="/">Visit SKORA</Link>}
          >
            <p>The figures are not shown as confirmed. Only the player sees your note. You can close this page.</p>
          </StatusCard>
        ) : null}
        {view?.status === 'unavailable' ? (
          <StatusCard title="Link unavailable" tone="error" headingRef={resultHeading} actions={<Link to="/">Visit SKORA</Link>}>
            <p>{view.message}</p>
          </StatusCard>
        ) : null}
      </div>
    </Page>
  );
}

interface RequestViewProps {
  headingRef: Ref<HTMLHeadingElement>;
  request: ConfirmationRequest;
  busy: boolean;
  disputing: boolean;
  note: string;
  noteError: string | undefined;
  onConfirm: () => void;
  onDisputing: (open: boolean) => void;
  onNote: (note: string) => void;
  onDispute: (event: FormEvent) => void;
}

/** The request: who asks, the figures (week by week, or the measured tests), and the two answers. */
function RequestView({ headingRef, request, busy, disputing, note, noteError, onConfirm, onDisputing, onNote, onDispute }: RequestViewProps) {
  const id = useId();
  const headingId = `${id}-heading`;
  const formRef = useRef<HTMLFormElement>(null);
  const wrongButton = useRef<HTMLButtonElement>(null);
  // Focus follows the reader's choice: into the note when it opens, back to "Something is wrong" when it closes.
  const [moved, setMoved] = useState(false);
  useEffect(() => {
    if (!moved) return;
    if (disputing) formRef.current?.querySelector('textarea')?.focus();
    else wrongButton.current?.focus();
  }, [disputing, moved]);

  const { playerName, officialName, officialRole, officialClub } = request;
  const count = length(note);
  return (
    <section className="request-card confirm-request" aria-labelledby={headingId}>
      <h2 id={headingId} ref={headingRef} tabIndex={-1}>
        {playerName} asks you to confirm their stats
      </h2>
      <dl className="cv-facts confirm-facts">
        {request.playerClub ? (
          <div className="cv-fact">
            <dt>Club</dt>
            <dd>{request.playerClub}</dd>
          </div>
        ) : null}
        {request.subjectLabel && request.subject ? (
          <div className="cv-fact">
            <dt>{request.subjectLabel}</dt>
            <dd>{request.subject}</dd>
          </div>
        ) : null}
      </dl>
      {request.note ? (
        <figure className="confirm-note">
          <figcaption>{playerName}&apos;s note to you</figcaption>
          <blockquote className="request-message">{request.note}</blockquote>
        </figure>
      ) : null}
      <p>
        If you confirm, {playerName}&apos;s CV shows these figures as confirmed by {officialName} ({officialRole},{' '}
        {officialClub}). If something is wrong, say what: only {playerName} sees your note.
      </p>
      <div className={`confirm-groups confirm-groups-${request.kind}`}>
        {request.groups.map((group, index) => (
          // The heading's id by place: a group's own id is the server's text.
          <section key={group.id} className="confirm-group" aria-labelledby={`${id}-group-${index}`}>
            <h3 id={`${id}-group-${index}`}>{group.label}</h3>
            {group.figures.length ? (
              <dl className="cv-facts">
                {group.figures.map((figure) => (
                  <div key={figure.key} className="cv-fact">
                    <dt>{figure.label}</dt>
                    <dd>{figure.text}</dd>
                  </div>
                ))}
              </dl>
            ) : request.kind === 'weeks' ? (
              <p className="form-note">No figures for this week.</p>
            ) : null}
          </section>
        ))}
      </div>
      {disputing ? (
        <form ref={formRef} className="confirm-dispute" onSubmit={onDispute} noValidate aria-label="Something is wrong">
          <TextAreaField
            label="What is wrong?"
            hint={`Only ${playerName} sees this. ${count}/${NOTE_MAX_CHARS} characters.`}
            value={note}
            onChange={(e) => onNote(e.target.value)}
            error={noteError}
            rows={4}
            required
          />
          <div className="form-actions">
            <button type="submit" className="button button-primary" disabled={busy}>
              {busy ? 'Sending…' : 'Send'}
            </button>
            <button
              type="button"
              className="button"
              disabled={busy}
              onClick={() => {
                setMoved(true);
                onDisputing(false);
              }}
            >
              Back
            </button>
          </div>
        </form>
      ) : (
        <div className="form-actions">
          <button type="button" className="button button-primary" disabled={busy} onClick={onConfirm}>
            Confirm
          </button>
          <button
            ref={wrongButton}
            type="button"
            className="button"
            disabled={busy}
            onClick={() => {
              setMoved(true);
              onDisputing(true);
            }}
          >
            Something is wrong
          </button>
          {busy ? <p className="form-note">Sending your answer…</p> : null}
        </div>
      )}
    </section>
  );
}
