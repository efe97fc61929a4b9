//! The players directory and the featured players: loading player documents into the store once,
//! queries that return indices (a `Uint32Array`), and cards built only for the indices on screen.

use skora_core::directory::{self, DirectoryQuery, PageWindow, PlayerCard};
use tsify::{Ts, Tsify};
use wasm_bindgen::prelude::*;

use crate::errors::bad_input;
use crate::store::CoreStore;

/// One Firestore document as the documents wrapper returns it: its id and its data.
#[derive(serde::Deserialize, Tsify)]
pub struct PlayerDoc {
    pub id: String,
    #[tsify(type = "Record<string, unknown>")]
    pub data: serde_json::Value,
}

/// Player documents, named so tsify can declare it as an array type.
#[derive(serde::Deserialize, Tsify)]
pub struct PlayerDocs(Vec<PlayerDoc>);

/// Cards, named so tsify can declare it as an array type.
#[derive(serde::Serialize, Tsify)]
pub struct PlayerCards(Vec<PlayerCard>);

/// The directory's records of `docs`; documents that cannot be listed (not public, no name) are left out.
fn read_docs(docs: Ts<PlayerDocs>) -> Result<Vec<directory::DirectoryPlayer>, JsValue> {
    let docs = docs.to_rust().map_err(bad_input)?;
    Ok(docs
        .0
        .iter()
        .filter_map(|doc| directory::read_player(&doc.id, &doc.data))
        .collect())
}

fn cards(list: Vec<PlayerCard>) -> Result<Ts<PlayerCards>, JsValue> {
    PlayerCards(list).into_ts().map_err(bad_input)
}

/// The normalised query of a URL search string (`?q=...&page=2`; unknown values ignored).
#[wasm_bindgen(js_name = parseDirectoryQuery)]
pub fn parse_directory_query(search: &str) -> Result<Ts<DirectoryQuery>, JsError> {
    Ok(directory::parse_query(search).into_ts()?)
}

/// The canonical search string of a query, without `?` (`""` for the default query).
#[wasm_bindgen(js_name = directoryQueryString)]
pub fn directory_query_string(query: Ts<DirectoryQuery>) -> Result<String, JsError> {
    Ok(directory::to_query_string(&query.to_rust()?))
}

/// Whether any filter narrows the results (the sort and the page do not): "Clear filters" is offered then.
#[wasm_bindgen(js_name = isDirectoryFiltered)]
pub fn is_directory_filtered(query: Ts<DirectoryQuery>) -> Result<bool, JsError> {
    Ok(query.to_rust()?.is_filtered())
}

/// The search box's text as the query keeps it (trimmed, spaces collapsed, capped).
#[wasm_bindgen(js_name = directorySearchText)]
pub fn directory_search_text(raw: &str) -> String {
    directory::search_text(raw)
}

/// Which results page `page` shows out of `total` (clamped to the last page; 12 per page).
#[wasm_bindgen(js_name = pageWindow)]
pub fn page_window(total: u32, page: u32) -> Result<Ts<PageWindow>, JsError> {
    Ok(directory::page_window(total, page).into_ts()?)
}

/// Up to `n` cards to feature from a handful of documents, best first, without touching the store
/// (the home page fetches a few players, not the whole directory).
#[wasm_bindgen(js_name = featuredCards)]
pub fn featured_cards(
    docs: Ts<PlayerDocs>,
    n: u32,
    today: &str,
) -> Result<Ts<PlayerCards>, JsValue> {
    let players = read_docs(docs)?;
    let today = skora_core::dates::parse_date(today);
    let picked = directory::featured(&players, n as usize)
        .into_iter()
        .filter_map(|i| players.get(i as usize))
        .map(|p| directory::card(p, today))
        .collect();
    cards(picked)
}

#[wasm_bindgen]
impl CoreStore {
    /// Loads the directory's players from `{ id, data }` documents (timestamps as milliseconds or
    /// `{seconds, nanoseconds}`); returns whether the list changed. Throws on a value that is not a list
    /// of documents, leaving the store untouched.
    #[wasm_bindgen(js_name = setPlayersFromDocs)]
    pub fn set_players_from_docs(&self, docs: Ts<PlayerDocs>) -> Result<bool, JsValue> {
        let players = read_docs(docs)?;
        Ok(self.apply(|s| s.set_players(players)))
    }

    #[wasm_bindgen(js_name = playerCount)]
    pub fn player_count(&self) -> u32 {
        self.store.borrow().state().player_count
    }

    /// The shared filters as the directory's (normalised) query.
    #[wasm_bindgen(js_name = directoryQuery)]
    pub fn directory_query(&self) -> Result<Ts<DirectoryQuery>, JsError> {
        Ok(self.store.borrow().directory_query().into_ts()?)
    }

    /// Writes a query (normalised) into the shared filters; one notification when anything changed.
    #[wasm_bindgen(js_name = setDirectoryQuery)]
    pub fn set_directory_query(&self, query: Ts<DirectoryQuery>) -> Result<bool, JsError> {
        let query = query.to_rust()?;
        Ok(self.apply(|s| s.set_directory_query(query)))
    }

    /// The indices of the players matching the shared filters, sorted as asked (`today`: `YYYY-MM-DD`).
    pub fn query(&self, today: &str) -> Vec<u32> {
        self.store.borrow().query(today)
    }

    /// The indices of up to `n` players to feature, best first.
    pub fn featured(&self, n: u32) -> Vec<u32> {
        self.store.borrow().featured(n as usize)
    }

    /// The cards of the players at `indices` (a page of `query`'s result); unknown indices are skipped.
    #[wasm_bindgen(js_name = cardsAt)]
    pub fn cards_at(&self, indices: &[u32], today: &str) -> Result<Ts<PlayerCards>, JsValue> {
        cards(self.store.borrow().cards_at(indices, today))
    }

    /// The card of the player at `index`, or `undefined`.
    #[wasm_bindgen(js_name = playerAt)]
    pub fn player_at(&self, index: u32, today: &str) -> Result<Option<Ts<PlayerCard>>, JsValue> {
        self.store
            .borrow()
            .cards_at(&[index], today)
            .pop()
            .map(|c| c.into_ts().map_err(bad_input))
            .transpose()
    }
}
