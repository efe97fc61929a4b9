//! Turning the core's errors into JS values.

use serde::Serialize;
use skora_core::validation::FieldError;
use wasm_bindgen::prelude::*;

/// Serialises plain data the way JSON would look (maps become objects, not `Map`s).
pub fn to_js<T: Serialize + ?Sized>(value: &T) -> Result<JsValue, serde_wasm_bindgen::Error> {
    value.serialize(&serde_wasm_bindgen::Serializer::json_compatible())
}

/// A JS `Error` carrying the stable `code` and the `field` it concerns, so the UI can place the message.
pub fn field_error(error: FieldError) -> JsValue {
    let js = js_sys::Error::new(&error.message);
    // Reflect::set on a fresh Error object cannot fail; ignoring the result keeps the facade panic-free.
    let _ = js_sys::Reflect::set(&js, &"code".into(), &error.code.into());
    let _ = js_sys::Reflect::set(&js, &"field".into(), &error.field.into());
    js.into()
}
