import { useId } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';

interface TestFieldProps {
  label: string;
  unit: string;
  min: number;
  max: number;
  /** The decimals the value takes, for the hint. */
  decimals: number;
  /** The earliest day a test may be dated, and today (no test is measured in the future). */
  first: string;
  today: string;
  /** The core's note on how the test is run, when it has one. */
  note?: string | undefined;
  valueError?: string | undefined;
  dateError?: string | undefined;
  value: UseFormRegisterReturn;
  measuredOn: UseFormRegisterReturn;
}

/**
 * One measured test, optional: its result in the test's unit (named in the label) and the day it was measured. Both
 * are plain inputs the keyboard fills; the plausible range is the hint, and the core's message shows at the field.
 */
export function TestField({ label, unit, min, max, decimals, first, today, note, valueError, dateError, value, measuredOn }: TestFieldProps) {
  const id = useId();
  const hintId = `${id}-hint`;
  const valueErrorId = `${id}-value-error`;
  const dateErrorId = `${id}-date-error`;
  return (
    <fieldset className={['test-field', valueError || dateError ? 'field-invalid' : null].filter(Boolean).join(' ')}>
      <legend>{label}</legend>
      <div className="test-field-inputs">
        <div className="field">
          <label htmlFor={`${id}-value`}>
            Result ({unit})
          </label>
          <input
            id={`${id}-value`}
            type="text"
            inputMode="decimal"
            autoComplete="off"
            placeholder={String(min)}
            aria-describedby={[hintId, valueError ? valueErrorId : null].filter(Boolean).join(' ')}
            aria-invalid={Boolean(valueError)}
            {...value}
          />
        </div>
        <div className="field">
          <label htmlFor={`${id}-date`}>Measured on</label>
          <input
            id={`${id}-date`}
            type="date"
            min={first}
            max={today}
            aria-describedby={dateError ? dateErrorId : undefined}
            aria-invalid={Boolean(dateError)}
            {...measuredOn}
          />
        </div>
      </div>
      <p id={hintId} className="field-hint">
        {`${note ? `${note} ` : ''}Plausible: ${min.toFixed(decimals)}–${max.toFixed(decimals)} ${unit}. Leave empty if you have not measured it.`}
      </p>
      {valueError ? (
        <p id={valueErrorId} className="field-error" role="alert">
          {valueError}
        </p>
      ) : null}
      {dateError ? (
        <p id={dateErrorId} className="field-error" role="alert">
          {dateError}
        </p>
      ) : null}
    </fieldset>
  );
}
