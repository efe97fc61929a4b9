// The limits walk's probes for players/{uid}/weeklyStats/{week} (Contract W): one per weekly key of the
// core's limits (crates/core contract.rs: weeklyKeys, weeklyNumbers, weeklyNote, weeklyCrossRules, …), each a list of
// owner creates at the boundaries (min and max pass, one step beyond fails; an int key refuses a fraction; every key
// present passes, a missing required one or an unknown one fails; each cross-field rule at and one past its edge).
// limits.rules.test.ts runs them with the rest of the walk; weekly-stats.rules.test.ts holds everything else (the ids,
// W53, future weeks, types, hostile values, the matrix, the budget).
import { type DocumentData } from 'firebase/firestore';
import type { CoreLimits } from './limits';
import { OWNER_UID } from './matrix';
import { maximalWeekly, minimalWeekly, mondayOf, PAST_WEEK, weeklyPath, weeklySpec, weekIdOf, type WeeklySpec } from './weekly-fixtures';

export interface WeeklyStep {
  label: string;
  data: DocumentData;
  expect: 'allow' | 'deny';
  at: { collection: string; id: string };
}

/** The owner's create of `data` (its `week` is the id). */
const step = (label: string, data: DocumentData, expect: 'allow' | 'deny'): WeeklyStep => ({
  label: `weeklyStats: ${label}`,
  data,
  expect,
  at: { collection: weeklyPath(OWNER_UID), id: String(data.week) },
});

const without = (base: DocumentData, key: string): DocumentData => {
  const { [key]: _omit, ...rest } = base;
  return rest;
};

/** The least entry with `values` added. */
const entry = (values: DocumentData): DocumentData => ({ ...minimalWeekly(), ...values });

