import { lazy, Suspense, useId, useState } from 'react';
import type { WeekPoint } from '../../../shared/core/profile';
import { useLoadOnView } from './use-load-on-view';

// recharts and the drawing load in their own chunk, never with the page (weekly-trend-chart.tsx).
const WeeklyTrendChart = lazy(() => import('./weekly-trend-chart'));

interface WeeklyTrendsProps {
  /** The core's points, one per logged week, oldest first. */
  points: readonly WeekPoint[];
  /** A goalkeeper's CV adds the goalkeeping trends. */
  goalkeeper: boolean;
  /** When the charts' code loads: with the section (`eager`) or when the charts come near the viewport. */
  loading: 'eager' | 'on-view';
}

type TrendKey = 'minutes' | 'formPer90' | 'selfRating' | 'savePercentage' | 'cleanSheets';

interface TrendSpec {
  key: TrendKey;
  title: string;
  /** Counts per week as bars, rates and ratings as a line (drawing, not a rule: every value is the core's). */
  kind: 'bar' | 'line';
  /** A rating or a percentage on its fixed scale; else the axis fits the values from 0. */
  domain?: readonly [number, number];
  goalkeeper?: true;
}

/** The CV's trends, in order: every player's, then a goalkeeper's. */
const TRENDS: readonly TrendSpec[] = [
  { key: 'minutes', title: 'Minutes per week', kind: 'bar' },
  { key: 'formPer90', title: 'Goals + assists per 90 (last 4 weeks)', kind: 'line' },
  { key: 'selfRating', title: 'Self-rating', kind: 'line', domain: [1, 10] },
  { key: 'savePercentage', title: 'Save %', kind: 'line', domain: [0, 100], goalkeeper: true },
  { key: 'cleanSheets', title: 'Clean sheets', kind: 'bar', goalkeeper: true },
];

/** A week without a value: not logged, or (the form line) under the core's minutes floor. */
const NO_VALUE = '–';

function Trend({ trend, points, load }: { trend: TrendSpec; points: readonly WeekPoint[]; load: boolean }) {
  const captionId = useId();
  const tableId = useId();
  const [asTable, setAsTable] = useState(false);
  const weeks = points.length;
  return (
    <figure className="weekly-trend" aria-labelledby={captionId}>
      <div className="weekly-trend-head">
        <figcaption id={captionId} className="weekly-trend-title">
          {trend.title}
        </figcaption>
        <button
          type="button"
          className="button button-ghost weekly-trend-toggle"
          aria-controls={tableId}
          aria-expanded={asTable}
          onClick={() => setAsTable((shown) => !shown)}
        >
          {asTable ? 'Show chart' : 'Show table'}
          <span className="visually-hidden"> of {trend.title.toLowerCase()}</span>
        </button>
      </div>
      {asTable ? null : (
        // The drawing is one image for assistive technology, named by what it shows; its values are in the table.
        <div
          className="weekly-trend-drawing"
          role="img"
          aria-label={`${trend.title}: ${trend.kind} chart of ${weeks} ${weeks === 1 ? 'week' : 'weeks'}. Show the table for its values.`}
        >
          {load ? (
            <Suspense fallback={null}>
              <WeeklyTrendChart
                points={points.map((point) => ({ label: point.shortLabel, value: point[trend.key] ?? null }))}
                kind={trend.kind}
                domain={trend.domain}
              />
            </Suspense>
          ) : null}
        </div>
      )}
      {/* Shown on request, and always in print: the PDF holds the values, not the drawing. */}
      <div className="table-scroll weekly-trend-table" hidden={!asTable}>
        <table id={tableId} className="cv-table">
          <caption>{trend.title} as a table</caption>
          <thead>
            <tr>
              <th scope="col">Week</th>
              <th scope="col" className="num">
                {trend.title}
              </th>
            </tr>
          </thead>
          <tbody>
            {points.map((point) => (
              <tr key={point.week}>
                <th scope="row">{point.label}</th>
                <td className="num">{point[trend.key] ?? NO_VALUE}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </figure>
  );
}

/**
 * The season's trend charts, each with its table alternative. A trend with no value in any week (a player who never
 * rates themselves) is left out rather than drawn empty.
 */
export function WeeklyTrends({ points, goalkeeper, loading }: WeeklyTrendsProps) {
  const { ref, load } = useLoadOnView<HTMLDivElement>(loading);
  const shown = TRENDS.filter(
    (trend) => (goalkeeper || !trend.goalkeeper) && points.some((point) => point[trend.key] !== undefined),
  );
  if (shown.length === 0) return null;
  return (
    <div className="weekly-trends" ref={ref}>
      <h4>Trends</h4>
      <div className="weekly-trends-grid">
        {shown.map((trend) => (
          <Trend key={trend.key} trend={trend} points={points} load={load} />
        ))}
      </div>
    </div>
  );
}
