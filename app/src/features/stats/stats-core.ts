// TEMPORARY stand-in for attr-core's facade (Contract B), replaced by re-exports of shared/core at the merge.
// The wizard reads every field list, range, unit and message through this one module.

export interface RatingSpec {
  key: string;
  label: string;
  min: number;
  max: number;
}
export interface TestSpec {
  key: string;
  label: string;
  unit: string;
  min: number;
  max: number;
  decimals: number;
}
export interface StatsSpecs {
  tests: TestSpec[];
  physical: RatingSpec[];
  technical: RatingSpec[];
  goalkeeping: RatingSpec[];
}
export interface TestForm {
  value: string;
  measuredOn: string;
}
export interface StatsForm {
  tests: Record<string, TestForm>;
  physical: Record<string, string>;
  technical: Record<string, string>;
  goalkeeping: Record<string, string>;
}
export type StatsDocument = Record<string, unknown>;

const rating = (key: string, label: string, max = 20): RatingSpec => ({ key, label, min: 1, max });

export function statsSpecs(): StatsSpecs {
  return {
    tests: [
      { key: 'sprint10m', label: '10 m sprint', unit: 's', min: 1.4, max: 3, decimals: 2 },
      { key: 'sprint30m', label: '30 m sprint', unit: 's', min: 3.5, max: 6.5, decimals: 2 },
    ],
    physical: [rating('acceleration', 'Acceleration'), rating('pace', 'Pace')],
    technical: [rating('passing', 'Passing'), rating('weakFoot', 'Weak foot', 5)],
    goalkeeping: [rating('reflexes', 'Reflexes')],
  };
}

export function statsForm(doc: StatsDocument | null | undefined): StatsForm {
  const specs = statsSpecs();
  const part = (list: RatingSpec[], stored: unknown) =>
    Object.fromEntries(list.map((s) => [s.key, String((stored as Record<string, unknown> | undefined)?.[s.key] ?? '')]));
  return {
    tests: Object.fromEntries(specs.tests.map((s) => [s.key, { value: '', measuredOn: '' }])),
    physical: part(specs.physical, doc?.physical),
    technical: part(specs.technical, doc?.technical),
    goalkeeping: part(specs.goalkeeping, doc?.goalkeeping),
  };
}

export function validateStatsForm(form: StatsForm, _today: string, goalkeeper: boolean): StatsDocument {
  const errors: { field: string; code: string; message: string }[] = [];
  const specs = statsSpecs();
  for (const t of specs.tests) {
    const v = form.tests[t.key]?.value ?? '';
    if (v !== '' && !(Number(v) >= t.min && Number(v) <= t.max))
      errors.push({ field: `tests.${t.key}.value`, code: 'range', message: `Between ${t.min} and ${t.max} ${t.unit}.` });
  }
  for (const part of ['physical', 'technical', ...(goalkeeper ? ['goalkeeping'] : [])] as const) {
    for (const r of specs[part as 'physical']) {
      const v = (form[part as 'physical'][r.key] ?? '') as string;
      if (!(Number(v) >= r.min && Number(v) <= r.max && v !== ''))
        errors.push({ field: `${part}.${r.key}`, code: 'range', message: `From ${r.min} to ${r.max}.` });
    }
  }
  if (errors.length)
    throw Object.assign(new Error(errors[0]!.message), { code: 'invalid-form', fieldErrors: errors });
  const nums = (r: Record<string, string>) => Object.fromEntries(Object.entries(r).map(([k, v]) => [k, Number(v)]));
  return {
    physical: nums(form.physical),
    technical: nums(form.technical),
    ...(goalkeeper ? { goalkeeping: nums(form.goalkeeping) } : {}),
  };
}

export function playerStatsPath(uid: string): string | undefined {
  return uid && !uid.includes('/') ? `playerStats/${uid}` : undefined;
}
