//! The cells' properties: any history of players' changes, its deltas merged and folded in any order and page
//! size, leaves exactly the cells a rebuild makes from the final entries; every cell of an entry holds its point.

use std::collections::BTreeMap;

use proptest::prelude::*;
use serde_json::{json, Value};

use super::contribute::{cell_documents, cell_increments};
use super::document::read_cell;
use super::fold::{fold_cells, merge_cell_deltas};
use super::ids::{cells_of, CellId, CellSet, SHARD_LEVEL};
use super::rebuild::rebuild_cells;
use crate::aggregates::Delta;
use crate::player_index::{player_index_entry, IndexEntry};
use skora_foundations::geohash;

/// An entry as the functions make one from a CV and its private details: any mix of the fields the map reads,
/// points in a few places (some shared, so players meet in a cell), minors among them.
pub(crate) fn any_map_entry(uid: &'static str) -> impl Strategy<Value = Option<IndexEntry>> {
    let text = |options: Vec<&'static str>| prop::option::of(prop::sample::select(options));
    (
        (
            prop::sample::select(vec!["public", "members"]),
            prop::sample::select(vec!["Ana", "Lucía", "Ødegaard", "Żółć"]),
            text(vec!["PT", "ES", "BR", "XX"]),
            text(vec!["GK", "CM", "ST", "LW"]),
            text(vec!["PT", "BR", "ES"]),
            text(vec!["Benfica", "Santos", "Sporting CP B"]),
        ),
        (
            text(vec!["Lisboa", "Porto"]),
            text(vec!["free-agent", "on-loan"]),
            prop::option::of(1998u16..2016),
            prop::option::of(prop::sample::select(vec![
                (38.72, -9.14),
                (41.15, -8.61),
                (-23.55, -46.63),
                (40.42, -3.70),
            ])),
            any::<bool>(),
        ),
    )
        .prop_map(
            move |(
                (visibility, name, country, main, nationality, club),
                (city, availability, year, point, gk),
            )| {
                let cv = json!({"visibility": visibility, "firstName": name, "lastName": "Silva",
                "countryOfResidence": country, "mainPosition": main, "nationality": nationality,
                "currentClub": club, "city": city, "availability": availability,
                "playerType": if gk { "goalkeeper" } else { "outfield" },
                "dateOfBirth": year.map(|y| format!("{y}-05-01"))});
                let details = point
                    .map(|(lat, lng)| json!({"location": {"lat": lat, "lng": lng}}).to_string());
                player_index_entry(
                    uid,
                    &cv.to_string(),
                    details.as_deref(),
                    "2025-06-01",
                    false,
                    None,
                )
            },
        )
}

const UIDS: [&str; 4] = ["u1", "u2", "u3", "u4"];

fn any_history() -> impl Strategy<Value = Vec<(usize, Option<IndexEntry>)>> {
    let change = (0usize..4).prop_flat_map(|who| (Just(who), any_map_entry(UIDS[who])));
    prop::collection::vec(change, 0..16)
}

