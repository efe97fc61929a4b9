// The limits walk's probes for playerStats/{uid}: one per key of the core's stats limits
// (crates/core contract.rs: statsKeys, statsTests, statsRating, …), each a list of owner writes at the boundaries
// (min and max pass, one step beyond fails; every key present passes, a missing required one or an unknown one fails).
// limits.rules.test.ts runs them with the rest of the walk, over an arranged CV (`cv`: outfield unless told).
import { type DocumentData } from 'firebase/firestore';
import { utcDate } from './fixtures';
import type { CoreLimits } from './limits';
import { OWNER_UID } from './matrix';
import { ratings, statsSpec, validKeeperStats, validStats, type StatsSpec } from './stats-fixtures';

export interface StatsStep {
  label: string;
  data: DocumentData;
  expect: 'allow' | 'deny';
  at: { collection: string; id: string };
  /** Overrides of the owner's CV the write is checked against (the goalkeeping set needs a goalkeeper). */
  cv: DocumentData;
}

export const STATS_AT = { collection: 'playerStats', id: OWNER_UID };
export const KEEPER_CV: DocumentData = { playerType: 'goalkeeper', mainPosition: 'GK', secondaryPositions: [] };

/** `base` with `path` ('physical.pace', 'tests.cmj.value') set to `value`, or removed when undefined (a copy). */
export function withPath(base: DocumentData, path: string, value: unknown): DocumentData {
  const { updatedAt, ...rest } = base;
  const copy = structuredClone(rest) as DocumentData;
  if (updatedAt !== undefined) copy.updatedAt = updatedAt;
  const keys = path.split('.');
  let at: DocumentData = copy;
  for (const k of keys.slice(0, -1)) at = at[k] as DocumentData;
  const last = keys[keys.length - 1]!;
  if (value === undefined) delete at[last];
  else at[last] = value;
  return copy;
}

type Group = 'physical' | 'technical' | 'goalkeeping';
const dayBefore = (day: string): string => new Date(Date.parse(`${day}T00:00:00Z`) - 86_400_000).toISOString().slice(0, 10);

