import { positionOptions } from '../reference';

interface PitchDiagramProps {
  main: string;
  secondary: readonly string[];
}

// A pitch is 68 m wide and 105 m long; the core places positions on a 0–100 grid (own goal at the bottom).
const W = 68;
const H = 105;

/** The player's positions on a small vertical pitch: the main one filled, the others outlined. */
export function PitchDiagram({ main, secondary }: PitchDiagramProps) {
  const all = positionOptions();
  const mainInfo = all.find((position) => position.code === main);
  const others = all.filter((position) => secondary.includes(position.code) && position.code !== main);
  const describe = (code: string, label: string) => `${label} (${code})`;
  const summary = [
    mainInfo ? `Main position: ${describe(mainInfo.code, mainInfo.label)}.` : null,
    others.length > 0 ? `Also plays: ${others.map((p) => describe(p.code, p.label)).join(', ')}.` : null,
  ]
    .filter(Boolean)
    .join(' ');

  return (
    <figure className="pitch">
      {/* The caption below says everything the drawing shows, so assistive technology reads that instead. */}
      <svg viewBox={`-2 -2 ${W + 4} ${H + 4}`} aria-hidden="true" focusable="false" className="pitch-svg">
        <g className="pitch-lines" fill="none">
          <rect x={0} y={0} width={W} height={H} />
          <line x1={0} y1={H / 2} x2={W} y2={H / 2} />
          <circle cx={W / 2} cy={H / 2} r={9.15} />
          <rect x={(W - 40.3) / 2} y={0} width={40.3} height={16.5} />
          <rect x={(W - 18.3) / 2} y={0} width={18.3} height={5.5} />
          <rect x={(W - 40.3) / 2} y={H - 16.5} width={40.3} height={16.5} />
          <rect x={(W - 18.3) / 2} y={H - 5.5} width={18.3} height={5.5} />
        </g>
        {others.map((position) => (
          <g key={position.code} className="pitch-spot pitch-spot-secondary">
            <circle cx={(position.x / 100) * W} cy={(position.y / 100) * H} r={5} />
            <text x={(position.x / 100) * W} y={(position.y / 100) * H} dy="0.35em" textAnchor="middle">
              {position.code}
            </text>
          </g>
        ))}
        {mainInfo ? (
          <g className="pitch-spot pitch-spot-main">
            <circle cx={(mainInfo.x / 100) * W} cy={(mainInfo.y / 100) * H} r={5.5} />
            <text x={(mainInfo.x / 100) * W} y={(mainInfo.y / 100) * H} dy="0.35em" textAnchor="middle">
              {mainInfo.code}
            </text>
          </g>
        ) : null}
      </svg>
      <figcaption className="pitch-caption">{summary || 'No positions given yet.'}</figcaption>
    </figure>
  );
}
