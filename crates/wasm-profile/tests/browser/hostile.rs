//! Hostile values in every list entry of a CV (and as the whole CV) never trap the module.
//! A trap (`RuntimeError: unreachable` / `memory access out of bounds`) would fail the test and, before the
//! fix, every later call of the module too: each case is followed by a call with a good document.

use js_sys::Array;
use skora_wasm_common::testing::{
    array, get, get_str, hostile_values, object, with_hostile_entries,
};
use wasm_bindgen::JsValue;
use wasm_bindgen_test::*;

wasm_bindgen_test_configure!(run_in_browser);

fn career_entry() -> JsValue {
    object(&[
        ("club", "Lyon".into()),
        ("league", "D1".into()),
        ("from", JsValue::from_f64(2014.0)),
        ("to", JsValue::NULL),
        ("appearances", JsValue::from_f64(200.0)),
        ("goals", JsValue::from_f64(250.0)),
    ])
}

fn cv() -> JsValue {
    object(&[
        ("firstName", "Ada".into()),
        ("lastName", "Hegerberg".into()),
        ("birthMonth", "1995-07".into()),
        ("nationality", "NO".into()),
        ("countryOfResidence", "FR".into()),
        ("city", "Lyon".into()),
        ("playerType", "outfield".into()),
        ("mainPosition", "ST".into()),
        ("secondaryPositions", array(&["CF".into()])),
        ("availability", "under-contract".into()),
        ("career", array(&[career_entry()])),
        ("honours", array(&[])),
        ("languages", array(&["Norwegian".into()])),
        ("bio", "".into()),
        ("links", array(&[])),
        ("visibility", "public".into()),
        ("hasPhoto", false.into()),
    ])
}

/// The CV with the hostile value as the second entry of every list.
fn hostile_cv(hostile: &JsValue) -> JsValue {
    with_hostile_entries(
        &cv(),
        &[
            ("career", career_entry()),
            (
                "honours",
                object(&[("title", "League".into()), ("season", "2023/24".into())]),
            ),
            ("languages", "Norwegian".into()),
            (
                "links",
                object(&[
                    ("label", "Site".into()),
                    ("url", "https://example.com".into()),
                ]),
            ),
            ("secondaryPositions", "CF".into()),
        ],
        hostile,
    )
}

/// The module still reads a good CV (a trap earlier would have broken it for good).
fn still_works() {
    let profile: JsValue = crate::compat::read_profile(cv()).expect("a good CV reads");
    assert_eq!(get_str(&profile, "firstName"), "Ada");
}

#[wasm_bindgen_test]
fn a_hostile_value_in_every_list_entry_is_skipped_and_the_cv_still_shows() {
    for (name, hostile) in hostile_values() {
        let doc = hostile_cv(&hostile);
        let read = crate::compat::read_profile(doc.clone());
        if name == "1 MiB string" {
            // Five lists of 1 MiB each: past the 4 MiB every stored document keeps, so not read at all (an error
            // the page shows as "this CV cannot be shown"); Firestore could not store it anyway.
            let error = read.expect_err("too large");
            assert_eq!(get_str(&error, "code"), "bad-input");
            still_works();
            continue;
        }
        let profile =
            read.unwrap_or_else(|_| panic!("{name}: the CV should read, its bad entries skipped"));
        assert_eq!(get_str(&profile, "firstName"), "Ada", "{name}");
        let career = Array::from(&get(&profile, "career"));
        assert_eq!(career.length(), 1, "{name}: the good career entry stays");
        assert_eq!(get_str(&career.get(0), "club"), "Lyon", "{name}");
        assert_eq!(
            Array::from(&get(&profile, "languages")).length(),
            1,
            "{name}"
        );
        // The other readers of a CV answer too (a value or an error, never a trap).
        let _ = crate::compat::profile_completeness(doc.clone());
        let _ = crate::compat::is_profile_complete(doc.clone());
        let _ = crate::compat::profile_form(doc.clone(), doc);
        still_works();
    }
}

#[wasm_bindgen_test]
fn a_hostile_value_as_the_whole_cv_is_an_error_or_no_profile_never_a_trap() {
    for (name, hostile) in hostile_values() {
        match crate::compat::read_profile(hostile.clone()) {
            Ok(value) => assert!(value.is_undefined(), "{name}: no profile"),
            Err(error) => assert_eq!(get_str(&error, "code"), "bad-input", "{name}"),
        }
        let _ = crate::compat::profile_completeness(hostile.clone());
        let _ = crate::compat::is_profile_complete(hostile.clone());
        let _ = crate::compat::profile_form(hostile.clone(), hostile);
        still_works();
    }
}
