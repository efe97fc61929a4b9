import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { toast } from 'react-toastify';
import { FieldFrame, SelectField, TextField } from '../../shared/ui/field';
import { FormFailure } from '../../shared/ui/form-failure';
import { ModalDialog } from '../../shared/ui/modal-dialog';
import { SubmitButton } from '../../shared/ui/submit-button';
import {
  askToConfirm,
  NOTE_MAX_LENGTH,
  OFFICIAL_ROLES,
  type ConfirmErrors,
  type ConfirmField,
  type ConfirmForm,
} from './api/confirmations-api';
import type { LoggedWeek } from './logged-weeks';

/** What the player has typed and checked: kept by the page while it is open, so a closed dialog reopens with it. */
export interface ConfirmDraft {
  form: ConfirmForm;
  /** The weeks checked (ids of the season shown). */
  weeks: readonly string[];
}

interface AskToConfirmDialogProps {
  /** The season's label ("2025/26"). */
  seasonLabel: string;
  /** The season's logged weeks, newest first: the ones the official can be asked to confirm. */
  rows: readonly LoggedWeek[];
  draft: ConfirmDraft;
  onDraft: (draft: ConfirmDraft) => void;
  /** Cancel or Escape: the draft stays. */
  onClose: () => void;
  /** The request is sent to `name`: the caller closes the dialog, says so and forgets the draft. */
  onSent: (name: string) => void;
}

/** How many characters are left at most before screen readers hear the count (every keystroke would be noise). */
const ANNOUNCE_BELOW = 20;

/** The note to the official with a live count (characters as the server counts them: an emoji is one). */
function NoteToOfficial({ value, error, onChange }: { value: string; error?: string | undefined; onChange: (note: string) => void }) {
  const used = [...value].length;
  const left = NOTE_MAX_LENGTH - used;
  const over = left < 0;
  return (
    <FieldFrame
      label={
        <>
          A note for them <span className="stat-range">(optional, up to {NOTE_MAX_LENGTH} characters)</span>
        </>
      }
      hint={<span className={over ? 'note-count-over' : undefined}>{`${used} / ${NOTE_MAX_LENGTH} characters`}</span>}
      error={error}
      className={['note-field', over ? 'field-invalid' : null].filter(Boolean).join(' ')}
    >
      {({ id, describedBy, invalid }) => (
        <>
          <textarea
            id={id}
            name="note"
            rows={3}
            value={value}
            onChange={(event) => onChange(event.target.value)}
            aria-describedby={describedBy}
            aria-invalid={invalid || over}
          />
          <span className="visually-hidden" aria-live="polite">
            {over ? `${-left} characters too many.` : left <= ANNOUNCE_BELOW ? `${left} characters left.` : ''}
          </span>
        </>
      )}
    </FieldFrame>
  );
}

interface WeeksToConfirmProps {
  seasonLabel: string;
  rows: readonly LoggedWeek[];
  checked: readonly string[];
  /** The server's refusal of the weeks, or none. */
  error?: string | undefined;
  onChange: (weeks: string[]) => void;
}

