//! The talent map's reads per view, before and after the map's cells, from the core's own planners over the same
//! synthetic players: the world view; Spain at zoom 6, 8 and 11 (a 1280 × 900 view on Madrid); and a pan of half a
//! screen east at zoom 11. At 2,000 and 20,000 players, half of them in Spain, in its cities and around them.
//!
//! - Before: the entries the range queries of `map_read_plan` return (a whole country of up to 5,000 players read in
//!   pages of 500; a bigger one by the view's geohash ranges from zoom 8, at most 5,000 entries a view). A pan ran the
//!   new view's queries again. A page that comes back empty is billed one read.
//! - After: the cells `cell_plan` reads, step by step, from the cells `rebuild_cells` writes for these players (a cell
//!   that does not exist is billed one read too). A pan keeps the cells read before.
//!
//! The world view is one read either way (`aggregates/countries`). Figures are printed, never asserted; a country's
//! reads depend only on its own players, so the players outside Spain are not generated.
//!
//!   cargo run -q --release -p skora-core --example map_reads

use std::collections::BTreeMap;
use std::f64::consts::PI;

use serde_json::{json, Value};
use skora_core::directory::{FilterOp, IndexDoc};
use skora_core::map_cells::{rebuild_cells, CellId, CellSet};
use skora_core::player_index::{player_index_entry, IndexEntry};
use skora_core::talent_map::{
    cell_plan, map_read_plan, CellCache, CellPlan, MapBounds, MapReadPlan, MapView, MAP_PAGE_SIZE,
};

const TODAY: &str = "2025-06-01";
const COUNTRY: &str = "ES";
const SCREEN: (f64, f64) = (1280.0, 900.0);
const MADRID: (f64, f64) = (40.4168, -3.7038);

/// Where Spain's players live: a city (latitude, longitude) and its share; the rest are spread over the mainland.
const CITIES: [(f64, f64, f64); 17] = [
    (40.4168, -3.7038, 0.20),
    (41.3874, 2.1686, 0.15),
    (39.4699, -0.3763, 0.07),
    (37.3891, -5.9845, 0.06),
    (36.7213, -4.4214, 0.05),
    (41.6488, -0.8891, 0.04),
    (43.2630, -2.9350, 0.04),
    (37.9922, -1.1307, 0.03),
    (39.5696, 2.6502, 0.03),
    (28.1235, -15.4363, 0.03),
    (38.3452, -0.4810, 0.03),
    (37.8882, -4.7794, 0.02),
    (41.6523, -4.7245, 0.02),
    (42.2406, -8.7207, 0.02),
    (43.5322, -5.6611, 0.02),
    (43.3623, -8.4115, 0.02),
    (37.1773, -3.5986, 0.02),
];

/// A small deterministic generator: the same players on every run.
struct Lcg(u64);
impl Lcg {
    fn unit(&mut self) -> f64 {
        self.0 = self
            .0
            .wrapping_mul(6_364_136_223_846_793_005)
            .wrapping_add(1_442_695_040_888_963_407);
        (self.0 >> 11) as f64 / (1u64 << 53) as f64
    }
}

fn point(rng: &mut Lcg) -> (f64, f64) {
    let mut pick = rng.unit();
    for (lat, lng, share) in CITIES {
        if pick < share {
            // Within about 15 km of the centre.
            return (
                lat + (rng.unit() - 0.5) * 0.27,
                lng + (rng.unit() - 0.5) * 0.35,
            );
        }
        pick -= share;
    }
    (36.5 + rng.unit() * 6.8, -8.8 + rng.unit() * 11.5)
}

/// Spain's `n` players as the functions index them (adults, public, their own rounded point), in the order a
/// rebuild reads them: geohash, then id.
fn players(n: usize) -> Vec<(String, IndexEntry)> {
    let mut rng = Lcg(0x5eed);
    let mut all: Vec<(String, IndexEntry)> = (0..n)
        .map(|i| {
            let uid = format!("bench-{i:06}");
            let (lat, lng) = point(&mut rng);
            let cv = json!({"visibility": "public", "firstName": "Ana", "lastName": uid,
                "countryOfResidence": COUNTRY, "dateOfBirth": "1998-03-01", "mainPosition": "CB"});
            let details = json!({"location": {"lat": lat, "lng": lng}});
            let entry = player_index_entry(
                &uid,
                &cv.to_string(),
                Some(&details.to_string()),
                TODAY,
                false,
                None,
            )
            .expect("an entry");
            (uid, entry)
        })
        .collect();
    all.sort_by(|(a, x), (b, y)| (&x.geohash, a).cmp(&(&y.geohash, b)));
    all
}

/// Every public cell of these players, by document id (what `rebuildMapCells` writes).
fn cells(players: &[(String, IndexEntry)]) -> BTreeMap<String, Value> {
    let mut out = BTreeMap::new();
    let mut open = Vec::new();
    let pages: Vec<&[(String, IndexEntry)]> = players.chunks(500).collect();
    for (k, page) in pages.iter().enumerate() {
        let step = rebuild_cells(CellSet::Public, open, page, k + 1 == pages.len());
        for doc in step.closed {
            let (_, id) = CellId::read_path(&doc.path).expect("a cell path");
            out.insert(id.id(), doc.data);
        }
        open = step.open;
    }
    out
}

