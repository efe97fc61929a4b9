//! A scout's lists through the JS boundary: the lists and a page's query from what was read, a page's cards with
//! a player gone, the export, each change's plan, and what a hostile value does (refused as a bad input, never a
//! trap).

use crate::compat::{js, ts};
use skora_wasm_common::testing::{array, get, get_str, hostile_values, json, object};
use skora_wasm_profile::scouting::Scouting;
use wasm_bindgen::JsValue;
use wasm_bindgen_test::*;

fn doc(id: &str, data: JsValue) -> JsValue {
    object(&[("id", id.into()), ("data", data)])
}

fn entry(name: &str) -> JsValue {
    object(&[
        ("displayName", name.into()),
        ("sortKey", name.to_lowercase().into()),
        ("birthMonth", "2008-03".into()),
        ("positions", array(&["GK".into()])),
        ("visibility", "members".into()),
        ("updatedAt", 1.7e12.into()),
    ])
}

fn read(request: JsValue) -> JsValue {
    js(Scouting::read(ts(request)).expect("a view"))
}

#[wasm_bindgen_test]
fn the_lists_and_a_pages_query_come_from_what_was_read() {
    let view = read(object(&[
        ("uid", "scout".into()),
        (
            "lists",
            array(&[doc(
                "00",
                object(&[("name", "Wingers".into()), ("size", 3.into())]),
            )]),
        ),
        ("listId", "00".into()),
        ("sort", "name".into()),
    ]));
    assert_eq!(get_str(&view, "collection"), "users/scout/shortlists");
    assert_eq!(get_str(&view, "nextId"), "01");
    assert_eq!(json(&get(&get(&view, "sorts"), "length")), "4");
    let query = get(&view, "query");
    assert_eq!(
        get_str(&query, "collection"),
        "users/scout/shortlists/00/saved"
    );
    assert_eq!(json(&get(&query, "limit")), "13");
    assert_eq!(get_str(&query, "entryCollection"), "playerIndex");
}

#[wasm_bindgen_test]
fn a_page_shows_a_player_gone_and_the_export_writes_both() {
    let request = object(&[
        ("uid", "scout".into()),
        (
            "saved",
            array(&[
                doc("ana", object(&[("note", "Calm".into())])),
                doc("gone", object(&[("note", "Call the club".into())])),
            ]),
        ),
        ("entries", array(&[doc("ana", entry("Ana Silva"))])),
        ("today", "2026-11-28".into()),
        ("origin", "https://skora.example".into()),
    ]);
    let view = read(request);
    let items = get(&get(&view, "page"), "items");
    let first = js_sys::Reflect::get(&items, &0.into()).expect("an item");
    let second = js_sys::Reflect::get(&items, &1.into()).expect("an item");
    assert_eq!(get_str(&get(&first, "card"), "name"), "Ana Silva");
    assert_eq!(get(&second, "card"), JsValue::NULL);
    let csv = get_str(&view, "csv");
    assert!(csv.contains("Ana Silva,Goalkeeper,18,"));
    assert!(csv.contains(",,,,,,,Call the club,no longer available"));
}

#[wasm_bindgen_test]
fn a_change_plans_its_writes_and_a_refused_name_throws_its_field() {
    let add = object(&[
        ("kind", "add".into()),
        ("uid", "scout".into()),
        ("listId", "00".into()),
        ("player", "ana".into()),
        ("entry", entry("Ana Silva")),
        ("name", "U19 keepers".into()),
    ]);
    let plan = js(Scouting::save(ts(add)).expect("a plan"));
    let saved = js_sys::Reflect::get(&get(&plan, "writes"), &1.into()).expect("two writes");
    assert_eq!(
        get_str(&saved, "path"),
        "users/scout/shortlists/00/saved/ana"
    );
    assert_eq!(get_str(&get(&saved, "data"), "sortKey"), "ana silva");

    let rename = object(&[
        ("kind", "rename".into()),
        ("uid", "scout".into()),
        ("listId", "00".into()),
        (
            "list",
            object(&[("name", "Old".into()), ("size", 1.into())]),
        ),
        ("name", "x\u{202E}y".into()),
    ]);
    let refused = Scouting::save(ts(rename)).err().expect("refused");
    assert_eq!(get_str(&refused, "code"), "invalid-form");
    assert_eq!(get_str(&refused, "field"), "name");
}

#[wasm_bindgen_test]
fn hostile_values_are_refused_or_read_never_a_trap() {
    for (name, hostile) in hostile_values() {
        let _ = Scouting::read(ts(object(&[
            ("uid", "scout".into()),
            ("lists", hostile.clone()),
        ])));
        let _ = Scouting::save(ts(object(&[
            ("kind", "note".into()),
            ("uid", "scout".into()),
            ("listId", "00".into()),
            ("player", "ana".into()),
            ("saved", hostile),
            ("note", "x".into()),
        ])));
        // Still answering after each value.
        let view = read(object(&[("uid", "scout".into())]));
        assert_eq!(get_str(&view, "nextId"), "00", "{name}");
    }
}
