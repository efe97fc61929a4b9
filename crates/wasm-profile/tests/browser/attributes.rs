//! Player attributes exports: the wizard's fields, form and rule, and the CV's attribute card, through
//! the JS boundary, hostile inputs included (a trap would break every later call of the module: each hostile
//! case is followed by a good call).

use js_sys::{Array, Reflect};
use skora_wasm_common::testing::{get, get_f64, get_str, has_own, hostile_values, json, object};
use wasm_bindgen::JsValue;
use wasm_bindgen_test::*;

wasm_bindgen_test_configure!(run_in_browser);

const TODAY: &str = "2025-06-01";

/// One group's ratings from the facade's own field list (never a copy of the keys): every rating `value`,
/// the stars (max 5) 3.
fn ratings(group: &str, value: f64) -> JsValue {
    let fields = Array::from(&get(
        &crate::compat::attribute_fields().expect("fields"),
        "fields",
    ));
    let doc = object(&[]);
    for f in fields.iter().filter(|f| get_str(f, "group") == group) {
        let v = if get_f64(&f, "max") == 5.0 {
            3.0
        } else {
            value
        };
        let _ = Reflect::set(&doc, &get(&f, "key"), &JsValue::from_f64(v));
    }
    doc
}

/// A stored `playerStats` document: every rating 12, weak foot and skill moves 3, one measured test, a
/// timestamp-like object as Firestore gives it.
fn stored_stats(goalkeeper: bool) -> JsValue {
    let mut entries = vec![
        (
            "tests",
            object(&[(
                "sprint10m",
                object(&[
                    ("value", JsValue::from_f64(1.72)),
                    ("measuredOn", "2025-03-14".into()),
                ]),
            )]),
        ),
        ("physical", ratings("physical", 12.0)),
        ("technical", ratings("technical", 12.0)),
        ("updatedAt", js_sys::Date::new_0().into()),
    ];
    if goalkeeper {
        entries.push(("goalkeeping", ratings("goalkeeping", 12.0)));
    }
    object(&entries)
}

fn form_of(doc: JsValue, player_type: &str) -> JsValue {
    crate::compat::attributes_form(doc, player_type.into()).expect("a form")
}

fn set_path(target: &JsValue, path: &[&str], value: JsValue) {
    let mut node = target.clone();
    for key in &path[..path.len() - 1] {
        node = get(&node, key);
    }
    let _ = Reflect::set(&node, &JsValue::from_str(path[path.len() - 1]), &value);
}

fn field_errors(error: &JsValue) -> Vec<(String, String)> {
    Array::from(&get(error, "fieldErrors"))
        .iter()
        .map(|e| (get_str(&e, "field"), get_str(&e, "message")))
        .collect()
}

/// The module still validates a good form (a trap earlier would have broken it for good).
fn still_works() {
    let doc = crate::compat::validate_attributes_form(
        form_of(stored_stats(false), "outfield"),
        TODAY,
        "outfield".into(),
    )
    .expect("a good form validates");
    assert_eq!(get_f64(&get(&doc, "physical"), "pace"), 12.0);
}

#[wasm_bindgen_test]
fn the_fields_describe_every_input() {
    let f = crate::compat::attribute_fields().expect("fields");
    assert_eq!(Array::from(&get(&f, "fields")).length(), 44);
    let steps = Array::from(&get(&f, "steps"));
    assert_eq!(steps.length(), 4);
    assert_eq!(get_str(&steps.get(1), "draftKey"), "userStats_physicalStep");
    let sprint = Array::from(&get(&f, "fields")).get(0);
    assert_eq!(get_str(&sprint, "path"), "tests.sprint10m.value");
    assert_eq!(
        (get_f64(&sprint, "min"), get_f64(&sprint, "max")),
        (1.4, 3.0)
    );
    assert_eq!(get_str(&f, "measuredOnFirst"), "2000-01-01");
}

