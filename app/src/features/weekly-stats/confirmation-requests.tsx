import { useCallback, useEffect, useId, useRef, useState } from 'react';
import { toast } from 'react-toastify';
import { ConfirmDialog } from '../../shared/ui/confirm-dialog';
import {
  EMPTY_CONFIRM_FORM,
  failureMessage,
  myRequests,
  withdrawRequest,
  type ConfirmForm,
  type OwnerRequest,
} from './api/confirmations-api';
import { AskToConfirmDialog, type ConfirmDraft } from './ask-to-confirm-dialog';
import type { LoggedWeek } from './logged-weeks';

type Requests = { status: 'loading' } | { status: 'ready'; requests: OwnerRequest[] } | { status: 'failed' };

/** The dialog's draft, and the season its weeks were checked in (none: never opened, or sent). */
interface Draft {
  form: ConfirmForm;
  weeks: readonly string[];
  season: string | null;
}

const NO_DRAFT: Draft = { form: EMPTY_CONFIRM_FORM, weeks: [], season: null };

interface ConfirmationRequestsProps {
  /** The selected season's label ("2025/26"). */
  seasonLabel: string;
  /** The season's logged weeks, newest first; null while they load or when they could not be. */
  rows: readonly LoggedWeek[] | null;
  /** The week open in the form (checked at the first opening when it is logged). */
  currentWeek: string;
}

/** "Jan Novák (coach, FC Example) · jan@example.com". */
const officialLine = ({ name, role, club, email }: OwnerRequest['official']) => {
  const who = [role ? role.charAt(0).toLowerCase() + role.slice(1) : '', club].filter(Boolean).join(', ');
  return `${name}${who ? ` (${who})` : ''}${email ? ` · ${email}` : ''}`;
};
const NOT_OPEN = 'This request could not be withdrawn: it is no longer open. Its status below says where it stands.';
const weekCount = (n: number) => (n === 1 ? '1 week' : `${n} weeks`);

/** The player's requests, loaded once, refreshed by the page's own changes (a request sent, one withdrawn). */
function useRequests() {
  const [requests, setRequests] = useState<Requests>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    let cancelled = false;
    myRequests().then(
      (list) => {
        if (!cancelled) setRequests({ status: 'ready', requests: list });
      },
      (error: unknown) => {
        console.warn('Could not load the requests to confirm weeks.', error);
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
        console.warn('Could not refresh the requests to confirm weeks.', error);
        setRequests((now) => (now.status === 'ready' ? now : { status: 'failed' }));
      },
    );
  }, []);
  return { requests, setRequests, retry, refresh };
}

