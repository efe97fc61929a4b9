import { useId } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';

interface NoteFieldProps {
  label: string;
  /** The most characters the core keeps. */
  maxLength: number;
  /** What is typed now, for the count. */
  value: string;
  error?: string | undefined;
  registration: UseFormRegisterReturn;
}

/** How many characters are left at most before screen readers hear the count (every keystroke would be noise). */
const ANNOUNCE_BELOW = 20;

/**
 * The week's short note with a live character count: shown all the time, announced to screen readers only when
 * few characters are left or too many are typed. Typing past the limit is allowed (a paste is not cut silently): the
 * count turns red and the core's message says what to do.
 */
export function NoteField({ label, maxLength, value, error, registration }: NoteFieldProps) {
  const id = useId();
  const countId = `${id}-count`;
  const errorId = `${id}-error`;
  // Characters as the core counts them (Unicode scalar values, not UTF-16 units: an emoji is one).
  const used = [...value].length;
  const left = maxLength - used;
  const over = left < 0;
  const count = `${used} / ${maxLength} characters`;
  return (
    <div className={['field', 'note-field', error || over ? 'field-invalid' : null].filter(Boolean).join(' ')}>
      <label htmlFor={id}>
        {label} <span className="stat-range">(optional, up to {maxLength} characters)</span>
      </label>
      <textarea
        id={id}
        rows={3}
        aria-describedby={[countId, error ? errorId : null].filter(Boolean).join(' ')}
        aria-invalid={Boolean(error) || over}
        {...registration}
      />
      <p id={countId} className={['field-hint', 'note-count', over ? 'note-count-over' : null].filter(Boolean).join(' ')}>
        {count}
      </p>
      <p className="visually-hidden" aria-live="polite">
        {over ? `${-left} characters too many.` : left <= ANNOUNCE_BELOW ? `${left} characters left.` : ''}
      </p>
      {error ? (
        <p id={errorId} className="field-error" role="alert">
          {error}
        </p>
      ) : null}
    </div>
  );
}
