//! A cell's document: `{n, k, c, rows}` or, once too big for rows, `{n, k, c, full: true}`.
//!
//! - `n`: the players in the cell;
//! - `k`: players per filter key (the entries' `filterKeys`: a position, a nationality, or both);
//! - `c`: players per child cell, by the child's key (`ids`);
//! - `rows`: `{uid: {"<row text>": 1}}`, the map's row of each player. A row is a key with a count, not a
//!   value, so a player's change (the old row −1, the new one +1) commutes with every other change, and deltas
//!   can be summed in any order. A count above 1 or below 0 is a moment between two folds: a reader takes the
//!   player's row with a positive count.
//!
//! A cell holds rows while it stays small: at most `CELL_ROWS_MAX` players and `CELL_ROW_BYTES_MAX` bytes of
//! rows, so the document stays far from Firestore's 1 MiB whatever the players typed. Past either bound its rows
//! are dropped and it is marked `full` for good (a fold cannot know the rows it dropped, so it never holds rows
//! again until a rebuild): a reader then reads its children, which are smaller. Level 6 (the shards of a
//! level-5 cell) is the last: a full shard is more players at one point than a view shows, as a spent read
//! budget was before cells.

use std::collections::BTreeMap;

use serde_json::{Map, Value};

use super::row::MapRow;
use crate::aggregates::prune;
use skora_foundations::firestore_paths::{MAP_CELL_DELTAS, MAP_CELL_MERGES};

/// The most players a cell holds rows for.
pub const CELL_ROWS_MAX: i64 = 2_000;
/// The most bytes of rows (uids and row texts) a cell holds: with the counts, well under Firestore's 1 MiB.
pub const CELL_ROW_BYTES_MAX: usize = 600 * 1024;

/// The cells' fields and their fold's, by collection group: nothing queries them (the map reads cells by id), so
/// `firestore.indexes.json` exempts them from single-field indexing. Without that, every row and every filter key
/// would be an index entry, and a cell would pass Firestore's 20,000 index entries per document long before its
/// size bound.
pub const UNQUERIED_CELL_FIELDS: [(&str, &str); 8] = [
    ("cells", "n"),
    ("cells", "k"),
    ("cells", "c"),
    ("cells", "rows"),
    ("cells", "full"),
    (MAP_CELL_DELTAS, "changes"),
    (MAP_CELL_DELTAS, "at"),
    (MAP_CELL_MERGES, "changes"),
];

/// A stored count as a whole number (anything else as zero).
fn count(value: Option<&Value>) -> i64 {
    value
        .and_then(|v| {
            v.as_i64()
                .or_else(|| v.as_f64().filter(|f| f.is_finite()).map(|f| f as i64))
        })
        .unwrap_or(0)
}

/// The bytes the rows take: every uid and row text.
fn row_bytes(rows: &Map<String, Value>) -> usize {
    rows.iter()
        .map(|(uid, texts)| {
            uid.len()
                + texts
                    .as_object()
                    .map_or(0, |t| t.keys().map(String::len).sum())
        })
        .sum()
}

/// The document as a fold or a rebuild leaves it: zero counts and empty maps dropped, and the rows dropped for
/// good (`full`) once the cell is past its bounds. Returns whether anything is left (a cell left empty is deleted).
pub(crate) fn settle(data: &mut Value) -> bool {
    if !data.is_object() {
        *data = Value::Object(Map::new());
    }
    prune(data);
    let Value::Object(doc) = data else {
        return false;
    };
    let too_big = doc
        .get("rows")
        .and_then(Value::as_object)
        .is_some_and(|rows| row_bytes(rows) > CELL_ROW_BYTES_MAX);
    let full = doc.get("full") == Some(&Value::Bool(true))
        || count(doc.get("n")) > CELL_ROWS_MAX
        || too_big;
    if full {
        doc.remove("rows");
        doc.insert("full".into(), Value::Bool(true));
    } else {
        doc.remove("full");
    }
    !doc.is_empty()
}

/// A cell as a reader sees it.
#[derive(Debug, Clone, PartialEq, Default)]
pub struct MapCell {
    /// Players in the cell.
    pub players: i64,
    /// Players per child, by the child's key (positive counts only).
    pub children: BTreeMap<String, i64>,
    /// Players per filter key (positive counts only).
    pub keys: BTreeMap<String, i64>,
    /// Each player's row, by uid; `None` when the cell is full and its children hold the rows.
    pub rows: Option<BTreeMap<String, MapRow>>,
}

