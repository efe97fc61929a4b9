//! localStorage as the modules that keep values on the device reach it (the profile module's `Device`, the session
//! module's `Member`). Storage can be missing or throw (private mode, blocked cookies, a full quota): every function
//! degrades to "nothing stored". Values are written with `gloo-storage` (serde_json to text, a refused write as an
//! error), but only once `web-sys` has reached the area without an exception: `gloo-storage`'s accessor, `get` and
//! `delete` throw a JavaScript error out of the module when the browser refuses the area or a call (`expect_throw`),
//! so reads, removals and the listing go through `web-sys`, each call caught. (`set` expects a refusal to be a JS
//! `Error`, as every browser's `QuotaExceededError` is; anything else would be `unreachable!()` in gloo-storage.)
//! Which key holds what, and what a stored text means, are the core's (`skora_core::cache`).

use gloo_storage::{LocalStorage, Storage as _};
use serde_json::Value;

/// localStorage, when the browser lets this page reach it (`None` in a worker, or on a `SecurityError`).
pub fn local() -> Option<web_sys::Storage> {
    web_sys::window()?.local_storage().ok().flatten()
}

/// The stored text of `key` (`None` when there is none or storage refuses).
pub fn stored(key: &str) -> Option<String> {
    local()?.get_item(key).ok().flatten()
}

/// Stores `value` as JSON; whether it was stored (not when full or blocked).
pub fn write(key: &str, value: &Value) -> bool {
    local().is_some() && LocalStorage::set(key, value).is_ok()
}

/// Removes `keys` where they are stored; how many went. A storage that refuses or cannot be reached has nothing
/// this page could remove.
pub fn forget(keys: impl IntoIterator<Item = String>) -> u32 {
    let Some(storage) = local() else {
        return 0;
    };
    let mut gone = 0;
    for key in keys {
        if storage.get_item(&key).ok().flatten().is_some() && storage.remove_item(&key).is_ok() {
            gone += 1;
        }
    }
    gone
}

/// Stores `value` under `key` (1) or, without one, forgets it (how many went).
pub fn keep_or_forget(key: String, value: Option<Value>) -> u32 {
    match value {
        Some(value) => u32::from(write(&key, &value)),
        None => forget([key]),
    }
}
