//! Times the directory's filter + sort over 10,000 synthetic players: 200 varied queries, median printed.
//!
//!   cargo run -q --release -p skora-core --example directory_bench
//!
//! The budget is a fraction of a 16 ms frame, so typing in the search box never stutters. Native timings
//! are a guide: the same code in wasm typically runs 1.5–2× slower.

use std::time::{Duration, Instant};

use serde_json::json;
use skora_core::directory::{
    filter_and_sort, parse_query, rank_by_name, read_player, DirectoryPlayer,
};
use skora_core::positions::Position;

const PLAYERS: usize = 10_000;
const QUERIES: usize = 200;
const TODAY: &str = "2025-06-01";

const FIRST: [&str; 12] = [
    "Lucía", "Tiago", "Karim", "Jonas", "Daan", "Chinedu", "Kwame", "Moussa", "Rafael", "Mateo",
    "Santiago", "Ørjan",
];
const LAST: [&str; 12] = [
    "Ferrer", "Moreira", "Benali", "Weber", "Visser", "Okafor", "Asante", "Diallo", "Campos",
    "Quiroga", "Ríos", "Dvořák",
];
const COUNTRIES: [&str; 10] = ["ES", "PT", "FR", "DE", "NL", "NG", "GH", "SN", "BR", "AR"];

/// A tiny deterministic generator (xorshift), so every run measures the same players.
struct Rng(u64);

impl Rng {
    fn next(&mut self, below: usize) -> usize {
        self.0 ^= self.0 << 13;
        self.0 ^= self.0 >> 7;
        self.0 ^= self.0 << 17;
        (self.0 % below as u64) as usize
    }
}

fn players(rng: &mut Rng) -> Vec<DirectoryPlayer> {
    (0..PLAYERS)
        .filter_map(|i| {
            let main = Position::ALL[rng.next(Position::ALL.len())];
            let kind = if main == Position::Gk { "goalkeeper" } else { "outfield" };
            let doc = json!({
                "firstName": FIRST[rng.next(FIRST.len())],
                "lastName": format!("{}{}", LAST[rng.next(LAST.len())], i % 97),
                "dateOfBirth": format!("{}-{:02}-{:02}", 1976 + rng.next(40), 1 + rng.next(12), 1 + rng.next(28)),
                "nationality": COUNTRIES[rng.next(COUNTRIES.len())],
                "countryOfResidence": COUNTRIES[rng.next(COUNTRIES.len())],
                "city": "Somewhere", "playerType": kind, "mainPosition": main.code(),
                "secondaryPositions": [Position::ALL[rng.next(Position::ALL.len())].code()],
                "availability": "free-agent", "visibility": "public",
                "hasPhoto": rng.next(2) == 0, "updatedAt": rng.next(1_000_000_000) as f64,
            });
            read_player(&format!("player-{i}"), &doc)
        })
        .collect()
}

fn queries(rng: &mut Rng) -> Vec<String> {
    let searches = ["", "", "luc", "RIOS", "dvorak", "moussa 4", "a"];
    let sorts = ["name", "youngest", "oldest", "updated"];
    (0..QUERIES)
        .map(|_| {
            let mut q = format!(
                "q={}&sort={}",
                searches[rng.next(searches.len())],
                sorts[rng.next(sorts.len())]
            );
            if rng.next(3) == 0 {
                q.push_str(&format!("&position={}", Position::ALL[rng.next(15)].code()));
            }
            if rng.next(3) == 0 {
                q.push_str(&format!(
                    "&country={}",
                    COUNTRIES[rng.next(COUNTRIES.len())]
                ));
            }
            if rng.next(3) == 0 {
                q.push_str(&format!(
                    "&minAge={}&maxAge={}",
                    16 + rng.next(6),
                    22 + rng.next(12)
                ));
            }
            q
        })
        .collect()
}

fn main() {
    let mut rng = Rng(0x5EED_5C0A);
    let mut all = players(&mut rng);
    // As the store does once when the players are loaded.
    rank_by_name(&mut all);
    let queries: Vec<_> = queries(&mut rng).iter().map(|q| parse_query(q)).collect();
    let mut times: Vec<Duration> = Vec::with_capacity(QUERIES);
    let mut matched = 0usize;
    for query in &queries {
        let start = Instant::now();
        let hits = filter_and_sort(&all, query, TODAY);
        times.push(start.elapsed());
        matched += hits.len();
    }
    times.sort();
    let ms = |d: Duration| d.as_secs_f64() * 1000.0;
    println!(
        "directory filter+sort: {} players, {} queries: median {:.3} ms, p95 {:.3} ms, max {:.3} ms (mean {} matches)",
        all.len(),
        QUERIES,
        ms(times[QUERIES / 2]),
        ms(times[QUERIES * 95 / 100]),
        ms(times[QUERIES - 1]),
        matched / QUERIES
    );
}
