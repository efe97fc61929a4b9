//! The directory module: the players directory and the home page's featured players, as one handle,
//! `Directory`. The directory pages on the server: `plan` gives one page's Firestore query over `playerIndex`
//! (and, after a failed read, the read to try instead), `view` turns its result into cards, cursors, the count
//! line and the numbered links; `query` reads and writes the URL's query; the featured players' cards and the
//! totals line come from index entries and the totals document. The talent map's store and players are the `map`
//! module's (`crates/wasm-map`), loaded with `/map` only.
//!
//! No `start` function: each call installs the panic hook itself (once), so the module's whole boundary is the
//! handle's five methods. Thin: every rule is the core's `directory` and `aggregates`.

use serde::{Deserialize, Serialize};
use serde_json::Value;
use skora_core::directory::{
    self, DirectoryNav, DirectoryPage, DirectoryPlan, DirectoryQuery, IndexDoc, PlayerCard,
};
use skora_core::firestore_errors;
use skora_wasm_common::typed::{read, typed, EntryDocuments, StoredDocument};
use skora_wasm_common::{from_js_each, from_js_or_null, set_panic_hook};
use tsify::{Ts, Tsify};
use wasm_bindgen::prelude::*;

/// What the page asks of the directory's URL query.
#[derive(Debug, Clone, Deserialize, Tsify)]
#[serde(rename_all = "camelCase")]
pub enum QueryInput {
    /// The query of a URL's search string (`?q=…&page=2`; unknown values ignored).
    Search(String),
    /// A query the page built (a filter changed).
    Query(DirectoryQuery),
    /// The query searching the search box's text alone (the text as the query keeps it).
    Text(String),
}

/// A query's facts.
#[derive(Debug, Clone, Serialize, Tsify)]
#[serde(rename_all = "camelCase")]
pub struct QueryFacts {
    /// The query normalised (the search text tidied: trimmed, spaces collapsed, capped).
    pub query: DirectoryQuery,
    /// Its canonical search string, without `?` (`""` for the default query).
    pub search: String,
    /// Whether any filter narrows the results (the sort and the page do not): "Clear filters" is offered then.
    pub filtered: bool,
}

/// One page of the directory for one reader.
#[derive(Debug, Clone, Serialize, Deserialize, Tsify)]
#[serde(rename_all = "camelCase")]
pub struct PageRequest {
    pub query: DirectoryQuery,
    /// The reader's `YYYY-MM-DD` (ages are theirs).
    pub today: String,
    /// The reader may see members-only entries (signed in with a verified e-mail).
    pub members: bool,
}

/// The read of a page: the request it serves and its Firestore query.
#[derive(Debug, Clone, Serialize, Tsify)]
#[serde(rename_all = "camelCase")]
pub struct PagePlan {
    pub request: PageRequest,
    pub plan: DirectoryPlan,
}

/// What the directory shows for one page: the cards and cursors, and the count line and pagination around them.
#[derive(Debug, Clone, Serialize, Tsify)]
#[serde(rename_all = "camelCase")]
pub struct DirectoryView {
    pub page: DirectoryPage,
    pub nav: DirectoryNav,
}

#[wasm_bindgen]
pub struct Directory;

#[wasm_bindgen]
impl Directory {
    /// The facts of the query `input` gives: the query (normalised), its canonical search string and whether
    /// it is filtered.
    pub fn query(input: Ts<QueryInput>) -> Result<Ts<QueryFacts>, JsValue> {
        set_panic_hook();
        let query = match read(input)? {
            QueryInput::Search(search) => directory::parse_query(&search),
            QueryInput::Query(query) => query.normalised(),
            QueryInput::Text(text) => DirectoryQuery {
                q: text,
                ..DirectoryQuery::default()
            }
            .normalised(),
        };
        typed(&QueryFacts {
            search: directory::to_query_string(&query),
            filtered: query.is_filtered(),
            query,
        })
    }

    /// The read of the page `request` asks for (a cursor that does not fit is ignored: the first page). After a
    /// failed read of it (`failed`: the Firestore error's code), the read to try instead, or `undefined` when the
    /// failure stands: a members read the rules refused is read again as public entries.
    pub fn plan(
        request: Ts<PageRequest>,
        failed: Option<String>,
    ) -> Result<Option<Ts<PagePlan>>, JsValue> {
        set_panic_hook();
        let mut request = read(request)?;
        if let Some(code) = failed {
            if !firestore_errors::read_again_as_public(request.members, &code) {
                return Ok(None);
            }
            request.members = false;
        }
        let plan = directory::directory_plan(&request.query, &request.today, request.members);
        typed(&PagePlan { request, plan }).map(Some)
    }

    /// The view of `request`'s page from what its plan's reads returned: `docs`, the query's entries (malformed
    /// ones skipped, and reported on the console), and `counted`, what the count source said (the count
    /// aggregation's number, the aggregate document, or `null` when it was not read: the line then says only the
    /// places).
    pub fn view(
        request: Ts<PageRequest>,
        docs: EntryDocuments,
        counted: JsValue,
    ) -> Result<Ts<DirectoryView>, JsValue> {
        set_panic_hook();
        let PageRequest {
            query,
            today,
            members,
        } = read(request)?;
        let docs: Vec<IndexDoc> = from_js_each(docs.into(), "index entries")?;
        // Anything that does not read is no count.
        let counted: Value = from_js_or_null(counted).unwrap_or(Value::Null);
        let page = directory::directory_page(&query, &today, members, &docs);
        let nav = directory::directory_nav(&query, &today, members, &page, &counted);
        typed(&DirectoryView { page, nav })
    }

    /// The home page's featured cards from the featured queries' entries (the photo query's, then the other's),
    /// each player once, public entries only, on `today`.
    pub fn featured(docs: EntryDocuments, today: &str) -> Result<Vec<Ts<PlayerCard>>, JsValue> {
        set_panic_hook();
        let docs: Vec<IndexDoc> = from_js_each(docs.into(), "index entries")?;
        directory::featured_cards(&docs, today)
            .iter()
            .map(typed)
            .collect()
    }

    /// The home page's "2,012 players from 48 countries" for the stored `aggregates/totals`, or `undefined` when
    /// there is nothing worth saying yet (no players, or a document that does not read as totals).
    pub fn totals(totals: StoredDocument) -> Option<String> {
        set_panic_hook();
        let totals: Value = from_js_or_null(totals.into()).ok()?;
        skora_core::aggregates::totals_text(&totals.to_string())
    }
}
