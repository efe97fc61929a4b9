import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { clearToasts, renderRoutes } from '../../test/render';
import { FIX_FIELDS, SAVE_TIMEOUT_MS, useCoreForm, type DeviceDraft } from './use-core-form';

interface Values {
  name: string;
  club: string;
}

/**
 * A stand-in for a core validator (the hook is what is tested, not a rule): it throws the core's `invalid-form` error
 * shape for an empty name or club, and returns the trimmed values otherwise.
 */
function validate(values: Values): Values {
  const fieldErrors = (['name', 'club'] as const)
    .filter((field) => !values[field].trim())
    .map((field) => ({ field, code: 'required', message: `Type the ${field}.` }));
  if (fieldErrors.length > 0) throw Object.assign(new Error(fieldErrors[0]!.message), { code: 'invalid-form', fieldErrors });
  return { name: values.name.trim(), club: values.club.trim() };
}

interface ProbeProps {
  initial: Values;
  save: (out: Values) => Promise<void>;
  draft: DeviceDraft<Values>;
  saved?: () => void;
}

function Probe({ initial, save, draft, saved }: ProbeProps) {
  const core = useCoreForm<Values, Values, null>({
    id: 'probe',
    initial,
    validate,
    context: null,
    draft,
    save,
    failureMessage: (code) => `Not saved (${code ?? 'unknown'}).`,
    savedMessage: (out) => `${out.name} is saved.`,
    ...(saved ? { saved } : {}),
  });
  const { register } = core.form;
  const error = (field: 'name' | 'club') => core.errorAt(field);
  return (
    <form ref={core.formRef} noValidate onSubmit={(event) => void core.submit()(event)}>
      {core.restored ? <p role="status">Restored</p> : null}
      {(['name', 'club'] as const).map((field) => (
        <div key={field} className="field">
          <label htmlFor={field}>{field}</label>
          <input id={field} aria-invalid={Boolean(error(field))} {...register(field)} />
          {error(field) ? (
            <p className="field-error" role="alert">
              {error(field)}
            </p>
          ) : null}
        </div>
      ))}
      <button type="submit" disabled={core.busy}>
        {core.saving ? 'Saving...' : 'Save'}
      </button>
      <button type="button" onClick={core.discard}>
        Discard
      </button>
      {core.failure ? <p className="form-failure">{core.failure}</p> : null}
      <span>{core.isDirty ? 'dirty' : 'clean'}</span>
    </form>
  );
}

function memoryDraft(initial: Values | null = null) {
  let kept: Values | null = initial;
  const draft: DeviceDraft<Values> & { kept: () => Values | null } = {
    read: (stored) => (kept ? { ...stored, ...kept } : null),
    keep: vi.fn((values: Values) => {
      kept = { ...values };
      return true;
    }),
    forget: vi.fn(() => {
      kept = null;
    }),
    kept: () => kept,
  };
  return draft;
}

const STORED: Values = { name: 'Ana', club: 'Getafe' };

/** The probe under the router, with its props changeable afterwards (a fresher stored copy arriving). */
function renderProbe(props: Partial<ProbeProps> = {}) {
  const all: ProbeProps = { initial: STORED, save: vi.fn(() => Promise.resolve()), draft: memoryDraft(), ...props };
  let change!: (next: Partial<ProbeProps>) => void;
  function Host() {
    const [current, setCurrent] = useState(all);
    change = (next) => setCurrent((before) => ({ ...before, ...next }));
    return <Probe {...current} />;
  }
  renderRoutes([{ path: '/', element: <Host /> }], '/');
  return { ...all, rerender: (next: Partial<ProbeProps>) => change(next) };
}

/** The toasts on screen with `text` (a dismissed toast plays its exit animation, which jsdom never ends). */
const shownToasts = (text: string) =>
  screen.queryAllByText(text).filter((el) => el.closest('.Toastify__toast')?.getAttribute('data-in') !== 'false');

