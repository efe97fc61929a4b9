//! `MapPlayers`: pages of index entries in, row numbers out (a `Uint32Array`), cards on demand, and the
//! field errors of filters that do not read.

use skora_wasm_common::testing::{array, get, get_f64, get_str, json, object};
use skora_wasm_directory::{CoreStore, MapPlayers};
use wasm_bindgen::prelude::*;
use wasm_bindgen_test::*;

wasm_bindgen_test_configure!(run_in_browser);

const TODAY: &str = "2025-06-01";

fn entry(id: &str, name: &str, birth: &str, position: &str, country: &str) -> JsValue {
    let data = js_sys::JSON::parse(&format!(
        r#"{{"displayName":"{name}","searchKey":"","birthMonth":"{birth}","playerType":"outfield",
            "mainPosition":"{position}","positions":["{position}"],"countryOfResidence":"{country}",
            "location":{{"lat":40.5,"lng":-3.5}},"availability":"free-agent","visibility":"public"}}"#
    ))
    .expect("json");
    object(&[("id", JsValue::from_str(id)), ("data", data)])
}

fn loaded() -> MapPlayers {
    let mut map = MapPlayers::new();
    let report = map
        .load(array(&[
            entry("a", "Lucía Ferrer", "2006-03", "CM", "ES"),
            entry("b", "Jonas Weber", "1994-01", "GK", "DE"),
            entry("c", "Ana Sánchez", "2009-08", "LB", "ES"),
            JsValue::from_str("not a document"),
            object(&[("id", JsValue::from_str("d")), ("data", JsValue::NULL)]),
        ]))
        .expect("load");
    assert_eq!(json(&report), r#"{"added":3,"replaced":0,"skipped":2}"#);
    map
}

/// The store's snapshot with the name and age filters set, as the map will pass it.
fn state(name: &str, age: &str) -> JsValue {
    let store = CoreStore::new();
    store.set_player_name(name.into());
    store.set_player_age(age.into());
    store.snapshot().expect("snapshot")
}

#[wasm_bindgen_test]
fn a_filter_returns_row_numbers() {
    let map = loaded();
    assert_eq!(map.len(), 3);
    let rows = map.filter(state("", ""), TODAY).expect("filter");
    assert_eq!(rows, [0, 1, 2]);
    assert_eq!(map.filter(state("LUCIA", ""), TODAY).expect("filter"), [0]);
    assert_eq!(map.filter(state("", "U17"), TODAY).expect("filter"), [2]);
}

#[wasm_bindgen_test]
fn an_age_that_does_not_read_throws_a_field_error() {
    let map = loaded();
    let err = map
        .filter(state("", "abc"), TODAY)
        .expect_err("invalid age");
    assert_eq!(get_str(&err, "code"), "invalid-form");
    assert_eq!(get_str(&err, "field"), "playerAge");
    assert!(get_str(&err, "message").contains("18-21"));
    assert!(map.filter(JsValue::from_f64(1.0), TODAY).is_err());
}

#[wasm_bindgen_test]
fn sorting_by_name_and_age() {
    let map = loaded();
    let name = map
        .sort(&[0, 1, 2, 99], JsValue::from_str("name"), TODAY)
        .expect("sort");
    assert_eq!(name, [2, 1, 0]);
    let age = map
        .sort(&[0, 1, 2], JsValue::from_str("age"), TODAY)
        .expect("sort");
    assert_eq!(age, [2, 0, 1]);
    assert!(map.sort(&[0], JsValue::from_str("height"), TODAY).is_err());
}

#[wasm_bindgen_test]
fn a_card_points_and_ids_for_rows() {
    let mut map = loaded();
    let card = map.card(0, TODAY).expect("card");
    assert_eq!(get_str(&card, "name"), "Lucía Ferrer");
    assert_eq!(get_str(&card, "href"), "/p/a");
    assert_eq!(get_f64(&card, "age"), 19.0);
    assert_eq!(get_str(&card, "availability"), "free-agent");
    assert_eq!(get_f64(&get(&card, "location"), "lat"), 40.5);
    assert!(map.card(3, TODAY).expect("card").is_undefined());
    assert_eq!(map.points(&[1]), [40.5, -3.5]);
    assert_eq!(map.id(2).as_deref(), Some("c"));
    // Loading the same id again replaces its row.
    let report = map
        .load(array(&[entry(
            "a",
            "Lucía Ferrer Ruiz",
            "2006-03",
            "CM",
            "ES",
        )]))
        .expect("load");
    assert_eq!(json(&report), r#"{"added":0,"replaced":1,"skipped":0}"#);
    assert_eq!(map.len(), 3);
    assert_eq!(
        get_str(&map.card(0, TODAY).expect("card"), "name"),
        "Lucía Ferrer Ruiz"
    );
    assert!(map.load(JsValue::from_str("nope")).is_err());
}
