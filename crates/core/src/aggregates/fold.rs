//! Folding what players' index writes changed into the aggregate documents, off the players' write path.
//!
//! An index write does not touch `aggregates/…`: at 10 million players the centre-backs' document would take
//! about 23 increments a second on a Sunday evening, far past Firestore's sustained rate of about one write per
//! second per document, and the player's own entry would wait behind it in the same transaction. The write stores
//! its increments instead as one new delta document (`aggregateDeltas/{autoId}`, never shared with another write).
//! A scheduled fold then works in two stages, each a transaction per page that deletes what it read, so a delta
//! counts exactly once (a fold that lost a race to another finds it gone):
//!
//! 1. a page of deltas is merged into one (`merge_deltas`: their increments summed per document), stored as a new
//!    document again;
//! 2. the merged deltas are added into the aggregate documents they name (`fold`), with the totals recomputed when
//!    the countries changed.
//!
//! So an aggregate document is written once per run of the fold, whatever the number of players writing: a page of
//! merged deltas stands for up to `FOLD_PAGE` × `FOLD_PAGE` players' writes.

use std::collections::{BTreeMap, BTreeSet};

use serde::{Deserialize, Serialize};
use serde_json::{Map, Value};

use super::tally::{
    aggregate_documents, position_path, AggregateDocument, DocumentIncrements, COUNTRIES_PATH,
    TOTALS_PATH,
};
use super::totals::{totals, Totals};
use crate::aggregates::seasons::{is_season_path, season_documents, CountedSeasons};
use crate::player_index::IndexEntry;
use skora_domain::positions::Position;
use skora_foundations::firestore_paths::{AGGREGATE_DELTAS, AGGREGATE_MERGES, REBUILD_SUMS};

/// Deltas folded per transaction: with the at most 16 aggregate documents and the totals, about 220 writes, inside
/// Firestore's 500 per transaction, and a page of small documents read in one round trip.
pub const FOLD_PAGE: usize = 200;

/// A delta document: the increments of one index write, as `increments` computed them.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
#[cfg_attr(feature = "tsify", derive(tsify::Tsify))]
pub struct Delta {
    pub changes: Vec<DocumentIncrements>,
}

/// The fields of the aggregate documents and of the fold's own documents, by collection group: nothing queries
/// them (views read the documents by path, the fold lists its collections by id), so `firestore.indexes.json`
/// exempts them from single-field indexing. Without that, each histogram bucket would be an index entry, and a
/// position document would pass Firestore's 20,000 index entries per document as the seasons add up.
pub const UNQUERIED_AGGREGATE_FIELDS: [(&str, &str); 12] = [
    ("aggregates", "players"),
    ("aggregates", "countries"),
    ("byPosition", "players"),
    ("byPosition", "figures"),
    ("seasons", "players"),
    ("seasons", "per90"),
    ("seasons", "bands"),
    ("seasons", "rated"),
    (AGGREGATE_DELTAS, "changes"),
    (AGGREGATE_DELTAS, "at"),
    (AGGREGATE_MERGES, "changes"),
    (REBUILD_SUMS, "data"),
];

/// Whether a delta may add to `path`: the countries, the position documents and their season documents. The
/// totals are derived, never added to, and a path nothing counts in (a delta written past the functions) is refused.
pub fn is_counted_path(path: &str) -> bool {
    path == COUNTRIES_PATH
        || Position::ALL.iter().any(|p| position_path(*p) == path)
        || is_season_path(path)
}

/// The changes of the delta documents that read as deltas, and how many did not (or named a path nothing counts in).
fn read_deltas(deltas: &[Value]) -> (Vec<DocumentIncrements>, usize) {
    read_deltas_of(deltas, is_counted_path)
}

/// The changes of the delta documents that read as deltas whose every path is `counted`, and how many did not: a
/// delta written past the functions is dropped whole, never half applied.
pub(crate) fn read_deltas_of(
    deltas: &[Value],
    counted: impl Fn(&str) -> bool,
) -> (Vec<DocumentIncrements>, usize) {
    let mut changes = Vec::new();
    let mut skipped = 0;
    for value in deltas {
        match Delta::deserialize(value) {
            Ok(delta) if delta.changes.iter().all(|c| counted(&c.path)) => {
                changes.extend(delta.changes)
            }
            _ => skipped += 1,
        }
    }
    (changes, skipped)
}