/** One probe per stats key of the core's limits. */
export function statsProbes(limits: CoreLimits): Record<string, () => StatsStep[]> {
  const spec: StatsSpec = statsSpec(limits);
  const step = (label: string, data: DocumentData, expect: 'allow' | 'deny', keeper = false): StatsStep => ({
    label: `playerStats: ${label}`,
    data,
    expect,
    at: STATS_AT,
    cv: keeper ? KEEPER_CV : {},
  });
  const base = (group: Group | 'tests' | null) => (group === 'goalkeeping' ? validKeeperStats(spec) : validStats(spec));
  /** Every key of a group: the whole group passes, each key missing fails, an unknown key fails. */
  const groupKeys = (group: Group): StatsStep[] => {
    const keeper = group === 'goalkeeping';
    return [
      step(`every ${group} key`, base(group), 'allow', keeper),
      step(`${group} with an unknown key`, withPath(base(group), `${group}.vision`, 12), 'deny', keeper),
      ...spec[group].map((k) => step(`${group} without ${k}`, withPath(base(group), `${group}.${k}`, undefined), 'deny', keeper)),
    ];
  };
  /** Integer bounds of `keys` in `group`: min and max pass, min − 1 and max + 1 fail. */
  const ratingSteps = (group: Group, keys: string[], { min, max }: { min: number; max: number }): StatsStep[] =>
    keys.flatMap((k) => {
      const keeper = group === 'goalkeeping';
      const at = (v: number) => withPath(base(group), `${group}.${k}`, v);
      return [
        step(`${group}.${k} = min (${min})`, at(min), 'allow', keeper),
        step(`${group}.${k} = max (${max})`, at(max), 'allow', keeper),
        step(`${group}.${k} = min − 1 (${min - 1})`, at(min - 1), 'deny', keeper),
        step(`${group}.${k} = max + 1 (${max + 1})`, at(max + 1), 'deny', keeper),
      ];
    });

  return {
    statsKeys: () => [
      step('every key (a goalkeeper)', validKeeperStats(spec), 'allow', true),
      step('an unknown key', { ...validStats(spec), notes: 'x' }, 'deny'),
      ...spec.keys
        .filter((k) => !spec.requiredKeys.includes(k) && k !== 'goalkeeping')
        .map((k) => step(`without optional key ${k}`, withPath(validStats(spec), k, undefined), 'allow')),
      // goalkeeping: optional in the document, but present exactly for goalkeepers.
      step('goalkeeping for an outfield player', validKeeperStats(spec), 'deny'),
      step('no goalkeeping for a goalkeeper', validStats(spec), 'deny', true),
    ],
    requiredStatsKeys: () =>
      spec.requiredKeys.map((k) => step(`without required key ${k}`, withPath(validStats(spec), k, undefined), 'deny')),
    statsTestKeys: () => [
      ...Object.keys(spec.tests).map((k) =>
        step(`only the test ${k}`, validStats(spec, { tests: { [k]: validStats(spec).tests[k] } }), 'allow'),
      ),
      step('an unknown test', withPath(validStats(spec), 'tests.sprint100m', { value: 12, measuredOn: utcDate(0, -1) }), 'deny'),
    ],
    statsPhysicalKeys: () => groupKeys('physical'),
    statsTechnicalKeys: () => groupKeys('technical'),
    statsGoalkeepingKeys: () => groupKeys('goalkeeping'),
    measurementKeys: () => [
      ...spec.measurementKeys.map((k) => step(`a test without ${k}`, withPath(validStats(spec), `tests.cmj.${k}`, undefined), 'deny')),
      step('a test with an unknown key', withPath(validStats(spec), 'tests.cmj.unit', 'cm'), 'deny'),
    ],
    statsRating: () => [
      ...ratingSteps('physical', spec.physical, spec.rating),
      ...ratingSteps('technical', spec.technical.filter((k) => !spec.stars.includes(k)), spec.rating),
      ...ratingSteps('goalkeeping', spec.goalkeeping, spec.rating),
    ],
    statsStarKeys: () => [
      step('every star at the stars max', { ...validStats(spec), technical: { ...ratings(spec, 'technical', spec.starRating.max) } }, 'allow'),
      ...spec.stars.map((k) => step(`${k} at the ratings max (${spec.rating.max})`, withPath(validStats(spec), `technical.${k}`, spec.rating.max), 'deny')),
    ],
    statsStars: () => ratingSteps('technical', spec.stars, spec.starRating),
    statsTests: () =>
      Object.entries(spec.tests).flatMap(([k, { min, max, decimals = 2 }]) => {
        const unit = 10 ** -decimals;
        const round = (v: number) => Math.round(v / unit) * unit;
        const at = (v: number) => withPath(validStats(spec), `tests.${k}.value`, Number(round(v).toFixed(decimals)));
        return [
          step(`${k} = min (${min})`, at(min), 'allow'),
          step(`${k} = max (${max})`, at(max), 'allow'),
          step(`${k} = min − ${unit}`, at(min - unit), 'deny'),
          step(`${k} = max + ${unit}`, at(max + unit), 'deny'),
        ];
      }),
    measuredOnFirst: () => {
      const first = spec.firstMeasuredOn;
      const on = (day: string) => withPath(validStats(spec), 'tests.cmj.measuredOn', day);
      return [
        step(`measuredOn = the first day (${first})`, on(first), 'allow'),
        step(`measuredOn = the day before (${dayBefore(first)})`, on(dayBefore(first)), 'deny'),
        step('measuredOn = today (UTC)', on(utcDate(0)), 'allow'),
        step('measuredOn = tomorrow (UTC)', on(utcDate(0, 1)), 'deny'),
      ];
    },
  };
}
