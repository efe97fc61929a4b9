//! `World::view`'s shading, from a (possibly hostile) aggregate document, and the atlas shapes' countries.

use skora_wasm_common::testing::{get, get_f64, get_str, hostile_values, json, object};
use skora_wasm_map::World;
use tsify::Ts;
use wasm_bindgen::prelude::*;
use wasm_bindgen_test::*;

wasm_bindgen_test_configure!(run_in_browser);

fn doc() -> JsValue {
    js_sys::JSON::parse(
        r#"{"players": 1264, "countries": {
            "ES": {"players": 1210, "types": {"goalkeeper": 110}, "positions": {"ST": 150}},
            "PT": {"players": 45, "types": {"goalkeeper": 5}, "positions": {"ST": 9}},
            "ZZ": {"players": 3}}}"#,
    )
    .expect("json")
}

/// `World::view`'s shading of `doc` for the position and type filters.
fn country_shades(
    doc: JsValue,
    position: Option<&str>,
    player_type: &str,
) -> Result<JsValue, JsValue> {
    let mut request = vec![("playerType", JsValue::from_str(player_type))];
    request.extend(position.map(|p| ("position", JsValue::from_str(p))));
    World::view(doc.unchecked_into(), Ts::new_unchecked(object(&request)))
        .map(|v| get(&v.js_value(), "shades"))
}

#[wasm_bindgen_test]
fn countries_are_shaded_by_the_filtered_count() {
    let shades = country_shades(doc(), None, "").expect("shades");
    assert_eq!(get_f64(&shades, "total"), 1255.0);
    let countries: js_sys::Array = get(&shades, "countries").unchecked_into();
    assert_eq!(countries.length(), 2);
    let spain = countries.get(0);
    assert_eq!(get_str(&spain, "code"), "ES");
    assert_eq!(get_str(&spain, "name"), "Spain");
    assert_eq!(get_f64(&spain, "shade"), 5.0);
    let legend: js_sys::Array = get(&shades, "legend").unchecked_into();
    assert_eq!(get_str(&legend.get(0), "label"), "1–9");

    let strikers = country_shades(doc(), Some("ST"), "goalkeeper").expect("shades");
    assert_eq!(get_f64(&strikers, "total"), 159.0);
    let keepers = country_shades(doc(), None, "goalkeeper").expect("shades");
    assert_eq!(get_f64(&keepers, "total"), 115.0);
}

#[wasm_bindgen_test]
fn a_hostile_or_missing_document_never_throws() {
    for (what, value) in hostile_values()
        .into_iter()
        .chain([("undefined", JsValue::UNDEFINED), ("null", JsValue::NULL)])
    {
        let shades =
            country_shades(value, Some("??"), "x").unwrap_or_else(|_| panic!("{what} threw"));
        assert_eq!(get_f64(&shades, "total"), 0.0, "{what}");
    }
}

#[wasm_bindgen_test]
fn atlas_ids_name_the_core_countries() {
    let ids: Vec<JsValue> = ["724", "040", "-99", ""]
        .iter()
        .map(|&id| id.into())
        .collect();
    let request = object(&[("atlas", js_sys::Array::from_iter(ids).into())]);
    let view =
        World::view(JsValue::NULL.unchecked_into(), Ts::new_unchecked(request)).expect("view");
    // Only the ids that are the core's countries.
    assert_eq!(
        json(&get(&view.js_value(), "atlas")),
        r#"[{"id":"724","code":"ES"},{"id":"040","code":"AT"}]"#
    );
}