/// The aggregate documents a fold of `deltas` (delta documents as JSON) reads and may write: those the deltas add to,
/// and the totals when the countries are among them.
pub fn fold_reads(deltas: &[Value]) -> Vec<String> {
    let (changes, _) = read_deltas(deltas);
    let mut paths: BTreeSet<String> = changes.into_iter().map(|c| c.path).collect();
    if paths.contains(COUNTRIES_PATH) {
        paths.insert(TOTALS_PATH.to_string());
    }
    paths.into_iter().collect()
}

/// Each document's increments summed over the changes.
pub(crate) fn sum_by_path(changes: Vec<DocumentIncrements>) -> BTreeMap<String, Value> {
    let mut sums: BTreeMap<String, Value> = BTreeMap::new();
    for change in changes {
        add_into(
            sums.entry(change.path)
                .or_insert_with(|| Value::Object(Map::new())),
            &change.increments,
        );
    }
    sums
}

/// A page of deltas merged into one.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
#[cfg_attr(feature = "tsify", derive(tsify::Tsify))]
pub struct Merge {
    /// The page's increments summed per document (`None`: they cancel out, nothing to store).
    pub delta: Option<Delta>,
    /// Deltas merged.
    pub applied: usize,
    /// Deltas that did not read as one: deleted with the others, never retried forever.
    pub skipped: usize,
}

/// The deltas (delta documents as JSON) merged into one: what adding the merged delta does is what adding each of
/// them does.
pub fn merge_deltas(deltas: &[Value]) -> Merge {
    let (changes, skipped) = read_deltas(deltas);
    let changes: Vec<DocumentIncrements> = sum_by_path(changes)
        .into_iter()
        .filter_map(|(path, mut increments)| {
            prune(&mut increments);
            (!is_nothing(&increments)).then_some(DocumentIncrements { path, increments })
        })
        .collect();
    Merge {
        delta: (!changes.is_empty()).then_some(Delta { changes }),
        applied: deltas.len() - skipped,
        skipped,
    }
}

/// What a fold writes.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
#[cfg_attr(feature = "tsify", derive(tsify::Tsify))]
pub struct Fold {
    /// Every aggregate document the deltas changed, whole (and the totals when they changed).
    pub documents: Vec<AggregateDocument>,
    /// Deltas added in.
    pub applied: usize,
    /// Deltas that did not read as one: deleted with the others, never retried forever.
    pub skipped: usize,
}

/// The aggregate documents once `deltas` are added into `stored` (path → the stored document; a path missing from
/// it has no document yet). Zero counts and the maps left empty are dropped, as a rebuild never writes them.
pub fn fold(deltas: &[Value], stored: &BTreeMap<String, Value>) -> Fold {
    let (changes, skipped) = read_deltas(deltas);
    let applied = deltas.len() - skipped;
    let mut documents: Vec<AggregateDocument> = sum_by_path(changes)
        .into_iter()
        .map(|(path, sum)| {
            let mut data = added(stored, &path, &sum);
            prune_document(&mut data, &path);
            AggregateDocument { path, data }
        })
        .collect();
    let countries = documents
        .iter()
        .find(|d| d.path == COUNTRIES_PATH)
        .map(|d| totals(&d.data));
    if let Some(fresh) = countries {
        let stored_totals = stored
            .get(TOTALS_PATH)
            .and_then(|t| Totals::deserialize(t).ok());
        if stored_totals != Some(fresh) {
            documents.push(AggregateDocument {
                path: TOTALS_PATH.to_string(),
                data: serde_json::to_value(fresh).unwrap_or_default(),
            });
        }
    }
    Fold {
        documents,
        applied,
        skipped,
    }
}

