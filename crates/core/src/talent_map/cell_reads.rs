//! What a country's view reads from the map's cells (`map_cells`), so that the reads of a view stay bounded at any
//! zoom, for any country size, and a pan reads only the cells it has not read:
//!
//! - a country above `MAP_COUNTRY_MAX` players waits for `MAP_RANGES_MIN_ZOOM`, as before cells;
//! - the view descends from the country's cell: a cell that holds its rows is read whole (its players load), a full
//!   one leads to its children, those in view (every child for a country of up to `MAP_COUNTRY_MAX` players, which
//!   loads whole whatever the view, as before cells). Breadth first, so the coarse cells come first;
//! - the view touches at most `MAX_CELL_READS` cells, read or not: a full cell whose children would pass that is
//!   not opened, and the view says it holds more players than one view shows (the page asks for a closer zoom);
//! - every cell read is kept (`CellCache`), so the next view reads only the cells it has not read.
//!
//! The plan is a step at a time: the cells to read now, or, once every cell the view needs is known, the cells
//! whose rows to load.

use std::collections::{BTreeMap, VecDeque};

use serde::Serialize;

use super::bounds::{Longitudes, MapBounds};
use super::reads::{MapView, MAP_COUNTRY_MAX, MAP_RANGES_MIN_ZOOM};
use crate::directory::IndexDoc;
use crate::map_cells::{read_cell, CellId, CellSet, MapCell};

/// The most cells one view touches: its reads with nothing cached.
pub const MAX_CELL_READS: usize = 64;

/// The cells read this session, per set.
#[derive(Debug, Clone, Default)]
pub struct CellCache {
    cells: BTreeMap<(CellSet, CellId), MapCell>,
}

impl CellCache {
    /// Keeps cells read from `set`: each document as `{id, data}` (`data` null for a cell that does not exist, which is
    /// an empty cell). Ids that name no cell are ignored.
    pub fn add(&mut self, set: CellSet, docs: &[IndexDoc]) {
        for doc in docs {
            if let Some(id) = CellId::parse(&doc.id) {
                self.cells.insert((set, id), read_cell(&doc.data));
            }
        }
    }

    pub fn get(&self, set: CellSet, id: &CellId) -> Option<&MapCell> {
        self.cells.get(&(set, id.clone()))
    }

    /// How many cells are kept.
    pub fn len(&self) -> usize {
        self.cells.len()
    }

    pub fn is_empty(&self) -> bool {
        self.cells.is_empty()
    }
}

/// The next step of a view's read.
#[derive(Debug, Clone, PartialEq, Serialize)]
#[serde(tag = "kind", rename_all = "camelCase")]
#[cfg_attr(feature = "tsify", derive(tsify::Tsify))]
pub enum CellPlan {
    /// Read these cells (document ids in `collection`, the set's cells), then plan again with them. `leaves`: the
    /// cells read so far that hold their rows, which may load at once (the first markers do not wait for the rest).
    Read {
        collection: String,
        ids: Vec<String>,
        #[cfg_attr(feature = "tsify", tsify(type = "string[]"))]
        #[serde(serialize_with = "cell_ids")]
        leaves: Vec<CellId>,
    },
    /// Every cell the view needs is read: load the rows of `leaves`, which hold `players`. `touched`: the cells of
    /// the view (its reads with nothing cached); `truncated`: a full cell in view was left unopened, so the view
    /// holds more players than one view shows.
    Load {
        set: CellSet,
        players: u64,
        #[cfg_attr(feature = "tsify", tsify(type = "string[]"))]
        #[serde(serialize_with = "cell_ids")]
        leaves: Vec<CellId>,
        touched: usize,
        truncated: bool,
    },
    /// Too many players to read at this zoom: read nothing until the map is at `minZoom` or closer.
    ZoomIn {
        #[serde(rename = "minZoom")]
        min_zoom: u8,
        players: u64,
    },
}

fn cell_ids<S: serde::Serializer>(cells: &[CellId], s: S) -> Result<S::Ok, S::Error> {
    s.collect_seq(cells.iter().map(CellId::id))
}

/// Whether a cell's box (south-west, north-east corners) meets the view.
fn meets(view: &MapBounds, cell: &CellId) -> bool {
    let Some((sw, ne)) = cell.bounds() else {
        return true;
    };
    let Some((south, north, longitudes)) = view.extent() else {
        return false;
    };
    let latitudes = sw.lat <= north && ne.lat >= south;
    latitudes
        && match longitudes {
            Longitudes::All => true,
            Longitudes::Span { west, east } if west <= east => sw.lng <= east && ne.lng >= west,
            Longitudes::Span { west, east } => ne.lng >= west || sw.lng <= east,
        }
}

