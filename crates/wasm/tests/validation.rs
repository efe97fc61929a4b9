//! Validation exports: results in JS shape, failures as JS `Error`s.

mod common;

use common::{array, get, get_str, json, object};
use wasm_bindgen::{JsCast, JsValue};
use wasm_bindgen_test::*;

wasm_bindgen_test_configure!(run_in_browser);

#[wasm_bindgen_test]
fn validate_email_returns_the_normalised_address() {
    assert_eq!(
        skora_wasm::validate_email("  Leo@Example.COM ")
            .ok()
            .as_deref(),
        Some("leo@example.com")
    );
}

#[wasm_bindgen_test]
fn validate_email_rejects_with_an_invalid_form_error() {
    let err = skora_wasm::validate_email("nope").expect_err("'nope' is not an e-mail");
    assert!(
        err.is_instance_of::<js_sys::Error>(),
        "not a JS Error: {err:?}"
    );
    let error: js_sys::Error = err.clone().unchecked_into();
    assert_eq!(
        String::from(error.message()),
        "Please enter a valid email address."
    );
    assert_eq!(get_str(&err, "code"), "invalid-form");
    assert_eq!(get_str(&err, "field"), "email");
    assert_eq!(get_str(&err, "fieldCode"), "invalid");
    assert_eq!(
        json(&get(&err, "fieldErrors")),
        r#"[{"field":"email","code":"invalid","message":"Please enter a valid email address."}]"#
    );
}

#[wasm_bindgen_test]
fn validate_email_reports_an_empty_address_as_required() {
    let err = skora_wasm::validate_email("   ").expect_err("blank is not an e-mail");
    assert!(err.is_instance_of::<js_sys::Error>());
    assert_eq!(get_str(&err, "code"), "invalid-form");
    assert_eq!(get_str(&err, "fieldCode"), "required");
    assert_eq!(get_str(&err, "field"), "email");
}

fn profile(main_position: Option<&str>) -> JsValue {
    let mut entries = vec![
        ("firstName", JsValue::from_str("Lionel")),
        ("lastName", JsValue::from_str("Messi")),
        ("dateOfBirth", JsValue::from_str("1987-06-24")),
        ("nationality", JsValue::from_str("AR")),
        ("countryOfResidence", JsValue::from_str("US")),
        ("city", JsValue::from_str("Miami")),
        ("availability", JsValue::from_str("under-contract")),
        ("playerType", JsValue::from_str("outfield")),
        ("extra", array(&[JsValue::from_f64(1.0), JsValue::NULL])),
    ];
    if let Some(p) = main_position {
        entries.push(("mainPosition", JsValue::from_str(p)));
    }
    object(&entries)
}

#[wasm_bindgen_test]
fn is_profile_complete_reads_a_plain_js_object() {
    assert_eq!(
        skora_wasm::is_profile_complete(profile(Some("RW"))).ok(),
        Some(true)
    );
}

#[wasm_bindgen_test]
fn is_profile_complete_is_false_when_a_required_field_is_missing() {
    assert_eq!(
        skora_wasm::is_profile_complete(profile(None)).ok(),
        Some(false)
    );
    assert_eq!(
        skora_wasm::is_profile_complete(profile(Some(""))).ok(),
        Some(false)
    );
}

#[wasm_bindgen_test]
fn is_profile_complete_is_false_for_null_and_undefined() {
    assert_eq!(
        skora_wasm::is_profile_complete(JsValue::NULL).ok(),
        Some(false)
    );
    assert_eq!(
        skora_wasm::is_profile_complete(JsValue::UNDEFINED).ok(),
        Some(false)
    );
}

#[wasm_bindgen_test]
fn is_profile_complete_rejects_a_value_json_cannot_hold_as_an_error() {
    let symbol: JsValue = js_sys::Symbol::for_("not json").into();
    let err = skora_wasm::is_profile_complete(symbol).expect_err("a symbol is not a document");
    let err = JsValue::from(err);
    assert!(
        err.is_instance_of::<js_sys::Error>(),
        "not a JS Error: {err:?}"
    );
    assert!(get(&err, "message")
        .as_string()
        .is_some_and(|m| !m.is_empty()));
}