/// Every aggregate document counting `entries` and the players' season `records` on top of `sums` (path → a document
/// as an earlier page of the same rebuild left it; empty for the first): a rebuild that reads the entries and the
/// records a page at a time holds the sums, whose size is bounded by the histograms' buckets and the seasons, never
/// every player. Every document of `sums` comes back (a page that counts nothing in one keeps its sum). The totals
/// come with the countries.
pub fn aggregate_documents_onto<'a>(
    sums: &BTreeMap<String, Value>,
    entries: impl IntoIterator<Item = &'a IndexEntry>,
    records: impl IntoIterator<Item = &'a CountedSeasons>,
) -> Vec<AggregateDocument> {
    let mut changes: Vec<DocumentIncrements> = aggregate_documents(entries)
        .into_iter()
        .chain(season_documents(records))
        .filter(|d| d.path != TOTALS_PATH)
        .map(|d| DocumentIncrements {
            path: d.path,
            increments: d.data,
        })
        .collect();
    changes.extend(
        sums.keys()
            .filter(|path| path.as_str() != TOTALS_PATH && is_counted_path(path))
            .map(|path| DocumentIncrements {
                path: path.clone(),
                increments: Value::Object(Map::new()),
            }),
    );
    let page = serde_json::to_value(Delta { changes }).unwrap_or_default();
    let mut sums = sums.clone();
    // The totals are derived: whatever a sum holds under their path is recomputed, never added to.
    sums.remove(TOTALS_PATH);
    fold(&[page], &sums).documents
}

/// The document at `path` in `stored` (empty when there is none) with `sum` added in.
pub(crate) fn added(stored: &BTreeMap<String, Value>, path: &str, sum: &Value) -> Value {
    let mut data = stored
        .get(path)
        .filter(|d| d.is_object())
        .cloned()
        .unwrap_or_else(|| Value::Object(Map::new()));
    add_into(&mut data, sum);
    data
}

/// A stored count as a whole number: what Firestore's `increment` would add to (a float by its whole part, anything
/// else as zero).
fn count(value: &Value) -> i64 {
    value
        .as_i64()
        .or_else(|| value.as_f64().filter(|f| f.is_finite()).map(|f| f as i64))
        .unwrap_or(0)
}

/// Adds `increments` (numbers in nested maps) into `target`, as a merge with `increment` would.
pub(crate) fn add_into(target: &mut Value, increments: &Value) {
    match increments {
        Value::Object(fields) => {
            if !target.is_object() {
                *target = Value::Object(Map::new());
            }
            if let Value::Object(map) = target {
                for (key, inc) in fields {
                    add_into(map.entry(key.clone()).or_insert(Value::Null), inc);
                }
            }
        }
        inc => *target = Value::from(count(target).saturating_add(count(inc))),
    }
}

/// The fields every document keeps, even at zero or empty (as a rebuild writes them): `players`, and the position
/// documents' `figures` and the countries' `countries`.
fn kept_at_top(path: &str, key: &str) -> bool {
    key == "players"
        || key
            == if path == COUNTRIES_PATH {
                "countries"
            } else {
                "figures"
            }
}

fn prune_document(data: &mut Value, path: &str) {
    if let Value::Object(map) = data {
        map.retain(|key, value| {
            prune(value);
            kept_at_top(path, key) || !is_nothing(value)
        });
    }
}

/// Drops zero counts and empty maps below `value`.
pub(crate) fn prune(value: &mut Value) {
    if let Value::Object(map) = value {
        map.retain(|_, v| {
            prune(v);
            !is_nothing(v)
        });
    }
}