/** One probe per weekly key of the core's limits. */
export function weeklyProbes(limits: CoreLimits): Record<string, () => WeeklyStep[]> {
  const spec: WeeklySpec = weeklySpec(limits);
  return {
    weeklyKeys: () => [
      step('every key (each at its max)', maximalWeekly(spec), 'allow'),
      step('an unknown key', entry({ mood: 'good' }), 'deny'),
      ...spec.keys
        .filter((k) => !spec.requiredKeys.includes(k))
        .map((k) => step(`without optional key ${k}`, without(maximalWeekly(spec), k), 'allow')),
    ],
    requiredWeeklyKeys: () =>
      spec.requiredKeys.map((k) => step(`without required key ${k}`, without(maximalWeekly(spec), k), 'deny')),
    // Each figure alone (its cross-field partners absent, so only its own range decides).
    weeklyNumbers: () =>
      Object.entries(spec.numbers).flatMap(([k, { min, max, decimals }]) => {
        const unit = 10 ** -decimals;
        const at = (v: number) => entry({ [k]: Number(v.toFixed(decimals)) });
        return [
          step(`${k} = min (${min})`, at(min), 'allow'),
          step(`${k} = max (${max})`, at(max), 'allow'),
          step(`${k} = min − ${unit}`, at(min - unit), 'deny'),
          step(`${k} = max + ${unit}`, at(max + unit), 'deny'),
          decimals === 0
            ? step(`${k} = min + 0.5 (an int key)`, entry({ [k]: min + 0.5 }), 'deny')
            : step(`${k} = min + ${unit} (${decimals} decimal)`, at(min + unit), 'allow'),
        ];
      }),
    // The goalkeeping figures are accepted on any entry (the rules do not read the CV's player type).
    weeklyGoalkeeperKeys: () => {
      const keys = (limits.weeklyGoalkeeperKeys as string[]) ?? [];
      return [
        step('every goalkeeping key', entry(Object.fromEntries(keys.map((k) => [k, spec.numbers[k]!.min]))), 'allow'),
        ...keys.map((k) => step(`${k} alone (any player's entry)`, entry({ [k]: spec.numbers[k]!.min }), 'allow')),
      ];
    },
    weeklyNote: () => {
      const { min, max } = spec.note;
      return [
        step(`note = max (${max} chars)`, entry({ note: 'a'.repeat(max) }), 'allow'),
        step(`note = max + 1 (${max + 1} chars)`, entry({ note: 'a'.repeat(max + 1) }), 'deny'),
        step(`note = max (${max} emoji: Unicode characters, like the core)`, entry({ note: '😀'.repeat(max) }), 'allow'),
        step(`note = max + 1 emoji`, entry({ note: '😀'.repeat(max + 1) }), 'deny'),
        step(`note = min (${min} chars)`, entry({ note: 'a'.repeat(min) }), 'allow'),
        step(`note = min − 1 (${min - 1} chars: the core stores no note instead)`, entry({ note: 'a'.repeat(min - 1) }), 'deny'),
      ];
    },
    weeklyCrossRules: () =>
      spec.crossRules.flatMap((rule): WeeklyStep[] => {
        const { field, other } = rule;
        const f = spec.numbers[field]!;
        const o = spec.numbers[other]!;
        if (rule.kind === 'onlyWhenZero') {
          return [
            step(`${field} 1 with ${other} 0`, entry({ [field]: 1, [other]: 0 }), 'allow'),
            step(`${field} 1 with ${other} 1`, entry({ [field]: 1, [other]: 1 }), 'deny'),
            step(`${field} max with ${other} max`, entry({ [field]: f.max, [other]: o.max }), 'deny'),
            step(`${field} 0 with ${other} max`, entry({ [field]: 0, [other]: o.max }), 'allow'),
            step(`${field} 1 without ${other}`, entry({ [field]: 1 }), 'allow'),
            step(`${other} max without ${field}`, entry({ [other]: o.max }), 'allow'),
          ];
        }
        // The other side just low enough that one over is still inside the field's own range.
        const { factor } = rule;
        const otherAt = Math.min(o.max, Math.floor((f.max - 1) / factor));
        const edge = factor * otherAt;
        const times = factor === 1 ? '' : `${factor} × `;
        return [
          step(`${field} = ${times}${other} (${edge} with ${otherAt})`, entry({ [other]: otherAt, [field]: edge }), 'allow'),
          step(`${field} = ${times}${other} + 1 (${edge + 1} with ${otherAt})`, entry({ [other]: otherAt, [field]: edge + 1 }), 'deny'),
          step(`${field} 1 with ${other} 0`, entry({ [other]: 0, [field]: 1 }), 'deny'),
          step(`${field} max without ${other}`, entry({ [field]: f.max }), 'allow'),
          step(`${other} 0 without ${field}`, entry({ [other]: 0 }), 'allow'),
        ];
      }),
    weeklyFirstYear: () => {
      const first = spec.firstYear;
      return [
        step(`${first}-W01 (the first year)`, minimalWeekly(`${first}-W01`), 'allow'),
        step(`${first - 1}-W52 (the year before)`, minimalWeekly(`${first - 1}-W52`), 'deny'),
        step(`${first - 1}-W01`, minimalWeekly(`${first - 1}-W01`), 'deny'),
      ];
    },
    // Not enforced by the rules (they cannot count documents), and it cannot be reached through them either: a week
    // id is one document, and a season (the weeks whose Thursday falls from July to June) holds at most 53 weeks.
    // Every week of season 2024/25 is accepted: the rules add no cap of their own below the core's.
    weeklySeasonMaxEntries: () => {
      const weeks: string[] = [];
      for (let t = mondayOf(2024, 27).getTime(); weeks.length < 53; t += 7 * 86_400_000) {
        const thursday = new Date(t + 3 * 86_400_000);
        if (thursday >= new Date(Date.UTC(2025, 6, 1))) break;
        weeks.push(weekIdOf(new Date(t)));
      }
      if (weeks.length > spec.seasonMaxEntries) throw new Error(`a season of ${weeks.length} weeks exceeds the core's cap`);
      return weeks.map((w, i) => step(`season 2024/25, week ${i + 1} of ${weeks.length} (${w}; the core's cap: ${spec.seasonMaxEntries})`, minimalWeekly(w), 'allow'));
    },
    // Not checked by the rules (the birth date is private and not read on a weekly write): the core and the UI refuse a
    // week before the player's 14th birthday. The rules accept the year's first week for any owner.
    weeklyMinAge: () => [
      step(`${spec.firstYear}-W01 regardless of age (the ${spec.minAge}th birthday is the core's and the UI's check)`, minimalWeekly(`${spec.firstYear}-W01`), 'allow'),
      step('a typical past week', minimalWeekly(PAST_WEEK), 'allow'),
    ],
  };
}
