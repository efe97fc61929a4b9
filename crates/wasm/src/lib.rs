//! The wasm-bindgen facade over `skora-core`.
//!
//! It converts types and touches web storage; every decision is the core's. TypeScript declarations for
//! the types that cross the boundary come from tsify derives on the core's types.

mod accounts;
mod content;
mod directory;
mod errors;
mod forms;
mod profile;
mod reference;
mod storage;
mod store;

use skora_core::{auth_action, cache, greeting, guards, location, routes, validation};
use tsify::{Ts, Tsify};
use wasm_bindgen::prelude::*;

pub use accounts::*;
pub use content::*;
pub use directory::*;
pub use forms::*;
pub use profile::*;
pub use reference::*;
pub use store::CoreStore;

#[wasm_bindgen(start)]
pub fn start() {
    console_error_panic_hook::set_once();
}

/// The route table, wrapped so tsify can name it as an array type.
#[derive(serde::Serialize, Tsify)]
pub struct RouteTable(Vec<routes::RouteEntry>);

#[wasm_bindgen(js_name = greetingName)]
pub fn greeting_name(display_name: Option<String>) -> String {
    greeting::greeting_name(display_name.as_deref())
}

#[wasm_bindgen(js_name = authActionTarget)]
pub fn auth_action_target(mode: Option<String>, oob_code: Option<String>) -> String {
    auth_action::auth_action_target(mode.as_deref(), oob_code.as_deref())
}

#[wasm_bindgen(js_name = routeTable)]
pub fn route_table() -> Result<Ts<RouteTable>, JsError> {
    Ok(RouteTable(routes::route_table()).into_ts()?)
}

#[wasm_bindgen(js_name = routeInfo)]
pub fn route_info(path: &str) -> Result<Ts<location::RouteInfo>, JsError> {
    Ok(location::route_info(path).into_ts()?)
}

/// The guard decision for `path`, with the remembered location and the skip flag read from sessionStorage.
/// Pure with respect to storage: the caller applies `clearSkipFlag` once it acts on the decision.
#[wasm_bindgen]
pub fn guard(session: Ts<guards::Session>, path: &str) -> Result<Ts<guards::Decision>, JsError> {
    let session = session.to_rust()?;
    let memory = guards::Memory {
        previous_location: storage::session_get(location::PREVIOUS_LOCATION_KEY),
        skip_public_only_toast: storage::session_get(location::SKIP_PUBLIC_ONLY_TOAST_KEY)
            .is_some(),
    };
    Ok(guards::decide(&session, &memory, path).into_ts()?)
}

/// Writes `previousLocation` when the core says this location is worth remembering; returns whether it did.
#[wasm_bindgen(js_name = rememberLocation)]
pub fn remember_location(location_with_search: &str) -> bool {
    if !location::should_remember(location_with_search) {
        return false;
    }
    storage::session_set(location::PREVIOUS_LOCATION_KEY, location_with_search)
}

/// The remembered location, only when it is a safe in-app path.
#[wasm_bindgen(js_name = rememberedLocation)]
pub fn remembered_location() -> Option<String> {
    location::safe_location(storage::session_get(location::PREVIOUS_LOCATION_KEY).as_deref())
}

#[wasm_bindgen(js_name = setSkipPublicOnlyToast)]
pub fn set_skip_public_only_toast() -> bool {
    storage::session_set(location::SKIP_PUBLIC_ONLY_TOAST_KEY, "true")
}

#[wasm_bindgen(js_name = clearSkipPublicOnlyToast)]
pub fn clear_skip_public_only_toast() {
    storage::session_remove(location::SKIP_PUBLIC_ONLY_TOAST_KEY);
}

/// Removes every cached user key from localStorage (profiles of any uid and the stats wizard steps).
/// Returns how many keys were removed.
#[wasm_bindgen(js_name = clearUserCache)]
pub fn clear_user_cache() -> u32 {
    let doomed: Vec<String> = storage::local_keys()
        .into_iter()
        .filter(|key| cache::is_user_cache_key(key))
        .collect();
    doomed
        .iter()
        .filter(|key| storage::local_remove(key))
        .count() as u32
}

#[wasm_bindgen(js_name = profileCacheKey)]
pub fn profile_cache_key(uid: &str) -> String {
    cache::profile_key(uid)
}

/// Reads a JSON value from localStorage; a missing or unparsable value yields `fallback`.
#[wasm_bindgen(js_name = cacheRead)]
pub fn cache_read(key: &str, fallback: JsValue) -> Result<JsValue, JsError> {
    let fallback: serde_json::Value = if fallback.is_undefined() {
        serde_json::Value::Null
    } else {
        serde_wasm_bindgen::from_value(fallback)?
    };
    let value = cache::read_json(storage::local_get(key).as_deref(), fallback);
    Ok(errors::to_js(&value)?)
}

#[wasm_bindgen(js_name = cacheWrite)]
pub fn cache_write(key: &str, value: JsValue) -> Result<(), JsError> {
    let value: serde_json::Value = serde_wasm_bindgen::from_value(value)?;
    storage::local_set_json(key, &value)
}

/// The normalised email, or an `invalid-form` error (the same shape as every validator's).
#[wasm_bindgen(js_name = validateEmail)]
pub fn validate_email(raw: &str) -> Result<String, JsValue> {
    validation::validate_email(raw).map_err(|e| errors::form_error(vec![e]))
}
