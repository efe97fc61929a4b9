//! The paths the CV's attribute card reads through the JS boundary: a player's stats and the position's figures of
//! the season of their rating.

use crate::compat::{player_stats_path, position_figures_path};
use skora_wasm_common::testing::object;
use wasm_bindgen::JsValue;
use wasm_bindgen_test::*;

wasm_bindgen_test_configure!(run_in_browser);

#[wasm_bindgen_test]
fn stats_path_for_a_document_id_only() {
    assert_eq!(
        player_stats_path("abc123").as_deref(),
        Some("playerStats/abc123")
    );
    for bad in ["", "a/b", ".", "..", "__x__"] {
        assert_eq!(player_stats_path(bad), None, "{bad}");
    }
}

#[wasm_bindgen_test]
fn figures_path_for_a_position_code_and_a_rating_season_only() {
    // 2025-10-01: the 2025/26 season; 2026-03-01: still 2025/26.
    let october = || object(&[("seconds", JsValue::from_f64(1_759_276_800.0))]);
    let march = object(&[("seconds", JsValue::from_f64(1_772_323_200.0))]);
    assert_eq!(
        position_figures_path("ST", october()).as_deref(),
        Some("aggregates/positions/byPosition/ST/seasons/2025")
    );
    assert_eq!(
        position_figures_path("GK", march).as_deref(),
        Some("aggregates/positions/byPosition/GK/seasons/2025")
    );
    for bad in ["", "st", "XX", "ST/../x", "../countries"] {
        assert_eq!(position_figures_path(bad, october()), None, "{bad}");
    }
    // Never saved: no rating season, no figures.
    assert_eq!(position_figures_path("ST", JsValue::NULL), None);
}