pub(crate) fn is_nothing(value: &Value) -> bool {
    match value {
        Value::Object(map) => map.is_empty(),
        Value::Number(_) => count(value) == 0,
        _ => false,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use serde_json::json;

    fn delta(changes: Value) -> Value {
        json!({ "changes": changes })
    }

    #[test]
    fn deltas_add_up_into_each_document_once_with_the_totals() {
        let deltas = [
            delta(
                json!([{"path": COUNTRIES_PATH, "increments": {"players": 1, "countries": {"PT": {"players": 1}}}},
                {"path": "aggregates/positions/byPosition/CM", "increments": {"players": 1, "figures": {"heightCm": {"178": 1}}}}]),
            ),
            delta(
                json!([{"path": COUNTRIES_PATH, "increments": {"players": 1, "countries": {"ES": {"players": 1}}}}]),
            ),
        ];
        assert_eq!(
            fold_reads(&deltas),
            vec![
                COUNTRIES_PATH.to_string(),
                "aggregates/positions/byPosition/CM".into(),
                TOTALS_PATH.into()
            ]
        );
        let stored = BTreeMap::from([
            (
                COUNTRIES_PATH.to_string(),
                json!({"players": 3, "countries": {"PT": {"players": 3}}}),
            ),
            (
                TOTALS_PATH.to_string(),
                json!({"players": 3, "countries": 1}),
            ),
        ]);
        let fold = fold(&deltas, &stored);
        assert_eq!((fold.applied, fold.skipped), (2, 0));
        assert_eq!(
            fold.documents,
            vec![
                AggregateDocument {
                    path: COUNTRIES_PATH.into(),
                    data: json!({"players": 5, "countries": {"PT": {"players": 4}, "ES": {"players": 1}}})
                },
                AggregateDocument {
                    path: "aggregates/positions/byPosition/CM".into(),
                    data: json!({"players": 1, "figures": {"heightCm": {"178": 1}}})
                },
                AggregateDocument {
                    path: TOTALS_PATH.into(),
                    data: json!({"players": 5, "countries": 2})
                },
            ]
        );
    }

    #[test]
    fn a_page_of_deltas_merges_into_one_that_adds_the_same() {
        let deltas = [
            delta(
                json!([{"path": COUNTRIES_PATH, "increments": {"players": 1, "countries": {"PT": {"players": 1}}}}]),
            ),
            delta(
                json!([{"path": COUNTRIES_PATH, "increments": {"players": -1, "countries": {"PT": {"players": -1}, "ES": {"players": 1}}}},
                {"path": "aggregates/positions/byPosition/CM", "increments": {"players": 1}}]),
            ),
            json!("junk"),
        ];
        let merge = merge_deltas(&deltas);
        assert_eq!((merge.applied, merge.skipped), (2, 1));
        assert_eq!(
            merge.delta.map(|d| d.changes),
            Some(vec![
                DocumentIncrements {
                    path: COUNTRIES_PATH.into(),
                    increments: json!({"countries": {"ES": {"players": 1}}})
                },
                DocumentIncrements {
                    path: "aggregates/positions/byPosition/CM".into(),
                    increments: json!({"players": 1})
                },
            ])
        );
        // Changes that cancel out leave nothing to store.
        let undone = [
            deltas[0].clone(),
            delta(
                json!([{"path": COUNTRIES_PATH, "increments": {"players": -1, "countries": {"PT": {"players": -1}}}}]),
            ),
        ];
        assert_eq!(merge_deltas(&undone).delta, None);
    }

    #[test]
    fn counts_back_to_zero_leave_no_key_but_the_documents_roots() {
        let deltas = [delta(json!([
            {"path": COUNTRIES_PATH, "increments": {"players": -1, "countries": {"PT": {"players": -1, "types": {"outfield": -1}}}}},
            {"path": "aggregates/positions/byPosition/GK", "increments": {"players": -1, "figures": {"heightCm": {"191": -1}}}}]))];
        let stored = BTreeMap::from([
            (
                COUNTRIES_PATH.to_string(),
                json!({"players": 1, "countries": {"PT": {"players": 1, "types": {"outfield": 1}}}}),
            ),
            (
                "aggregates/positions/byPosition/GK".to_string(),
                json!({"players": 1, "figures": {"heightCm": {"191": 1}}}),
            ),
            (
                TOTALS_PATH.to_string(),
                json!({"players": 1, "countries": 1}),
            ),
        ]);
        let docs = fold(&deltas, &stored).documents;
        assert_eq!(docs[0].data, json!({"players": 0, "countries": {}}));
        assert_eq!(docs[1].data, json!({"players": 0, "figures": {}}));
        assert_eq!(docs[2].data, json!({"players": 0, "countries": 0}));
    }

    #[test]
    fn a_delta_that_does_not_read_or_names_another_document_is_skipped_whole() {
        let deltas = [
            json!({"changes": "nope"}),
            json!(7),
            delta(
                json!([{"path": COUNTRIES_PATH, "increments": {"players": 1}},
                {"path": "users/someone", "increments": {"players": 1}}]),
            ),
            delta(json!([{"path": TOTALS_PATH, "increments": {"players": 100}}])),
        ];
        let fold = fold(&deltas, &BTreeMap::new());
        assert_eq!((fold.applied, fold.skipped), (0, 4));
        assert!(fold.documents.is_empty());
        assert!(fold_reads(&deltas).is_empty());
    }

    #[test]
    fn a_stored_document_of_any_shape_is_added_to_as_far_as_it_reads() {
        let deltas = [delta(
            json!([{"path": COUNTRIES_PATH, "increments": {"players": 1, "countries": {"PT": {"players": 1}}}}]),
        )];
        let stored = BTreeMap::from([
            (
                COUNTRIES_PATH.to_string(),
                json!({"players": "many", "countries": {"PT": 3}, "note": "kept"}),
            ),
            (TOTALS_PATH.to_string(), json!("broken")),
        ]);
        let docs = fold(&deltas, &stored).documents;
        assert_eq!(
            docs[0].data,
            json!({"players": 1, "countries": {"PT": {"players": 1}}, "note": "kept"})
        );
        assert_eq!(docs[1].data, json!({"players": 1, "countries": 1}));
        // Unchanged totals are not written again.
        let stored = BTreeMap::from([(
            TOTALS_PATH.to_string(),
            json!({"players": 1, "countries": 1}),
        )]);
        assert_eq!(fold(&deltas, &stored).documents.len(), 1);
    }
}

#[cfg(test)]
mod props {
    use super::*;
    use crate::aggregates::seasons::props::record;
    use crate::aggregates::tally::increments;
    use crate::aggregates::tally::props::{any_entry, counts};
    use proptest::prelude::*;

    proptest! {
        #[test]
        fn a_rebuild_a_page_at_a_time_writes_what_a_whole_one_does(
            entries in prop::collection::vec(any_entry(), 0..16),
            records in prop::collection::vec(record(), 0..8),
            page in 1usize..5,
        ) {
            let entries: Vec<IndexEntry> = entries.into_iter().flatten().collect();
            let mut sums = BTreeMap::new();
            let mut last = aggregate_documents_onto(&sums, &[], &[]);
            // The entries' pages, then the records' (the rebuild's two phases).
            for chunk in entries.chunks(page) {
                last = aggregate_documents_onto(&sums, chunk, &[]);
                sums = last.iter().map(|d| (d.path.clone(), d.data.clone())).collect();
            }
            for chunk in records.chunks(page) {
                last = aggregate_documents_onto(&sums, &[], chunk);
                sums = last.iter().map(|d| (d.path.clone(), d.data.clone())).collect();
            }
            let mut whole = aggregate_documents(&entries);
            whole.extend(season_documents(&records));
            prop_assert_eq!(last.len(), whole.len());
            for d in whole {
                let paged = last.iter().find(|p| p.path == d.path).map(|p| p.data.clone()).unwrap_or_default();
                prop_assert_eq!(counts(&paged), counts(&d.data), "{}", d.path);
            }
        }

        #[test]
        fn deltas_merged_then_folded_in_any_pages_add_up_to_a_rebuild(
            history in prop::collection::vec((0usize..4, any_entry()), 0..24),
            page in 1usize..6,
        ) {
            let mut current: [Option<IndexEntry>; 4] = Default::default();
            let mut deltas = Vec::new();
            for (who, next) in history {
                let changes = increments(current[who].as_ref(), next.as_ref());
                if !changes.is_empty() {
                    deltas.push(serde_json::to_value(Delta { changes }).unwrap_or_default());
                }
                current[who] = next;
            }
            // Stage 1: each page of deltas merged into one.
            let merged: Vec<Value> = deltas
                .chunks(page)
                .filter_map(|chunk| merge_deltas(chunk).delta)
                .map(|d| serde_json::to_value(d).unwrap_or_default())
                .collect();
            let mut stored = BTreeMap::new();
            for chunk in merged.chunks(page) {
                let reads: BTreeMap<String, Value> = fold_reads(chunk)
                    .into_iter()
                    .filter_map(|p| stored.get(&p).cloned().map(|d| (p, d)))
                    .collect();
                for doc in fold(chunk, &reads).documents {
                    stored.insert(doc.path, doc.data);
                }
            }
            for d in aggregate_documents(current.iter().flatten()) {
                let folded = stored.get(&d.path).cloned().unwrap_or(Value::Object(Map::new()));
                prop_assert_eq!(counts(&folded), counts(&d.data), "{}", d.path);
            }
        }
    }
}