/// The next step of reading `country` (a code, any case), which has `country_players` players (from
/// `aggregates/countries`, which the world view has read), in `view` (`None` before the map has one), from `set`,
/// with the cells `cache` holds.
pub fn cell_plan(
    cache: &CellCache,
    set: CellSet,
    country: &str,
    country_players: u64,
    view: Option<&MapView>,
) -> CellPlan {
    let country = country.trim().to_ascii_uppercase();
    let Some(root) = CellId::country(&country) else {
        return CellPlan::Load {
            set,
            players: 0,
            leaves: Vec::new(),
            touched: 0,
            truncated: false,
        };
    };
    let whole = country_players <= MAP_COUNTRY_MAX;
    let zoomed_in = view.filter(|v| v.zoom.is_finite() && v.zoom >= f64::from(MAP_RANGES_MIN_ZOOM));
    if !whole && zoomed_in.is_none() {
        return CellPlan::ZoomIn {
            min_zoom: MAP_RANGES_MIN_ZOOM,
            players: country_players,
        };
    }
    let bounds = if whole {
        None
    } else {
        zoomed_in.map(|v| v.bounds)
    };
    let (mut queue, mut touched) = (VecDeque::from([root]), 1);
    let (mut missing, mut leaves, mut truncated) = (Vec::new(), Vec::new(), false);
    while let Some(cell) = queue.pop_front() {
        match cache.get(set, &cell) {
            None => missing.push(cell.id()),
            Some(c) if c.rows.is_some() => leaves.push(cell),
            Some(c) => {
                let children: Vec<CellId> = c
                    .children
                    .keys()
                    .filter_map(|key| cell.child(key))
                    .filter(|child| bounds.is_none_or(|b| meets(&b, child)))
                    .collect();
                if touched + children.len() > MAX_CELL_READS {
                    truncated = true;
                } else {
                    touched += children.len();
                    queue.extend(children);
                }
            }
        }
    }
    if missing.is_empty() {
        let players = leaves
            .iter()
            .filter_map(|l| cache.get(set, l))
            .map(|c| u64::try_from(c.players).unwrap_or(0))
            .sum();
        CellPlan::Load {
            set,
            players,
            leaves,
            touched,
            truncated,
        }
    } else {
        CellPlan::Read {
            collection: set.collection(),
            ids: missing,
            leaves,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::map_cells::fixtures::adult_at;
    use crate::map_cells::{cell_documents, CELL_ROWS_MAX};
    use crate::player_index::IndexEntry;
    use serde_json::{json, Value};

    fn player(i: usize, lat: f64, lng: f64) -> (String, IndexEntry) {
        adult_at(&format!("p{i:05}"), "ES", lat, lng)
    }

    /// The stored cells of `players` (public set), as the functions keep them: id → data.
    fn stored(players: &[(String, IndexEntry)]) -> BTreeMap<String, Value> {
        cell_documents(players.iter().map(|(u, e)| (u.as_str(), e)))
            .into_iter()
            .filter_map(|d| {
                let (set, id) = CellId::read_path(&d.path)?;
                (set == CellSet::Public).then(|| (id.id(), d.data))
            })
            .collect()
    }

    /// Plans and reads until the view is loaded: the cells read, and the last step.
    fn read_all(
        cache: &mut CellCache,
        cells: &BTreeMap<String, Value>,
        players: u64,
        view: Option<&MapView>,
    ) -> (usize, CellPlan) {
        let mut reads = 0;
        loop {
            match cell_plan(cache, CellSet::Public, "es", players, view) {
                CellPlan::Read { ids, .. } => {
                    reads += ids.len();
                    let docs: Vec<IndexDoc> = ids
                        .iter()
                        .map(|id| IndexDoc {
                            id: id.clone(),
                            data: cells.get(id).cloned().unwrap_or(Value::Null),
                        })
                        .collect();
                    cache.add(CellSet::Public, &docs);
                }
                done => return (reads, done),
            }
        }
    }

    fn view(south: f64, west: f64, north: f64, east: f64, zoom: f64) -> MapView {
        MapView {
            bounds: MapBounds {
                south,
                west,
                north,
                east,
            },
            zoom,
        }
    }

    #[test]
    fn a_small_country_is_its_cell_read_once() {
        let players: Vec<_> = (0..30)
            .map(|i| player(i, 40.4 + i as f64 * 0.01, -3.7))
            .collect();
        let cells = stored(&players);
        let mut cache = CellCache::default();
        let (reads, done) = read_all(&mut cache, &cells, 30, None);
        assert_eq!(reads, 1);
        assert_eq!(
            done,
            CellPlan::Load {
                set: CellSet::Public,
                players: 30,
                leaves: vec![CellId::country("ES").unwrap_or_else(|| panic!("ES"))],
                touched: 1,
                truncated: false
            }
        );
        // Again (a pan): nothing more to read.
        assert_eq!(read_all(&mut cache, &cells, 30, None).0, 0);
    }

    #[test]
    fn a_full_country_reads_the_cells_that_hold_rows_whole_for_a_small_country_and_in_view_for_a_big_one(
    ) {
        // Madrid and Barcelona, more players than a cell holds rows for.
        let n = CELL_ROWS_MAX as usize + 200;
        let players: Vec<_> = (0..n)
            .map(|i| {
                if i % 2 == 0 {
                    player(i, 40.42, -3.70)
                } else {
                    player(i, 41.39, 2.17)
                }
            })
            .collect();
        let cells = stored(&players);
        assert_eq!(
            cells.get("ES").and_then(|c| c.get("full")),
            Some(&json!(true))
        );
        let mut cache = CellCache::default();
        let (reads, done) = read_all(&mut cache, &cells, n as u64, None);
        let CellPlan::Load {
            leaves,
            touched,
            truncated,
            ..
        } = done
        else {
            panic!("loaded");
        };
        assert!(!truncated);
        assert_eq!(reads, touched);
        assert!(touched <= MAX_CELL_READS);
        let rows: usize = leaves
            .iter()
            .map(|l| {
                cache
                    .get(CellSet::Public, l)
                    .and_then(|c| c.rows.as_ref())
                    .map_or(0, |r| r.len())
            })
            .sum();
        assert_eq!(rows, n, "every player loads, whatever the view");

        // The same country counted as a big one: nothing below zoom 8, then Madrid's cells only.
        let big = MAP_COUNTRY_MAX + 1;
        let spain = view(36.0, -9.5, 43.8, 3.3, 6.0);
        assert_eq!(
            cell_plan(
                &CellCache::default(),
                CellSet::Public,
                "ES",
                big,
                Some(&spain)
            ),
            CellPlan::ZoomIn {
                min_zoom: MAP_RANGES_MIN_ZOOM,
                players: big
            }
        );
        let madrid = view(40.2, -4.2, 40.6, -3.2, 10.0);
        let mut fresh = CellCache::default();
        let (reads, done) = read_all(&mut fresh, &cells, big, Some(&madrid));
        let CellPlan::Load { leaves, .. } = done else {
            panic!("loaded");
        };
        let loaded: Vec<String> = leaves
            .iter()
            .flat_map(|l| {
                fresh
                    .get(CellSet::Public, l)
                    .and_then(|c| c.rows.clone())
                    .unwrap_or_default()
                    .into_keys()
            })
            .collect();
        assert_eq!(
            loaded.len(),
            n.div_ceil(2),
            "Madrid's players, not Barcelona's"
        );
        assert!(reads <= MAX_CELL_READS);
        // A pan to Barcelona reads only Barcelona's cells.
        let barcelona = view(41.2, 1.8, 41.6, 2.6, 10.0);
        let (more, _) = read_all(&mut fresh, &cells, big, Some(&barcelona));
        assert!(more > 0 && more < reads + 2, "{more} {reads}");
        assert_eq!(read_all(&mut fresh, &cells, big, Some(&madrid)).0, 0);
    }

    #[test]
    fn an_unknown_country_reads_nothing_and_a_missing_cell_is_empty() {
        assert!(matches!(
            cell_plan(&CellCache::default(), CellSet::All, "ZZ", 3, None),
            CellPlan::Load { touched: 0, .. }
        ));
        let mut cache = CellCache::default();
        let (reads, done) = read_all(&mut cache, &BTreeMap::new(), 0, None);
        assert_eq!(reads, 1);
        assert!(matches!(done, CellPlan::Load { ref leaves, .. } if leaves.len() == 1));
    }

    #[test]
    fn a_view_touches_at_most_the_budget() {
        // A full cell whose children in view pass the budget is left unopened, and says so.
        let mut cache = CellCache::default();
        let children: serde_json::Map<String, Value> = "0123456789bcdefghjkmnpqrstuvwxyz"
            .chars()
            .map(|c| (c.to_string(), json!(100)))
            .collect();
        cache.add(
            CellSet::Public,
            &[IndexDoc {
                id: "ES".into(),
                data: json!({"n": 9000, "full": true, "c": {"e": 9000}}),
            }],
        );
        cache.add(
            CellSet::Public,
            &[IndexDoc {
                id: "ES-e".into(),
                data: json!({"n": 9000, "full": true, "c": {"z": 9000}}),
            }],
        );
        cache.add(
            CellSet::Public,
            &[IndexDoc {
                id: "ES-ez".into(),
                data: json!({"n": 9000, "full": true, "c": children.clone()}),
            }],
        );
        for c in "0123456789bcdefghjkmnpqrstuvwxyz".chars() {
            cache.add(
                CellSet::Public,
                &[IndexDoc {
                    id: format!("ES-ez{c}"),
                    data: json!({"n": 100, "full": true, "c": children.clone()}),
                }],
            );
        }
        let wide = view(-90.0, -180.0, 90.0, 180.0, 8.0);
        let CellPlan::Load {
            touched, truncated, ..
        } = cell_plan(&cache, CellSet::Public, "ES", 9000, Some(&wide))
        else {
            panic!("loaded");
        };
        assert!(truncated);
        assert!(touched <= MAX_CELL_READS, "{touched}");
    }
}

#[cfg(test)]
mod props {
    use super::*;
    use crate::map_cells::cell_documents;
    use crate::player_index::{player_index_entry, IndexEntry};
    use proptest::prelude::*;
    use serde_json::{json, Value};
    use skora_foundations::geo::LatLng;
    use skora_foundations::geohash;

    /// `count` players of Spain around a few points (cities sharing points, so cells fill past their rows),
    /// made from one entry with its point and uid changed.
    fn players(count: usize, spots: &[(f64, f64)]) -> Vec<(String, IndexEntry)> {
        let cv = json!({"visibility": "public", "firstName": "Ana", "lastName": "Silva", "countryOfResidence": "ES",
            "dateOfBirth": "1995-01-01"});
        let base = player_index_entry("p", &cv.to_string(), None, "2025-06-01", false, None)
            .unwrap_or_else(|| panic!("an entry"));
        (0..count)
            .map(|i| {
                let (lat, lng) = spots[i % spots.len()];
                let point = LatLng {
                    lat: lat + (i % 7) as f64 * 0.03,
                    lng: lng + (i % 5) as f64 * 0.03,
                };
                let mut e = base.clone();
                e.location = Some(point);
                e.geohash = geohash::encode(point, 5);
                (format!("p{i:05}"), e)
            })
            .collect()
    }

    proptest! {
        #![proptest_config(ProptestConfig::with_cases(12))]

        /// Whatever the country's size and the view: a cold view reads at most `MAX_CELL_READS` cells, a pan reads
        /// no cell twice, and every player in view (or, in a country read whole, every player) loads unless the view
        /// says it holds more than one view shows.
        #[test]
        fn a_view_reads_at_most_the_budget_and_loads_every_player_it_shows(
            count in prop_oneof![1usize..300, 2_100usize..3_000],
            spots in prop::collection::vec((36.0..43.5f64, -9.0..3.0f64), 1..6),
            big in any::<bool>(),
            views in prop::collection::vec((36.0..43.0f64, -9.0..3.0f64, 0.05..8.0f64, 6.0..14.0f64), 1..4),
        ) {
            let all = players(count, &spots);
            let cells: BTreeMap<String, Value> = cell_documents(all.iter().map(|(u, e)| (u.as_str(), e)))
                .into_iter()
                .filter_map(|d| {
                    let (set, id) = CellId::read_path(&d.path)?;
                    (set == CellSet::Public).then(|| (id.id(), d.data))
                })
                .collect();
            let players = if big { MAP_COUNTRY_MAX + 1 } else { count as u64 };
            let mut cache = CellCache::default();
            let mut read_before = std::collections::BTreeSet::new();
            for (south, west, size, zoom) in views {
                let v = MapView { bounds: MapBounds { south, west, north: south + size / 2.0, east: west + size }, zoom };
                let mut reads = 0;
                let done = loop {
                    match cell_plan(&cache, CellSet::Public, "ES", players, Some(&v)) {
                        CellPlan::Read { ids, .. } => {
                            reads += ids.len();
                            for id in &ids {
                                prop_assert!(read_before.insert(id.clone()), "{} read twice", id);
                            }
                            let docs: Vec<IndexDoc> = ids.iter().map(|id| IndexDoc { id: id.clone(), data: cells.get(id).cloned().unwrap_or(Value::Null) }).collect();
                            cache.add(CellSet::Public, &docs);
                        }
                        done => break done,
                    }
                };
                prop_assert!(reads <= MAX_CELL_READS, "{} reads", reads);
                match done {
                    CellPlan::ZoomIn { .. } => prop_assert!(big && zoom < f64::from(MAP_RANGES_MIN_ZOOM)),
                    CellPlan::Load { leaves, touched, truncated, .. } => {
                        prop_assert!(touched <= MAX_CELL_READS);
                        let loaded: std::collections::BTreeSet<String> = leaves
                            .iter()
                            .flat_map(|l| cache.get(CellSet::Public, l).and_then(|c| c.rows.clone()).unwrap_or_default().into_keys())
                            .collect();
                        if !truncated {
                            for (uid, e) in &all {
                                let shown = !big || e.location.is_some_and(|p| v.bounds.contains(p.lat, p.lng));
                                prop_assert!(!shown || loaded.contains(uid), "{} is in view but not loaded", uid);
                            }
                        }
                    }
                    CellPlan::Read { .. } => unreachable!(),
                }
            }
        }
    }
}
