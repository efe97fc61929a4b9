//! CV exports: the editor's form, its validation, the tolerant reader and completeness.

mod common;

use common::{array, get, get_bool, get_f64, get_str, has_own, keys, object};
use js_sys::Array;
use tsify::Ts;
use wasm_bindgen::{JsCast, JsValue};
use wasm_bindgen_test::*;

wasm_bindgen_test_configure!(run_in_browser);

const TODAY: &str = "2024-06-01";

/// A stored document as Firestore would hand it over: with a timestamp-like object and extra keys.
fn stored_doc() -> JsValue {
    object(&[
        ("firstName", "Ada".into()),
        ("lastName", "Hegerberg".into()),
        ("dateOfBirth", "1995-07-10".into()),
        ("nationality", "NO".into()),
        ("countryOfResidence", "FR".into()),
        ("city", "Lyon".into()),
        ("playerType", "outfield".into()),
        ("mainPosition", "ST".into()),
        ("secondaryPositions", array(&["CF".into()])),
        ("heightCm", JsValue::from_f64(177.0)),
        ("availability", "under-contract".into()),
        (
            "career",
            array(&[object(&[
                ("club", "Lyon".into()),
                ("league", "D1".into()),
                ("from", JsValue::from_f64(2014.0)),
                ("to", JsValue::NULL),
                ("appearances", JsValue::from_f64(200.0)),
                ("goals", JsValue::from_f64(250.0)),
            ])]),
        ),
        ("honours", array(&[])),
        ("languages", array(&["Norwegian".into()])),
        ("bio", "".into()),
        ("links", array(&[])),
        ("showContactEmail", false.into()),
        ("visibility", "public".into()),
        ("hasPhoto", false.into()),
        (
            "createdAt",
            object(&[
                ("seconds", JsValue::from_f64(1.0)),
                ("nanoseconds", JsValue::from_f64(0.0)),
            ]),
        ),
        ("updatedAt", js_sys::Date::new_0().into()),
    ])
}

fn form_of(doc: JsValue) -> JsValue {
    skora_wasm::profile_form(Some(doc)).expect("a form").into()
}

#[wasm_bindgen_test]
fn profile_form_without_a_document_is_the_empty_form() {
    let form: JsValue = skora_wasm::profile_form(None).expect("a form").into();
    assert_eq!(get_str(&form, "firstName"), "");
    assert_eq!(get_str(&form, "visibility"), "");
    assert!(!get_bool(&form, "showContactEmail"));
    for list in [
        "secondaryPositions",
        "career",
        "honours",
        "languages",
        "links",
    ] {
        let a: Array = get(&form, list).dyn_into().expect("an array");
        assert_eq!(a.length(), 0, "{list}");
    }
    let undefined: JsValue = skora_wasm::profile_form(Some(JsValue::UNDEFINED))
        .expect("a form")
        .into();
    assert_eq!(common::json(&undefined), common::json(&form));
}

#[wasm_bindgen_test]
fn profile_form_turns_a_stored_document_into_strings() {
    let form = form_of(stored_doc());
    assert_eq!(get_str(&form, "heightCm"), "177");
    assert_eq!(get_str(&form, "weightKg"), "");
    let career: Array = get(&form, "career").dyn_into().expect("an array");
    assert_eq!(get_str(&career.get(0), "from"), "2014");
    assert_eq!(get_str(&career.get(0), "to"), "");
    let languages: Array = get(&form, "languages").dyn_into().expect("an array");
    assert_eq!(get_str(&languages.get(0), "name"), "Norwegian");
}