/** The season's logged weeks as checkboxes (each its label and one-line summary), and "Check all" for a long season. */
function WeeksToConfirm({ seasonLabel, rows, checked, error, onChange }: WeeksToConfirmProps) {
  const errorId = `${useId()}-weeks-error`;
  const toggle = (week: string, on: boolean) => {
    const chosen = new Set(checked);
    if (on) chosen.add(week);
    else chosen.delete(week);
    // In the list's order (newest first), whatever order they were checked in.
    onChange(rows.map((row) => row.week).filter((w) => chosen.has(w)));
  };
  const allChecked = rows.length > 0 && rows.every((row) => checked.includes(row.week));
  return (
    <fieldset
      className={['checkbox-group', 'ask-confirm-weeks', error ? 'field-invalid' : null].filter(Boolean).join(' ')}
      aria-describedby={error ? errorId : undefined}
    >
      <legend>{`Weeks to confirm, ${seasonLabel}`}</legend>
      <ul className="ask-confirm-week-list">
        {rows.map((row) => (
          <li key={row.week}>
            <label className="checkbox ask-confirm-week">
              <input
                type="checkbox"
                name="weeks"
                value={row.week}
                checked={checked.includes(row.week)}
                onChange={(event) => toggle(row.week, event.target.checked)}
                aria-invalid={error ? true : undefined}
              />
              <span className="ask-confirm-week-text">
                <span className="logged-week-label">{row.label}</span>{' '}
                <span className="logged-week-summary">{row.summary}</span>
              </span>
            </label>
          </li>
        ))}
      </ul>
      {rows.length > 1 ? (
        <button
          type="button"
          className="button button-ghost button-small"
          onClick={() => onChange(allChecked ? [] : rows.map((row) => row.week))}
        >
          {allChecked ? 'Uncheck all weeks' : `Check all ${rows.length} weeks`}
        </button>
      ) : null}
      {error ? (
        <p id={errorId} className="field-error" role="alert">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}

/**
 * "Ask your coach to confirm": the season's logged weeks to check, who the official is, their e-mail and a note. The
 * server checks everything again and answers a refusal at its fields: each message shows at its field, what was typed
 * stays and the first refused field takes the focus. Any other failure (the network) says so above the buttons.
 */
export function AskToConfirmDialog({ seasonLabel, rows, draft, onDraft, onClose, onSent }: AskToConfirmDialogProps) {
  const formRef = useRef<HTMLFormElement>(null);
  const [errors, setErrors] = useState<ConfirmErrors>({});
  const [failure, setFailure] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);
  // Bumped by each refusal at the fields: the first refused field takes the focus once it shows its message.
  const [refusals, setRefusals] = useState(0);
  // A send the player closed the dialog on still ends: its failure is then said in a toast.
  const open = useRef(true);
  useEffect(() => {
    open.current = true;
    return () => {
      open.current = false;
    };
  }, []);
  useEffect(() => {
    if (refusals > 0) formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [refusals]);

  const { form, weeks } = draft;
  /** Changes a field and takes its refusal away (the value it was about is gone). */
  const change = (field: ConfirmField, next: ConfirmDraft) => {
    onDraft(next);
    if (errors[field] === undefined) return;
    setErrors((all) => {
      const rest = { ...all };
      delete rest[field];
      return rest;
    });
  };
  const setField = <K extends keyof ConfirmForm>(field: K, value: ConfirmForm[K]) => change(field, { form: { ...form, [field]: value }, weeks });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    setFailure(undefined);
    setBusy(true);
    const result = await askToConfirm(form, weeks);
    if (result.status === 'sent') {
      onSent(form.officialName.trim());
      return;
    }
    if (!open.current) {
      // Closed while sending: what was typed is kept for the next opening, which shows the refusal again on send.
      toast.error(result.status === 'failed' ? result.message : 'Your request was not sent: please check the form.');
      return;
    }
    setBusy(false);
    if (result.status === 'invalid') {
      setErrors(result.errors);
      setRefusals((n) => n + 1);
    } else {
      setErrors({});
      setFailure(result.message);
    }
  };

  return (
    <ModalDialog title="Ask your coach to confirm" onClose={onClose}>
      <form ref={formRef} className="ask-dialog-body ask-confirm-form" onSubmit={(event) => void submit(event)} noValidate>
        <p>
          We e-mail them a link that shows the figures of the weeks you check. They confirm them or tell you what is
          wrong, without an account.
        </p>
        <WeeksToConfirm
          seasonLabel={seasonLabel}
          rows={rows}
          checked={weeks}
          error={errors.weeks}
          onChange={(next) => change('weeks', { form, weeks: next })}
        />
        <TextField
          label="Their name"
          name="officialName"
          autoComplete="off"
          value={form.officialName}
          onChange={(event) => setField('officialName', event.target.value)}
          error={errors.officialName}
          required
        />
        <SelectField
          label="Their role"
          name="role"
          value={form.role}
          onChange={(event) => setField('role', event.target.value as ConfirmForm['role'])}
          error={errors.role}
          required
        >
          <option value="">Choose their role</option>
          {OFFICIAL_ROLES.map((role) => (
            <option key={role.value} value={role.value}>
              {role.label}
            </option>
          ))}
        </SelectField>
        <TextField
          label="Club or academy"
          name="club"
          autoComplete="off"
          value={form.club}
          onChange={(event) => setField('club', event.target.value)}
          error={errors.club}
          required
        />
        <TextField
          label="Their e-mail"
          name="email"
          type="email"
          autoComplete="off"
          spellCheck={false}
          value={form.email}
          onChange={(event) => setField('email', event.target.value)}
          error={errors.email}
          hint="We send the link to this address: theirs, not yours."
          required
        />
        <NoteToOfficial value={form.note} error={errors.note} onChange={(note) => setField('note', note)} />
        <FormFailure message={failure} />
        <div className="form-actions">
          <SubmitButton busy={busy}>{busy ? 'Sending...' : 'Send the request'}</SubmitButton>
          <button type="button" className="button button-ghost" onClick={onClose}>
            Cancel
          </button>
        </div>
      </form>
    </ModalDialog>
  );
}
