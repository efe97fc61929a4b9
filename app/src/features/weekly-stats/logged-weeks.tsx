import { useEffect, useRef, useState } from 'react';
import { ConfirmDialog } from '../../shared/ui/confirm-dialog';

/** One logged week as the list shows it: the core's row (label and one-line summary) and the entry's id. */
export interface LoggedWeek {
  week: string;
  label: string;
  summary: string;
}

interface LoggedWeeksProps {
  /** The season's label ("2025/26"). */
  seasonLabel: string;
  /** The season's logged weeks, newest first (the core's order); null while they load or when they could not be. */
  rows: readonly LoggedWeek[] | null;
  /** The season's weeks could not be loaded (the page says so above the form, with Try again). */
  failed: boolean;
  /** The week the form shows (its row is marked). */
  current: string;
  /** Whether a delete is on its way (its buttons wait). */
  busy: boolean;
  /** Why the last delete failed (shown above the list until the next delete), or null. */
  failure?: string | null;
  onEdit: (week: string) => void;
  /** Deletes the week after the player confirmed. */
  onDelete: (week: string) => void;
}

/**
 * The weeks logged in the selected season, newest first, each with Edit and Delete; Delete asks first in a modal
 * dialog (the safe answer focused, Escape cancels). Without any entry, an empty state says what to log and why.
 */
export function LoggedWeeks({ seasonLabel, rows, failed, current, busy, failure = null, onEdit, onDelete }: LoggedWeeksProps) {
  const [asking, setAsking] = useState<LoggedWeek | null>(null);
  // A deleted row takes its focused button with it: the list's heading gets the focus then, not the page's body.
  const heading = useRef<HTMLHeadingElement>(null);
  const deleting = useRef<string | null>(null);
  useEffect(() => {
    if (deleting.current && rows && !rows.some((row) => row.week === deleting.current)) {
      deleting.current = null;
      heading.current?.focus();
    }
  }, [rows]);
  return (
    <section className="form-section logged-weeks" aria-labelledby="logged-weeks-title">
      <h2 id="logged-weeks-title" ref={heading} tabIndex={-1}>
        {`Logged weeks, ${seasonLabel}`}
        {rows && rows.length > 0 ? <span className="logged-weeks-count">{` (${rows.length})`}</span> : null}
      </h2>
      {failure ? (
        <p className="field-error" role="alert">
          {failure}
        </p>
      ) : null}
      {rows === null ? (
        <p className="form-note">{failed ? 'Your logged weeks could not be loaded: check your connection and try again.' : 'Loading the weeks you logged…'}</p>
      ) : rows.length === 0 ? (
        <div className="weekly-empty">
          <p>
            <strong>{`No weeks logged in ${seasonLabel} yet.`}</strong> Log each week you play or train: the matches,
            minutes, goals, assists and the rest you can count from your games, plus your training and how you rated
            your week.
          </p>
          <p className="form-note">
            From your weeks, your CV shows season totals and per-90 figures (from 270 minutes on, so one good game does
            not look like a season) and, once enough players share your position, where you rank among them as a
            percentile. The more weeks you log, the clearer your form line is to a scout.
          </p>
        </div>
      ) : (
        <ol className="logged-weeks-list">
          {rows.map((row) => (
            <li key={row.week} className={['logged-week', row.week === current ? 'logged-week-current' : null].filter(Boolean).join(' ')}>
              <div className="logged-week-text">
                <span className="logged-week-label">{row.label}</span>
                {row.week === current ? <span className="badge">Open in the form</span> : null}
                <span className="logged-week-summary">{row.summary}</span>
              </div>
              <div className="logged-week-actions">
                <button
                  type="button"
                  className="button button-ghost button-small"
                  aria-label={`Edit ${row.label}`}
                  onClick={() => onEdit(row.week)}
                  disabled={busy}
                >
                  Edit
                </button>
                <button
                  type="button"
                  className="button button-ghost button-small button-danger"
                  aria-label={`Delete ${row.label}`}
                  onClick={() => setAsking(row)}
                  disabled={busy}
                >
                  Delete
                </button>
              </div>
            </li>
          ))}
        </ol>
      )}
      <ConfirmDialog
        open={asking !== null}
        title={asking ? `Delete ${asking.label}?` : 'Delete this week?'}
        confirmLabel="Delete the week"
        cancelLabel="Keep it"
        destructive
        onCancel={() => setAsking(null)}
        onConfirm={() => {
          const week = asking?.week;
          setAsking(null);
          if (!week) return;
          deleting.current = week;
          onDelete(week);
        }}
      >
        <p>
          {asking ? `${asking.summary}. ` : ''}Its figures leave your season totals, per-90 figures and trends. This cannot be
          undone.
        </p>
      </ConfirmDialog>
    </section>
  );
}