const input = (name: string) => screen.getByLabelText(name);
const type = (name: string, value: string) => fireEvent.input(input(name), { target: { value } });
const submit = () => act(async () => void fireEvent.submit(screen.getByRole('button', { name: /^Sav/ }).closest('form')!));

afterEach(async () => {
  vi.useRealTimers();
  await clearToasts();
  cleanup();
});

describe('useCoreForm', () => {
  it('keeps the draft before the save, writes the core output, forgets the draft once confirmed and says so', async () => {
    const draft = memoryDraft();
    const { save } = renderProbe({ draft });
    type('club', '  Leganés ');
    await submit();
    await screen.findByText('Ana is saved.');
    expect(draft.keep).toHaveBeenCalledWith({ name: 'Ana', club: '  Leganés ' }, undefined);
    expect(save).toHaveBeenCalledWith({ name: 'Ana', club: 'Leganés' }, { name: 'Ana', club: '  Leganés ' });
    expect(draft.forget).toHaveBeenCalled();
    expect(screen.getByText('clean')).toBeInTheDocument();
  });

  it('refuses once with the one message, focuses the first invalid field in the middle of the screen, and clears a fixed field', async () => {
    const scrollIntoView = vi.fn();
    Element.prototype.scrollIntoView = scrollIntoView;
    try {
      renderProbe();
      type('name', '');
      type('club', '');
      await submit();
      await vi.waitFor(() => expect(input('name')).toHaveFocus());
      expect(scrollIntoView).toHaveBeenCalledWith({ block: 'center' });
      expect(shownToasts(FIX_FIELDS)).toHaveLength(1);
      expect(screen.getAllByRole('alert').filter((a) => a.closest('form')).map((a) => a.textContent)).toEqual(['Type the name.', 'Type the club.']);

      // Fixing one field clears its message at once; the other keeps its own.
      type('name', 'Bea');
      await vi.waitFor(() => expect(input('name')).toHaveAttribute('aria-invalid', 'false'));
      expect(input('club')).toHaveAttribute('aria-invalid', 'true');
    } finally {
      delete (Element.prototype as Partial<Element>).scrollIntoView;
    }
  });

  it('a save that never answers fails after the time limit with the core wording, keeping the values', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    renderProbe({ save: () => new Promise<void>(() => {}) });
    type('club', 'Leganés');
    await submit();
    expect(screen.getByRole('button', { name: 'Saving...' })).toBeDisabled();
    await act(async () => {
      await vi.advanceTimersByTimeAsync(SAVE_TIMEOUT_MS);
    });
    expect(await screen.findByText('Not saved (deadline-exceeded).', { selector: '.form-failure' })).toBeInTheDocument();
    expect(input('club')).toHaveValue('Leganés');
    expect(screen.getByText('dirty')).toBeInTheDocument();
  });

  it('a fresher stored copy arriving during a save waits until it settles, then keeps what was typed', async () => {
    let confirm!: () => void;
    const save = vi.fn(() => new Promise<void>((resolve) => (confirm = resolve)));
    const { rerender } = renderProbe({ save });
    type('club', 'Leganés');
    await submit();
    expect(screen.getByRole('button', { name: 'Saving...' })).toBeInTheDocument();
    act(() => rerender({ initial: { name: 'Ana María', club: 'Getafe' } }));
    expect(screen.getByRole('button', { name: 'Saving...' })).toBeInTheDocument();
    expect(input('name')).toHaveValue('Ana');
    await act(async () => confirm());
    await screen.findByText('Ana is saved.');
    expect(screen.getByRole('button', { name: 'Save' })).toBeEnabled();
    expect(input('club')).toHaveValue('Leganés');
  });

  it('restores the draft with the note, and Discard brings back the stored values and forgets the draft', async () => {
    const draft = memoryDraft({ name: 'Ana', club: 'Typed offline' });
    renderProbe({ draft });
    expect(await screen.findByRole('status')).toHaveTextContent('Restored');
    expect(input('club')).toHaveValue('Typed offline');
    expect(screen.getByText('dirty')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Discard' }));
    expect(input('club')).toHaveValue('Getafe');
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(draft.kept()).toBeNull();
  });
});
