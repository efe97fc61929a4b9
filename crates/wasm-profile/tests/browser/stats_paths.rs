//! The paths the CV's attribute card reads through the JS boundary: a player's stats and a position's figures.

use crate::compat::{player_stats_path, position_figures_path};
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
fn figures_path_for_a_position_code_only() {
    assert_eq!(
        position_figures_path("ST").as_deref(),
        Some("aggregates/positions/byPosition/ST")
    );
    assert_eq!(
        position_figures_path("GK").as_deref(),
        Some("aggregates/positions/byPosition/GK")
    );
    for bad in ["", "st", "XX", "ST/../x", "../countries"] {
        assert_eq!(position_figures_path(bad), None, "{bad}");
    }
}
