//! `World::view`'s read of a country: the plan's JS shape (what `queryDocuments` runs), the zoom-in answer, bad
//! views, and the public read after a refused members' read.

use skora_wasm_common::testing::{get, get_bool, get_f64, get_str, has_own, json, object};
use skora_wasm_map::World;
use tsify::Ts;
use wasm_bindgen::prelude::*;
use wasm_bindgen_test::*;

wasm_bindgen_test_configure!(run_in_browser);

fn view(south: f64, west: f64, north: f64, east: f64, zoom: f64) -> JsValue {
    object(&[
        ("south", JsValue::from_f64(south)),
        ("west", JsValue::from_f64(west)),
        ("north", JsValue::from_f64(north)),
        ("east", JsValue::from_f64(east)),
        ("zoom", JsValue::from_f64(zoom)),
    ])
}

/// A countries document where `country` has `players` players.
fn countries(country: &str, players: f64) -> JsValue {
    let entry = object(&[("players", JsValue::from_f64(players))]);
    object(&[("countries", object(&[(country, entry)]))])
}

/// The read `World::view` plans for `request` over `doc`, or its error.
fn read(doc: JsValue, request: &[(&str, JsValue)]) -> Result<JsValue, JsValue> {
    let request = object(&[("read", object(request))]);
    World::view(doc.unchecked_into(), Ts::new_unchecked(request))
        .map(|v| get(&v.js_value(), "read"))
}

/// The plan of that read.
fn map_read_plan(
    doc: JsValue,
    country: &str,
    view: JsValue,
    members: bool,
) -> Result<JsValue, JsValue> {
    read(
        doc,
        &[
            ("country", country.into()),
            ("view", view),
            ("members", members.into()),
        ],
    )
    .map(|r| get(&r, "plan"))
}

#[wasm_bindgen_test]
fn a_small_country_is_one_paged_query() {
    let plan = map_read_plan(countries("PT", 120.0), "PT", JsValue::NULL, false).expect("plan");
    assert_eq!(
        json(&plan),
        r#"{"kind":"country","queries":[{"collection":"playerIndex","where":[{"field":"visibility","op":"==","value":"public"},{"field":"countryOfResidence","op":"==","value":"PT"}],"orderBy":[{"field":"__name__","direction":"asc"}],"pageSize":500,"maxPages":10}],"readBudget":5000}"#
    );
}

#[wasm_bindgen_test]
fn a_big_country_asks_to_zoom_in_then_reads_ranges() {
    let far = map_read_plan(
        countries("ES", 12_000.0),
        "ES",
        view(36.0, -9.5, 43.8, 3.3, 6.0),
        true,
    )
    .expect("plan");
    assert_eq!(get_str(&far, "kind"), "zoomIn");
    assert_eq!(get_f64(&far, "minZoom"), 8.0);
    assert_eq!(get_f64(&far, "players"), 12_000.0);
    let near = map_read_plan(
        countries("ES", 12_000.0),
        "ES",
        view(40.2, -4.2, 40.6, -3.2, 10.0),
        true,
    )
    .expect("plan");
    assert_eq!(get_str(&near, "kind"), "country");
    let queries: js_sys::Array = get(&near, "queries").unchecked_into();
    assert!(queries.length() >= 1 && queries.length() <= 8);
    let first = queries.get(0);
    let order: js_sys::Array = get(&first, "orderBy").unchecked_into();
    assert_eq!(get_str(&order.get(0), "field"), "geohash");
    let filters: js_sys::Array = get(&first, "where").unchecked_into();
    assert_eq!(get_str(&filters.get(0), "op"), "in");
    assert_eq!(get_str(&filters.get(2), "op"), ">=");
}

#[wasm_bindgen_test]
fn odd_counts_and_views() {
    // A count that does not read is none, so the country is read whole (nothing says it is big).
    let plan =
        map_read_plan(countries("ES", f64::NAN), "ES", JsValue::UNDEFINED, false).expect("plan");
    assert_eq!(get_str(&plan, "kind"), "country");
    assert!(map_read_plan(
        countries("ES", 9_000.0),
        "ES",
        JsValue::from_str("near"),
        false
    )
    .is_err());
    let unknown = map_read_plan(countries("ZZ", 10.0), "ZZ", JsValue::NULL, false).expect("plan");
    assert_eq!(
        json(&unknown),
        r#"{"kind":"country","queries":[],"readBudget":0}"#
    );
}

