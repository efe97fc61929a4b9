//! The public players directory (`/player`) and the home page's featured players.
//!
//! Players are read once into `DirectoryPlayer`s (in the shared store); a query returns indices into
//! that list, and only the cards on screen are ever built, so 10,000 players cost one filter pass and
//! one sort per query.

mod featured;
mod filter;
mod fold;
mod options;
mod player;
mod query;

pub use featured::featured;
pub use filter::{compare, filter_and_sort, page_window, rank_by_name, PageWindow, PAGE_SIZE};
pub use fold::{fold, matches};
pub use options::{player_type_filter_label, sort_label};
pub use player::{card, read_player, DirectoryPlayer, PlayerCard, PositionTag};
pub use query::{
    parse_query, search_text, to_query_string, DirectoryQuery, Sort, SEARCH_MAX_CHARS,
};
