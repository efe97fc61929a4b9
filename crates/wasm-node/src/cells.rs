//! The map's cells, server side (functions/src/map-cells.js), as JSON values for the `MapCells` handle: which cells a
//! change moves, how the fold merges and adds them, and the rebuild, are the core's (`skora_core::map_cells`).

use std::collections::BTreeMap;

use serde_json::{json, Value};
use skora_core::aggregates::AggregateDocument;
use skora_core::countries::country_codes;
use skora_core::firestore_paths;
use skora_core::map_cells::{
    cell_fold_reads, fold_cells, merge_cell_deltas, rebuild_cells, CellSet, CELL_FOLD_PAGE,
    CELL_MERGE_PAGE,
};
use skora_core::player_index::IndexEntry;

use crate::to_json;

/// The cells' collections and the fold's pages: `{cells, sets, deltas, merges, mergePage, foldPage, rebuildJob,
/// countries}` (`countries`: every country code a cell may name, for the rebuild).
pub fn paths() -> Value {
    json!({
        "cells": firestore_paths::MAP_CELLS,
        "sets": CellSet::ALL.iter().map(|s| s.as_str()).collect::<Vec<_>>(),
        "deltas": firestore_paths::MAP_CELL_DELTAS,
        "merges": firestore_paths::MAP_CELL_MERGES,
        "mergePage": CELL_MERGE_PAGE,
        "foldPage": CELL_FOLD_PAGE,
        "rebuildJob": firestore_paths::MAP_CELLS_REBUILD_JOB,
        "countries": country_codes().collect::<Vec<_>>(),
    })
}

/// Documents of a JSON array text (anything else reads as none).
fn values(json: &str) -> Vec<Value> {
    serde_json::from_str(json).unwrap_or_default()
}

/// A page of cell deltas (a JSON array text) merged: `{chunks: [{changes}], applied, skipped}`.
pub fn merge(deltas: &str) -> Value {
    to_json(&merge_cell_deltas(&values(deltas)))
}

/// The cells a fold of the merged chunks (a JSON array text) reads and writes.
pub fn fold_reads(chunks: &str) -> Value {
    to_json(&cell_fold_reads(&values(chunks)))
}

/// The chunks (a JSON array text) added into the stored cells (a JSON object text, path → document):
/// `{documents: [{path, data}], deleted: [path], applied, skipped}`.
pub fn fold(chunks: &str, stored: &str) -> Value {
    let stored: BTreeMap<String, Value> = serde_json::from_str(stored).unwrap_or_default();
    to_json(&fold_cells(&values(chunks), &stored))
}

/// One step of a rebuild of set `set` (`public` or `all`): `open` (the cells the last step left open, a JSON array
/// text of `{path, data}`, or absent), `page` (a JSON array text of `{id, data}`, the entries in geohash order),
/// `last` (no page follows): `{closed, open, entries, skipped}`, entries that do not read as one counted in
/// `skipped`. `null` for a set that is none.
pub fn rebuild(set: &str, open: Option<&str>, page: &str, last: bool) -> Value {
    let Some(set) = CellSet::ALL.into_iter().find(|s| s.as_str() == set) else {
        return Value::Null;
    };
    let open: Vec<AggregateDocument> = open
        .and_then(|o| serde_json::from_str(o).ok())
        .unwrap_or_default();
    let docs = values(page);
    let entries: Vec<(String, IndexEntry)> = docs
        .iter()
        .filter_map(|d| {
            let id = d.get("id")?.as_str()?.to_string();
            let entry = serde_json::from_value(d.get("data")?.clone()).ok()?;
            Some((id, entry))
        })
        .collect();
    let mut step = rebuild_cells(set, open, &entries, last);
    step.skipped += docs.len() - entries.len();
    to_json(&step)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn entry() -> Value {
        json!({"displayName": "Ana", "countryOfResidence": "PT", "geohash": "eyckr",
            "location": {"lat": 38.72, "lng": -9.14}, "visibility": "public", "birthMonth": null,
            "playerType": null, "mainPosition": null, "city": null, "locationPrecision": null, "club": null,
            "availability": null, "heightCm": null, "updatedAt": null})
    }

    #[test]
    fn a_rebuild_merge_and_fold_speak_json() {
        let page = json!([{"id": "u1", "data": entry()}, {"id": "u2", "data": "junk"}]).to_string();
        let step = rebuild("public", None, &page, true);
        assert_eq!(
            (step["entries"].clone(), step["skipped"].clone()),
            (json!(1), json!(1))
        );
        assert_eq!(step["closed"].as_array().map(Vec::len), Some(7));
        assert_eq!(rebuild("nobody", None, &page, true), Value::Null);
        let delta =
            json!([{"changes": [{"path": "mapCells/all/cells/PT", "increments": {"n": 1}}]}])
                .to_string();
        let merged = merge(&delta);
        assert_eq!(merged["applied"], json!(1));
        let chunks = merged["chunks"].to_string();
        assert_eq!(fold_reads(&chunks), json!(["mapCells/all/cells/PT"]));
        let folded = fold(&chunks, r#"{"mapCells/all/cells/PT": {"n": 1}}"#);
        assert_eq!(
            folded["documents"],
            json!([{"path": "mapCells/all/cells/PT", "data": {"n": 2}}])
        );
        assert_eq!(merge("not json")["applied"], json!(0));
        assert!(paths()["countries"]
            .as_array()
            .is_some_and(|c| c.len() > 200));
    }
}
