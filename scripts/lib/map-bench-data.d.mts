// Types of map-bench-data.mjs for the bench page (bench/map-filter.ts).

/** An index entry as the map loads it. */
export interface BenchEntry {
  id: string;
  data: Record<string, unknown> & { displayName: string; countryOfResidence: string };
}

/** The store's five filter fields. */
export interface BenchStoreQuery {
  activeCountry: string | null;
  activePosition: string | null;
  playerName: string;
  playerAge: string;
  playerType: string;
}

export const BENCH_TODAY: string;
export function syntheticEntries(count: number, seed?: number): BenchEntry[];
export function syntheticQueries(count: number, entries: BenchEntry[], seed?: number): BenchStoreQuery[];
