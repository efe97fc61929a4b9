//! The talent map's module (`/map` only): `CoreStore`, the one handle over the map's model (the shared state
//! and the loaded players, filtered and sorted in wasm: row numbers cross, never records), and `World`, the
//! world view (the country shading, the atlas shapes' countries, what a country's view reads). Every rule is
//! the core's (`skora_core::talent_map`); this crate only converts.

mod store;

use serde::{Deserialize, Serialize};
use serde_json::Value;
use skora_core::talent_map::{self, CountryShades, MapReadPlan, MapView};
use skora_core::{countries, firestore_errors};
use skora_wasm_common::from_js_or_null;
use skora_wasm_common::typed::{read, typed, StoredDocument};
use tsify::{Ts, Tsify};
use wasm_bindgen::prelude::*;

pub use store::{CoreStore, MapChange, MapSnapshot, Players, PlayersQuery, ReadStep, StoreRead};

/// What the world view asks of the countries document.
#[derive(Debug, Clone, Default, Deserialize, Tsify)]
#[serde(rename_all = "camelCase")]
pub struct WorldRequest {
    /// The shading counts the players of this position (a code) when given, else of `playerType`
    /// (`outfield`, `goalkeeper`; `""` for both), else all.
    #[serde(default)]
    #[tsify(optional)]
    pub position: Option<String>,
    #[serde(default)]
    #[tsify(optional)]
    pub player_type: String,
    /// The atlas's feature ids (ISO 3166-1 numeric, `"724"`) to name.
    #[serde(default)]
    #[tsify(optional)]
    pub atlas: Vec<String>,
    /// A country's read to plan.
    #[serde(default)]
    #[tsify(optional)]
    pub read: Option<ReadRequest>,
}

/// A country whose players to read, in the map's view (none before the map has one).
#[derive(Debug, Clone, Default, Deserialize, Tsify)]
#[serde(rename_all = "camelCase")]
pub struct ReadRequest {
    pub country: String,
    #[serde(default)]
    #[tsify(optional)]
    pub view: Option<MapView>,
    /// The reader may see members-only entries.
    pub members: bool,
    /// The error code the read planned for `members` failed with: a refusal of a members' read is planned
    /// again as public entries only; any other failure stands (no plan).
    #[serde(default)]
    #[tsify(optional)]
    pub refused: Option<String>,
}

/// A country's read: the plan, for whom, and the country's players (whatever the filters).
#[derive(Debug, Clone, Serialize, Tsify)]
#[serde(rename_all = "camelCase")]
pub struct PlannedRead {
    pub plan: MapReadPlan,
    /// Whether the plan reads members-only entries too.
    pub members: bool,
    pub players: u64,
    /// Whether the country loads whole, whatever the view (up to `MAP_COUNTRY_MAX` players): a pan reads nothing
    /// new. Otherwise each view has its own read.
    pub whole: bool,
}

/// An atlas shape's country.
#[derive(Debug, Clone, Serialize, Tsify)]
pub struct AtlasCountry {
    /// The feature id as asked (`"724"`).
    pub id: String,
    /// The country's code (alpha-2, `"ES"`).
    pub code: String,
}

/// The world view's answer.
#[derive(Debug, Clone, Serialize, Tsify)]
#[serde(rename_all = "camelCase")]
pub struct WorldView {
    pub shades: CountryShades,
    /// The countries of the atlas ids asked, for those that are the core's countries.
    pub atlas: Vec<AtlasCountry>,
    /// The read asked for; none after a failure that is no refusal of a members' read.
    #[serde(skip_serializing_if = "Option::is_none")]
    #[tsify(optional)]
    pub read: Option<PlannedRead>,
}

#[wasm_bindgen]
pub struct World;

#[wasm_bindgen]
impl World {
    /// The world view from `aggregates/countries` (its data, or `null` when there is none yet; a document that
    /// does not read shades what does, and never throws): the shading for `request`'s filters, the atlas ids'
    /// countries and the read of a country (one paged query up to 5,000 players; above, nothing until the map
    /// is zoomed in to `minZoom`, then at most 8 geohash range queries). A view that is not
    /// `{south, west, north, east, zoom}` throws `bad-input`.
    pub fn view(
        countries: StoredDocument,
        request: Ts<WorldRequest>,
    ) -> Result<Ts<WorldView>, JsValue> {
        // Past the boundary's limits (not plain data, too big) is as good as no document.
        let doc: Value = from_js_or_null(countries.into()).unwrap_or(Value::Null);
        let r = read(request)?;
        let atlas = r
            .atlas
            .iter()
            .filter_map(|id| {
                let code = countries::country_of_numeric(id)?.to_string();
                Some(AtlasCountry {
                    id: id.clone(),
                    code,
                })
            })
            .collect();
        let read = r.read.and_then(|read| {
            let members = match &read.refused {
                None => read.members,
                Some(code) if firestore_errors::read_again_as_public(read.members, code) => false,
                Some(_) => return None,
            };
            let players = talent_map::country_players(&doc, &read.country);
            Some(PlannedRead {
                plan: talent_map::map_read_plan(
                    &read.country,
                    players,
                    read.view.as_ref(),
                    members,
                ),
                members,
                players,
                whole: players <= talent_map::MAP_COUNTRY_MAX,
            })
        });
        typed(&WorldView {
            shades: talent_map::country_shades(&doc, r.position.as_deref(), &r.player_type),
            atlas,
            read,
        })
    }
}
