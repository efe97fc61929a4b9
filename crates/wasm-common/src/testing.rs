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

/// The hostile values, each as a JS value a careless reader could hand a facade: what the
/// Firestore SDKs give for a reference (a class instance whose client points back at itself), bytes, a geopoint,
/// a timestamp (a `Date`), a map nested 100 deep, a 1 MiB string, and a plain object that contains itself.
pub fn hostile_values() -> Vec<(&'static str, JsValue)> {
    // A reference-like object: plain, with a `firestore` client that refers back to it (JSON cannot write it,
    // a naive walk never ends).
    let reference = Object::new();
    let client = Object::new();
    let _ = Reflect::set(&reference, &"path".into(), &"players/x".into());
    let _ = Reflect::set(&reference, &"type".into(), &"document".into());
    let _ = Reflect::set(&client, &"app".into(), &reference);
    let _ = Reflect::set(&reference, &"firestore".into(), &client);
    // A class instance with a prototype of its own (what `doc(db, 'players/x')` really is).
    let class_like = Object::create(&reference);
    let mut deep: JsValue = object(&[("leaf", "x".into())]);
    for _ in 0..100 {
        deep = object(&[("a", deep)]);
    }
    let mut deep_list: JsValue = array(&["x".into()]);
    for _ in 0..100 {
        deep_list = array(&[deep_list]);
    }
    vec![
        ("reference", reference.into()),
        ("class instance", class_like.into()),
        ("bytes", js_sys::Uint8Array::new_with_length(64).into()),
        ("array buffer", js_sys::ArrayBuffer::new(64).into()),
        (
            "geopoint",
            object(&[
                ("latitude", JsValue::from_f64(48.85)),
                ("longitude", JsValue::from_f64(2.35)),
            ]),
        ),
        ("timestamp", js_sys::Date::new_0().into()),
        ("deep map", deep),
        ("deep list", deep_list),
        ("1 MiB string", JsValue::from_str(&"x".repeat(1 << 20))),
        ("not a number", JsValue::from_f64(f64::NAN)),
        ("big int", js_sys::BigInt::from(7u32).into()),
        ("symbol", js_sys::Symbol::for_("skora").into()),
        ("function", js_sys::Function::new_no_args("return 1").into()),
    ]
}

/// `base` (a plain object) with each of `lists` set to `[good(key), hostile]`: one hostile value in each list.
pub fn with_hostile_entries(
    base: &JsValue,
    lists: &[(&str, JsValue)],
    hostile: &JsValue,
) -> JsValue {
    let copy = Object::assign(&Object::new(), base.unchecked_ref());
    for (key, good) in lists {
        let _ = Reflect::set(
            &copy,
            &JsValue::from_str(key),
            &array(&[good.clone(), hostile.clone()]),
        );
    }
    copy.into()
}

// Makes the browser refuse web storage, as private mode, blocked cookies or a full quota do: every Storage method
// throws (`refuse_storage_methods`), or an area itself cannot be reached (`refuse_storage_area`: a SecurityError on
// `window.localStorage` or `window.sessionStorage`). `restore_storage` puts the real ones back.
#[wasm_bindgen::prelude::wasm_bindgen(inline_js = r#"
const saved = {};
export function refuseStorageMethods() {
  for (const name of ['getItem', 'setItem', 'removeItem', 'key']) {
    saved[name] = Storage.prototype[name];
    Storage.prototype[name] = function () { throw new DOMException('refused', name === 'setItem' ? 'QuotaExceededError' : 'SecurityError'); };
  }
}
export function refuseStorageArea(area) {
  saved[area] = Object.getOwnPropertyDescriptor(window, area);
  Object.defineProperty(window, area, { configurable: true, get() { throw new DOMException('denied', 'SecurityError'); } });
}
export function restoreStorage() {
  for (const [name, value] of Object.entries(saved)) {
    if (name.endsWith('Storage')) Object.defineProperty(window, name, value);
    else Storage.prototype[name] = value;
    delete saved[name];
  }
}
"#)]
extern "C" {
    #[wasm_bindgen(js_name = refuseStorageMethods)]
    pub fn refuse_storage_methods();
    /// `area`: `"localStorage"` or `"sessionStorage"`.
    #[wasm_bindgen(js_name = refuseStorageArea)]
    pub fn refuse_storage_area(area: &str);
    #[wasm_bindgen(js_name = restoreStorage)]
    pub fn restore_storage();
}

/// localStorage, reached directly (the tests' own view of what the facades stored).
pub fn local_storage() -> web_sys::Storage {
    web_sys::window()
        .and_then(|w| w.local_storage().ok().flatten())
        .expect("localStorage")
}

/// Puts `raw` under `key`, as any script of the page could.
pub fn store(key: &str, raw: &str) {
    local_storage().set_item(key, raw).expect("write");
}

/// The text under `key`.
pub fn stored(key: &str) -> Option<String> {
    local_storage().get_item(key).expect("read")
}

/// What no stored key may hold without costing a page: each reads as the key's default.
pub const CORRUPT_STORED: [&str; 8] = [
    "",
    "{not json",
    "null",
    "42",
    "\"text\"",
    "[1,2]",
    "[[[[",
    "undefined",
];
