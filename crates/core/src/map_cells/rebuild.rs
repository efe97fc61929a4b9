//! Rebuilding the cells of one set from the index entries, in bounded memory.
//!
//! The entries come in pages, ordered by country, then geohash, then id (one query over the set's visibilities,
//! served by the map's composite index; entries without a point first in their country). In that order a cell is
//! complete as soon as an entry outside it arrives, so only the cells on the current entry's way down are open:
//! its country, one cell per geohash level, and the shards of one level-5 cell. Each holds at most about
//! `CELL_ROWS_MAX` rows (a cell past its bounds drops them, as the fold does), so the open cells are bounded whatever
//! the country's size, and the rest is written as it completes.

use std::collections::BTreeMap;

use serde::{Deserialize, Serialize};
use serde_json::{Map, Value};

use super::contribute::cell_increments;
use super::document::{settle, CELL_ROWS_MAX};
use super::ids::{cells_of, CellId, CellSet, SHARD_LEVEL};
use crate::aggregates::{add_into, AggregateDocument};
use crate::player_index::IndexEntry;

/// How often an open cell's rows are measured against their bytes' bound (players added between two checks).
const SETTLE_EVERY: i64 = 64;

/// One step of a rebuild.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
#[cfg_attr(feature = "tsify", derive(tsify::Tsify))]
pub struct CellRebuild {
    /// Cells complete: to write whole.
    pub closed: Vec<AggregateDocument>,
    /// Cells still open: to hand back with the next page (none after the last).
    pub open: Vec<AggregateDocument>,
    /// Entries counted from this page.
    pub entries: usize,
    /// Entries of this page that the set does not hold, or that came out of order (not counted).
    pub skipped: usize,
}

/// Whether `cell` stays open while entries of `chain` (a point's cells, country to shard) arrive: it is on the
/// chain, or a shard of the chain's level-5 cell (a cell's shards fill in uid order, all at once).
fn stays_open(cell: &CellId, chain: &[CellId]) -> bool {
    cell.level() == 0
        || chain.contains(cell)
        || (cell.level() == SHARD_LEVEL && chain.get(SHARD_LEVEL - 1) == cell.parent().as_ref())
}

/// Adds `page` (uid, entry; in country, geohash and id order, following the entries of the pages before) to the
/// `open` cells of the set `set`: the cells the page completes are `closed`, the rest stay `open`. `last`: no page
/// follows, so every cell is closed. Cells left empty are not written.
pub fn rebuild_cells(
    set: CellSet,
    open: Vec<AggregateDocument>,
    page: &[(String, IndexEntry)],
    last: bool,
) -> CellRebuild {
    let mut cells: BTreeMap<CellId, Value> = open
        .into_iter()
        .filter_map(|d| {
            let (s, id) = CellId::read_path(&d.path)?;
            (s == set).then_some((id, d.data))
        })
        .collect();
    let mut closed: Vec<AggregateDocument> = Vec::new();
    let close = |id: CellId, mut data: Value, closed: &mut Vec<AggregateDocument>| {
        if settle(&mut data) {
            closed.push(AggregateDocument {
                path: id.path(set),
                data,
            });
        }
    };
    let (mut entries, mut skipped) = (0, 0);
    for (uid, entry) in page {
        let chain = cells_of(uid, entry);
        if chain.is_empty() || !CellSet::of(entry.visibility).contains(&set) {
            skipped += 1;
            continue;
        }
        // Another country: every open cell is complete. One before the open country came out of order (its cells
        // may be written already) and is not counted.
        let open_country = cells
            .keys()
            .find(|c| c.level() == 0)
            .map(|c| c.country_code().to_string());
        match open_country.as_deref() {
            Some(open) if chain[0].country_code() < open => {
                skipped += 1;
                continue;
            }
            Some(open) if chain[0].country_code() > open => {
                for (id, data) in std::mem::take(&mut cells) {
                    close(id, data, &mut closed);
                }
            }
            _ => {}
        }
        // A point's cells: those it does not reach are complete. An entry below the open level-5 cell came out of
        // order and is not counted either. An entry without a point is in its country alone, open to its end.
        if let Some(finest) = chain.get(SHARD_LEVEL - 1) {
            let behind = cells
                .keys()
                .find(|c| c.level() == SHARD_LEVEL - 1)
                .is_some_and(|open| finest.geohash() < open.geohash());
            if behind {
                skipped += 1;
                continue;
            }
            let done: Vec<CellId> = cells
                .keys()
                .filter(|c| !stays_open(c, &chain))
                .cloned()
                .collect();
            for id in done {
                if let Some(data) = cells.remove(&id) {
                    close(id, data, &mut closed);
                }
            }
        }
        for change in cell_increments(uid, None, Some(entry)) {
            let Some((_, id)) = CellId::read_path(&change.path).filter(|(s, _)| *s == set) else {
                continue;
            };
            let data = cells.entry(id).or_insert_with(|| Value::Object(Map::new()));
            add_into(data, &change.increments);
            // Past its bounds a cell drops its rows, so the open cells stay bounded. Checked at every player past
            // the count and every `SETTLE_EVERY` players below it (the bytes are a walk of the rows); a full cell
            // has no rows to check. Closing settles every cell, so the result is the same.
            let n = data.get("n").and_then(Value::as_i64).unwrap_or(0);
            if data.get("rows").is_some() && (n > CELL_ROWS_MAX || n % SETTLE_EVERY == 0) {
                settle(data);
            }
        }
        entries += 1;
    }
    let open = if last {
        for (id, data) in std::mem::take(&mut cells) {
            close(id, data, &mut closed);
        }
        Vec::new()
    } else {
        cells
            .into_iter()
            .map(|(id, data)| AggregateDocument {
                path: id.path(set),
                data,
            })
            .collect()
    };
    CellRebuild {
        closed,
        open,
        entries,
        skipped,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::map_cells::fixtures::adult_at;
    use serde_json::json;

    fn at(uid: &str, lat: f64, lng: f64) -> (String, IndexEntry) {
        adult_at(uid, "PT", lat, lng)
    }

    #[test]
    fn a_cell_is_written_when_the_query_has_passed_it_and_an_entry_out_of_order_is_not_counted() {
        let lisbon = at("a", 38.72, -9.14);
        let porto = at("b", 41.15, -8.61);
        assert!(
            lisbon.1.geohash < porto.1.geohash,
            "{:?} {:?}",
            lisbon.1.geohash,
            porto.1.geohash
        );
        let first = rebuild_cells(
            CellSet::Public,
            Vec::new(),
            std::slice::from_ref(&lisbon),
            false,
        );
        assert!(first.closed.is_empty());
        assert_eq!(first.open.len(), 7);
        let second = rebuild_cells(CellSet::Public, first.open, &[porto, lisbon.clone()], false);
        assert_eq!((second.entries, second.skipped), (1, 1));
        // Lisbon's cells below the level they share with Porto's are complete.
        assert!(second.closed.iter().all(|d| d.data["n"] == json!(1)));
        assert!(second.closed.iter().any(|d| d.path.ends_with(&format!(
            "PT-{}",
            lisbon.1.geohash.clone().unwrap_or_default()
        ))));
        let last = rebuild_cells(CellSet::Public, second.open, &[], true);
        let country = last
            .closed
            .iter()
            .find(|d| d.path == "mapCells/public/cells/PT")
            .map(|d| d.data["n"].clone());
        assert_eq!(country, Some(json!(2)));
        assert!(last.open.is_empty());
        // The members' set does not hold what it is not given.
        let none = rebuild_cells(CellSet::All, Vec::new(), &[], true);
        assert!(none.closed.is_empty());
    }
}