proptest! {
    #[test]
    fn any_history_folded_in_any_order_adds_up_to_a_rebuild(
        history in any_history(),
        order in any::<u64>(),
        merge_page in 1usize..6,
        fold_page in 1usize..4,
    ) {
        let mut current: [Option<IndexEntry>; 4] = Default::default();
        let mut deltas: Vec<Value> = Vec::new();
        for (who, next) in history {
            let changes = cell_increments(UIDS[who], current[who].as_ref(), next.as_ref());
            if !changes.is_empty() {
                deltas.push(serde_json::to_value(Delta { changes }).unwrap_or_default());
            }
            current[who] = next;
        }
        // The fold takes the deltas in whatever order their ids give, in pages.
        let n = deltas.len().max(1);
        deltas.rotate_left((order as usize) % n);
        if order % 2 == 1 {
            deltas.reverse();
        }
        let mut chunks: Vec<Value> = Vec::new();
        for page in deltas.chunks(merge_page) {
            let merge = merge_cell_deltas(page);
            prop_assert_eq!(merge.skipped, 0);
            chunks.extend(merge.chunks.iter().map(|c| serde_json::to_value(c).unwrap_or_default()));
        }
        let mut cells: BTreeMap<String, Value> = BTreeMap::new();
        for page in chunks.chunks(fold_page) {
            let fold = fold_cells(page, &cells);
            for d in fold.documents {
                cells.insert(d.path, d.data);
            }
            for path in fold.deleted {
                prop_assert!(cells.remove(&path).is_some(), "deleted a cell never written: {}", path);
            }
        }
        let entries: Vec<(&str, &IndexEntry)> = UIDS.iter().zip(&current).filter_map(|(uid, e)| Some((*uid, e.as_ref()?))).collect();
        let rebuilt: BTreeMap<String, Value> = cell_documents(entries).into_iter().map(|d| (d.path, d.data)).collect();
        prop_assert_eq!(cells.keys().collect::<Vec<_>>(), rebuilt.keys().collect::<Vec<_>>());
        for (path, data) in &rebuilt {
            prop_assert_eq!(read_cell(&cells[path]), read_cell(data), "{}", path);
            prop_assert_eq!(&cells[path], data, "{}", path);
        }
    }

    #[test]
    fn every_cell_of_an_entry_holds_its_point_and_names_the_next(entry in any_map_entry("u1")) {
        let Some(entry) = entry else { return Ok(()) };
        let chain = cells_of("u1", &entry);
        let has_country = entry.country_of_residence.as_deref().and_then(CellId::country).is_some();
        prop_assert_eq!(chain.is_empty(), !has_country);
        if let Some(first) = chain.first() {
            prop_assert_eq!(first.level(), 0);
            prop_assert_eq!(chain.len(), if entry.geohash.is_some() { SHARD_LEVEL + 1 } else { 1 });
        }
        for pair in chain.windows(2) {
            let key = pair[1].key().unwrap_or_default();
            prop_assert_eq!(pair[0].child(&key), Some(pair[1].clone()));
            prop_assert_eq!(pair[1].level(), pair[0].level() + 1);
        }
        if let (Some(point), Some(cell)) = (entry.location, chain.get(geohash_levels(&chain))) {
            let (sw, ne) = cell.bounds().unwrap_or_else(|| panic!("a geohash cell has bounds"));
            prop_assert!((sw.lat..=ne.lat).contains(&point.lat) && (sw.lng..=ne.lng).contains(&point.lng));
            prop_assert_eq!(geohash::encode(point, 5), entry.geohash.clone());
        }
    }
}

/// The index of the finest geohash cell in a chain (the shard shares its bounds).
fn geohash_levels(chain: &[CellId]) -> usize {
    chain.len().saturating_sub(2).max(1)
}

/// Players of a few countries in a few places, some sharing a point, as a rebuild's query returns them: by country,
/// then geohash (none first), then uid.
fn any_country() -> impl Strategy<Value = Vec<(String, IndexEntry)>> {
    prop::collection::vec(any_map_entry("u"), 0..40).prop_map(|entries| {
        let mut players: Vec<(String, IndexEntry)> = entries
            .into_iter()
            .enumerate()
            .filter_map(|(i, e)| Some((format!("uid{i:02}"), e?)))
            .collect();
        players.sort_by(|(a, x), (b, y)| {
            (&x.country_of_residence, &x.geohash, a).cmp(&(&y.country_of_residence, &y.geohash, b))
        });
        players
    })
}

proptest! {
    #[test]
    fn a_rebuild_in_pages_writes_each_cell_once_as_a_rebuild_in_one_go(
        players in any_country(), page_size in 1usize..9, set in prop::sample::select(CellSet::ALL.to_vec()),
    ) {
        let mut open = Vec::new();
        let mut written: BTreeMap<String, Value> = BTreeMap::new();
        let pages: Vec<&[(String, IndexEntry)]> = players.chunks(page_size).collect();
        let mut counted = 0;
        for (i, page) in pages.iter().enumerate() {
            let step = rebuild_cells(set, open, page, i + 1 == pages.len());
            // The open cells: the country, a cell per geohash level and one level-5 cell's shards.
            prop_assert!(step.open.len() <= 1 + 5 + 16);
            for d in step.closed {
                prop_assert!(written.insert(d.path.clone(), d.data).is_none(), "{} written twice", d.path);
            }
            open = step.open;
            counted += step.entries;
        }
        if pages.is_empty() {
            prop_assert!(rebuild_cells(set, Vec::new(), &[], true).closed.is_empty());
        }
        let expected: BTreeMap<String, Value> = cell_documents(players.iter().map(|(uid, e)| (uid.as_str(), e)))
            .into_iter()
            .filter(|d| CellId::read_path(&d.path).is_some_and(|(s, _)| s == set))
            .map(|d| (d.path, d.data))
            .collect();
        prop_assert_eq!(written, expected);
        let held = |(uid, e): &&(String, IndexEntry)| CellSet::of(e.visibility).contains(&set) && !cells_of(uid, e).is_empty();
        prop_assert_eq!(counted, players.iter().filter(held).count());
    }
}
