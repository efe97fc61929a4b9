//! `mapReadPlan`: the plan's JS shape (what `queryDocuments` runs), the zoom-in answer, and bad views.

use skora_wasm_common::testing::{get, get_f64, get_str, json, object};
use skora_wasm_map::map_read_plan;
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

#[wasm_bindgen_test]
fn a_small_country_is_one_paged_query() {
    let plan = map_read_plan("PT", 120.0, JsValue::NULL, false).expect("plan");
    assert_eq!(
        json(&plan),
        r#"{"kind":"country","queries":[{"collection":"playerIndex","where":[{"field":"visibility","op":"==","value":"public"},{"field":"countryOfResidence","op":"==","value":"PT"}],"orderBy":[{"field":"__name__","direction":"asc"}],"pageSize":500,"maxPages":10}],"readBudget":5000}"#
    );
}

#[wasm_bindgen_test]
fn a_big_country_asks_to_zoom_in_then_reads_ranges() {
    let far = map_read_plan("ES", 12_000.0, view(36.0, -9.5, 43.8, 3.3, 6.0), true).expect("plan");
    assert_eq!(get_str(&far, "kind"), "zoomIn");
    assert_eq!(get_f64(&far, "minZoom"), 8.0);
    assert_eq!(get_f64(&far, "players"), 12_000.0);
    let near =
        map_read_plan("ES", 12_000.0, view(40.2, -4.2, 40.6, -3.2, 10.0), true).expect("plan");
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
    // NaN players: read as none, so the country is read whole (nothing says it is big).
    let plan = map_read_plan("ES", f64::NAN, JsValue::UNDEFINED, false).expect("plan");
    assert_eq!(get_str(&plan, "kind"), "country");
    assert!(map_read_plan("ES", 9_000.0, JsValue::from_str("near"), false).is_err());
    let unknown = map_read_plan("ZZ", 10.0, JsValue::NULL, false).expect("plan");
    assert_eq!(
        json(&unknown),
        r#"{"kind":"country","queries":[],"readBudget":0}"#
    );
}