fn positive_counts(value: Option<&Value>) -> BTreeMap<String, i64> {
    value
        .and_then(Value::as_object)
        .map(|m| {
            m.iter()
                .map(|(k, v)| (k.clone(), count(Some(v))))
                .filter(|(_, n)| *n > 0)
                .collect()
        })
        .unwrap_or_default()
}

/// A stored cell read as the map reads it. Whatever the document holds, a reader gets a cell: counts that are no
/// numbers read as zero, rows that do not read are left out, and a player with two positive rows (between two
/// folds) keeps the one that sorts first.
pub fn read_cell(data: &Value) -> MapCell {
    let full = data.get("full") == Some(&Value::Bool(true));
    let rows = (!full).then(|| {
        data.get("rows")
            .and_then(Value::as_object)
            .map(|rows| {
                rows.iter()
                    .filter_map(|(uid, texts)| {
                        let row = texts.as_object()?.iter().find_map(|(text, n)| {
                            (count(Some(n)) > 0).then(|| MapRow::read(text)).flatten()
                        })?;
                        Some((uid.clone(), row))
                    })
                    .collect()
            })
            .unwrap_or_default()
    });
    MapCell {
        players: count(data.get("n")),
        children: positive_counts(data.get("c")),
        keys: positive_counts(data.get("k")),
        rows,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use serde_json::json;

    const ROW: &str = r#"{"displayName":"Ana","visibility":"public"}"#;

    #[test]
    fn a_small_cell_keeps_its_rows_and_a_big_one_drops_them_for_good() {
        let mut small = json!({"n": 1, "k": {"p:CM": 1, "p:ST": 0}, "c": {"e": 1}, "rows": {"u1": {ROW: 1}, "u2": {ROW: 0}}});
        assert!(settle(&mut small));
        assert_eq!(
            small,
            json!({"n": 1, "k": {"p:CM": 1}, "c": {"e": 1}, "rows": {"u1": {ROW: 1}}})
        );
        let mut big = json!({"n": CELL_ROWS_MAX + 1, "rows": {"u1": {ROW: 1}}});
        assert!(settle(&mut big));
        assert_eq!(big, json!({"n": CELL_ROWS_MAX + 1, "full": true}));
        // Below the bound again, it stays full: the rows it dropped are not known any more.
        big["n"] = json!(3);
        big["rows"] = json!({"u9": {ROW: 1}});
        assert!(settle(&mut big));
        assert_eq!(big, json!({"n": 3, "full": true}));
        let mut empty = json!({"n": 0, "c": {"e": 0}, "rows": {"u1": {ROW: 0}}});
        assert!(!settle(&mut empty));
    }

    #[test]
    fn rows_past_their_bytes_make_a_cell_full() {
        let name = "N".repeat(1_000);
        let text = format!(r#"{{"displayName":"{name}","visibility":"public"}}"#);
        let rows: Map<String, Value> = (0..700)
            .map(|i| (format!("uid{i:04}"), json!({ text.clone(): 1 })))
            .collect();
        let mut doc = json!({"n": 700, "rows": rows});
        assert!(settle(&mut doc));
        assert_eq!(doc, json!({"n": 700, "full": true}));
    }

    #[test]
    fn a_reader_gets_a_cell_from_any_document() {
        let cell = read_cell(&json!({"n": 2, "c": {"e": 2, "s": -1}, "k": {"n:ES": 1},
            "rows": {"u1": {"not a row": 1, ROW: 1}, "u2": {ROW: -1}, "u3": 7}}));
        assert_eq!(cell.players, 2);
        assert_eq!(cell.children, BTreeMap::from([("e".to_string(), 2)]));
        assert_eq!(cell.keys, BTreeMap::from([("n:ES".to_string(), 1)]));
        let rows = cell.rows.unwrap_or_default();
        assert_eq!(rows.keys().collect::<Vec<_>>(), ["u1"]);
        assert_eq!(read_cell(&json!({"n": 5000, "full": true})).rows, None);
        assert_eq!(
            read_cell(&json!("x")),
            MapCell {
                rows: Some(BTreeMap::new()),
                ..MapCell::default()
            }
        );
    }
}
