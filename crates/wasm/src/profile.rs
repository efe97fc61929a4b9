//! CV exports: the editor's form and rule, the tolerant reader, and completeness.

use skora_core::{completeness, profile};
use tsify::{Ts, Tsify};
use wasm_bindgen::prelude::*;

use crate::errors::{bad_input, form_error};

/// A JS value as JSON data; `undefined` reads as `null`.
fn json(value: JsValue) -> Result<serde_json::Value, JsValue> {
    if value.is_undefined() {
        return Ok(serde_json::Value::Null);
    }
    serde_wasm_bindgen::from_value(value).map_err(bad_input)
}

/// The typed document to store, or an `invalid-form` error listing every field's problem.
/// `today` is the caller's local date as `YYYY-MM-DD`.
#[wasm_bindgen(js_name = validateProfileForm)]
pub fn validate_profile_form(
    form: Ts<profile::ProfileForm>,
    today: &str,
    has_photo: bool,
) -> Result<Ts<profile::PlayerProfile>, JsValue> {
    let form = form.to_rust().map_err(bad_input)?;
    let ok = profile::validate_profile_form(&form, today, has_photo).map_err(form_error)?;
    ok.into_ts().map_err(bad_input)
}

/// The editor's values for a stored document; no document gives the empty form.
#[wasm_bindgen(js_name = profileForm)]
pub fn profile_form(doc: Option<JsValue>) -> Result<Ts<profile::ProfileForm>, JsValue> {
    let doc = json(doc.unwrap_or(JsValue::UNDEFINED))?;
    let form = profile::profile_form(Some(&doc).filter(|d| !d.is_null()));
    form.into_ts().map_err(bad_input)
}

/// The typed profile of a stored document (timestamps and unknown keys ignored), or `undefined`.
#[wasm_bindgen(js_name = readProfile)]
pub fn read_profile(doc: JsValue) -> Result<Option<Ts<profile::PlayerProfile>>, JsValue> {
    let doc = json(doc)?;
    profile::read_profile(&doc)
        .map(|p| p.into_ts().map_err(bad_input))
        .transpose()
}

#[wasm_bindgen(js_name = profileCompleteness)]
pub fn profile_completeness(doc: JsValue) -> Result<Ts<completeness::Completeness>, JsValue> {
    let doc = json(doc)?;
    completeness::completeness(&doc)
        .into_ts()
        .map_err(bad_input)
}

#[wasm_bindgen(js_name = isProfileComplete)]
pub fn is_profile_complete(doc: JsValue) -> Result<bool, JsError> {
    let doc: serde_json::Value = if doc.is_undefined() {
        serde_json::Value::Null
    } else {
        serde_wasm_bindgen::from_value(doc)?
    };
    Ok(completeness::is_profile_complete(&doc))
}

/// Nothing when the picture may be uploaded; otherwise an `invalid-form` error for the `picture` field.
#[wasm_bindgen(js_name = validatePicture)]
pub fn validate_picture(content_type: &str, size_bytes: f64) -> Result<(), JsValue> {
    skora_core::picture::validate_picture(content_type, size_bytes).map_err(|e| form_error(vec![e]))
}
