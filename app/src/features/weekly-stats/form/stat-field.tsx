import type { UseFormRegisterReturn } from 'react-hook-form';
import { TextField } from '../../../shared/ui/field';

interface StatFieldProps {
  label: string;
  /** The unit the value is counted in (km, km/h, %, min), when it has one: it goes into the label. */
  unit?: string | undefined;
  min: number;
  max: number;
  /** How many decimals the value may have (0: a whole number, typed on a numeric keypad). */
  decimals: number;
  /** The core's note on what to count, when it has one. */
  note?: string | undefined;
  error?: string | undefined;
  registration: UseFormRegisterReturn;
}

/**
 * One optional figure of the week: a text input with the numeric (or decimal) keypad on phones, its unit and range in
 * the label, the core's note as the hint and the core's message at the field. A text input rather than
 * `type="number"`: the browser would silently drop what it cannot parse ("1,5"), and the core's message would never show.
 */
export function StatField({ label, unit, min, max, decimals, note, error, registration }: StatFieldProps) {
  const range = `${min.toFixed(decimals)}–${max.toFixed(decimals)}`;
  return (
    <TextField
      label={
        <>
          {label} <span className="stat-range">({unit ? `${unit}, ` : ''}{range})</span>
        </>
      }
      hint={note}
      error={error}
      className="stat-field"
      type="text"
      inputMode={decimals > 0 ? 'decimal' : 'numeric'}
      autoComplete="off"
      {...registration}
    />
  );
}
