//! The directory module: the players directory and the featured players. The directory pages on the
//! server: `directoryPlan` gives one page's Firestore query over `playerIndex`, and `directoryPage` turns
//! its result into cards and cursors; the featured players' cards come from index entries too
//! (`featuredCards`). The talent map's store and players are the `map` module's (`crates/wasm-map`), loaded
//! with `/map` only.

use skora_core::directory::{self, DirectoryQuery, IndexDoc};
use skora_wasm_common::{from_js, from_js_each, to_js};
use wasm_bindgen::prelude::*;

pub use skora_wasm_common::is_permission_denied;

#[wasm_bindgen(start)]
fn start() {
    skora_wasm_common::set_panic_hook();
}

/// The normalised query of a URL search string (`?q=...&page=2`; unknown values ignored).
#[wasm_bindgen(js_name = parseDirectoryQuery, unchecked_return_type = "DirectoryQuery")]
pub fn parse_directory_query(search: &str) -> Result<JsValue, JsValue> {
    to_js(&directory::parse_query(search))
}

/// The canonical search string of a query, without `?` (`""` for the default query).
#[wasm_bindgen(js_name = directoryQueryString)]
pub fn directory_query_string(
    #[wasm_bindgen(unchecked_param_type = "DirectoryQuery")] query: JsValue,
) -> Result<String, JsValue> {
    let query: DirectoryQuery = from_js(query)?;
    Ok(directory::to_query_string(&query))
}

/// Whether any filter narrows the results (the sort and the page do not): "Clear filters" is offered then.
#[wasm_bindgen(js_name = isDirectoryFiltered)]
pub fn is_directory_filtered(
    #[wasm_bindgen(unchecked_param_type = "DirectoryQuery")] query: JsValue,
) -> Result<bool, JsValue> {
    let query: DirectoryQuery = from_js(query)?;
    Ok(query.is_filtered())
}

/// The search box's text as the query keeps it (trimmed, spaces collapsed, capped).
#[wasm_bindgen(js_name = directorySearchText)]
pub fn directory_search_text(raw: &str) -> String {
    directory::search_text(raw)
}

/// The Firestore query of the page `query` asks for (`today`: the reader's `YYYY-MM-DD`; `members`: the reader
/// may see members-only entries). A cursor that does not fit is ignored (the first page).
#[wasm_bindgen(js_name = directoryPlan, unchecked_return_type = "DirectoryPlan")]
pub fn directory_plan(
    #[wasm_bindgen(unchecked_param_type = "DirectoryQuery")] query: JsValue,
    today: &str,
    members: bool,
) -> Result<JsValue, JsValue> {
    let query: DirectoryQuery = from_js(query)?;
    to_js(&directory::directory_plan(&query, today, members))
}

/// The page shown for `docs`, the result of `directoryPlan`'s query with the same arguments: cards (malformed
/// entries skipped, and reported on the console), the places of its first and last card, and the Next and Previous cursors.
#[wasm_bindgen(js_name = directoryPage, unchecked_return_type = "DirectoryPage")]
pub fn directory_page(
    #[wasm_bindgen(unchecked_param_type = "DirectoryQuery")] query: JsValue,
    today: &str,
    members: bool,
    #[wasm_bindgen(unchecked_param_type = "IndexDoc[]")] docs: JsValue,
) -> Result<JsValue, JsValue> {
    let query: DirectoryQuery = from_js(query)?;
    let docs: Vec<IndexDoc> = from_js_each(docs, "index entries")?;
    to_js(&directory::directory_page(&query, today, members, &docs))
}

/// The count line ("Showing 1–12 of 2,012 players") and the pagination of `page`, the page of `query` (`today`,
/// `members` as for its plan), from what the plan's count source returned: the count aggregation's number, the
/// aggregate document, or `null` when it was not read.
#[wasm_bindgen(js_name = directoryNav, unchecked_return_type = "DirectoryNav")]
pub fn directory_nav(
    #[wasm_bindgen(unchecked_param_type = "DirectoryQuery")] query: JsValue,
    today: &str,
    members: bool,
    #[wasm_bindgen(unchecked_param_type = "DirectoryPage")] page: JsValue,
    #[wasm_bindgen(unchecked_param_type = "unknown")] counted: JsValue,
) -> Result<JsValue, JsValue> {
    let query: DirectoryQuery = from_js(query)?;
    let page: directory::DirectoryPage = from_js(page)?;
    // Anything that does not read is no count: the line then says only the places.
    let counted: serde_json::Value =
        skora_wasm_common::from_js_or_null(counted).unwrap_or(serde_json::Value::Null);
    to_js(&directory::directory_nav(&query, today, members, &page, &counted))
}

/// The home page's featured cards from the featured queries' entries (the photo query's, then the other's,
/// as `IndexDoc`s), each player once, public entries only, on `today`.
#[wasm_bindgen(js_name = featuredCards, unchecked_return_type = "PlayerCard[]")]
pub fn featured_cards(
    #[wasm_bindgen(unchecked_param_type = "IndexDoc[]")] docs: JsValue,
    today: &str,
) -> Result<JsValue, JsValue> {
    let docs: Vec<IndexDoc> = from_js_each(docs, "index entries")?;
    to_js(&directory::featured_cards(&docs, today))
}

/// The home page's "2,012 players from 48 countries" for the stored `aggregates/totals` (as JSON text), or
/// `undefined` when there is nothing worth saying yet.
#[wasm_bindgen(js_name = totalsText)]
pub fn totals_text(totals_json: &str) -> Option<String> {
    skora_core::aggregates::totals_text(totals_json)
}
