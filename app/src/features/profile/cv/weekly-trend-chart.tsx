// The weekly trends' drawing (recharts), in its own chunk: only a CV with weekly entries loads it, with the section on
// the signed-in CV pages, when a chart comes near the viewport on the public `/p/{uid}` (weekly-trends.tsx). The
// figure around it names it for assistive technology and holds the same values as a table; the drawing is an image.
import { Bar, BarChart, CartesianGrid, Line, LineChart, XAxis, YAxis } from 'recharts';

/** One point of a trend as the chart draws it: the week's short label and the core's value (null: not logged). */
export interface ChartPoint {
  label: string;
  value: number | null;
}

interface WeeklyTrendChartProps {
  points: readonly ChartPoint[];
  /** Bars for counts per week (minutes, clean sheets), a line for rates and ratings. */
  kind: 'bar' | 'line';
  /** A fixed value axis (a rating's 1–10, a percentage's 0–100); else fitted to the values from 0. */
  domain?: readonly [number, number] | undefined;
}

/** The drawing's size in CSS pixels; the SVG scales with its box (it keeps its viewBox). */
const WIDTH = 560;
const HEIGHT = 220;
const MARGIN = { top: 8, right: 12, bottom: 4, left: 0 };

export default function WeeklyTrendChart({ points, kind, domain }: WeeklyTrendChartProps) {
  const data = points.map((point) => ({ label: point.label, value: point.value }));
  const axes = [
    <CartesianGrid key="grid" className="weekly-chart-grid" vertical={false} />,
    <XAxis key="x" dataKey="label" className="weekly-chart-axis" interval="preserveStartEnd" minTickGap={12} />,
    <YAxis
      key="y"
      className="weekly-chart-axis"
      width={40}
      allowDecimals
      domain={domain ? [domain[0], domain[1]] : [0, 'auto']}
    />,
  ];
  const common = {
    className: 'weekly-chart-svg',
    width: WIDTH,
    height: HEIGHT,
    margin: MARGIN,
    data,
    accessibilityLayer: false,
    // The drawing scales with its box (the SVG keeps its viewBox); recharts would fix its wrapper at WIDTH.
    style: { width: '100%', height: 'auto', maxWidth: WIDTH },
  };
  return kind === 'bar' ? (
    <BarChart {...common}>
      {axes}
      <Bar dataKey="value" className="weekly-chart-bar" isAnimationActive={false} />
    </BarChart>
  ) : (
    <LineChart {...common}>
      {axes}
      {/* A week without a value (not logged, or under the figure's floor) leaves a gap: nothing is invented. */}
      <Line dataKey="value" className="weekly-chart-line" type="linear" connectNulls={false} dot isAnimationActive={false} />
    </LineChart>
  );
}
