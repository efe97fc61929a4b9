//! Folding the players' cell deltas into the cells, off the players' write path, as the aggregates' fold does
//! (`aggregates::fold`), with pages sized for documents that carry rows:
//!
//! 1. a page of `CELL_MERGE_PAGE` deltas (`mapCellDeltas/{autoId}`, one per index write, at most 14 cells each)
//!    is summed per cell and cut into chunks of at most `CELL_CHUNK_PATHS` cells and `CELL_CHUNK_BYTES` bytes,
//!    stored in `mapCellMerges/{autoId}`;
//! 2. `CELL_FOLD_PAGE` chunks at a time are added into the cells they name, each cell written whole (or deleted
//!    when nothing is left in it), in one transaction that deletes the chunks it read.
//!
//! So a cell is written about once per run of the fold, whatever the number of players writing, and a
//! transaction stays within Firestore's 500 writes and 10 MiB.

use std::collections::{BTreeMap, BTreeSet};

use serde::{Deserialize, Serialize};
use serde_json::Value;

use super::document::settle;
use super::ids::CellId;
use crate::aggregates::{
    added, is_nothing, prune, read_deltas_of, sum_by_path, AggregateDocument, Delta,
    DocumentIncrements,
};

/// Deltas merged per transaction: at most 14 cells each, and a cell's sum of them stays far below a chunk.
pub const CELL_MERGE_PAGE: usize = 100;
/// The most cells one merged chunk names.
pub const CELL_CHUNK_PATHS: usize = 40;
/// The most bytes of increments one merged chunk holds (its rows' texts are most of them).
pub const CELL_CHUNK_BYTES: usize = 256 * 1024;
/// Chunks added per transaction: at most 160 cells written.
pub const CELL_FOLD_PAGE: usize = 4;

/// Whether a delta may add to `path`: a cell's document.
pub fn is_cell_path(path: &str) -> bool {
    CellId::read_path(path).is_some()
}

/// A page of cell deltas merged and cut into chunks.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
#[cfg_attr(feature = "tsify", derive(tsify::Tsify))]
pub struct CellMerge {
    /// The page's increments summed per cell, in chunks (none: they cancel out).
    pub chunks: Vec<Delta>,
    /// Deltas merged.
    pub applied: usize,
    /// Deltas that did not read as one: deleted with the others, never retried forever.
    pub skipped: usize,
}

fn json_len(value: &impl Serialize) -> usize {
    serde_json::to_vec(value).map_or(0, |v| v.len())
}

/// The deltas (documents as JSON) summed per cell, in chunks: adding the chunks does what adding each delta does.
pub fn merge_cell_deltas(deltas: &[Value]) -> CellMerge {
    let (changes, skipped) = read_deltas_of(deltas, is_cell_path);
    let mut chunks: Vec<Delta> = Vec::new();
    let mut bytes = 0;
    for (path, mut increments) in sum_by_path(changes) {
        prune(&mut increments);
        if is_nothing(&increments) {
            continue;
        }
        let change = DocumentIncrements { path, increments };
        let size = json_len(&change);
        match chunks.last_mut() {
            Some(last)
                if last.changes.len() < CELL_CHUNK_PATHS && bytes + size <= CELL_CHUNK_BYTES =>
            {
                last.changes.push(change);
                bytes += size;
            }
            _ => {
                chunks.push(Delta {
                    changes: vec![change],
                });
                bytes = size;
            }
        }
    }
    CellMerge {
        chunks,
        applied: deltas.len() - skipped,
        skipped,
    }
}

/// The cells a fold of `chunks` reads and writes.
pub fn cell_fold_reads(chunks: &[Value]) -> Vec<String> {
    let (changes, _) = read_deltas_of(chunks, is_cell_path);
    let paths: BTreeSet<String> = changes.into_iter().map(|c| c.path).collect();
    paths.into_iter().collect()
}

/// What a fold of cells writes.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
#[cfg_attr(feature = "tsify", derive(tsify::Tsify))]
pub struct CellFold {
    /// Every cell the chunks changed that still holds something, whole.
    pub documents: Vec<AggregateDocument>,
    /// The stored cells left empty: deleted.
    pub deleted: Vec<String>,
    /// Chunks added in.
    pub applied: usize,
    /// Chunks that did not read as one: deleted with the others, never retried forever.
    pub skipped: usize,
}

