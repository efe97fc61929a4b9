//! Web storage access: localStorage through gloo-storage, sessionStorage through web-sys.
//!
//! Storage can be missing or throw (private mode, disabled cookies, quota); every function here degrades to
//! "nothing stored" instead of failing, because a cache miss is always safe.

use gloo_storage::{LocalStorage, Storage};
use wasm_bindgen::JsError;

fn session() -> Option<web_sys::Storage> {
    web_sys::window()?.session_storage().ok().flatten()
}

pub fn session_get(key: &str) -> Option<String> {
    session()?.get_item(key).ok().flatten()
}

pub fn session_set(key: &str, value: &str) -> bool {
    session().is_some_and(|s| s.set_item(key, value).is_ok())
}

pub fn session_remove(key: &str) {
    if let Some(s) = session() {
        let _ = s.remove_item(key);
    }
}

fn local() -> Option<web_sys::Storage> {
    // gloo's `raw()` panics when storage is unavailable; ask the window first.
    web_sys::window()?.local_storage().ok().flatten()?;
    Some(LocalStorage::raw())
}

pub fn local_get(key: &str) -> Option<String> {
    local()?.get_item(key).ok().flatten()
}

pub fn local_set_json(key: &str, value: &serde_json::Value) -> Result<(), JsError> {
    local().ok_or_else(|| JsError::new("localStorage is not available"))?;
    LocalStorage::set(key, value).map_err(|e| JsError::new(&e.to_string()))
}

pub fn local_remove(key: &str) -> bool {
    match local() {
        Some(_) => {
            LocalStorage::delete(key);
            true
        }
        None => false,
    }
}

pub fn local_keys() -> Vec<String> {
    let Some(storage) = local() else {
        return Vec::new();
    };
    let len = storage.length().unwrap_or(0);
    (0..len)
        .filter_map(|i| storage.key(i).ok().flatten())
        .collect()
}
