//! The public players directory (`/player`), the home page's featured players and the clips gallery's query.
//!
//! The directory pages on the server: `query` reads the URL, `plan` turns it into one page's Firestore
//! query over `playerIndex` (filters, order, limit, cursor), `cursor` is the page token the URL carries,
//! `indexes` lists the composite indexes those queries need (`firestore.indexes.json`),
//! `page` turns what the query returned into cards and the Next/Previous cursors, and `count` says how
//! many match ("Showing 1–12 of 2,012 players") and which numbered pages a link can reach cheaply.
//!
//! The home page's featured players and the clips gallery read a few index entries through fixed
//! queries (`showcase`). `card` is what a directory or featured card shows.

mod card;
mod count;
mod cursor;
mod indexes;
mod options;
mod page;
mod plan;
mod query;
mod showcase;

pub use card::{PlayerCard, PositionTag};
pub use count::{
    count_text, directory_nav, directory_total, pagination, DirectoryNav, PageLink, Pagination,
    Total,
};
pub use cursor::{Cursor, Direction, MAX_TOKEN_CHARS};
pub use indexes::{directory_indexes, index_of, IndexField};
pub use options::{player_type_filter_label, sort_label};
pub use page::{card_of_entry, directory_page, member_card, DirectoryPage, IndexDoc};
pub use plan::{
    age_in_range, based_in_clause, birth_month_bounds, directory_plan, CountSource, CursorKind,
    DirectoryPlan, FilterOp, Order, OrderClause, PlanCursor, SortDirection, WhereClause,
    COUNT_LIMIT, DIRECT_PAGES, DOCUMENT_ID, MAX_PAGE_READS, PAGE_SIZE,
};
pub use query::{
    parse_query, search_text, to_query_string, DirectoryQuery, Sort, SEARCH_MAX_CHARS,
};
pub use showcase::{featured_cards, featured_plans, gallery_plan, ListPlan, FEATURED_COUNT};
