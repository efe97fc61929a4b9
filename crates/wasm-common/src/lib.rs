//! Shared by the feature wasm modules (forms, profile, directory, content, session): one error type with a stable
//! `code`, one way to convert values across the boundary, the device's storage (`storage`), and the documents the build emits as TypeScript
//! (the reference data, the blog index and the documents' dates). The startup module does not use this crate: it stays free of serde and tsify.

pub mod blog_index;
pub mod convert;
pub mod document_dates;
pub mod error;
pub mod plain;
pub mod plans;
pub mod reference;
pub mod storage;
#[cfg(feature = "testing")]
pub mod testing;
pub mod typed;

pub use convert::{from_js, from_js_each, from_js_or_null, to_js};
pub use error::{bad_input, invalid_form, CoreError, BAD_INPUT, INVALID_FORM};

/// Panics print their message to the console (the release profile aborts after the hook has run). Installed by
/// every conversion (`convert`), once.
pub fn set_panic_hook() {
    console_error_panic_hook::set_once();
}

/// Runs a validator over a form read from JS: the normalised output as a JS value, or the core's field
/// errors thrown as one `invalid-form` [`CoreError`].
pub fn validate<F, O>(
    form: wasm_bindgen::JsValue,
    rule: impl FnOnce(&F) -> Result<O, Vec<skora_core::validation::FieldError>>,
) -> Result<wasm_bindgen::JsValue, wasm_bindgen::JsValue>
where
    F: serde::de::DeserializeOwned,
    O: serde::Serialize,
{
    let form: F = from_js(form)?;
    let ok = rule(&form).map_err(invalid_form)?;
    to_js(&ok)
}
