// The talent map's filter bench in the browser: the players loaded into the map's wasm store, then the same
// filter queries answered by the store (`players` with `filtered`: row numbers out, the records stay in wasm memory) and by an
// idiomatic JS baseline (`Array.filter` over the entries as plain objects, with the same rules), timed one query at
// a time, interleaved, in the same page. scripts/lib/map-bench.mjs serves this page (cross-origin isolated, so
// `performance.now()` is precise to 5 µs instead of 100 µs), calls `mapFilterBench` and prints the figures; it
// never enters the app's build (the page is outside the app's root).
import { CoreStore, type IndexDoc, type PlayersQuery } from '../app/src/shared/core/map';
import { BENCH_TODAY, syntheticEntries, syntheticQueries } from '../scripts/lib/map-bench-data.mjs';

/** The store's five filter fields, as the map's UI sets them. */
export interface BenchQuery {
  activeCountry: string | null;
  activePosition: string | null;
  playerName: string;
  playerAge: string;
  playerType: string;
}

export interface BenchOptions {
  players: number;
  queries: number;
  /** Each query is timed this many times (interleaved rounds); its time is the median. */
  rounds: number;
  /** Entries per `loadPlayers` call (the map loads a country's entries a page at a time). */
  page: number;
  /** Queries whose row sets (not only counts) are compared. */
  sample: number;
}

export interface BenchResult {
  players: number;
  queries: number;
  rounds: number;
  crossOriginIsolated: boolean;
  loadMs: { wasm: number; js: number };
  /** Per-query times in µs (each the median of its rounds), sorted. */
  wasmUs: number[];
  jsUs: number[];
  meanMatches: number;
  /** Queries whose count (or, on the sample, row set) differs: `{query, wasm, js}`. */
  mismatches: { query: BenchQuery; wasm: number; js: number; rows?: string }[];
  compared: { counts: number; sets: number };
}

// ───────────────────────── the JS baseline: the same rules, written the way a web developer would ─────────────────────────

/** An index entry's data with its name's words (computed once on load, as any as-you-type search would). */
interface JsPlayer {
  row: number;
  nameWords: string[];
  birthMonth?: string;
  playerType?: string;
  positions?: string[];
  countryOfResidence?: string;
}

/**
 * The name rule's words of a text: folded, split at every character that is not a letter or a digit, words of one
 * letter left out, each once. Every typed word must begin one of the name's first `NAME_WORDS` words.
 */
const wordsOf = (text: string) => [...new Set(fold(text).split(/[^\p{L}\p{N}]+/u).filter((w) => [...w].length >= 2))];
const NAME_WORDS = 8;

/** Letters that NFD does not decompose but the core's fold turns into plain Latin ones. */
const UNDECOMPOSED: Record<string, string> = { ø: 'o', ł: 'l', đ: 'd', ħ: 'h', ı: 'i', ŀ: 'l', æ: 'ae', œ: 'oe', ß: 'ss', þ: 'th', ĳ: 'ij', ə: 'e' };

/** Lowercase, no accents (NFD + strip the marks), whitespace collapsed. */
function fold(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[øłđħıŀæœßþĳə]/g, (c) => UNDECOMPOSED[c] ?? c)
    .split(/\s+/)
    .filter(Boolean)
    .join(' ');
}

/** `playerAge` as `[youngest, oldest]`, null for none; throws on what the core refuses (the bench types none). */
function parseAge(text: string): [number, number] | null {
  const t = text.trim();
  if (!t) return null;
  const age = (s: string) => {
    const v = s.trim();
    if (!/^\d{1,2}$/.test(v)) throw new Error(`not an age: ${text}`);
    return Number(v);
  };
  if (/^u/i.test(t)) return [0, age(t.slice(1)) - 1];
  if (t.endsWith('+')) return [age(t.slice(0, -1)), 255];
  const parts = t.split(/[-–]/);
  if (parts.length === 2) {
    const [a, b] = [age(parts[0] ?? ''), age(parts[1] ?? '')];
    if (a > b) throw new Error(`range upside down: ${text}`);
    return [a, b];
  }
  const exact = age(t);
  return [exact, exact];
}

interface Day {
  year: number;
  month: number;
  day: number;
}

const isLeap = (y: number) => (y % 4 === 0 && y % 100 !== 0) || y % 400 === 0;
const DAYS = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];
const lastDay = (y: number, m: number) => (m === 2 && isLeap(y) ? 29 : (DAYS[m - 1] ?? 31));

/**
 * The age on `today` of someone born in `birthMonth` (`YYYY-MM`), counted from the month's last day (the latest
 * possible birthday); null when unknown or in the future. Integer arithmetic on the string's digits: no regex, no
 * Date per row.
 */
function ageInBirthMonth(birthMonth: string | undefined, today: Day): number | null {
  if (birthMonth?.length !== 7 || birthMonth[4] !== '-') return null;
  const year = Number(birthMonth.slice(0, 4));
  const month = Number(birthMonth.slice(5));
  if (!Number.isInteger(year) || !Number.isInteger(month) || month < 1 || month > 12) return null;
  if (year > today.year || (year === today.year && month > today.month)) return null;
  const day = year === today.year && month === today.month ? Math.min(lastDay(year, month), today.day) : lastDay(year, month);
  const [bm, bd] = month === 2 && day === 29 && !isLeap(today.year) ? [3, 1] : [month, day];
  const hadBirthday = today.month > bm || (today.month === bm && today.day >= bd);
  return today.year - year - (hadBirthday ? 0 : 1);
}

