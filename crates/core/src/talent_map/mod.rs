//! The talent map's players (issue 13): the index entries of the countries the scout opened, held in
//! columns (`table`), filtered by the store's five fields (`filter`) and sorted for the list (`sort`).
//! Everything returns row numbers, so the wasm facade hands JS a `Uint32Array` and builds a card only for
//! the row a scout opens.

mod filter;
mod sort;
mod table;

pub use filter::MapFilter;
pub use sort::MapSort;
pub use table::{LoadReport, MapCard, MapTable, NO_MONTH, NO_POSITION};

#[cfg(test)]
mod props;
