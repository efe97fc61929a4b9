//! The calls of the `Directory` handle as the tests make them: from plain JS values, results as JS values.

use js_sys::Array;
use skora_wasm_common::testing::{get, object};
use skora_wasm_directory::Directory;
use tsify::{Ts, Tsify};
use wasm_bindgen::{JsCast, JsValue};

pub const TODAY: &str = "2025-06-01";

pub fn ts<T: Tsify>(value: JsValue) -> Ts<T> {
    Ts::new_unchecked(value)
}

/// The facts of the query of a URL search string.
pub fn facts_of_search(search: &str) -> JsValue {
    Directory::query(ts(object(&[("search", search.into())])))
        .expect("parse")
        .into()
}

/// The query of a URL search string.
pub fn parse(search: &str) -> JsValue {
    get(&facts_of_search(search), "query")
}

/// The request of `query`'s page on [`TODAY`].
pub fn request(query: JsValue, members: bool) -> JsValue {
    object(&[
        ("query", query),
        ("today", TODAY.into()),
        ("members", members.into()),
    ])
}

/// The view of `query`'s page for a public reader, from `docs` and `counted`.
pub fn view(query: JsValue, docs: JsValue, counted: JsValue) -> Result<JsValue, JsValue> {
    Directory::view(ts(request(query, false)), docs.unchecked_into(), counted).map(JsValue::from)
}

/// The featured cards of `docs` on [`TODAY`], as one array.
pub fn featured(docs: JsValue) -> Result<JsValue, JsValue> {
    Directory::featured(docs.unchecked_into(), TODAY).map(|cards| {
        cards
            .into_iter()
            .map(JsValue::from)
            .collect::<Array>()
            .into()
    })
}
