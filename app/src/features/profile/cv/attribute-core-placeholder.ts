// PLACEHOLDER until attr-core's facade lands (Contract B): the shape of the core's attribute card as the CV draws
// it, and functions that compute NOTHING (no formula, no range is ever written in TypeScript). Replaced by the
// generated types and the wasm functions of app/src/shared/core/profile.ts.

export type Band = 'low' | 'fair' | 'good' | 'great' | 'elite';

export interface FaceCard {
  /** `"PAC"`. */
  face: string;
  /** `"Pace"`. */
  label: string;
  value: number;
  band: Band;
  /** On the radar's axis, 0–1. */
  radar: number;
  percentile?: number;
  /** `"Top 7% of strikers"`, only when the core has enough players of the position. */
  topText?: string;
}

export interface MeasuredTest {
  key: string;
  label: string;
  value: number;
  /** `"1.72 s"`. */
  text: string;
  unit: string;
  measuredOn: string;
}

export interface AttributeCard {
  goalkeeper: boolean;
  position?: string;
  positionLabel?: string;
  overall?: number;
  overallBand?: Band;
  overallPercentile?: number;
  overallTopText?: string;
  faces: FaceCard[];
  weakFoot?: number;
  skillMoves?: number;
  tests: MeasuredTest[];
}

export function playerStatsPath(_uid: string): string | undefined {
  return undefined;
}

export function positionAggregatePath(_position: string): string | undefined {
  return undefined;
}

export function attributeCard(
  _stats: unknown,
  _playerType: string,
  _mainPosition: string,
  _positionAggregate: unknown,
): AttributeCard | undefined {
  return undefined;
}
