// PLACEHOLDER until attr-core's facade lands (Contract B): the shape of the core's attribute card as the CV draws
// it, and functions that compute NOTHING (no formula, no range is ever written in TypeScript). Replaced by the
// generated types and the wasm functions of app/src/shared/core/profile.ts.

export interface FaceAttribute {
  key: string;
  /** The face label, e.g. `PAC`. */
  label: string;
  /** Its name, e.g. `Pace`. */
  name: string;
  value: number;
  band: string;
  /** "top N%" among players of the same position, only when the core says the histogram is large enough. */
  topPercent?: number;
}

export interface RadarPoint {
  key: string;
  label: string;
  value: number;
}

export interface MeasuredTest {
  key: string;
  label: string;
  unit: string;
  value: number;
  measuredOn: string;
}

export interface AttributeCard {
  goalkeeper: boolean;
  position: string;
  overall: number;
  faces: FaceAttribute[];
  radar: RadarPoint[];
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
