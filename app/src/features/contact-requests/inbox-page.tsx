import { useCallback, useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import { useSession } from '../../shared/auth/session-context';
import type { ContactCard, RequestCard } from '../../shared/core/profile';
import { ConfirmDialog } from '../../shared/ui/confirm-dialog';
import { Page } from '../../shared/ui/page';
import { answerRequest, loadInbox, refusal, type Answer, type Inbox } from './api/contact-requests-api';
import { ScoutLine } from './scout-line';
import { INBOX_FRAME } from './inbox-frame';

const ANSWER_LABELS: Record<Answer, string> = {
  accept: 'Accept',
  decline: 'Decline',
  block: 'Block',
  unblock: 'Unblock',
};

/**
 * /inbox: the requests to contact the user, newest first, each with who asks, their message, a warning when it asks
 * for money, where it stands and the answers it offers; and, for a scout, the players who accepted, with the e-mail
 * they gave. Two queries a page; "Show older requests" reads one page more each time (the core's page size).
 */
export default function InboxPage() {
  const { user } = useSession();
  const uid = user?.uid ?? '';
  const [inbox, setInbox] = useState<Inbox | null>(null);
  const [shown, setShown] = useState<number | undefined>();
  const [failed, setFailed] = useState(false);
  const [attempt, setAttempt] = useState(0);

  const reload = useCallback(() => setAttempt((n) => n + 1), []);

  useEffect(() => {
    if (!uid) return;
    let live = true;
    setFailed(false);
    loadInbox(uid, shown).then(
      (loaded) => live && setInbox(loaded),
      (e: unknown) => {
        console.warn('SKORA: could not load the inbox.', e);
        if (live) setFailed(true);
      },
    );
    return () => {
      live = false;
    };
  }, [uid, shown, attempt]);

  return (
    <Page {...INBOX_FRAME} noindex>
      {failed ? (
        <div role="alert">
          <p>We could not load your inbox. Check your connection and try again.</p>
          <button type="button" className="button button-primary" onClick={reload}>
            Try again
          </button>
        </div>
      ) : inbox === null ? (
        <p role="status">Loading...</p>
      ) : (
        <>
          <section aria-labelledby="inbox-requests">
            <h2 id="inbox-requests">Requests to contact you</h2>
            {inbox.requests.length === 0 ? (
              <p>
                No requests yet. When a scout asks to contact you, the request appears here, and nothing is shared until
                you accept.
              </p>
            ) : (
              <ul className="request-list">
                {inbox.requests.map((request) => (
                  <li key={request.scout}>
                    <RequestItem request={request} onAnswered={reload} />
                  </li>
                ))}
              </ul>
            )}
            {inbox.more ? (
              <button
                type="button"
                className="button"
                onClick={() => setShown((n) => (n ?? inbox.page) + inbox.page)}
              >
                Show older requests
              </button>
            ) : null}
          </section>
          {inbox.contacts.length > 0 ? (
            <section aria-labelledby="inbox-contacts">
              <h2 id="inbox-contacts">Players who accepted your requests</h2>
              <ul className="contact-list">
                {inbox.contacts.map((contact) => (
                  <li key={contact.player}>
                    <ContactItem contact={contact} />
                  </li>
                ))}
              </ul>
            </section>
          ) : null}
        </>
      )}
    </Page>
  );
}

function RequestItem({ request, onAnswered }: { request: RequestCard; onAnswered: () => void }) {
  const [busy, setBusy] = useState<Answer | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [confirmBlock, setConfirmBlock] = useState(false);
  const { from } = request;

  const answer = async (choice: Answer) => {
    setBusy(choice);
    setError(null);
    try {
      await answerRequest(request.scout, choice);
      onAnswered();
    } catch (e: unknown) {
      const { code, message } = refusal(e);
      setError(code.endsWith('failed-precondition') || code.endsWith('not-found') ? message : 'We could not save your answer. Try again.');
    } finally {
      setBusy(null);
    }
  };

  const headingId = `request-${request.scout}`;
  return (
    <article className={`request-card request-${request.status}`} aria-labelledby={headingId}>
      <h3 id={headingId}>{from.name}</h3>
      <ScoutLine scout={from} />
      {request.date ? <p className="request-date">Sent on {request.date}</p> : null}
      {request.warning ? (
        <p className="request-warning" role="note">
          <strong>Warning.</strong> {request.warning}
        </p>
      ) : null}
      <blockquote className="request-message">{request.message}</blockquote>
      <p className="request-status">{request.statusText}</p>
      {request.scoutEmail ? (
        <p>
          Their e-mail: <a href={`mailto:${request.scoutEmail}`}>{request.scoutEmail}</a>
        </p>
      ) : null}
      {request.answers.length > 0 ? (
        <div className="form-actions" role="group" aria-label={`Answer ${from.name}`}>
          {request.answers.map((choice) => (
            <button
              key={choice}
              type="button"
              className={`button${choice === 'accept' ? ' button-primary' : ''}`}
              disabled={busy !== null}
              aria-busy={busy === choice}
              onClick={() => (choice === 'block' ? setConfirmBlock(true) : void answer(choice))}
            >
              {ANSWER_LABELS[choice]}
            </button>
          ))}
        </div>
      ) : null}
      {error ? (
        <p role="alert" className="form-error">
          {error}
        </p>
      ) : null}
      <ConfirmDialog
        open={confirmBlock}
        title={`Block ${from.name}?`}
        confirmLabel="Block"
        cancelLabel="Cancel"
        destructive
        onConfirm={() => {
          setConfirmBlock(false);
          void answer('block');
        }}
        onCancel={() => setConfirmBlock(false)}
      >
        <p>
          {from.name} will not be able to ask to contact you again, and will not be told. You can unblock them here
          later.
        </p>
      </ConfirmDialog>
    </article>
  );
}

function ContactItem({ contact }: { contact: ContactCard }) {
  return (
    <article className="contact-card" aria-label={contact.name}>
      <h3>
        <Link to={contact.href}>{contact.name}</Link>
      </h3>
      <p>{contact.whose}</p>
      <p>
        E-mail: <a href={`mailto:${contact.email}`}>{contact.email}</a>
      </p>
      {contact.date ? <p className="request-date">Accepted on {contact.date}</p> : null}
    </article>
  );
}
