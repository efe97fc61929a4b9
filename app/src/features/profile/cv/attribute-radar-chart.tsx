// The radar's drawing (recharts), in its own chunk: only a CV with stats loads it, once the radar comes into view or
// the CV is printed (attribute-radar.tsx). Decorative for assistive technology: the figure's table says the same.
import { useEffect } from 'react';
import { PolarAngleAxis, PolarGrid, PolarRadiusAxis, Radar, RadarChart } from 'recharts';
import type { FaceCard } from '../../../shared/core/profile';

interface AttributeRadarChartProps {
  faces: readonly FaceCard[];
  /** Called once the chart is in the page (printing waits for it). */
  onDrawn?: () => void;
}

/** The drawing's size in CSS pixels; the SVG scales down with its box (it keeps its viewBox). */
const SIZE = 300;

export default function AttributeRadarChart({ faces, onDrawn }: AttributeRadarChartProps) {
  useEffect(() => onDrawn?.(), [onDrawn]);
  return (
    <RadarChart
      className="attribute-radar-svg"
      width={SIZE}
      height={SIZE}
      outerRadius="72%"
      data={faces.map((face) => ({ face: face.face, radar: face.radar }))}
      accessibilityLayer={false}
      // The drawing scales with its box (the SVG keeps its viewBox); recharts would fix its wrapper at SIZE.
      style={{ width: '100%', height: 'auto', maxWidth: SIZE }}
    >
      <PolarGrid className="attribute-radar-grid" />
      <PolarAngleAxis dataKey="face" className="attribute-radar-axis" />
      {/* The core puts every face on a 0–1 axis: the scale is fixed, not fitted to the data. */}
      <PolarRadiusAxis domain={[0, 1]} tick={false} axisLine={false} />
      <Radar dataKey="radar" className="attribute-radar-area" isAnimationActive={false} />
    </RadarChart>
  );
}
