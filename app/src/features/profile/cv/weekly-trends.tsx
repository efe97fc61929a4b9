import { lazy, Suspense, useId, useState } from 'react';
import type { TrendSeries } from '../../../shared/core/profile';
import { useLoadOnView } from './use-load-on-view';

// recharts and the drawing load in their own chunk, never with the page (weekly-trend-chart.tsx).
const WeeklyTrendChart = lazy(() => import('./weekly-trend-chart'));

interface WeeklyTrendsProps {
  trends: readonly TrendSeries[];
  /** When the charts' code loads: with the section (`eager`) or when the charts come near the viewport. */
  loading: 'eager' | 'on-view';
}

/**
 * How each trend is drawn (drawing, not a rule: the values are the core's): counts per week as bars, rates and ratings
 * as a line; a rating or a percentage on its fixed scale.
 */
const DRAWING: Record<string, { kind: 'bar' | 'line'; domain?: readonly [number, number] }> = {
  minutes: { kind: 'bar' },
  cleanSheets: { kind: 'bar' },
  selfRating: { kind: 'line', domain: [1, 10] },
  savePct: { kind: 'line', domain: [0, 100] },
};

function Trend({ trend, load }: { trend: TrendSeries; load: boolean }) {
  const captionId = useId();
  const tableId = useId();
  const [asTable, setAsTable] = useState(false);
  const drawing = DRAWING[trend.key] ?? { kind: 'line' as const };
  const weeks = trend.points.length;
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
          aria-label={`${trend.title}: ${drawing.kind === 'bar' ? 'bar' : 'line'} chart of ${weeks} ${weeks === 1 ? 'week' : 'weeks'}. Show the table for its values.`}
        >
          {load ? (
            <Suspense fallback={null}>
              <WeeklyTrendChart
                points={trend.points.map((point) => ({ label: point.label, value: point.value ?? null }))}
                kind={drawing.kind}
                domain={drawing.domain}
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
            {trend.points.map((point) => (
              <tr key={point.week}>
                <th scope="row">{point.weekLabel}</th>
                <td className="num">{point.text}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </figure>
  );
}

/** The season's trend charts (the core's series, in its order), each with its table alternative. */
export function WeeklyTrends({ trends, loading }: WeeklyTrendsProps) {
  const { ref, load } = useLoadOnView<HTMLDivElement>(loading);
  if (trends.length === 0) return null;
  return (
    <div className="weekly-trends" ref={ref}>
      <h4>Trends</h4>
      <div className="weekly-trends-grid">
        {trends.map((trend) => (
          <Trend key={trend.key} trend={trend} load={load} />
        ))}
      </div>
    </div>
  );
}
