//! The aggregates the functions maintain next to the index, for views that must not read every entry:
//!
//! - `aggregates/countries`: players in all (`players`) and per residence country, by type and main
//!   position (`countries.PT.players`, `countries.PT.types.goalkeeper`, `countries.PT.positions.CM`):
//!   the map's world view;
//! - `aggregates/positions/byPosition/{CODE}`: per main position, the number of players and one
//!   histogram per figure (`figures.heightCm."178"`), from which percentiles are computed;
//! - `aggregates/positions/byPosition/{CODE}/seasons/{season}`: the season's per-90 histograms
//!   (`per90.goals."20"`), a player counted in every season they logged (`seasons`), and by age group the ratings
//!   of the players who rated themselves that season (`rated.u19.pac."74"`);
//! - `aggregates/totals`: `{players, countries}` for the home page ("N players from M countries"),
//!   derived from `aggregates/countries`.
//!
//! Every count is a sum of per-entry contributions, so a change of one entry is a set of integer
//! increments (the entry's new contribution minus its old one). The functions store them as one delta
//! document in the transaction that rewrites the entry (the stored entry is the record of what was
//! counted, so a retried event finds nothing left to do), and a scheduled fold merges the deltas and adds
//! them into the documents (`fold`): no player's write touches a document that other players' writes touch.

mod figures;
mod fold;
mod histogram;
mod seasons;
mod tally;
mod totals;

pub use figures::{figures, Figure};
pub(crate) use fold::{add_into, added, is_nothing, prune, read_deltas_of, sum_by_path};
pub use fold::{
    aggregate_documents_onto, fold, fold_reads, is_counted_path, merge_deltas, Delta, Fold, Merge,
    FOLD_PAGE, UNQUERIED_AGGREGATE_FIELDS,
};
pub use histogram::{
    histogram_counts, percentile_rank, percentile_rank_of, read_histogram, Histogram,
};
pub use seasons::{
    band_key, confirmed_seasons, counted_seasons, is_season_path, rated_figures, rated_seasons,
    read_counted, read_counted_value, season_buckets, season_documents, season_increments,
    season_path, seasons_of_weeks, CountedSeasons, SeasonBuckets, CONFIRMED, COUNTED_SEASONS,
    RATED,
};
pub(crate) use tally::{add, by_document, into_increments, nest, Tally};
pub use tally::{
    aggregate_documents, increments, position_path, AggregateDocument, DocumentIncrements,
    COUNTRIES_PATH, TOTALS_PATH,
};
pub use totals::{grouped, stored_count, totals, totals_text, Totals};
