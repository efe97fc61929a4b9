//! The one conversion path for values that cross the boundary as data (forms, documents, results).
//!
//! Parameters arrive as `JsValue` and results leave as `JsValue`; the facades name their TypeScript types
//! (`unchecked_param_type` / `unchecked_return_type`), which tsify generates from the Rust types. Which
//! mechanism does the work is chosen at build time (see the crate's `json-boundary` feature); the release
//! build uses the one that produced the smaller modules (figures in `scripts/build-wasm.mjs`).

use serde::de::DeserializeOwned;
use serde::Serialize;
use wasm_bindgen::JsValue;

use crate::error::bad_input;

/// A JS value read as `T`; a value of the wrong shape throws a `bad-input` [`crate::CoreError`].
pub fn from_js<T: DeserializeOwned>(value: JsValue) -> Result<T, JsValue> {
    imp::from_js(value).map_err(bad_input)
}

/// Like [`from_js`], with `undefined` read as `null` (an absent document is JSON `null`).
pub fn from_js_or_null<T: DeserializeOwned>(value: JsValue) -> Result<T, JsValue> {
    from_js(if value.is_undefined() {
        JsValue::NULL
    } else {
        value
    })
}

/// `value` as plain JS data: objects (never `Map`s), arrays, strings, numbers, booleans and `null`.
pub fn to_js<T: Serialize + ?Sized>(value: &T) -> Result<JsValue, JsValue> {
    imp::to_js(value).map_err(bad_input)
}

#[cfg(not(feature = "json-boundary"))]
mod imp {
    use super::*;

    pub fn from_js<T: DeserializeOwned>(value: JsValue) -> Result<T, String> {
        serde_wasm_bindgen::from_value(value).map_err(|e| e.to_string())
    }

    pub fn to_js<T: Serialize + ?Sized>(value: &T) -> Result<JsValue, String> {
        value
            .serialize(&serde_wasm_bindgen::Serializer::json_compatible())
            .map_err(|e| e.to_string())
    }
}

#[cfg(feature = "json-boundary")]
mod imp {
    use super::*;

    pub fn from_js<T: DeserializeOwned>(value: JsValue) -> Result<T, String> {
        // JSON.stringify(undefined) is undefined, not text: read it as the absence it stands for.
        let text = if value.is_undefined() {
            "null".to_string()
        } else {
            js_sys::JSON::stringify(&value)
                .map_err(|_| "the value cannot be written as JSON".to_string())?
                .as_string()
                .ok_or_else(|| "the value cannot be written as JSON".to_string())?
        };
        serde_json::from_str(&text).map_err(|e| e.to_string())
    }

    pub fn to_js<T: Serialize + ?Sized>(value: &T) -> Result<JsValue, String> {
        let text = serde_json::to_string(value).map_err(|e| e.to_string())?;
        js_sys::JSON::parse(&text).map_err(|_| "invalid JSON from serde_json".to_string())
    }
}
