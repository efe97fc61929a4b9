// Synthetic data for the talent map's browser bench (scripts/lib/map-bench.mjs, bench/map-filter.ts): index entries
// (`playerIndex/{uid}` as `{id, data}`, the shape the map loads) and the store's filter states a scout types, both
// deterministic (scripts/lib/prng.mjs: the same players and queries on every run and machine). Names, countries and
// cities come from the generated demo players' tables (real names with their accents, real cities), so the name
// search meets the folding it meets in the app.
import { prng } from './prng.mjs';
import { AGE_WEIGHTS, COUNTRIES, NEIGHBOURS, OUTFIELD_POSITIONS } from './generated-players-data.mjs';

/** The day ages are counted on: fixed, so the matches do not drift with the calendar. */
export const BENCH_TODAY = '2026-06-15';
const BENCH_YEAR = 2026;

const COUNTRY_WEIGHTS = COUNTRIES.map((c) => [c, c.weight]);
const AVAILABILITY = ['open-to-offers', 'free-agent', 'under-contract', 'on-loan', 'not-looking'];

/**
 * `count` index entries `{id, data}` (ids `bench-000001`…): a country by the demo population's weights, a name from
 * its tables (a fifth with two surnames), an age of 8..38 by the demo weights (birth month only), one player in 11 a
 * goalkeeper, up to three secondary positions, a coarse location near one of the country's cities (rounded to 0.05°,
 * as the index rounds points), most public.
 */
export function syntheticEntries(count, seed = 2026) {
  const r = prng(seed);
  const entries = new Array(count);
  for (let i = 0; i < count; i++) {
    const country = r.weighted(COUNTRY_WEIGHTS);
    const woman = r.chance(0.22);
    let surname = r.pick(country.surnames);
    if (r.chance(0.2)) surname = `${surname} ${r.pick(country.surnames)}`;
    const displayName = `${r.pick(woman ? country.women : country.men)} ${surname}`;
    const age = r.weighted(AGE_WEIGHTS);
    const birthMonth = `${BENCH_YEAR - age - r.int(0, 1)}-${String(r.int(1, 12)).padStart(2, '0')}`;
    const goalkeeper = r.chance(1 / 11);
    const main = goalkeeper ? 'GK' : r.weighted(OUTFIELD_POSITIONS);
    const secondary = goalkeeper ? [] : NEIGHBOURS[main].slice(0, r.int(0, 3));
    const [city, lat, lng] = r.pick(country.cities);
    const coarse = (v) => Math.round((v + (r.next() * 2 - 1) * 0.3) * 20) / 20;
    entries[i] = {
      id: `bench-${String(i + 1).padStart(6, '0')}`,
      data: {
        displayName,
        searchKey: '',
        birthMonth,
        playerType: goalkeeper ? 'goalkeeper' : 'outfield',
        mainPosition: main,
        positions: [main, ...secondary],
        countryOfResidence: country.code,
        city,
        location: { lat: coarse(lat), lng: coarse(lng) },
        locationPrecision: 'area',
        club: `${city} FC`,
        availability: r.pick(AVAILABILITY),
        hasPhoto: false,
        visibility: r.chance(0.12) ? 'members' : 'public',
      },
    };
  }
  return entries;
}

/** A prefix of `text` as someone types it: 1..all of its characters, sometimes without the accents, sometimes in capitals. */
function typed(r, text) {
  let t = text.slice(0, r.int(1, text.length));
  if (r.chance(0.5)) t = t.normalize('NFD').replace(/\p{M}/gu, '');
  if (r.chance(0.2)) t = t.toUpperCase();
  return t;
}

/**
 * `count` filter states (the store's five fields, as `StoreState` names them) mixed as scouts use the map: a country
 * half the time, a position 40 %, a type a third, an age 60 % in the four forms (an exact age, a range, U17-style,
 * 30+-style; sometimes with spaces or an en dash), and a name 45 % typed as you type: a prefix of a first name or
 * surname present in the data, or of both words ("ferr lu"), without accents or in capitals at times.
 */
export function syntheticQueries(count, entries, seed = 13) {
  const r = prng(seed);
  const queries = new Array(count);
  for (let i = 0; i < count; i++) {
    const someone = entries[r.int(0, entries.length - 1)].data;
    const [first, ...rest] = someone.displayName.split(' ');
    const last = rest[0];
    let playerName = '';
    if (r.chance(0.45)) {
      const form = r.int(0, 2);
      playerName = form === 0 ? typed(r, first) : form === 1 ? typed(r, last) : `${typed(r, last)} ${typed(r, first).slice(0, 3)}`;
    }
    let playerAge = '';
    if (r.chance(0.6)) {
      const a = r.int(12, 32);
      playerAge = r.pick([
        `${a}`,
        `${a}-${a + r.int(0, 4)}`,
        `${a} – ${a + r.int(1, 5)}`,
        `U${r.pick([15, 17, 19, 21, 23])}`,
        `${r.pick([25, 28, 30, 33])}+`,
      ]);
    }
    queries[i] = {
      activeCountry: r.chance(0.5) ? (r.chance(0.8) ? someone.countryOfResidence : r.weighted(COUNTRY_WEIGHTS).code) : null,
      activePosition: r.chance(0.4) ? r.pick([...OUTFIELD_POSITIONS.map(([p]) => p), 'GK']) : null,
      playerName,
      playerAge,
      playerType: r.chance(0.33) ? r.pick(['outfield', 'goalkeeper']) : '',
    };
  }
  return queries;
}
