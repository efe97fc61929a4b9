import type { ComponentProps } from 'react';
import { FieldFrame } from './field';

/** The textarea's own attributes (a react-hook-form registration, or a value and its onChange); the frame wires the rest. */
type TextareaProps = Omit<ComponentProps<'textarea'>, 'id' | 'aria-describedby' | 'aria-invalid'>;

interface CountedNoteProps {
  label: string;
  /** The most characters the core keeps. */
  max: number;
  /** What is typed now, for the count. */
  typed: string;
  error?: string | undefined;
  textarea: TextareaProps;
}

/** How many characters are left at most before screen readers hear the count (every keystroke would be noise). */
const ANNOUNCE_BELOW = 20;

/**
 * An optional short note with a live character count: shown all the time (it is the field's hint), announced to
 * screen readers only when few characters are left or too many are typed. Typing past the limit is allowed (a paste
 * is not cut silently): the count turns red and the server's or the core's message says what to do.
 */
export function CountedNote({ label, max, typed, error, textarea }: CountedNoteProps) {
  // Characters as the core counts them (Unicode scalar values, not UTF-16 units: an emoji is one).
  const used = [...typed].length;
  const left = max - used;
  const over = left < 0;
  return (
    <FieldFrame
      label={
        <>
          {label} <span className="note-limit">(optional, up to {max} characters)</span>
        </>
      }
      hint={<span className={over ? 'note-count-over' : undefined}>{`${used} / ${max} characters`}</span>}
      error={error}
      className={['note-field', over ? 'field-invalid' : null].filter(Boolean).join(' ')}
    >
      {({ id, describedBy, invalid }) => (
        <>
          <textarea id={id} rows={3} aria-describedby={describedBy} aria-invalid={invalid || over} {...textarea} />
          <span className="visually-hidden" aria-live="polite">
            {over ? `${-left} characters too many.` : left <= ANNOUNCE_BELOW ? `${left} characters left.` : ''}
          </span>
        </>
      )}
    </FieldFrame>
  );
}