/// The view of a `SCREEN` centred on (lat, lng) at `zoom` (Web Mercator, 256-pixel tiles).
fn view(lat: f64, lng: f64, zoom: f64) -> MapView {
    let world = 256.0 * 2f64.powf(zoom);
    let y = |lat: f64| {
        (1.0 - (lat.to_radians().tan() + 1.0 / lat.to_radians().cos()).ln() / PI) / 2.0 * world
    };
    let lat_of = |y: f64| (PI * (1.0 - 2.0 * y / world)).sinh().atan().to_degrees();
    let half_lng = SCREEN.0 / 2.0 / world * 360.0;
    MapView {
        bounds: MapBounds {
            south: lat_of(y(lat) + SCREEN.1 / 2.0),
            west: lng - half_lng,
            north: lat_of(y(lat) - SCREEN.1 / 2.0),
            east: lng + half_lng,
        },
        zoom,
    }
}

/// Billed reads of a query that returns `found` entries in pages of `MAP_PAGE_SIZE`: the one that comes back short
/// ends it, and an empty one costs a read.
fn query_reads(found: usize) -> usize {
    if found.is_multiple_of(MAP_PAGE_SIZE as usize) {
        found + 1
    } else {
        found
    }
}

/// Before the cells: the entries the view's range queries return (`None`: the map asks to zoom in).
fn reads_before(players: &[(String, IndexEntry)], view: &MapView) -> Option<usize> {
    match map_read_plan(COUNTRY, players.len() as u64, Some(view), false) {
        MapReadPlan::ZoomIn { .. } => None,
        MapReadPlan::Country {
            queries,
            read_budget,
        } => {
            let mut reads = 0;
            for query in &queries {
                let bound = |op: FilterOp| {
                    query
                        .filters
                        .iter()
                        .find(|w| w.field == "geohash" && w.op == op)
                        .and_then(|w| w.value.as_str().map(str::to_string))
                };
                let (from, to) = (bound(FilterOp::AtLeast), bound(FilterOp::Below));
                let found = players
                    .iter()
                    .filter(|(_, e)| {
                        let g = e.geohash.as_deref().unwrap_or("");
                        from.as_deref().is_none_or(|f| g >= f)
                            && to.as_deref().is_none_or(|t| g < t)
                    })
                    .count();
                reads += query_reads(found);
            }
            Some(reads.min(read_budget as usize + queries.len()))
        }
    }
}

/// After: the cells read for the view, with what `cache` already holds (`None`: the map asks to zoom in), and the
/// players it loads.
fn reads_after(
    cells: &BTreeMap<String, Value>,
    cache: &mut CellCache,
    players: u64,
    view: &MapView,
) -> Option<(usize, u64)> {
    let mut reads = 0;
    loop {
        match cell_plan(cache, CellSet::Public, COUNTRY, players, Some(view)) {
            CellPlan::ZoomIn { .. } => return None,
            CellPlan::Load { players, .. } => return Some((reads, players)),
            CellPlan::Read { ids, .. } => {
                reads += ids.len();
                let docs: Vec<IndexDoc> = ids
                    .into_iter()
                    .map(|id| IndexDoc {
                        data: cells.get(&id).cloned().unwrap_or(Value::Null),
                        id,
                    })
                    .collect();
                cache.add(CellSet::Public, &docs);
            }
        }
    }
}

fn main() {
    println!("Map reads per view (1280 × 900 on Madrid; Spain holds half the players; world view: 1 read before and after)");
    println!(
        "{:>8} {:>8} {:<22} {:>14} {:>14} {:>14}",
        "players", "Spain", "view", "reads before", "reads after", "players shown"
    );
    for total in [2_000usize, 20_000] {
        let players = players(total / 2);
        let cells = cells(&players);
        let n = players.len() as u64;
        let mut cache = CellCache::default();
        let (lat, lng) = MADRID;
        let pan = {
            let v = view(lat, lng, 11.0);
            (lat, lng + (v.bounds.east - v.bounds.west) / 2.0)
        };
        let views: [(&str, MapView, bool); 4] = [
            ("zoom 6 (all of Spain)", view(40.0, -3.7, 6.0), true),
            ("zoom 8 (the region)", view(lat, lng, 8.0), true),
            ("zoom 11 (the city)", view(lat, lng, 11.0), true),
            ("pan ½ screen, zoom 11", view(pan.0, pan.1, 11.0), false),
        ];
        for (name, v, fresh) in views {
            if fresh {
                cache = CellCache::default();
            }
            let show = |r: Option<usize>| r.map_or("0 (zoom in)".to_string(), |r| r.to_string());
            let after = reads_after(&cells, &mut cache, n, &v);
            println!(
                "{:>8} {:>8} {:<22} {:>14} {:>14} {:>14}",
                total,
                n,
                name,
                show(reads_before(&players, &v)),
                show(after.map(|(r, _)| r)),
                after.map_or("-".to_string(), |(_, p)| p.to_string()),
            );
        }
        println!(
            "{:>8} {:>8} {:<22} {:>14}",
            "",
            "",
            "(cells written)",
            cells.len()
        );
    }
}
