import { useEffect, useRef, useState, type ComponentProps, type FormEvent, type ReactNode } from 'react';
import { toast } from 'react-toastify';
import { SelectField, TextField } from '../ui/field';
import { FormFailure } from '../ui/form-failure';
import { ModalDialog } from '../ui/modal-dialog';
import { SubmitButton } from '../ui/submit-button';
import {
  askToConfirm,
  NOTE_MAX_LENGTH,
  OFFICIAL_ROLES,
  type ConfirmErrors,
  type ConfirmField,
  type ConfirmForm,
  type ConfirmWhat,
  type RequestKind,
} from './confirmations-api';
import { CountedNote } from '../ui/counted-note';

/** What the dialog's part above the official's fields gets: its value, the refusal of it, and how to change it. */
export interface SubjectPart<Value> {
  value: Value;
  /** The server's (or `check`'s) refusal of what is asked, or none. */
  error: string | undefined;
  onChange: (next: Value) => void;
}

/**
 * What a request asks for, as its page offers it: the part of the dialog above the official's fields, and what it
 * sends. `Value` is what the player chose there (the weeks checked; nothing for the tests, which go as stored).
 */
export interface ConfirmSubject<Value> {
  /** The part's value when the dialog opens, from the one kept since it last closed (none: never opened, or sent). */
  start: (kept: { value: Value } | null) => Value;
  /**
   * The part: what the request asks the official to confirm, with the refusal of it at its end. The first refused
   * input takes the focus (`aria-invalid`); a part without inputs gives its refusal `tabIndex={-1}` to take it.
   */
  render: (part: SubjectPart<Value>) => ReactNode;
  /** Why `value` cannot be sent, said at the part without a call; null: it can. */
  check?: (value: Value) => string | null;
  /** The callable's `what` for `value`. */
  what: (value: Value) => ConfirmWhat;
}

/** What the player has typed and chosen: kept by the section while its page is open, so a closed dialog reopens with it. */
export interface ConfirmDraft<Value> {
  form: ConfirmForm;
  value: Value;
}

interface AskToConfirmDialogProps<Value> {
  /** The dialog's title (the button's label that opened it). */
  title: string;
  /** The field the server refuses what is asked at. */
  kind: RequestKind;
  subject: ConfirmSubject<Value>;
  draft: ConfirmDraft<Value>;
  onDraft: (draft: ConfirmDraft<Value>) => void;
  /** Cancel or Escape: the draft stays. */
  onClose: () => void;
  /** The request is sent to `name`: the caller closes the dialog, says so and forgets the draft. */
  onSent: (name: string) => void;
}

/** A refused input, or a refusal with no input of its own (a read-only part's message, focusable for that). */
const REFUSED = '[aria-invalid="true"], .field-error[tabindex="-1"]';

type TextKey = 'officialName' | 'club' | 'email';

/** The official's text fields: each one's label, and what else its input is. */
const TEXT_FIELDS: Record<TextKey, Partial<ComponentProps<typeof TextField>> & { label: string }> = {
  officialName: { label: 'Their name' },
  club: { label: 'Club or academy' },
  email: { label: 'Their e-mail', type: 'email', spellCheck: false, hint: 'We send the link to this address: theirs, not yours.' },
};

/** The official's name, role, club, e-mail and the note to them, each with the server's refusal. */
function OfficialFields({
  form,
  errors,
  onField,
}: {
  form: ConfirmForm;
  errors: ConfirmErrors;
  onField: <K extends keyof ConfirmForm>(field: K, value: ConfirmForm[K]) => void;
}) {
  // Nothing about the official is the player's own: the browser offers no autofill for them.
  const text = (field: TextKey) => (
    <TextField
      {...TEXT_FIELDS[field]}
      name={field}
      autoComplete="off"
      value={form[field]}
      onChange={(event) => onField(field, event.target.value)}
      error={errors[field]}
      required
    />
  );
  return (
    <>
      {text('officialName')}
      <SelectField
        label="Their role"
        name="role"
        value={form.role}
        onChange={(event) => onField('role', event.target.value as ConfirmForm['role'])}
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
      {text('club')}
      {text('email')}
      <CountedNote
        label="A note for them"
        max={NOTE_MAX_LENGTH}
        typed={form.note}
        error={errors.note}
        textarea={{ name: 'note', value: form.note, onChange: (event) => onField('note', event.target.value) }}
      />
    </>
  );
}

/**
 * "Ask your coach to confirm": what is asked (the page's part), who the official is, their e-mail and a note. The
 * server checks everything again and answers a refusal at its fields: each message shows at its field, what was
 * typed stays and the first refused field takes the focus. Any other failure (the network) says so above the buttons.
 */
export function AskToConfirmDialog<Value>({ title, kind, subject, draft, onDraft, onClose, onSent }: AskToConfirmDialogProps<Value>) {
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
    if (refusals > 0) formRef.current?.querySelector<HTMLElement>(REFUSED)?.focus();
  }, [refusals]);

  const { form, value } = draft;
  /** Changes a field and takes its refusal away (the value it was about is gone). */
  const change = (field: ConfirmField, next: ConfirmDraft<Value>) => {
    onDraft(next);
    if (errors[field] === undefined) return;
    setErrors((all) => {
      const rest = { ...all };
      delete rest[field];
      return rest;
    });
  };
  const refuse = (found: ConfirmErrors) => {
    setErrors(found);
    setRefusals((n) => n + 1);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    setFailure(undefined);
    const unsendable = subject.check?.(value) ?? null;
    if (unsendable !== null) {
      refuse({ [kind]: unsendable });
      return;
    }
    setBusy(true);
    const result = await askToConfirm(form, subject.what(value));
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
      refuse(result.errors);
    } else {
      setErrors({});
      setFailure(result.message);
    }
  };

  return (
    <ModalDialog title={title} onClose={onClose}>
      <form ref={formRef} className="ask-dialog-body ask-confirm-form" onSubmit={(event) => void submit(event)} noValidate>
        {subject.render({ value, error: errors[kind], onChange: (next) => change(kind, { form, value: next }) })}
        <OfficialFields
          form={form}
          errors={errors}
          onField={(field, typed) => change(field, { form: { ...form, [field]: typed }, value })}
        />
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
