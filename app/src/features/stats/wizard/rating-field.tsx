import { useId } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { FieldError } from '../../../shared/ui/field';

interface RatingFieldProps {
  label: string;
  min: number;
  max: number;
  /** The core's note on the rating (a tendency rather than a skill…), shown under it. */
  note?: string | undefined;
  /** What the number means at this scale's ends (the shared hint of the group), for screen readers. */
  scaleHintId: string;
  value: string;
  error?: string | undefined;
  registration: UseFormRegisterReturn;
}

/**
 * One self-rating: a number input (type a value, or use the arrow keys) with its scale in the label, and a meter that
 * shows the value at a glance (coloured by how high it is). The meter is decoration: the input carries the value for assistive technology.
 */
export function RatingField({ label, min, max, note, scaleHintId, value, error, registration }: RatingFieldProps) {
  const id = useId();
  const errorId = `${id}-error`;
  const noteId = `${id}-note`;
  const number = Number(value);
  const shown = value !== '' && Number.isFinite(number) && number >= min && number <= max;
  return (
    <div className={['field', 'rating-field', error ? 'field-invalid' : null].filter(Boolean).join(' ')}>
      <label htmlFor={id}>
        {label} <span className="rating-scale">({min}–{max})</span>
        {/* Every self-rating is required (the core and the rules refuse a step with one missing): the star says so
            at sight, aria-required to assistive technology, before anyone presses Next. */}
        <span className="field-required" aria-hidden="true">
          {' *'}
        </span>
      </label>
      <div className="rating-input">
        <input
          id={id}
          type="number"
          inputMode="numeric"
          min={min}
          max={max}
          step={1}
          aria-describedby={[scaleHintId, note ? noteId : null, error ? errorId : null].filter(Boolean).join(' ')}
          aria-invalid={Boolean(error)}
          aria-required
          {...registration}
        />
        <meter
          className="rating-bar"
          aria-hidden="true"
          min={min - 1}
          max={max}
          low={min + (max - min) * 0.4}
          high={min + (max - min) * 0.7}
          optimum={max}
          value={shown ? number : min - 1}
        />
      </div>
      {note ? (
        <p id={noteId} className="field-hint">
          {note}
        </p>
      ) : null}
      <FieldError id={errorId} error={error} />
    </div>
  );
}