/// The cells once `chunks` are added into `stored` (path → the stored document; a path missing from it has no
/// document yet).
pub fn fold_cells(chunks: &[Value], stored: &BTreeMap<String, Value>) -> CellFold {
    let (changes, skipped) = read_deltas_of(chunks, is_cell_path);
    let mut documents = Vec::new();
    let mut deleted = Vec::new();
    for (path, sum) in sum_by_path(changes) {
        let mut data = added(stored, &path, &sum);
        if settle(&mut data) {
            documents.push(AggregateDocument { path, data });
        } else if stored.contains_key(&path) {
            deleted.push(path);
        }
    }
    CellFold {
        documents,
        deleted,
        applied: chunks.len() - skipped,
        skipped,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use serde_json::json;

    const ROW: &str = r#"{"displayName":"Ana","visibility":"public"}"#;

    fn delta(path: &str, increments: Value) -> Value {
        json!({"changes": [{"path": path, "increments": increments}]})
    }

    #[test]
    fn deltas_merge_per_cell_and_cancel_out() {
        let es = "mapCells/all/cells/ES";
        let merge = merge_cell_deltas(&[
            delta(es, json!({"n": 1, "rows": {"u1": {ROW: 1}}})),
            delta(es, json!({"n": -1, "rows": {"u1": {ROW: -1}}})),
            delta("mapCells/all/cells/ES-e", json!({"n": 1})),
            delta("aggregates/countries", json!({"players": 1})),
            json!({"nothing": true}),
        ]);
        assert_eq!((merge.applied, merge.skipped), (3, 2));
        assert_eq!(
            serde_json::to_value(&merge.chunks).unwrap_or_default(),
            json!([{"changes": [{"path": "mapCells/all/cells/ES-e", "increments": {"n": 1}}]}])
        );
    }

    #[test]
    fn chunks_hold_a_bounded_number_of_cells_and_bytes() {
        let many: Vec<Value> = (0..100)
            .map(|i| {
                delta(
                    &format!("mapCells/all/cells/ES-{}", ["e", "s", "d", "f", "g"][i % 5]),
                    json!({"n": 1, "rows": {format!("uid{i}"): {"R".repeat(4_000): 1}}}),
                )
            })
            .chain((0..90).map(|i| {
                delta(
                    &format!(
                        "mapCells/public/cells/ES-ez{}",
                        &"0123456789bcdefghjkmnpqrstuvwxyz"[i % 32..i % 32 + 1]
                    ),
                    json!({"n": 1}),
                )
            }))
            .collect();
        let merge = merge_cell_deltas(&many);
        assert_eq!(merge.applied, 190);
        // The five cells with rows fill a chunk's bytes before its count of cells.
        assert!(merge.chunks.len() >= 2);
        assert!(merge.chunks[0].changes.len() < 5);
        for chunk in &merge.chunks {
            assert!(chunk.changes.len() <= CELL_CHUNK_PATHS);
            assert!(json_len(chunk) <= CELL_CHUNK_BYTES + 1_024);
        }
        let named: usize = merge.chunks.iter().map(|c| c.changes.len()).sum();
        assert_eq!(named, 5 + 32);
    }

    #[test]
    fn a_fold_writes_each_cell_whole_and_deletes_the_emptied_ones() {
        let es = "mapCells/all/cells/ES";
        let fr = "mapCells/all/cells/FR";
        let stored = BTreeMap::from([
            (es.to_string(), json!({"n": 1, "rows": {"u1": {ROW: 1}}})),
            (fr.to_string(), json!({"n": 1, "rows": {"u2": {ROW: 1}}})),
        ]);
        let chunks = [
            delta(es, json!({"n": 1, "rows": {"u3": {ROW: 1}}})),
            delta(fr, json!({"n": -1, "rows": {"u2": {ROW: -1}}})),
            json!({"changes": [{"path": "players/u1", "increments": {"n": 1}}]}),
        ];
        assert_eq!(cell_fold_reads(&chunks), [es, fr]);
        let fold = fold_cells(&chunks, &stored);
        assert_eq!((fold.applied, fold.skipped), (2, 1));
        assert_eq!(fold.deleted, [fr]);
        assert_eq!(
            serde_json::to_value(&fold.documents).unwrap_or_default(),
            json!([{"path": es, "data": {"n": 2, "rows": {"u1": {ROW: 1}, "u3": {ROW: 1}}}}])
        );
    }
}
