//! The player index: `playerIndex/{uid}`, the small, bounded summary of one player that lists, the map
//! and the aggregates read instead of the full CV. Only the functions write it (the Admin SDK), from the
//! player's documents, with the rules here.
//!
//! - `facts`: a tolerant reading of `players/{uid}` and `players/{uid}/private/details`; whatever the
//!   documents hold (wrong types, huge strings, deep nesting), it reads values or leaves them out.
//! - `coarse`: the only location the index publishes: a point rounded to a cell of at least 5 km, or
//!   the residence country's centroid for players under 16.
//! - `keys`: the keys the directory's queries filter and order on (`filterKeys`, `sortKey`).
//! - `entry`: the entry itself, its size bound, and reading a stored entry back.
//! - `gallery`: the clips gallery's videos, from entries.

mod coarse;
mod entry;
#[cfg(test)]
mod entry_props;
mod facts;
mod from_documents;
mod gallery;
mod keys;
mod season;
#[cfg(test)]
mod size;

pub use coarse::{
    coarse_location, round_to_area, CoarseLocation, LocationPrecision, AREA_CELL_DEGREES,
    AREA_CELL_MIN_KM, MINOR_AGE,
};
pub use entry::{
    read_index_entry, IndexClip, IndexEntry, GEOHASH_PRECISION, MAX_ENTRY_BYTES, MAX_UID_BYTES,
    UNQUERIED_FIELDS,
};
pub use facts::MAX_SOURCE_BYTES;
pub use from_documents::player_index_entry;
pub use gallery::gallery_clips;
pub use keys::{
    confirmed_key, filter_key, filter_keys, is_confirmed_key, sort_key, SORT_KEY_MAX_CHARS,
};
pub use season::{
    confirmed_figures, confirmed_percent, weekly_documents, weekly_season, with_season,
    WEEKLY_ENTRIES_READ,
};