function jsFilter(players: JsPlayer[], q: BenchQuery, today: Day): JsPlayer[] {
  const ages = parseAge(q.playerAge);
  const position = q.activePosition?.trim().toUpperCase() || null;
  const country = q.activeCountry?.trim().toUpperCase() || null;
  const type = q.playerType.trim().toLowerCase();
  const words = wordsOf(q.playerName);
  return players.filter((p) => {
    if (ages) {
      const age = ageInBirthMonth(p.birthMonth, today);
      if (age === null || age < ages[0] || age > ages[1]) return false;
    }
    return (
      (!type || p.playerType === type) &&
      (!position || (p.positions ?? []).includes(position)) &&
      (!country || p.countryOfResidence === country) &&
      words.every((w) => p.nameWords.some((name) => name.startsWith(w)))
    );
  });
}

// ───────────────────────── the run ─────────────────────────

function median(sorted: number[]): number {
  return sorted[Math.floor((sorted.length - 1) / 2)] ?? NaN;
}

function setQuery(store: CoreStore, q: BenchQuery): void {
  store.set({ kind: 'activeCountry', value: q.activeCountry ?? undefined });
  store.set({ kind: 'activePosition', value: q.activePosition ?? undefined });
  store.set({ kind: 'playerName', value: q.playerName });
  store.set({ kind: 'playerAge', value: q.playerAge });
  store.set({ kind: 'playerType', value: q.playerType });
}

/** The store's rows for `query` (the map's one call for what a render shows), out of wasm memory. */
function storeRows(store: CoreStore, query: PlayersQuery): Uint32Array {
  const answer = store.players(undefined, query);
  try {
    return answer.rows;
  } finally {
    answer.free();
  }
}

async function mapFilterBench(options: BenchOptions): Promise<BenchResult> {
  const [y, m, d] = BENCH_TODAY.split('-').map(Number) as [number, number, number];
  const today: Day = { year: y, month: m, day: d };
  const entries = syntheticEntries(options.players);
  const queries: BenchQuery[] = syntheticQueries(options.queries, entries);

  const store = new CoreStore();
  let t = performance.now();
  for (let i = 0; i < entries.length; i += options.page) store.read({ kind: 'entries' }, entries.slice(i, i + options.page) as IndexDoc[]);
  const wasmLoad = performance.now() - t;
  t = performance.now();
  const players: JsPlayer[] = entries.map(({ data }, row) => {
    const p = data as Omit<JsPlayer, 'row' | 'nameWords'> & { displayName: string };
    return { ...p, row, nameWords: wordsOf(p.displayName).slice(0, NAME_WORDS) };
  });
  const jsLoad = performance.now() - t;
  const held = storeRows(store, {}).length;
  if (held !== entries.length) throw new Error(`the store holds ${held} of ${entries.length} players`);

  // Warm both up (JIT tiers, the wasm's allocator) before timing.
  for (const q of queries.slice(0, 200)) {
    setQuery(store, q);
    storeRows(store, { filtered: true, today: BENCH_TODAY });
    jsFilter(players, q, today);
  }

  const wasmTimes = queries.map(() => [] as number[]);
  const jsTimes = queries.map(() => [] as number[]);
  const mismatches: BenchResult['mismatches'] = [];
  const sampleEvery = Math.max(1, Math.floor(queries.length / options.sample));
  let matched = 0;
  let sets = 0;
  for (let round = 0; round < options.rounds; round++) {
    for (const [i, q] of queries.entries()) {
      setQuery(store, q);
      // Alternate which goes first, so neither always runs on a cache the other warmed.
      const order = (i + round) % 2 === 0 ? ['wasm', 'js'] : ['js', 'wasm'];
      let rows: Uint32Array = new Uint32Array();
      let list: JsPlayer[] = [];
      for (const which of order) {
        if (which === 'wasm') {
          const s = performance.now();
          rows = storeRows(store, { filtered: true, today: BENCH_TODAY });
          wasmTimes[i]?.push(performance.now() - s);
        } else {
          const s = performance.now();
          list = jsFilter(players, q, today);
          jsTimes[i]?.push(performance.now() - s);
        }
      }
      if (round > 0) continue;
      matched += rows.length;
      if (rows.length !== list.length) {
        mismatches.push({ query: q, wasm: rows.length, js: list.length });
      } else if (i % sampleEvery === 0) {
        sets++;
        const differ = list.findIndex((p, k) => p.row !== rows[k]);
        if (differ >= 0) mismatches.push({ query: q, wasm: rows.length, js: list.length, rows: `first difference at result ${differ}` });
      }
    }
  }
  const perQuery = (times: number[][]) => times.map((ts) => median([...ts].sort((a, b) => a - b)) * 1000).sort((a, b) => a - b);
  store.free();
  return {
    players: entries.length,
    queries: queries.length,
    rounds: options.rounds,
    crossOriginIsolated: self.crossOriginIsolated,
    loadMs: { wasm: wasmLoad, js: jsLoad },
    wasmUs: perQuery(wasmTimes),
    jsUs: perQuery(jsTimes),
    meanMatches: matched / queries.length,
    mismatches,
    compared: { counts: queries.length, sets },
  };
}

declare global {
  interface Window {
    mapFilterBench: typeof mapFilterBench;
  }
}
window.mapFilterBench = mapFilterBench;
const status = document.getElementById('status');
if (status) status.textContent = 'ready';