#[wasm_bindgen_test]
fn the_read_says_for_whom_and_how_many_players_the_country_has() {
    let r = read(
        countries("PT", 120.0),
        &[("country", "PT".into()), ("members", true.into())],
    )
    .expect("read");
    assert!(get_bool(&r, "members"));
    assert_eq!(get_f64(&r, "players"), 120.0);
}

#[wasm_bindgen_test]
fn a_refused_members_read_is_read_again_as_public_and_any_other_failure_stands() {
    let again = |members: bool, code: &str| {
        read(
            countries("PT", 120.0),
            &[
                ("country", "PT".into()),
                ("members", members.into()),
                ("refused", code.into()),
            ],
        )
        .expect("read")
    };
    let public = again(true, "permission-denied");
    assert!(!get_bool(&public, "members"));
    let filters = get(
        &js_sys::Array::from(&get(&get(&public, "plan"), "queries")).get(0),
        "where",
    );
    assert_eq!(
        get_str(&js_sys::Array::from(&filters).get(0), "value"),
        "public"
    );
    assert!(!get_bool(
        &again(true, "firestore/permission-denied"),
        "members"
    ));
    assert!(again(true, "unavailable").is_undefined());
    assert!(again(false, "permission-denied").is_undefined());
    let view = World::view(
        JsValue::NULL.unchecked_into(),
        Ts::new_unchecked(object(&[])),
    )
    .expect("view");
    assert!(!has_own(&view.js_value(), "read"));
}

/// One step of the store's read of a country's view from the map's cells, the cells `docs` (JSON text) handed in.
fn cells_step(store: &skora_wasm_map::CoreStore, members: bool, docs: &str) -> JsValue {
    let what = object(&[
        ("kind", "cells".into()),
        ("country", "ES".into()),
        ("players", JsValue::from_f64(2.0)),
        ("members", JsValue::from_bool(members)),
    ]);
    let docs = js_sys::JSON::parse(docs).expect("JSON");
    store
        .read(Ts::new_unchecked(what), docs.unchecked_into())
        .map(|r| r.js_value().clone())
        .expect("a step")
}

#[wasm_bindgen_test]
fn the_store_reads_a_view_from_the_cells_a_step_at_a_time() {
    let store = skora_wasm_map::CoreStore::new();
    // First: the country's cell, in the set the reader may read.
    let first = cells_step(&store, true, "[]");
    let plan = get(&first, "plan");
    assert_eq!(get_str(&plan, "kind"), "read");
    assert_eq!(get_str(&plan, "collection"), "mapCells/all/cells");
    assert_eq!(json(&get(&plan, "ids")), r#"["ES"]"#);
    // Then the cell as read: its players load, and the plan says the view is read.
    let row = r#"{\"displayName\":\"Lucía Ferrer\",\"visibility\":\"members\"}"#;
    let docs = format!(
        r#"[{{"id": "ES", "data": {{"n": 1, "rows": {{"p1": {{"{row}": 1}}}}}}}}, "not a document"]"#
    );
    let done = cells_step(&store, true, &docs);
    let plan = get(&done, "plan");
    assert_eq!(get_str(&plan, "kind"), "load");
    assert_eq!(get_f64(&plan, "players"), 1.0);
    assert!(!get_bool(&plan, "truncated"));
    let loaded = get(&done, "loaded");
    assert_eq!(
        (get_f64(&loaded, "added"), get_f64(&loaded, "skipped")),
        (1.0, 1.0)
    );
    // The same view again reads nothing and loads nothing.
    let again = cells_step(&store, true, "[]");
    assert_eq!(get_str(&get(&again, "plan"), "kind"), "load");
    assert_eq!(get_f64(&get(&again, "loaded"), "added"), 0.0);
    assert!(has_own(&again, "plan"));
}