#[wasm_bindgen_test]
fn validate_profile_form_leaves_optional_keys_out() {
    let form = form_of(stored_doc());
    let doc: JsValue = skora_wasm::validate_profile_form(Ts::new_unchecked(form), TODAY, true)
        .expect("a valid form")
        .into();
    for key in [
        "secondNationality",
        "location",
        "preferredFoot",
        "weightKg",
        "currentClub",
        "contactEmail",
    ] {
        assert!(!has_own(&doc, key), "{key} should be absent");
    }
    assert!(!has_own(&doc, "createdAt"));
    assert_eq!(get_f64(&doc, "heightCm"), 177.0);
    assert!(get_bool(&doc, "hasPhoto"));
    let career: Array = get(&doc, "career").dyn_into().expect("an array");
    let entry = career.get(0);
    assert!(has_own(&entry, "to"));
    assert!(get(&entry, "to").is_null(), "a current club's `to` is null");
    assert_eq!(get_f64(&entry, "from"), 2014.0);
}

#[wasm_bindgen_test]
fn validate_profile_form_throws_nested_field_errors() {
    let form = form_of(stored_doc());
    let career: Array = get(&form, "career").dyn_into().expect("an array");
    js_sys::Reflect::set(&career.get(0), &"from".into(), &"1900".into()).expect("set");
    js_sys::Reflect::set(&form, &"city".into(), &"".into()).expect("set");
    let err = skora_wasm::validate_profile_form(Ts::new_unchecked(form), TODAY, false)
        .expect_err("invalid");
    assert!(err.is_instance_of::<js_sys::Error>());
    assert_eq!(get_str(&err, "code"), "invalid-form");
    assert_eq!(get_str(&err, "field"), "city");
    let list: Array = get(&err, "fieldErrors").dyn_into().expect("an array");
    let fields: Vec<String> = list.iter().map(|e| get_str(&e, "field")).collect();
    assert_eq!(fields, ["city", "career.0.from"]);
    assert_eq!(get_str(&list.get(1), "code"), "out-of-range");
}

#[wasm_bindgen_test]
fn read_profile_ignores_timestamps_and_rejects_non_profiles() {
    let p: JsValue = skora_wasm::read_profile(stored_doc())
        .expect("no conversion error")
        .expect("a profile")
        .into();
    assert_eq!(get_str(&p, "mainPosition"), "ST");
    assert!(!has_own(&p, "createdAt"));
    assert!(!has_own(&p, "weightKg"));
    assert!(skora_wasm::read_profile(JsValue::NULL)
        .expect("no conversion error")
        .is_none());
    assert!(
        skora_wasm::read_profile(object(&[("firstName", "x".into())]))
            .expect("no conversion error")
            .is_none()
    );
}

#[wasm_bindgen_test]
fn profile_completeness_lists_what_is_missing() {
    let c: JsValue = skora_wasm::profile_completeness(stored_doc())
        .expect("completeness")
        .into();
    assert_eq!(keys(&c), ["complete", "missing", "percent"]);
    assert!(get_bool(&c, "complete"));
    let missing: Array = get(&c, "missing").dyn_into().expect("an array");
    let first = missing.get(0);
    assert_eq!(keys(&first), ["field", "label", "required"]);
    assert_eq!(get_str(&first, "field"), "hasPhoto");
    assert_eq!(get_str(&first, "label"), "Photo");
    let empty: JsValue = skora_wasm::profile_completeness(JsValue::UNDEFINED)
        .expect("completeness")
        .into();
    assert_eq!(get_f64(&empty, "percent"), 0.0);
    assert!(!get_bool(&empty, "complete"));
    assert_eq!(
        skora_wasm::is_profile_complete(stored_doc()).ok(),
        Some(true)
    );
}

#[wasm_bindgen_test]
fn validate_picture_passes_a_small_png_and_names_the_field_for_a_pdf() {
    assert!(skora_wasm::validate_picture("image/png", 2048.0).is_ok());
    let err =
        skora_wasm::validate_picture("application/pdf", 2048.0).expect_err("a pdf is refused");
    assert!(err.is_instance_of::<js_sys::Error>());
    assert_eq!(get_str(&err, "code"), "invalid-form");
    assert_eq!(get_str(&err, "field"), "picture");
    let too_big =
        skora_wasm::validate_picture("image/jpeg", 6.0 * 1024.0 * 1024.0).expect_err("too large");
    assert_eq!(
        get_str(&too_big, "message"),
        "This image is larger than 5 MB. Choose a smaller one."
    );
}
