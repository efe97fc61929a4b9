import './confirmations.css';
import { useId, useRef, useState, type RefObject } from 'react';
import { toast } from 'react-toastify';
import { ConfirmDialog } from '../ui/confirm-dialog';
import { FormFailure } from '../ui/form-failure';
import { AskToConfirmDialog, type ConfirmDraft, type ConfirmSubject } from './ask-to-confirm-dialog';
import { EMPTY_CONFIRM_FORM, failureMessage, withdrawRequest, type ConfirmForm, type OwnerRequest, type RequestKind } from './confirmations-api';
import { RequestList, useRequests, type Requests } from './request-list';

export interface ConfirmationSectionProps<Value> {
  /** Only the requests of this kind are listed; the server refuses what is asked at the field of this name. */
  kind: RequestKind;
  /** The section's heading ("Confirmed by your coach"). */
  heading: string;
  /** Why a coach's confirmation counts, under the heading. */
  explanation: string;
  /** The button's label, and the dialog's title. */
  askLabel: string;
  /** Why the button waits (said under it, and read with it), or null: it opens the dialog. */
  disabledReason: string | null;
  /** What the request asks for: the dialog's part above the official's fields, and what it sends. */
  subject: ConfirmSubject<Value>;
}

const NOT_OPEN = 'This request could not be withdrawn: it is no longer open. Its status below says where it stands.';

/**
 * Withdraw, after the player agreed: one at a time; the list after it replaces the one shown. Whatever the outcome,
 * the focus is where a keyboard user can go on from (the section's heading when the request's button is gone).
 */
function useWithdraw(setRequests: (requests: Requests) => void, heading: RefObject<HTMLHeadingElement | null>) {
  const [withdrawing, setWithdrawing] = useState(false);
  // Why the last withdrawal failed: above the list until the next one (its toast closes after a moment).
  const [failure, setFailure] = useState<string | null>(null);
  const withdraw = async (request: OwnerRequest) => {
    setWithdrawing(true);
    setFailure(null);
    try {
      const list = await withdrawRequest(request.id);
      setRequests({ status: 'ready', requests: list });
      // The server withdraws an open request only (it was answered or expired meanwhile): the list says what it is now.
      if (list.some((r) => r.id === request.id && r.status !== 'withdrawn')) {
        setFailure(NOT_OPEN);
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
      setFailure(message);
      toast.error(message, { toastId: 'confirmation-withdraw-failed' });
    } finally {
      setWithdrawing(false);
    }
  };
  return { withdraw, withdrawing, failure };
}

/** Withdraw's question: whom the request went to and what it asks, and that they can no longer answer it. */
function WithdrawDialog({ request, onKeep, onWithdraw }: { request: OwnerRequest | null; onKeep: () => void; onWithdraw: (request: OwnerRequest) => void }) {
  return (
    <ConfirmDialog
      open={request !== null}
      title={request ? `Withdraw the request to ${request.official.name}?` : 'Withdraw this request?'}
      confirmLabel="Withdraw the request"
      cancelLabel="Keep it"
      destructive
      onCancel={onKeep}
      onConfirm={() => {
        onKeep();
        if (request) onWithdraw(request);
      }}
    >
      <p>
        {request ? `${request.subject}: ${request.items.map((item) => item.label).join(', ')}. ` : ''}They can no longer
        answer it. You can ask again later.
      </p>
    </ConfirmDialog>
  );
}

/**
 * A page's "confirmed by your coach" section: why a coach's confirmation counts, the button that asks (disabled, with
 * the reason, while there is nothing to ask about) and the player's requests of this kind with where each stands,
 * newest first. Withdraw asks first; the list is loaded once when the page opens, and again after a request is sent.
 * What the player typed in the dialog stays while the page is open, until the request is sent.
 */
export function ConfirmationSection<Value>({ kind, heading, explanation, askLabel, disabledReason, subject }: ConfirmationSectionProps<Value>) {
  const id = useId();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const { requests, setRequests, retry, refresh } = useRequests();
  const { withdraw, withdrawing, failure } = useWithdraw(setRequests, headingRef);
  const [open, setOpen] = useState(false);
  const [form, setForm] = useState<ConfirmForm>(EMPTY_CONFIRM_FORM);
  // The part's value kept since the dialog last closed (none: never opened, or sent).
  const [kept, setKept] = useState<{ value: Value } | null>(null);
  const [asking, setAsking] = useState<OwnerRequest | null>(null);

  const openDialog = () => {
    setKept((before) => ({ value: subject.start(before) }));
    setOpen(true);
  };
  const onDraft = (next: ConfirmDraft<Value>) => {
    setForm(next.form);
    setKept({ value: next.value });
  };

  const titleId = `${id}-title`;
  const reasonId = `${id}-reason`;
  return (
    <section className="form-section confirmation-requests" aria-labelledby={titleId}>
      <h2 id={titleId} ref={headingRef} tabIndex={-1}>
        {heading}
      </h2>
      <p className="form-note">{explanation}</p>
      <div className="confirmation-ask">
        <button
          type="button"
          className="button button-primary"
          aria-haspopup="dialog"
          aria-describedby={disabledReason ? reasonId : undefined}
          disabled={disabledReason !== null}
          onClick={openDialog}
        >
          {askLabel}
        </button>
        {disabledReason ? (
          <p id={reasonId} className="form-note">
            {disabledReason}
          </p>
        ) : null}
      </div>
      <FormFailure message={failure ?? undefined} />
      <RequestList
        requests={requests}
        kind={kind}
        onRetry={retry}
        // One withdrawal at a time; the buttons stay enabled meanwhile, so the one the focus returns to keeps it.
        onWithdraw={(request) => {
          if (!withdrawing) setAsking(request);
        }}
      />
      {open && kept ? (
        <AskToConfirmDialog
          title={askLabel}
          kind={kind}
          subject={subject}
          draft={{ form, value: kept.value }}
          onDraft={onDraft}
          onClose={() => setOpen(false)}
          onSent={(name) => {
            setOpen(false);
            setForm(EMPTY_CONFIRM_FORM);
            setKept(null);
            toast.success(`Request sent. ${name} gets an e-mail with a link to confirm.`);
            refresh();
          }}
        />
      ) : null}
      <WithdrawDialog request={asking} onKeep={() => setAsking(null)} onWithdraw={(request) => void withdraw(request)} />
    </section>
  );
}
