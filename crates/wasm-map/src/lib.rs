//! The talent map's module (`/map` only): `CoreStore`, the one handle over the map's model (the shared state
//! and the loaded players, filtered and sorted in wasm: row numbers cross, never records), and the free
//! functions of the world view (`countryShades`, `atlasCountry`, `countryName`) and of a country's reads
//! (`mapReadPlan`). Every rule is the core's
//! (`skora_core::talent_map`); this crate only converts.

mod store;

use serde_json::Value;
use skora_core::countries;
use skora_core::talent_map;
use skora_core::talent_map::MapView;
use skora_wasm_common::{from_js, from_js_or_null, to_js};
use wasm_bindgen::prelude::*;

pub use skora_wasm_common::is_permission_denied;
pub use store::CoreStore;

#[wasm_bindgen(start)]
fn start() {
    skora_wasm_common::set_panic_hook();
}

/// The world view's shading from `aggregates/countries` (its data, or `null` when there is none yet),
/// counting the players of `position` when given, else of `playerType` (`""` for both), else all. A document
/// that does not read shades what does, and never throws.
#[wasm_bindgen(js_name = countryShades, unchecked_return_type = "CountryShades")]
pub fn country_shades(
    #[wasm_bindgen(unchecked_param_type = "unknown")] countries_doc: JsValue,
    position: Option<String>,
    player_type: &str,
) -> Result<JsValue, JsValue> {
    // Past the boundary's limits (not plain data, too big) is as good as no document.
    let doc: Value = from_js_or_null(countries_doc).unwrap_or(Value::Null);
    to_js(&talent_map::country_shades(
        &doc,
        position.as_deref(),
        player_type,
    ))
}

/// The country (alpha-2, `"ES"`) of a `world-atlas` feature id (ISO 3166-1 numeric, `"724"`), or `undefined`
/// for a shape that is none of the core's countries.
#[wasm_bindgen(js_name = atlasCountry)]
pub fn atlas_country(atlas_id: &str) -> Option<String> {
    countries::country_of_numeric(atlas_id).map(str::to_string)
}

/// The English short name of a country code (`"ES"` → `"Spain"`), or `undefined`.
#[wasm_bindgen(js_name = countryName)]
pub fn country_name(code: &str) -> Option<String> {
    countries::country_name(code).map(str::to_string)
}

/// What to read from `playerIndex` for `country`, which has `countryPlayers` players (from `countryShades`'s
/// document), in `view` (`null` before the map has one): one paged query up to 5,000 players; above, nothing
/// until the map is zoomed in to `minZoom`, then at most 8 geohash range queries. `members`: the reader may
/// see members-only entries. A view that is not `{south, west, north, east, zoom}` throws `bad-input`.
#[wasm_bindgen(js_name = mapReadPlan, unchecked_return_type = "MapReadPlan")]
pub fn map_read_plan(
    country: &str,
    country_players: f64,
    #[wasm_bindgen(unchecked_param_type = "MapView | null")] view: JsValue,
    members: bool,
) -> Result<JsValue, JsValue> {
    let view: Option<MapView> = if view.is_null() || view.is_undefined() {
        None
    } else {
        Some(from_js(view)?)
    };
    // A count that is no count (NaN, negative) is none; a fractional one counts its whole players.
    let players = if country_players.is_finite() && country_players > 0.0 {
        country_players as u64
    } else {
        0
    };
    to_js(&talent_map::map_read_plan(
        country,
        players,
        view.as_ref(),
        members,
    ))
}
