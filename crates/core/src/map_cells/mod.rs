//! The map's cells: what a country's view reads instead of index entries, so its reads stay bounded whatever
//! the number of players.
//!
//! - `ids`: which cells hold a player (their country, then each geohash level of their coarse point, then a
//!   shard) and how a cell is named (`mapCells/{public|all}/cells/{id}`);
//! - `row`: what the map keeps of an entry, the row a cell stores;
//! - `document`: a cell's document (counts, children, rows while it is small) and how a reader reads it;
//! - `contribute`: an entry's change as increments to its cells, and whole cells for a rebuild;
//! - `fold`: the increments merged and added into the cells on a schedule, as the aggregates' are;
//! - `rebuild`: every cell of a country made anew from its entries, a page at a time in bounded memory.
//!
//! Cells are made only from the entry, whose point is already coarse (a minor's is their country's centroid),
//! so they publish nothing an entry does not.

mod contribute;
mod document;
#[cfg(test)]
pub(crate) mod fixtures;
mod fold;
mod ids;
#[cfg(test)]
pub(crate) mod props;
mod rebuild;
mod row;

pub use contribute::{cell_documents, cell_increments};
pub use document::{read_cell, MapCell, CELL_ROWS_MAX, CELL_ROW_BYTES_MAX, UNQUERIED_CELL_FIELDS};
pub use fold::{
    cell_fold_reads, fold_cells, is_cell_path, merge_cell_deltas, CellFold, CellMerge,
    CELL_CHUNK_BYTES, CELL_CHUNK_PATHS, CELL_FOLD_PAGE, CELL_MERGE_PAGE,
};
pub use ids::{cells_of, shard_of, CellId, CellSet, SHARD_LEVEL};
pub use rebuild::{rebuild_cells, CellRebuild};
pub use row::MapRow;