#[wasm_bindgen_test]
fn the_form_of_a_stored_document_validates_to_the_document() {
    let form = form_of(stored_stats(true), "goalkeeper");
    assert_eq!(get_str(&get(&form, "physical"), "pace"), "12");
    assert_eq!(
        get_str(&get(&get(&form, "tests"), "sprint10m"), "value"),
        "1.72"
    );
    assert_eq!(get_str(&get(&get(&form, "tests"), "cmj"), "value"), "");
    let doc =
        crate::compat::validate_attributes_form(form, TODAY, "goalkeeper".into()).expect("valid");
    assert_eq!(
        json(&get(&doc, "tests")),
        r#"{"sprint10m":{"measuredOn":"2025-03-14","value":1.72}}"#
    );
    assert_eq!(get_f64(&get(&doc, "goalkeeping"), "reflexes"), 12.0);
    assert!(!has_own(&doc, "updatedAt"));
    // The empty form (no document) has every key, empty.
    let empty = form_of(JsValue::NULL, "outfield");
    assert_eq!(get_str(&get(&empty, "technical"), "weakFoot"), "");
    let empty = form_of(JsValue::UNDEFINED, "outfield");
    assert_eq!(get_str(&get(&empty, "goalkeeping"), "reflexes"), "");
}

#[wasm_bindgen_test]
fn an_implausible_sprint_is_an_invalid_form_error_naming_the_range() {
    let form = form_of(stored_stats(false), "outfield");
    set_path(&form, &["tests", "sprint10m", "value"], "0.8".into());
    set_path(&form, &["physical", "pace"], "21".into());
    let error = crate::compat::validate_attributes_form(form, TODAY, "outfield".into())
        .expect_err("refused");
    assert_eq!(get_str(&error, "code"), "invalid-form");
    assert_eq!(get_str(&error, "field"), "tests.sprint10m.value");
    assert_eq!(
        field_errors(&error),
        [
            (
                "tests.sprint10m.value".to_string(),
                "10 m sprint: 0.8 s is not plausible; enter a value between 1.40 and 3.00 s."
                    .to_string()
            ),
            (
                "physical.pace".to_string(),
                "Pace: choose a whole number from 1 to 20.".to_string()
            ),
        ]
    );
    // Numbers where the inputs hold strings still read (a number input's value).
    let form = form_of(stored_stats(false), "outfield");
    set_path(&form, &["physical", "pace"], JsValue::from_f64(14.0));
    let doc =
        crate::compat::validate_attributes_form(form, TODAY, "outfield".into()).expect("valid");
    assert_eq!(get_f64(&get(&doc, "physical"), "pace"), 14.0);
}

#[wasm_bindgen_test]
fn goalkeeping_values_of_an_outfield_player_are_refused() {
    let form = form_of(stored_stats(true), "goalkeeper");
    let error =
        crate::compat::validate_attributes_form(form, TODAY, JsValue::NULL).expect_err("refused");
    assert_eq!(get_str(&error, "field"), "goalkeeping");
    // And a goalkeeper without them is asked for each one.
    let form = form_of(stored_stats(false), "goalkeeper");
    let error = crate::compat::validate_attributes_form(form, TODAY, "goalkeeper".into())
        .expect_err("refused");
    assert_eq!(field_errors(&error).len(), 12);
}

