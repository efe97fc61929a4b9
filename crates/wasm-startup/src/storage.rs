//! What every page keeps in sessionStorage, read and written here so the app never touches it (the `Memory`
//! handle): the location to return to after login and the one-shot flag that silences "already signed in" after
//! logout (plain text, no JSON). The keys and whether a location is worth remembering or safe to follow are the core's (`location`).
//!
//! Storage can be missing or throw (private mode, blocked cookies): every function degrades to "nothing stored",
//! because a forgotten location is always safe. The four `Storage` calls made are declared here, each caught,
//! rather than taken from `web-sys` or `gloo-storage` (the profile module uses both): `web-sys` links `js-sys`,
//! whose JSPI task code costs this module 0.6 KiB gzip, more than its 25 KiB budget has room for (measured:
//! 24.7 KiB without, 25.3 KiB with); `gloo-storage` adds serde_json (its values are JSON: with it
//! reading and writing these two keys the module measured 56.4 KiB gzip) and throws a JavaScript error out of the
//! module when the browser refuses (`expect_throw`). The JSON values in localStorage and logout's
//! clearing are the profile module's, which loads with the first signed-in page.

use skora_core::location;
use wasm_bindgen::prelude::*;

#[wasm_bindgen]
extern "C" {
    /// The global object: only its `sessionStorage` getter is read (caught: it throws a `SecurityError` when the
    /// browser blocks storage).
    type Global;
    type Storage;
    #[wasm_bindgen(thread_local_v2, js_name = globalThis)]
    static GLOBAL: Global;
    #[wasm_bindgen(method, catch, getter, js_name = sessionStorage)]
    fn session_storage(this: &Global) -> Result<Option<Storage>, JsValue>;
    #[wasm_bindgen(method, catch, js_name = getItem)]
    fn get_item(this: &Storage, key: &str) -> Result<Option<String>, JsValue>;
    #[wasm_bindgen(method, catch, js_name = setItem)]
    fn set_item(this: &Storage, key: &str, value: &str) -> Result<(), JsValue>;
    #[wasm_bindgen(method, catch, js_name = removeItem)]
    fn remove_item(this: &Storage, key: &str) -> Result<(), JsValue>;
}

/// sessionStorage, when the browser lets this page reach it (`None` on a `SecurityError`, or where there is none).
fn session() -> Option<Storage> {
    GLOBAL.with(|global| global.session_storage().ok().flatten())
}

fn read(key: &str) -> Option<String> {
    session()?.get_item(key).ok().flatten()
}

/// Whether the value was stored (not when full or blocked).
fn write(key: &str, value: &str) -> bool {
    session().is_some_and(|storage| storage.set_item(key, value).is_ok())
}

/// The remembered location, untrusted: the guard checks it itself.
pub fn previous_location() -> Option<String> {
    read(location::PREVIOUS_LOCATION_KEY)
}

/// The remembered location, only when the core says it is a safe in-app path.
pub fn remembered_location() -> Option<String> {
    location::safe_location(previous_location().as_deref())
}

/// Stores `location` (path and search) when the core says it is worth remembering; returns whether it did.
pub fn remember_location(location: &str) -> bool {
    location::should_remember(location) && write(location::PREVIOUS_LOCATION_KEY, location)
}

/// Whether the one-shot flag that silences "already signed in" is set.
pub fn skip_public_only_toast() -> bool {
    read(location::SKIP_PUBLIC_ONLY_TOAST_KEY).is_some()
}

/// Sets the flag (at logout); returns whether it could.
pub fn set_skip_public_only_toast() -> bool {
    write(location::SKIP_PUBLIC_ONLY_TOAST_KEY, "true")
}

/// Clears the flag (once the guard has acted on it).
pub fn clear_skip_public_only_toast() {
    if let Some(storage) = session() {
        // Nothing to remove from a storage that refuses.
        let _ = storage.remove_item(location::SKIP_PUBLIC_ONLY_TOAST_KEY);
    }
}
