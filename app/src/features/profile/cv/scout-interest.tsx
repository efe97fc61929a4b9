import { useEffect, useState } from 'react';
import type { InterestMonth } from '../../../shared/core/profile';
import { loadInterest } from '../api/interest-api';

/**
 * On the player's own CV page: per month, how many verified scouts shortlisted them and how many asked to contact
 * them. Counts only (never names, never "views"), and only what happened.
 */
export function ScoutInterest({ uid }: { uid: string }) {
  const [months, setMonths] = useState<InterestMonth[] | null>(null);
  useEffect(() => {
    let cancelled = false;
    loadInterest(uid).then(
      (m) => !cancelled && setMonths(m),
      (e: unknown) => {
        console.info('SKORA: could not read the interest counts.', e);
        if (!cancelled) setMonths([]);
      },
    );
    return () => {
      cancelled = true;
    };
  }, [uid]);
  return (
    <section className="scout-interest no-print" aria-labelledby="scout-interest-heading">
      <h2 id="scout-interest-heading">Scouts’ interest</h2>
      {/* Room for a few months while they load: the CV below stays where it is when they arrive. */}
      <div className="scout-interest-body">
        {months === null ? (
          <p role="status">Loading…</p>
        ) : months.length === 0 ? (
          <p>No scout has shortlisted you or asked to contact you yet. A complete CV with recent stats is found more often.</p>
        ) : (
          <ul>
            {months.map((m) => (
              <li key={m.label}>
                <strong>{m.label}:</strong> {m.text}
              </li>
            ))}
          </ul>
        )}
      </div>
      <p className="field-hint">Counts only: SKORA never shows you who, and never counts mere visits.</p>
    </section>
  );
}
