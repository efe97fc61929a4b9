//! Times the core's work for one `/player` page: `directory_plan` (the Firestore query of the URL) and
//! `directory_page` (the 13 returned index entries read, checked and turned into 12 cards and the cursors).
//!
//!   cargo run -q --release -p skora-core --example directory_page_bench
//!
//! The directory reads at most 13 entries per view whatever the number of players, so this is the core's
//! whole cost of a page; it should be a small fraction of a 16 ms frame. Native timings are a guide: the
//! same code in wasm typically runs 1.5–2× slower.

use std::hint::black_box;
use std::time::{Duration, Instant};

use serde_json::json;
use skora_core::directory::{directory_page, directory_plan, parse_query, IndexDoc, PAGE_SIZE};
use skora_core::player_index::player_index_entry;

const RUNS: usize = 2_000;
const TODAY: &str = "2025-06-01";

const FIRST: [&str; 13] = [
    "Lucía", "Tiago", "Karim", "Jonas", "Daan", "Chinedu", "Kwame", "Moussa", "Rafael", "Mateo",
    "Santiago", "Ørjan", "Ana",
];
const LAST: [&str; 13] = [
    "Ferrer", "Moreira", "Benali", "Weber", "Visser", "Okafor", "Asante", "Diallo", "Campos",
    "Quiroga", "Ríos", "Dvořák", "Silva",
];
const COUNTRIES: [&str; 13] = [
    "ES", "PT", "MA", "DE", "NL", "NG", "GH", "SN", "BR", "AR", "CO", "NO", "PT",
];

/// One page of index entries as the query returns them (`PAGE_SIZE + 1`: the last says there is a next
/// page), made by the functions' own rule (`player_index_entry`) from CVs like the seed's.
fn entries() -> Vec<IndexDoc> {
    (0..PAGE_SIZE as usize + 1)
        .map(|i| {
            let id = format!("gen-{i:04}");
            let cv = json!({
                "firstName": FIRST[i % 13], "lastName": LAST[i % 13],
                "birthMonth": format!("{}-0{}", 1995 + i, 1 + i % 9),
                "nationality": COUNTRIES[i % 13], "countryOfResidence": "ES", "city": "Valencia",
                "currentClub": "CD Turia", "playerType": "outfield", "mainPosition": "LW",
                "secondaryPositions": ["RW", "ST"], "heightCm": 170 + i, "hasPhoto": i % 2 == 0,
                "visibility": "public", "updatedAt": 1_750_000_000_000u64 + i as u64,
            });
            let entry = player_index_entry(&id, &cv.to_string(), None, TODAY, i % 2 == 0, None)
                .unwrap_or_else(|| panic!("{id} has an entry"));
            IndexDoc {
                id,
                data: serde_json::to_value(entry).unwrap_or_else(|e| panic!("{e}")),
            }
        })
        .collect()
}

fn main() {
    let docs = entries();
    let queries: Vec<_> = [
        "",
        "position=LW&country=ES",
        "q=luc",
        "minAge=18&maxAge=25&sort=oldest",
    ]
    .iter()
    .map(|q| parse_query(q))
    .collect();
    let mut times: Vec<Duration> = Vec::with_capacity(RUNS);
    let mut cards = 0usize;
    for run in 0..RUNS {
        let query = &queries[run % queries.len()];
        let start = Instant::now();
        let plan = black_box(directory_plan(query, TODAY, false));
        let page = black_box(directory_page(query, TODAY, false, &docs));
        times.push(start.elapsed());
        cards += page.cards.len();
        black_box(plan);
    }
    times.sort();
    let us = |d: Duration| d.as_secs_f64() * 1e6;
    println!(
        "directory page: plan + {} entries -> cards, {} runs over {} queries: median {:.1} µs, p95 {:.1} µs, max {:.1} µs (mean {} cards)",
        docs.len(),
        RUNS,
        queries.len(),
        us(times[RUNS / 2]),
        us(times[RUNS * 95 / 100]),
        us(times[RUNS - 1]),
        cards / RUNS
    );
}
