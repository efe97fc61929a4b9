//! Turning the core's errors into JS values.

use serde::Serialize;
use skora_core::validation::FieldError;
use wasm_bindgen::prelude::*;

/// The `code` of every validation failure thrown by the facade; the details are in `fieldErrors`.
pub const INVALID_FORM: &str = "invalid-form";

/// Serialises plain data the way JSON would look (maps become objects, not `Map`s).
pub fn to_js<T: Serialize + ?Sized>(value: &T) -> Result<JsValue, serde_wasm_bindgen::Error> {
    value.serialize(&serde_wasm_bindgen::Serializer::json_compatible())
}

/// One JS `Error` for a failed validation, so one resolver handles every validator:
/// `message`, `field` and `fieldCode` of the first error, `code = "invalid-form"`, and `fieldErrors`,
/// every error as a plain `{ field, code, message }` object.
pub fn form_error(errors: Vec<FieldError>) -> JsValue {
    let first = errors.first().cloned().unwrap_or_else(|| FieldError {
        field: String::new(),
        code: INVALID_FORM.into(),
        message: "The form is not valid.".into(),
    });
    let js = js_sys::Error::new(&first.message);
    // Reflect::set on a fresh Error object cannot fail, and FieldError (three strings) always
    // serialises; ignoring the results keeps the facade panic-free.
    let list = to_js(&errors).unwrap_or_else(|_| js_sys::Array::new().into());
    let _ = js_sys::Reflect::set(&js, &"code".into(), &INVALID_FORM.into());
    let _ = js_sys::Reflect::set(&js, &"field".into(), &first.field.into());
    let _ = js_sys::Reflect::set(&js, &"fieldCode".into(), &first.code.into());
    let _ = js_sys::Reflect::set(&js, &"fieldErrors".into(), &list);
    js.into()
}

/// A value that could not even be read as the expected form (a wrong type, a missing key): a plain
/// JS `Error` with the reason, not a form error, because it is a programming mistake.
pub fn bad_input(error: impl std::fmt::Display) -> JsValue {
    JsError::new(&error.to_string()).into()
}
