//! Reference data exports: limits, countries, positions, ages, safe links.

mod common;

use common::{get, get_f64, get_str, keys};
use js_sys::Array;
use wasm_bindgen::{JsCast, JsValue};
use wasm_bindgen_test::*;

wasm_bindgen_test_configure!(run_in_browser);

#[wasm_bindgen_test]
fn profile_limits_is_a_plain_object_of_the_contract_numbers() {
    let l: JsValue = skora_wasm::profile_limits().expect("limits").into();
    assert_eq!(get_f64(&get(&l, "heightCm"), "min"), 140.0);
    assert_eq!(get_f64(&get(&l, "bio"), "max"), 1000.0);
    assert_eq!(get_f64(&l, "careerFirstYear"), 1950.0);
    let positions: Array = get(&l, "positions").dyn_into().expect("an array");
    assert_eq!(positions.length(), 15);
}

#[wasm_bindgen_test]
fn countries_arrive_with_code_name_and_centroid() {
    let list: JsValue = skora_wasm::countries().expect("countries").into();
    let list: Array = list.dyn_into().expect("an array");
    assert_eq!(list.length(), 250);
    let first = list.get(0);
    assert_eq!(keys(&first), ["code", "lat", "lng", "name"]);
    assert_eq!(get_str(&first, "code"), "AD");
    assert_eq!(get_str(&first, "name"), "Andorra");
    assert_eq!(skora_wasm::flag_emoji("PT").as_deref(), Some("🇵🇹"));
    assert_eq!(skora_wasm::flag_emoji("pt"), None);
}

#[wasm_bindgen_test]
fn positions_arrive_with_labels_lines_and_coordinates() {
    let list: JsValue = skora_wasm::positions().expect("positions").into();
    let list: Array = list.dyn_into().expect("an array");
    assert_eq!(list.length(), 15);
    let gk = list.get(0);
    assert_eq!(keys(&gk), ["code", "label", "line", "x", "y"]);
    assert_eq!(get_str(&gk, "code"), "GK");
    assert_eq!(get_str(&gk, "label"), "Goalkeeper");
    assert_eq!(get_str(&gk, "line"), "goalkeeper");
    assert!(get_f64(&gk, "y") > 90.0);
}

#[wasm_bindgen_test]
fn age_on_and_safe_external_url_pass_through() {
    assert_eq!(skora_wasm::age_on("2008-02-29", "2023-03-01"), Some(15));
    assert_eq!(skora_wasm::age_on("2023-02-29", "2024-01-01"), None);
    assert_eq!(
        skora_wasm::safe_external_url(" https://example.com/a ").as_deref(),
        Some("https://example.com/a")
    );
    assert_eq!(skora_wasm::safe_external_url("javascript:alert(1)"), None);
}
