//! The module's browser tests, one binary (each test binary starts a browser of its own).

mod accounts;
mod forms;

use skora_wasm_forms::Forms;
use tsify::Ts;
use wasm_bindgen::JsValue;

/// `Forms::check` of `form` tagged as `kind`, the answer or the error as plain JS values.
pub fn check(kind: &str, form: JsValue) -> Result<JsValue, JsValue> {
    if form.is_object() {
        js_sys::Reflect::set(&form, &"kind".into(), &kind.into()).expect("tag");
    }
    Forms::check(Ts::new_unchecked(form)).map(|ok| ok.js_value().clone())
}

/// `Forms::failure` for `context` and `code`, as a plain JS value.
pub fn failure(context: &str, code: Option<&str>) -> JsValue {
    Forms::failure(Ts::new_unchecked(context.into()), code.map(str::to_string))
        .expect("a failure")
        .js_value()
        .clone()
}
