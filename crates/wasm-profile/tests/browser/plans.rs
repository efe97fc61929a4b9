//! The saves' write plans through the JS boundary: a plan leaves as plain data the writer reads, a plan
//! that cannot be made throws the one error type, hostile inputs included.

use crate::compat::{
    profile_form, profile_save_plan, stats_save_plan, weekly_delete_plan, weekly_form,
    write_failure_message,
};
use js_sys::Array;
use skora_wasm_common::testing::{array, get, get_f64, get_str, hostile_values, json, object};
use wasm_bindgen::{JsCast, JsValue};
use wasm_bindgen_test::*;

/// What the form's rule needs: a day after every week these tests save.
fn context() -> JsValue {
    object(&[("today", "2026-12-31".into())])
}

/// The plan saving `document`'s values, typed in the form of `week`.
fn weekly_save_plan(uid: &str, week: &str, document: JsValue) -> Result<JsValue, JsValue> {
    let form = weekly_form(document, week).expect("a form");
    crate::compat::weekly_save_plan(uid, form, context())
}

fn writes(plan: &JsValue) -> Array {
    get(plan, "writes").dyn_into().expect("an array")
}

#[wasm_bindgen_test]
fn a_week_saves_as_one_stamped_write() {
    let document = object(&[
        ("week", "2026-W05".into()),
        ("minutes", JsValue::from_f64(90.0)),
    ]);
    let plan = weekly_save_plan("u1", "2026-W05", document).expect("a plan");
    assert_eq!(get_str(&plan, "context"), "weekly-save");
    let write = writes(&plan).get(0);
    assert_eq!(get_str(&write, "path"), "players/u1/weeklyStats/2026-W05");
    assert_eq!(get_str(&write, "op"), "set");
    assert_eq!(json(&get(&write, "serverTimestamps")), r#"["updatedAt"]"#);
    assert_eq!(get_f64(&write, "batch"), 0.0);
    assert_eq!(get_f64(&get(&write, "data"), "minutes"), 90.0);

    let delete = weekly_delete_plan("u1", "2026-W05").expect("a plan");
    assert_eq!(get_str(&writes(&delete).get(0), "op"), "delete");
}

#[wasm_bindgen_test]
fn an_invalid_week_throws_the_field_errors() {
    let document = object(&[
        ("week", "2026-W05".into()),
        ("goals", JsValue::from_f64(1.5)),
    ]);
    let error = weekly_save_plan("u1", "2026-W05", document).expect_err("refused");
    assert_eq!(get_str(&error, "code"), "invalid-form");
    assert_eq!(get_str(&error, "field"), "goals");
    let error = weekly_delete_plan("a/b", "2026-W05").expect_err("no document");
    assert_eq!(get_str(&error, "code"), "bad-input");
    assert_eq!(
        get_str(&error, "message"),
        "This account id does not name a document."
    );
}

#[wasm_bindgen_test]
fn the_cv_saves_in_one_batch_with_its_entries() {
    let cv = object(&[
        ("firstName", "Ada".into()),
        ("lastName", "Lovelace".into()),
        ("birthMonth", "2008-05".into()),
        ("nationality", "GB".into()),
        ("countryOfResidence", "GB".into()),
        ("city", "London".into()),
        ("playerType", "outfield".into()),
        ("mainPosition", "ST".into()),
        ("secondaryPositions", array(&[])),
        ("availability", "free-agent".into()),
        ("career", array(&[])),
        ("honours", array(&[])),
        ("languages", array(&[])),
        ("bio", "".into()),
        ("links", array(&[])),
        ("visibility", "public".into()),
        ("hasPhoto", JsValue::FALSE),
    ]);
    let details = object(&[
        ("dateOfBirth", "2008-05-10".into()),
        ("showContactEmail", JsValue::FALSE),
    ]);
    let existing = object(&[
        (
            "createdAt",
            object(&[
                ("seconds", JsValue::from_f64(5.0)),
                ("nanoseconds", JsValue::from_f64(0.0)),
            ]),
        ),
        ("career", array(&[JsValue::NULL])),
    ]);
    let form = profile_form(cv, details).expect("a form");
    let plan = profile_save_plan("u1", form, existing).expect("a plan");
    let all = writes(&plan);
    let paths: Vec<String> = all
        .iter()
        .map(|w| format!("{} {}", get_str(&w, "op"), get_str(&w, "path")))
        .collect();
    assert_eq!(
        paths,
        [
            "set players/u1",
            "set players/u1/private/details",
            "delete players/u1/career/00"
        ]
    );
    assert_eq!(
        json(&get(&all.get(0), "keptTimestamps")),
        r#"["createdAt"]"#
    );
    assert_eq!(
        json(&get(&all.get(0), "serverTimestamps")),
        r#"["updatedAt"]"#
    );
}

#[wasm_bindgen_test]
fn a_failure_reads_as_the_saves_message() {
    let message = write_failure_message("stats-save".into(), Some("firestore/unavailable".into()))
        .expect("a message");
    assert!(message.contains("stats"), "{message}");
    assert!(write_failure_message("no-such-save".into(), None).is_err());
}

#[wasm_bindgen_test]
fn hostile_inputs_throw_and_the_module_goes_on() {
    for (name, value) in hostile_values() {
        let error =
            crate::compat::weekly_save_plan("u1", value.clone(), context()).expect_err(name);
        // A form is read leniently (a plain object is an empty form, which the rule refuses): either way the
        // one error type, never a plan.
        let code = get_str(&error, "code");
        assert!(
            code == "bad-input" || code == "invalid-form",
            "{name}: {code}"
        );
        assert!(stats_save_plan("u1", value.clone()).is_err(), "{name}");
        assert!(
            profile_save_plan("u1", value, JsValue::NULL).is_err(),
            "{name}"
        );
        assert!(weekly_delete_plan("u1", "2026-W05").is_ok(), "{name}");
    }
}