/** One request: its season and weeks, its status as text, the official, the notes, and Withdraw while it is open. */
function RequestItem({ request, onWithdraw }: { request: OwnerRequest; onWithdraw: () => void }) {
  return (
    <li className={`confirmation-request confirmation-request-${request.status}`}>
      <h3 className="confirmation-request-title">{`${request.season}: ${weekCount(request.weeks.length)}`}</h3>
      <p className="confirmation-request-status">
        <span className="visually-hidden">Status: </span>
        <span className={`badge confirmation-status confirmation-status-${request.status}`}>{request.statusLabel}</span>{' '}
        <span>{request.statusText}</span>
      </p>
      <ul className="confirmation-weeks" aria-label={`Weeks asked, ${request.season}`}>
        {request.weeks.map((week) => (
          <li key={week.week}>
            {week.label}
            {week.voided ? <span className="confirmation-week-voided"> (voided: changed after the request)</span> : null}
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
        <div className="logged-week-actions">
          <button
            type="button"
            className="button button-ghost button-small button-danger"
            aria-label={`Withdraw the request to ${request.official.name}, ${request.season}`}
            onClick={onWithdraw}
          >
            Withdraw
          </button>
        </div>
      ) : null}
    </li>
  );
}

/**
 * "Confirmed by your coach": why a coach's confirmation counts, "Ask your coach to confirm" (the season's logged
 * weeks; disabled, with the reason, while there is none) and the player's requests with where each stands, newest
 * first. Withdraw asks first; the list is loaded once when the page opens, and again after a request is sent.
 */
export function ConfirmationRequests({ seasonLabel, rows, currentWeek }: ConfirmationRequestsProps) {
  const id = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  const { requests, setRequests, retry, refresh } = useRequests();
  const [open, setOpen] = useState(false);
  const [draft, setDraft] = useState<Draft>(NO_DRAFT);
  const [asking, setAsking] = useState<OwnerRequest | null>(null);
  const [withdrawing, setWithdrawing] = useState(false);
  // Why the last withdrawal failed: above the list until the next one (its toast closes after a moment).
  const [withdrawFailure, setWithdrawFailure] = useState<string | null>(null);

  const logged = rows ?? [];
  const reason =
    rows === null
      ? `You can ask once your logged weeks in ${seasonLabel} have loaded.`
      : rows.length === 0
        ? `You have no logged week in ${seasonLabel} yet: log a week first, then ask your coach to confirm it.`
        : null;

  const openDialog = () => {
    const weeks = logged.map((row) => row.week);
    setDraft((kept) => ({
      ...kept,
      season: seasonLabel,
      // The weeks checked before in this season stay checked; else the week open in the form, when it is logged.
      weeks: kept.season === seasonLabel ? kept.weeks.filter((w) => weeks.includes(w)) : weeks.filter((w) => w === currentWeek),
    }));
    setOpen(true);
  };

  // One withdrawal at a time; the buttons stay enabled meanwhile, so the one the focus returns to keeps it.
  const askToWithdraw = (request: OwnerRequest) => {
    if (!withdrawing) setAsking(request);
  };
  const withdraw = async (request: OwnerRequest) => {
    setWithdrawing(true);
    setWithdrawFailure(null);
    try {
      const list = await withdrawRequest(request.id);
      setRequests({ status: 'ready', requests: list });
      // The server withdraws an open request only (it was answered or expired meanwhile): the list says what it is now.
      if (list.some((r) => r.id === request.id && r.status !== 'withdrawn')) {
        setWithdrawFailure(NOT_OPEN);
        toast.error(NOT_OPEN, { toastId: 'confirmation-withdraw-failed' });
        heading.current?.focus();
        return;
      }
      toast.success('Request withdrawn.');
      // Its Withdraw button (where the focus returned) is gone: the section's heading takes the focus.
      heading.current?.focus();
    } catch (error: unknown) {
      console.warn('Could not withdraw the request.', error);
      const message = failureMessage(error);
      setWithdrawFailure(message);
      toast.error(message, { toastId: 'confirmation-withdraw-failed' });
    } finally {
      setWithdrawing(false);
    }
  };

  const titleId = `${id}-title`;
  const reasonId = `${id}-reason`;
  return (
    <section className="form-section confirmation-requests" aria-labelledby={titleId}>
      <h2 id={titleId} ref={heading} tabIndex={-1}>
        Confirmed by your coach
      </h2>
      <p className="form-note">
        Scouts trust figures a coach has confirmed. Your CV shows how many of your minutes are confirmed, and by whom.
        If you edit a confirmed week later, its confirmation is voided.
      </p>
      <div className="confirmation-ask">
        <button
          type="button"
          className="button button-primary"
          aria-haspopup="dialog"
          aria-describedby={reason ? reasonId : undefined}
          disabled={reason !== null}
          onClick={openDialog}
        >
          Ask your coach to confirm
        </button>
        {reason ? (
          <p id={reasonId} className="form-note">
            {reason}
          </p>
        ) : null}
      </div>
      {withdrawFailure ? (
        <p className="field-error" role="alert">
          {withdrawFailure}
        </p>
      ) : null}
      {requests.status === 'loading' ? (
        <p className="form-note" role="status">
          Loading...
        </p>
      ) : requests.status === 'failed' ? (
        <div className="confirmation-failed">
          <p className="form-note">Your requests could not be loaded.</p>
          <button type="button" className="button button-ghost button-small" onClick={retry}>
            Try again
          </button>
        </div>
      ) : requests.requests.length === 0 ? (
        <p className="form-note">
          No requests yet. Each request you send shows here, with your coach&apos;s answer once they give it.
        </p>
      ) : (
        <ol className="confirmation-list" aria-label="Your requests">
          {requests.requests.map((request) => (
            <RequestItem key={request.id} request={request} onWithdraw={() => askToWithdraw(request)} />
          ))}
        </ol>
      )}
      {open ? (
        <AskToConfirmDialog
          seasonLabel={seasonLabel}
          rows={logged}
          draft={draft}
          onDraft={(next: ConfirmDraft) => setDraft((kept) => ({ ...kept, ...next }))}
          onClose={() => setOpen(false)}
          onSent={(name) => {
            setOpen(false);
            setDraft(NO_DRAFT);
            toast.success(`Request sent. ${name} gets an e-mail with a link to confirm.`);
            refresh();
          }}
        />
      ) : null}
      <ConfirmDialog
        open={asking !== null}
        title={asking ? `Withdraw the request to ${asking.official.name}?` : 'Withdraw this request?'}
        confirmLabel="Withdraw the request"
        cancelLabel="Keep it"
        destructive
        onCancel={() => setAsking(null)}
        onConfirm={() => {
          const request = asking;
          setAsking(null);
          if (request) void withdraw(request);
        }}
      >
        <p>
          {asking ? `${asking.season}: ${asking.weeks.map((w) => w.label).join(', ')}. ` : ''}They can no longer answer
          it. You can ask again later.
        </p>
      </ConfirmDialog>
    </section>
  );
}
