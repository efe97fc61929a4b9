//! Times the talent map's core: loading 100,000 synthetic players into the columnar table (in pages of
//! 1,000, as a country's entries arrive), then 1,000 mixed filter queries (the store's five fields,
//! alone and combined) and the sorts of their results. Figures are printed, never asserted.
//!
//!   cargo run -q --release -p skora-core --example talent_map_bench
//!
//! Native timings are a guide: the same code in wasm typically runs 1.5–2× slower. The browser bench
//! (wasm against an idiomatic JS `Array.filter`) measures the shipped module.

use std::hint::black_box;
use std::time::{Duration, Instant};

use serde_json::json;
use skora_core::directory::IndexDoc;
use skora_core::store::StoreState;
use skora_core::talent_map::{MapFilter, MapSort, MapTable};

const PLAYERS: usize = 100_000;
const QUERIES: usize = 1_000;
const PAGE: usize = 1_000;
const TODAY: &str = "2025-06-01";

const FIRST: [&str; 12] = [
    "Lucía", "Tiago", "Karim", "Jonas", "Daan", "Chinedu", "Kwame", "Moussa", "Rafael", "Mateo",
    "Ørjan", "Ana",
];
const LAST: [&str; 12] = [
    "Ferrer", "Moreira", "Benali", "Weber", "Visser", "Okafor", "Asante", "Diallo", "Campos",
    "Quiroga", "Ríos", "Dvořák",
];
const COUNTRIES: [&str; 8] = ["ES", "PT", "MA", "DE", "NL", "NG", "BR", "SE"];
const POSITIONS: [&str; 8] = ["GK", "CB", "LB", "CDM", "CM", "CAM", "LW", "ST"];

/// A small deterministic generator: the same players and queries on every run.
struct Lcg(u64);
impl Lcg {
    fn next(&mut self, n: usize) -> usize {
        self.0 = self
            .0
            .wrapping_mul(6_364_136_223_846_793_005)
            .wrapping_add(1_442_695_040_888_963_407);
        ((self.0 >> 33) as usize) % n
    }
}

fn player(i: usize, rng: &mut Lcg) -> IndexDoc {
    let position = POSITIONS[rng.next(POSITIONS.len())];
    let data = json!({
        "displayName": format!("{} {} {i}", FIRST[rng.next(12)], LAST[rng.next(12)]),
        "searchKey": "", "birthMonth": format!("{}-{:02}", 1985 + rng.next(25), 1 + rng.next(12)),
        "playerType": if position == "GK" { "goalkeeper" } else { "outfield" },
        "mainPosition": position, "positions": [position, POSITIONS[rng.next(POSITIONS.len())]],
        "countryOfResidence": COUNTRIES[rng.next(COUNTRIES.len())],
        "location": {"lat": 35.0 + rng.next(2500) as f64 / 100.0, "lng": -10.0 + rng.next(4000) as f64 / 100.0},
        "club": "CD Turia", "availability": "open-to-offers", "visibility": "public",
    });
    IndexDoc {
        id: format!("gen-{i:06}"),
        data,
    }
}

fn query(rng: &mut Lcg) -> StoreState {
    let pick = |rng: &mut Lcg, p: usize| rng.next(100) < p;
    let names = ["", "luc", "ferrer", "a", "rios", "ørjan dvo", "mateo 12"];
    let ages = ["", "19", "18-21", "U17", "30+", "22 – 25"];
    StoreState {
        active_position: pick(rng, 40).then(|| POSITIONS[rng.next(POSITIONS.len())].to_string()),
        active_country: pick(rng, 50).then(|| COUNTRIES[rng.next(COUNTRIES.len())].to_string()),
        player_name: names[rng.next(names.len())].to_string(),
        player_age: ages[rng.next(ages.len())].to_string(),
        player_type: ["", "", "outfield", "goalkeeper"][rng.next(4)].to_string(),
        ..StoreState::default()
    }
}

fn percentile(sorted: &[Duration], p: f64) -> f64 {
    let i = ((sorted.len() as f64 - 1.0) * p).round() as usize;
    sorted[i].as_secs_f64() * 1e6
}

fn main() {
    let mut rng = Lcg(2025);
    let docs: Vec<IndexDoc> = (0..PLAYERS).map(|i| player(i, &mut rng)).collect();
    let started = Instant::now();
    let mut table = MapTable::new();
    for page in docs.chunks(PAGE) {
        black_box(table.load(page));
    }
    let load = started.elapsed();

    let queries: Vec<MapFilter> = (0..QUERIES)
        .filter_map(|_| MapFilter::from_state(&query(&mut rng)).ok())
        .collect();
    let (mut filter_times, mut sort_times, mut matched) = (Vec::new(), Vec::new(), 0usize);
    for (i, q) in queries.iter().enumerate() {
        let t = Instant::now();
        let rows = black_box(table.filter(q, TODAY));
        filter_times.push(t.elapsed());
        matched += rows.len();
        let by = if i % 2 == 0 {
            MapSort::Name
        } else {
            MapSort::Age
        };
        let t = Instant::now();
        black_box(table.sort(&rows, by, TODAY));
        sort_times.push(t.elapsed());
    }
    filter_times.sort();
    sort_times.sort();
    println!(
        "load {PLAYERS} players in pages of {PAGE}: {:.0} ms",
        load.as_secs_f64() * 1e3
    );
    println!(
        "{} filter queries: median {:.0} µs, p95 {:.0} µs (mean {:.0} matches)",
        queries.len(),
        percentile(&filter_times, 0.5),
        percentile(&filter_times, 0.95),
        matched as f64 / queries.len() as f64
    );
    println!(
        "sort of each result (name or age): median {:.0} µs, p95 {:.0} µs",
        percentile(&sort_times, 0.5),
        percentile(&sort_times, 0.95)
    );
}
