//! A scout's profile through the JS boundary: the view of what is stored (whatever it holds), the save's
//! plan, the field errors of a refused form, and the editor's draft on the device.

use crate::compat::{js, ts};
use skora_wasm_common::testing::{get, get_str, hostile_values, json, object};
use skora_wasm_profile::device::Device;
use skora_wasm_profile::scout::Scout;
use wasm_bindgen::JsValue;
use wasm_bindgen_test::*;

fn form(link: &str) -> JsValue {
    object(&[
        ("name", "Marta Ruiz".into()),
        ("role", "academy".into()),
        ("organisation", "Escola Academy".into()),
        ("country", "PT".into()),
        ("link", link.into()),
    ])
}

fn read(record: JsValue) -> JsValue {
    js(Scout::read(ts(object(&[("record", record), ("uid", "u1".into())]))).expect("a view"))
}

#[wasm_bindgen_test]
fn a_stored_profile_reads_complete_with_its_names() {
    let view = read(object(&[
        ("name", "Marta Ruiz".into()),
        ("role", "academy".into()),
        ("organisation", "Escola Academy".into()),
        ("country", "PT".into()),
    ]));
    assert_eq!(get(&view, "complete"), JsValue::TRUE);
    assert_eq!(get_str(&view, "roleLabel"), "Academy");
    assert_eq!(get_str(&view, "countryName"), "Portugal");
    assert_eq!(get_str(&view, "path"), "scouts/u1");
    assert_eq!(json(&get(&get(&view, "roles"), "length")), "4");
}

#[wasm_bindgen_test]
fn anything_else_reads_as_an_incomplete_profile_never_an_error() {
    for (name, hostile) in hostile_values().into_iter().chain([
        ("null", JsValue::NULL),
        ("a half profile", object(&[("name", "Marta".into())])),
    ]) {
        let view = Scout::read(ts(object(&[("record", hostile)])));
        let Ok(view) = view else { continue }; // a value that does not cross is refused at the boundary, as a bad input
        let view = js(view);
        assert_eq!(get(&view, "complete"), JsValue::FALSE, "{name}");
        assert!(get(&view, "profile").is_undefined(), "{name}");
    }
}

#[wasm_bindgen_test]
fn a_save_plans_the_whole_document_and_a_refused_form_throws_its_fields() {
    let saved =
        js(Scout::save(ts(object(&[("uid", "u1".into()), ("form", form(""))]))).expect("a plan"));
    let write =
        js_sys::Reflect::get(&get(&get(&saved, "plan"), "writes"), &0.into()).expect("one write");
    assert_eq!(get_str(&write, "path"), "scouts/u1");
    assert_eq!(get_str(&write, "op"), "set");
    assert!(get(&get(&write, "data"), "link").is_undefined());

    let refused = Scout::save(ts(object(&[
        ("uid", "u1".into()),
        ("form", form("javascript:x")),
    ])))
    .err()
    .expect("refused");
    assert_eq!(get_str(&refused, "code"), "invalid-form");
    assert_eq!(get_str(&refused, "field"), "link");
}

#[wasm_bindgen_test]
fn the_editor_draft_is_kept_read_back_and_forgotten() {
    let entry = object(&[
        ("uid", "u1".into()),
        ("form", form("https://escola.example")),
    ]);
    assert_eq!(Device::keep(ts(object(&[("scoutDraft", entry)]))), 1);
    let kept = js(Device::read(ts(object(&[("scoutDraft", "u1".into())]))).expect("read"));
    assert_eq!(
        get_str(&get(&kept, "scoutDraft"), "link"),
        "https://escola.example"
    );
    assert_eq!(
        Device::keep(ts(object(&[(
            "scoutDraft",
            object(&[("uid", "u1".into())])
        )]))),
        1
    );
    let gone = js(Device::read(ts(object(&[("scoutDraft", "u1".into())]))).expect("read"));
    assert!(get(&gone, "scoutDraft").is_undefined());
}
