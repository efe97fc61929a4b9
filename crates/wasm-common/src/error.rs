//! The one error type the feature modules throw.

use serde::Serialize;
use skora_core::validation::FieldError;
use tsify::Tsify;
use wasm_bindgen::prelude::*;

/// `code` of a failed validation: `fieldErrors` lists every problem, `field` is the first one's.
pub const INVALID_FORM: &str = "invalid-form";
/// `code` of a value that is not even of the expected shape (a programming mistake, not a user's).
pub const BAD_INPUT: &str = "bad-input";

/// What every fallible export throws: a JS `Error` whose `message` is the text to show, with these
/// properties set on it. `code` is stable (`"invalid-form"`, `"bad-input"`); the UI may branch on it.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Tsify)]
#[serde(rename_all = "camelCase")]
pub struct CoreError {
    pub code: String,
    pub message: String,
    /// The react-hook-form path of the (first) field concerned, when there is one.
    #[serde(skip_serializing_if = "Option::is_none")]
    #[tsify(optional)]
    pub field: Option<String>,
    /// Every field's problem, for `invalid-form`.
    #[serde(skip_serializing_if = "Option::is_none")]
    #[tsify(optional)]
    pub field_errors: Option<Vec<FieldError>>,
}

impl CoreError {
    /// The error as a thrown JS value: a real `Error` (with a stack), carrying this error's properties.
    pub fn into_js(self) -> JsValue {
        let error = js_sys::Error::new(&self.message);
        let set = |key: &str, value: &JsValue| {
            // Reflect.set on a fresh Error object cannot fail; ignoring the result keeps this panic-free.
            let _ = js_sys::Reflect::set(&error, &JsValue::from_str(key), value);
        };
        set("code", &JsValue::from_str(&self.code));
        if let Some(field) = &self.field {
            set("field", &JsValue::from_str(field));
        }
        if let Some(list) = &self.field_errors {
            let array: js_sys::Array = list
                .iter()
                .map(|e| {
                    let item = js_sys::Object::new();
                    for (key, value) in [
                        ("field", &e.field),
                        ("code", &e.code),
                        ("message", &e.message),
                    ] {
                        let _ = js_sys::Reflect::set(
                            &item,
                            &JsValue::from_str(key),
                            &JsValue::from_str(value),
                        );
                    }
                    JsValue::from(item)
                })
                .collect();
            set("fieldErrors", &array);
        }
        error.into()
    }
}

/// One `invalid-form` error for a failed validation, so one resolver handles every validator.
pub fn invalid_form(errors: Vec<FieldError>) -> JsValue {
    let first = errors.first();
    CoreError {
        code: INVALID_FORM.into(),
        message: first.map_or_else(|| "The form is not valid.".into(), |e| e.message.clone()),
        field: first.map(|e| e.field.clone()),
        field_errors: Some(errors),
    }
    .into_js()
}

/// A value that could not be read as the expected type: a `bad-input` error with the reason.
pub fn bad_input(reason: impl std::fmt::Display) -> JsValue {
    CoreError {
        code: BAD_INPUT.into(),
        message: reason.to_string(),
        field: None,
        field_errors: None,
    }
    .into_js()
}
