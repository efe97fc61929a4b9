import type { UseFormRegisterReturn } from 'react-hook-form';
import { FieldFrame } from '../../../shared/ui/field';

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
 * The week's short note with a live character count: shown all the time (it is the field's hint), announced to
 * screen readers only when few characters are left or too many are typed. Typing past the limit is allowed (a paste
 * is not cut silently): the count turns red and the core's message says what to do.
 */
export function NoteField({ label, maxLength, value, error, registration }: NoteFieldProps) {
  // Characters as the core counts them (Unicode scalar values, not UTF-16 units: an emoji is one).
  const used = [...value].length;
  const left = maxLength - used;
  const over = left < 0;
  return (
    <FieldFrame
      label={
        <>
          {label} <span className="stat-range">(optional, up to {maxLength} characters)</span>
        </>
      }
      hint={<span className={over ? 'note-count-over' : undefined}>{`${used} / ${maxLength} characters`}</span>}
      error={error}
      className={['note-field', over ? 'field-invalid' : null].filter(Boolean).join(' ')}
    >
      {({ id, describedBy, invalid }) => (
        <>
          <textarea id={id} rows={3} aria-describedby={describedBy} aria-invalid={invalid || over} {...registration} />
          <span className="visually-hidden" aria-live="polite">
            {over ? `${-left} characters too many.` : left <= ANNOUNCE_BELOW ? `${left} characters left.` : ''}
          </span>
        </>
      )}
    </FieldFrame>
  );
}
