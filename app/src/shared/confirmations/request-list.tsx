import { useCallback, useEffect, useState } from 'react';
import { myRequests, type OwnerRequest, type RequestKind } from './confirmations-api';

export type Requests = { status: 'loading' } | { status: 'ready'; requests: OwnerRequest[] } | { status: 'failed' };

/** The player's requests, loaded once, refreshed by the page's own changes (a request sent, one withdrawn). */
export function useRequests() {
  const [requests, setRequests] = useState<Requests>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    let cancelled = false;
    myRequests().then(
      (list) => {
        if (!cancelled) setRequests({ status: 'ready', requests: list });
      },
      (error: unknown) => {
        console.warn('Could not load the requests to confirm figures.', error);
        if (!cancelled) setRequests({ status: 'failed' });
      },
    );
    return () => {
      cancelled = true;
    };
  }, [attempt]);
  const retry = useCallback(() => {
    setRequests({ status: 'loading' });
    setAttempt((n) => n + 1);
  }, []);
  /** Reads the list again without hiding the one shown (a failure keeps it). */
  const refresh = useCallback(() => {
    myRequests().then(
      (list) => setRequests({ status: 'ready', requests: list }),
      (error: unknown) => {
        console.warn('Could not refresh the requests to confirm figures.', error);
        setRequests((now) => (now.status === 'ready' ? now : { status: 'failed' }));
      },
    );
  }, []);
  return { requests, setRequests, retry, refresh };
}

/** "Jan Novák (coach, FC Example) · jan@example.com". */
const officialLine = ({ name, role, club, email }: OwnerRequest['official']) => {
  const who = [role ? role.charAt(0).toLowerCase() + role.slice(1) : '', club].filter(Boolean).join(', ');
  return `${name}${who ? ` (${who})` : ''}${email ? ` · ${email}` : ''}`;
};

/** What a request's Withdraw button says to assistive technology: whom it was sent to, and what about. */
const withdrawLabel = (request: OwnerRequest) => `Withdraw the request to ${request.official.name}, ${request.subject}`;

/** One request: its title and items, its status as text, the official, the notes, and Withdraw while it is open. */
function RequestItem({ request, onWithdraw }: { request: OwnerRequest; onWithdraw: () => void }) {
  return (
    <li className={`confirmation-request confirmation-request-${request.status}`}>
      <h3 className="confirmation-request-title">{request.title}</h3>
      <p className="confirmation-request-status">
        <span className="visually-hidden">Status: </span>
        <span className={`badge confirmation-status confirmation-status-${request.status}`}>{request.statusLabel}</span>{' '}
        <span>{request.statusText}</span>
      </p>
      <ul className="confirmation-items" aria-label={request.kind === 'tests' ? 'Tests asked' : `Weeks asked, ${request.subject}`}>
        {request.items.map((item) => (
          <li key={item.id}>
            {item.label}
            {item.voided ? <span className="confirmation-item-voided"> (voided: changed after the request)</span> : null}
          </li>
        ))}
      </ul>
      <p className="confirmation-official">
        <span className="visually-hidden">Asked: </span>
        {officialLine(request.official)}
        {request.sentOn ? <span className="confirmation-sent-on">{`Sent on ${request.sentOn}`}</span> : null}
      </p>
      {request.note ? (
        <div className="confirmation-note">
          <p>Your note to them:</p>
          <blockquote className="request-message">{request.note}</blockquote>
        </div>
      ) : null}
      {request.disputeNote ? (
        <div className="confirmation-note confirmation-dispute">
          <p>{request.official.name ? `${request.official.name}'s note on what is wrong:` : 'Their note on what is wrong:'}</p>
          <blockquote className="request-message">{request.disputeNote}</blockquote>
        </div>
      ) : null}
      {request.canWithdraw ? (
        <div className="confirmation-actions">
          <button type="button" className="button button-ghost button-small button-danger" aria-label={withdrawLabel(request)} onClick={onWithdraw}>
            Withdraw
          </button>
        </div>
      ) : null}
    </li>
  );
}

interface RequestListProps {
  requests: Requests;
  /** Only the requests of this kind are listed. */
  kind: RequestKind;
  onRetry: () => void;
  onWithdraw: (request: OwnerRequest) => void;
}

/** The requests of one kind, newest first (the server's order), or why there is none to show. */
export function RequestList({ requests, kind, onRetry, onWithdraw }: RequestListProps) {
  if (requests.status === 'loading') {
    return (
      <p className="form-note" role="status">
        Loading...
      </p>
    );
  }
  if (requests.status === 'failed') {
    return (
      <div className="confirmation-failed">
        <p className="form-note">Your requests could not be loaded.</p>
        <button type="button" className="button button-ghost button-small" onClick={onRetry}>
          Try again
        </button>
      </div>
    );
  }
  const shown = requests.requests.filter((request) => request.kind === kind);
  if (shown.length === 0) {
    return (
      <p className="form-note">No requests yet. Each request you send shows here, with your coach&apos;s answer once they give it.</p>
    );
  }
  return (
    <ol className="confirmation-list" aria-label="Your requests">
      {shown.map((request) => (
        <RequestItem key={request.id} request={request} onWithdraw={() => onWithdraw(request)} />
      ))}
    </ol>
  );
}
