//! The one conversion path for values that cross the boundary as data (forms, documents, results).
//!
//! Parameters arrive as `JsValue` and results leave as `JsValue`; the facades name their TypeScript types
//! (`unchecked_param_type` / `unchecked_return_type`), which tsify generates from the Rust types. Which
//! mechanism does the work is chosen at build time (see the crate's `json-boundary` feature); the release
//! build uses the one that produced the smaller modules (figures in `scripts/build-wasm.mjs`).
//!
//! Reading is defensive whichever mechanism is chosen: a value never reaches a deserializer before it is plain
//! JSON within the core's limits (`crate::plain`, or `JSON.stringify` and serde_json's own nesting limit), so
//! no input can make a call trap. Lists of documents are read item by item ([`from_js_each`]): a bad item is
//! skipped and reported, never failing the others.
//!
//! Every conversion installs the panic hook (once): the modules export no `start` function, so their boundary is their
//! handles' methods alone, and every method reads or returns a value through here.

use serde::de::DeserializeOwned;
use serde::Serialize;
use wasm_bindgen::{JsCast, JsValue};

use crate::error::bad_input;

/// A JS value read as `T`; a value of the wrong shape throws a `bad-input` [`crate::CoreError`].
pub fn from_js<T: DeserializeOwned>(value: JsValue) -> Result<T, JsValue> {
    crate::set_panic_hook();
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

/// A JS array read item by item as `T`: items that do not read (the wrong shape, not plain, past the limits)
/// are skipped and reported with `console.warn` (their place and why, never their content); a value that is
/// not an array throws a `bad-input` [`crate::CoreError`]. `what` names the items in the report.
pub fn from_js_each<T: DeserializeOwned>(value: JsValue, what: &str) -> Result<Vec<T>, JsValue> {
    crate::set_panic_hook();
    let Some(items) = value.dyn_ref::<js_sys::Array>() else {
        return Err(bad_input(format!("expected a list of {what}")));
    };
    let mut read = Vec::with_capacity(items.length() as usize);
    let mut skipped: Vec<String> = Vec::new();
    for (i, item) in items.iter().enumerate() {
        match imp::from_js::<T>(item) {
            Ok(value) => read.push(value),
            Err(reason) => skipped.push(format!("#{i} ({})", first_line(&reason))),
        }
    }
    if !skipped.is_empty() {
        warn(&format!(
            "SKORA: skipped {} of {} {what} that could not be read: {}",
            skipped.len(),
            items.length(),
            skipped.join(", ")
        ));
    }
    Ok(read)
}

fn first_line(text: &str) -> &str {
    let line = text.lines().next().unwrap_or_default();
    line.get(..120).unwrap_or(line)
}

#[wasm_bindgen::prelude::wasm_bindgen]
extern "C" {
    #[wasm_bindgen(js_namespace = console)]
    fn warn(message: &str);
}

/// `value` as plain JS data: objects (never `Map`s), arrays, strings, numbers, booleans and `null`.
pub fn to_js<T: Serialize + ?Sized>(value: &T) -> Result<JsValue, JsValue> {
    crate::set_panic_hook();
    imp::to_js(value).map_err(bad_input)
}

#[cfg(not(feature = "json-boundary"))]
mod imp {
    use super::*;

    pub fn from_js<T: DeserializeOwned>(value: JsValue) -> Result<T, String> {
        // Never serde_wasm_bindgen::from_value: it walks any object, cycles included (see `crate::plain`).
        let plain = crate::plain::plain_value(&value).map_err(|e| e.to_string())?;
        serde_json::from_value(plain).map_err(|e| e.to_string())
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
        if text.len() > skora_core::documents::MAX_BYTES {
            return Err(crate::plain::NotPlain::TooLarge.to_string());
        }
        serde_json::from_str(&text).map_err(|e| e.to_string())
    }

    pub fn to_js<T: Serialize + ?Sized>(value: &T) -> Result<JsValue, String> {
        let text = serde_json::to_string(value).map_err(|e| e.to_string())?;
        js_sys::JSON::parse(&text).map_err(|_| "invalid JSON from serde_json".to_string())
    }
}
