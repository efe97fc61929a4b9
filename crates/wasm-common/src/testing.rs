//! Helpers for the wasm modules' browser tests (wasm-bindgen-test): reading and building JS values
//! independently of the facades' own conversion. Only with the `testing` feature (a dev-dependency).

use js_sys::{Array, Object, Reflect};
use wasm_bindgen::{JsCast, JsValue};

/// `target[key]`, or `undefined` when `target` is not an object.
pub fn get(target: &JsValue, key: &str) -> JsValue {
    Reflect::get(target, &JsValue::from_str(key)).unwrap_or(JsValue::UNDEFINED)
}

/// `target[key]` as a string; panics with the key's name when it is not one.
pub fn get_str(target: &JsValue, key: &str) -> String {
    let value = get(target, key);
    value
        .as_string()
        .unwrap_or_else(|| panic!("{key} is not a string: {value:?}"))
}

/// `target[key]` as a number; panics with the key's name when it is not one.
pub fn get_f64(target: &JsValue, key: &str) -> f64 {
    let value = get(target, key);
    value
        .as_f64()
        .unwrap_or_else(|| panic!("{key} is not a number: {value:?}"))
}

/// `target[key]` as a boolean; panics with the key's name when it is not one.
pub fn get_bool(target: &JsValue, key: &str) -> bool {
    let value = get(target, key);
    value
        .as_bool()
        .unwrap_or_else(|| panic!("{key} is not a boolean: {value:?}"))
}

/// Whether `target` has `key` as an own property (present even if its value is `undefined`).
pub fn has_own(target: &JsValue, key: &str) -> bool {
    target
        .dyn_ref::<Object>()
        .is_some_and(|o| Object::has_own(o, &JsValue::from_str(key)))
}

/// A plain JS object built with `Reflect.set`, so the test does not depend on the facade's serde setup.
pub fn object(entries: &[(&str, JsValue)]) -> JsValue {
    let obj = Object::new();
    for (key, value) in entries {
        Reflect::set(&obj, &JsValue::from_str(key), value).expect("Reflect.set on a fresh object");
    }
    obj.into()
}

/// A JS array of the given values.
pub fn array(items: &[JsValue]) -> JsValue {
    items.iter().collect::<Array>().into()
}

/// The own enumerable keys of a JS object, sorted.
pub fn keys(target: &JsValue) -> Vec<String> {
    let obj = target.dyn_ref::<Object>().expect("an object");
    let mut keys: Vec<String> = Object::keys(obj)
        .iter()
        .filter_map(|k| k.as_string())
        .collect();
    keys.sort();
    keys
}

/// `JSON.stringify(value)`, to compare whole JS values independently of the facade's own conversion.
pub fn json(value: &JsValue) -> String {
    js_sys::JSON::stringify(value)
        .expect("JSON.stringify")
        .as_string()
        .expect("a string")
}
