// The radar's drawing (recharts), in its own chunk: only a CV with stats loads it, once the radar comes into view or
// the CV is printed (attribute-radar.tsx). Decorative for assistive technology: the figure's table says the same.
import { useEffect } from 'react';
import { PolarAngleAxis, PolarGrid, PolarRadiusAxis, Radar, RadarChart } from 'recharts';
import type { RadarPoint } from './attribute-core-placeholder';

interface AttributeRadarChartProps {
  points: readonly RadarPoint[];
  /** Called once the chart is in the page (printing waits for it). */
  onDrawn?: () => void;
}

/** The drawing's size in CSS pixels; the SVG scales down with its box (it keeps its viewBox). */
const SIZE = 300;

export default function AttributeRadarChart({ points, onDrawn }: AttributeRadarChartProps) {
  useEffect(() => onDrawn?.(), [onDrawn]);
  return (
    <RadarChart
      className="attribute-radar-svg"
      width={SIZE}
      height={SIZE}
      outerRadius="72%"
      data={[...points]}
      accessibilityLayer={false}
    >
      <PolarGrid className="attribute-radar-grid" />
      <PolarAngleAxis dataKey="label" className="attribute-radar-axis" tick={{ className: 'attribute-radar-tick' }} />
      {/* The core normalises every face attribute to 0–1: the scale is fixed, not fitted to the data. */}
      <PolarRadiusAxis domain={[0, 1]} tick={false} axisLine={false} />
      <Radar dataKey="value" className="attribute-radar-area" isAnimationActive={false} />
    </RadarChart>
  );
}