#[wasm_bindgen_test]
fn the_card_has_the_faces_the_overall_and_percentiles_from_twenty_players() {
    // Every rating 12 (58 on the card) and a 1.72 s 10 m sprint: PAC 65, the overall at ST 0.2 × 65 + 0.8 × 58
    // = 59.4 → 59. Twenty strikers at PAC 40–59 (one each): a PAC of 65 is above all of them.
    let pac: Vec<(String, JsValue)> = (40..60)
        .map(|v| (v.to_string(), JsValue::from_f64(1.0)))
        .collect();
    let pac = object(
        &pac.iter()
            .map(|(k, v)| (k.as_str(), v.clone()))
            .collect::<Vec<_>>(),
    );
    // The strikers' season document of the rating (2025/26): twenty U19s rated themselves.
    let aggregate = object(&[(
        "rated",
        object(&[(
            "u19",
            object(&[("players", JsValue::from_f64(20.0)), ("pac", pac)]),
        )]),
    )]);
    let stats = stored_stats(false);
    set_path(
        &stats,
        &["updatedAt"],
        object(&[("seconds", JsValue::from_f64(1_759_276_800.0))]),
    );
    let card = crate::compat::attribute_card(stats, "outfield".into(), "ST".into(), aggregate)
        .expect("a card");
    assert_eq!(get_f64(&card, "overall"), 59.0);
    assert_eq!(get_str(&card, "positionLabel"), "Striker");
    let faces = Array::from(&get(&card, "faces"));
    assert_eq!(faces.length(), 6);
    let pac = faces.get(0);
    assert_eq!(get_str(&pac, "face"), "PAC");
    assert_eq!(get_f64(&pac, "value"), 65.0);
    assert_eq!(get_str(&pac, "band"), "good");
    assert_eq!(get_f64(&pac, "percentile"), 100.0);
    assert_eq!(get_str(&pac, "topText"), "Top 1%");
    assert_eq!(
        get_str(&card, "peersText"),
        "Percentiles among the 20 U19 strikers who rated themselves in 2025/26."
    );
    assert!(
        !has_own(&faces.get(1), "percentile"),
        "no SHO histogram, no figure"
    );
    let r = get_f64(&pac, "radar");
    assert!((0.0..=1.0).contains(&r));
    let tests = Array::from(&get(&card, "tests"));
    assert_eq!(get_str(&tests.get(0), "text"), "1.72 s");
    // A goalkeeper's card: the goalkeeper faces; no document: no card.
    let gk = crate::compat::attribute_card(
        stored_stats(true),
        "goalkeeper".into(),
        "GK".into(),
        JsValue::UNDEFINED,
    )
    .expect("a card");
    assert_eq!(
        get_str(&Array::from(&get(&gk, "faces")).get(0), "face"),
        "DIV"
    );
    let none = crate::compat::attribute_card(
        JsValue::NULL,
        "outfield".into(),
        JsValue::NULL,
        JsValue::NULL,
    )
    .expect("no error");
    assert!(none.is_undefined());
}

#[wasm_bindgen_test]
fn a_failed_save_says_why_and_that_the_values_are_kept() {
    let attributes_save_error_message = |code: Option<String>| {
        crate::compat::write_failure_message("stats-save".into(), code).expect("a message")
    };
    let m = attributes_save_error_message(Some("firestore/unavailable".into()));
    assert!(m.starts_with("We could not reach the server"), "{m}");
    assert!(m.ends_with("Your values are still here."), "{m}");
    assert!(attributes_save_error_message(None).contains("stats"));
}

#[wasm_bindgen_test]
fn hostile_values_anywhere_never_trap() {
    for (name, hostile) in hostile_values() {
        // As the whole document, form or aggregate: a value, undefined or a bad-input error.
        let _ = crate::compat::attributes_form(hostile.clone(), hostile.clone());
        let _ = crate::compat::validate_attributes_form(hostile.clone(), TODAY, hostile.clone());
        let _ = crate::compat::attribute_card(
            hostile.clone(),
            hostile.clone(),
            hostile.clone(),
            hostile.clone(),
        );
        // Inside a document: in a group, as a rating, as a test, as a test's value.
        for path in [
            &["physical"][..],
            &["physical", "pace"][..],
            &["tests", "sprint10m"][..],
            &["tests", "sprint10m", "value"][..],
            &["goalkeeping"][..],
        ] {
            let doc = stored_stats(false);
            set_path(&doc, path, hostile.clone());
            match crate::compat::attribute_card(
                doc.clone(),
                "outfield".into(),
                "ST".into(),
                hostile.clone(),
            ) {
                Ok(card) => assert!(
                    card.is_undefined() || get(&card, "faces").is_object(),
                    "{name}"
                ),
                Err(error) => assert_eq!(get_str(&error, "code"), "bad-input", "{name}"),
            }
            let _ = crate::compat::attributes_form(doc.clone(), "outfield".into());
            let form = form_of(stored_stats(false), "outfield");
            set_path(&form, path, hostile.clone());
            let _ = crate::compat::validate_attributes_form(form, TODAY, "outfield".into());
        }
        still_works();
    }
}
