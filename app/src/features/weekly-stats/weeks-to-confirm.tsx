import { useId } from 'react';
import { FieldError } from '../../shared/ui/field';
import type { LoggedWeek } from './logged-weeks';

interface WeeksToConfirmProps {
  seasonLabel: string;
  rows: readonly LoggedWeek[];
  checked: readonly string[];
  /** The server's refusal of the weeks, or none. */
  error?: string | undefined;
  onChange: (weeks: string[]) => void;
}

/** The season's logged weeks as checkboxes (each its label and one-line summary), and "Check all" for a long season. */
export function WeeksToConfirm({ seasonLabel, rows, checked, error, onChange }: WeeksToConfirmProps) {
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
      <FieldError id={errorId} error={error} />
    </fieldset>
  );
}
