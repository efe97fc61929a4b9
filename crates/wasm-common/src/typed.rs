//! Typed parameters and results for the capability handles: `tsify::Ts<T>` is a plain JS value whose
//! TypeScript type is the one tsify generates for `T`, so a handle's signature names its types without a
//! hand-written `unchecked_*_type` string. The value still crosses through the one conversion path
//! ([`crate::from_js`], [`crate::to_js`]): tsify's own (de)serializer would walk any object, cycles included.
//!
//! Two shapes have no Rust type to name: a stored document (untyped JSON, read tolerantly) and a list of
//! entry documents (read item by item, a bad item skipped). They are declared here, once.

use serde::de::DeserializeOwned;
use serde::Serialize;
use tsify::{Ts, Tsify};
use wasm_bindgen::prelude::*;

#[wasm_bindgen]
extern "C" {
    /// A stored document as Firestore (or the cache) returned it, or its absence.
    #[wasm_bindgen(typescript_type = "Record<string, unknown> | null | undefined")]
    pub type StoredDocument;

    /// Entry documents (`{id, data}`) as a query returned them.
    #[wasm_bindgen(typescript_type = "EntryDocument[]")]
    pub type EntryDocuments;
}

/// A typed parameter read as `T`; the wrong shape throws a `bad-input` [`crate::CoreError`].
pub fn read<T: Tsify + DeserializeOwned>(value: Ts<T>) -> Result<T, JsValue> {
    crate::from_js(value.js_value())
}

/// `value` as a typed result.
pub fn typed<T: Tsify + Serialize>(value: &T) -> Result<Ts<T>, JsValue> {
    Ok(Ts::new_unchecked(crate::to_js(value)?))
}
