//! JS values read as plain JSON, defensively: the one way any document or form enters a feature module.
//!
//! serde-wasm-bindgen walks whatever it is given: an object that refers to itself (what a Firestore
//! `DocumentReference` holds) recursed until the wasm stack ran into the module's data, so the call trapped with
//! `memory access out of bounds` and left the module's stack pointer and allocator broken for every later call.
//! This walk cannot: it keeps the core's limits (`skora_core::documents`): nesting past
//! `MAX_DEPTH` is cut to `null`, a value past `MAX_BYTES` is refused, and only plain data is read: objects whose
//! prototype is `Object.prototype` or `null`, arrays, strings, finite numbers, booleans and `null`. Anything
//! else (a class instance such as a reference, a `Date`, bytes, a function, a symbol, a bigint, `NaN`) reads as
//! `null`, like the app's and the functions' conversion at the Firebase boundary. Every JS call it makes is
//! one that catches (`Reflect`), so a throwing getter or proxy is an error value, never an exception through wasm.

use js_sys::{Array, Object, Reflect};
use serde_json::{Map, Number, Value};
use skora_core::documents::{MAX_BYTES, MAX_DEPTH};
use wasm_bindgen::prelude::*;
use wasm_bindgen::JsCast;

#[wasm_bindgen]
extern "C" {
    /// `Object.keys`, catching what a proxy may throw.
    #[wasm_bindgen(catch, js_namespace = Object, js_name = keys)]
    fn object_keys(value: &JsValue) -> Result<Array, JsValue>;
}

/// Why a value was not read.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum NotPlain {
    /// More than `MAX_BYTES` of JSON.
    TooLarge,
    /// A getter or proxy threw while the value was read.
    Threw,
}

impl std::fmt::Display for NotPlain {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(match self {
            NotPlain::TooLarge => "the value is larger than a stored document can be",
            NotPlain::Threw => "the value could not be read",
        })
    }
}

struct Walk {
    bytes: usize,
    object_prototype: JsValue,
    array_prototype: JsValue,
}

impl Walk {
    fn spend(&mut self, bytes: usize) -> Result<(), NotPlain> {
        self.bytes = self.bytes.saturating_add(bytes);
        if self.bytes > MAX_BYTES {
            Err(NotPlain::TooLarge)
        } else {
            Ok(())
        }
    }

    fn value(&mut self, value: &JsValue, depth: usize) -> Result<Value, NotPlain> {
        if let Some(text) = value.as_string() {
            self.spend(text.len() + 2)?;
            return Ok(Value::String(text));
        }
        self.spend(8)?;
        if let Some(flag) = value.as_bool() {
            return Ok(Value::Bool(flag));
        }
        if let Some(number) = value.as_f64() {
            return Ok(number_value(number));
        }
        if !value.is_object() || depth >= MAX_DEPTH {
            // null, undefined, a symbol, a bigint, a function, or a value nested past the limit.
            return Ok(Value::Null);
        }
        let prototype = Reflect::get_prototype_of(value).map_err(|_| NotPlain::Threw)?;
        let prototype: &JsValue = prototype.as_ref();
        if prototype == &self.array_prototype {
            let length = Reflect::get(value, &"length".into())
                .map_err(|_| NotPlain::Threw)?
                .as_f64()
                .unwrap_or(0.0);
            // Each item costs at least a byte, so a claimed length past the limit is too large as it stands.
            if !(0.0..=MAX_BYTES as f64).contains(&length) {
                return Err(NotPlain::TooLarge);
            }
            let mut items = Vec::with_capacity((length as usize).min(1024));
            for i in 0..length as u32 {
                let item = Reflect::get_u32(value, i).map_err(|_| NotPlain::Threw)?;
                items.push(self.value(&item, depth + 1)?);
            }
            return Ok(Value::Array(items));
        }
        if !(prototype.is_null() || prototype == &self.object_prototype) {
            // A class instance: a Firestore reference, Timestamp or Bytes, a Date, a typed array, a Map…
            return Ok(Value::Null);
        }
        let mut map = Map::new();
        for key in object_keys(value).map_err(|_| NotPlain::Threw)?.iter() {
            let Some(name) = key.as_string() else {
                continue;
            };
            let item = Reflect::get(value, &key).map_err(|_| NotPlain::Threw)?;
            // As JSON.stringify does: an undefined or function member is absent.
            if item.is_undefined() || item.is_function() {
                continue;
            }
            self.spend(name.len() + 4)?;
            let item = self.value(&item, depth + 1)?;
            map.insert(name, item);
        }
        Ok(Value::Object(map))
    }
}

/// A JS number as JSON: whole numbers within the safe range as integers (as `JSON.parse` gives them, so a `u16`
/// field reads them), other finite numbers as floats, anything else as `null`.
fn number_value(number: f64) -> Value {
    const SAFE: f64 = 9_007_199_254_740_991.0;
    if number.fract() == 0.0 && number.abs() <= SAFE {
        return Value::Number(Number::from(number as i64));
    }
    Number::from_f64(number).map_or(Value::Null, Value::Number)
}

/// `value` as plain JSON within the core's limits (see the module's note), or why not.
pub fn plain_value(value: &JsValue) -> Result<Value, NotPlain> {
    let mut walk = Walk {
        bytes: 0,
        object_prototype: Object::new().unchecked_into::<JsValue>(),
        array_prototype: JsValue::NULL,
    };
    walk.object_prototype = Reflect::get_prototype_of(&walk.object_prototype)
        .map(JsValue::from)
        .unwrap_or(JsValue::NULL);
    walk.array_prototype = Reflect::get_prototype_of(&Array::new())
        .map(JsValue::from)
        .unwrap_or(JsValue::NULL);
    walk.value(value, 0)
}
