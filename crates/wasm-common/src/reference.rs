//! The reference document the app's build emits: the core's static reference data
//! (`skora_core::reference`: limits, countries, positions, contact topics, routes, labels, empty forms) plus
//! what the app shell and the features read besides (flags, the clips and featured players' queries, the totals
//! document, the Firestore collections the app queries or adds to).
//! `node scripts/build-wasm.mjs` runs `examples/reference.rs` and writes one typed module per top-level field into
//! `app/src/shared/core/generated/`, so static data is read from the bundle instead of being asked of wasm at run
//! time. Its TypeScript type is generated from these Rust types (tsify): no hand-written interface.

use std::collections::BTreeMap;

use serde::Serialize;
use skora_core::aggregates::{COUNTRIES_PATH, TOTALS_PATH};
use skora_core::countries::flag_file;
use skora_core::directory::{featured_plans, gallery_plan, ListPlan};
use skora_core::documents::{DocumentLimits, DOCUMENT_LIMITS};
use skora_core::firestore_paths::{CONTACT_MESSAGES, PLAYERS, PLAYER_INDEX};
use skora_core::reference::{reference, Reference};
use skora_core::store::{MAX_ZOOM, MIN_ZOOM};
use tsify::Tsify;

/// Everything static the app reads. Each top-level field becomes one generated module
/// (`generated/<field-in-kebab-case>.ts`), so a page only bundles the parts it imports.
#[derive(Debug, Clone, Serialize, Tsify)]
#[serde(rename_all = "camelCase")]
pub struct BuildReference {
    /// The core's document: `limits`, `countries`, `positions`, `contactTopics`, `routes` (the router builds its
    /// routes from it without calling into wasm), `labels` and `emptyForms`.
    #[serde(flatten)]
    pub core: Reference,
    /// Country code → its flag's file (`pt.svg`): the build imports each from the `flag-icons` package.
    #[tsify(type = "Record<string, string>")]
    pub country_flags: BTreeMap<String, String>,
    /// The clips gallery's one query: the newest public `playerIndex` entries with clips.
    pub gallery_plan: ListPlan,
    /// The home page's featured players' queries, in order (photos first, then anyone when too few).
    pub featured_plans: [ListPlan; 2],
    /// `aggregates/totals`: the home page's "N players from M countries".
    pub player_totals_document: String,
    /// `aggregates/countries`: the players per country, the talent map's world view (its one read).
    pub countries_document: String,
    /// The limits every document keeps before a rule reads it (`skora_core::documents`): the app's Firebase
    /// boundary turns what it reads into plain JSON within them (`shared/firebase/plain-document.ts`).
    pub document_limits: DocumentLimits,
    /// The collections the app addresses as a whole. A single document's path (`players/{uid}`…) is built by
    /// the startup module (`playerPath`…), which refuses an id that is not a document id.
    pub collections: Collections,
    /// The talent map's zoom levels: the canvas, its clusters and the store's URL reading keep to one range.
    pub map_zoom: MapZoom,
}

#[derive(Debug, Clone, Serialize, Tsify)]
#[serde(rename_all = "camelCase")]
pub struct MapZoom {
    /// The widest level the map shows (below it the world repeats side by side).
    pub min: u8,
    /// The closest level (the base layers have no more detail; locations are coarse anyway).
    pub max: u8,
}

#[derive(Debug, Clone, Serialize, Tsify)]
#[serde(rename_all = "camelCase")]
pub struct Collections {
    /// The CVs, queried by the directory and the featured players.
    pub players: String,
    /// The functions' summaries of the players, queried by the clips gallery.
    pub player_index: String,
    /// The contact form's messages, one new document (id chosen by Firestore) per message.
    pub contact_messages: String,
}

/// The document, from the core's own tables and rules.
pub fn build_reference() -> BuildReference {
    let core = reference();
    let country_flags = core
        .countries
        .iter()
        .filter_map(|country| Some((country.code.clone(), flag_file(&country.code)?)))
        .collect();
    BuildReference {
        core,
        country_flags,
        gallery_plan: gallery_plan(),
        featured_plans: featured_plans(),
        player_totals_document: TOTALS_PATH.into(),
        countries_document: COUNTRIES_PATH.into(),
        document_limits: DOCUMENT_LIMITS,
        collections: Collections {
            players: PLAYERS.into(),
            player_index: PLAYER_INDEX.into(),
            contact_messages: CONTACT_MESSAGES.into(),
        },
        map_zoom: MapZoom {
            min: MIN_ZOOM,
            max: MAX_ZOOM,
        },
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_country_has_its_flag() {
        let doc = build_reference();
        assert_eq!(doc.country_flags.len(), doc.core.countries.len());
        assert_eq!(doc.country_flags["PT"], "pt.svg");
    }

    #[test]
    fn the_document_is_the_cores_plus_the_apps_keys_in_camel_case() {
        let json = serde_json::to_value(build_reference()).expect("serialisable");
        let core = serde_json::to_value(reference()).expect("serialisable");
        for (key, value) in core.as_object().expect("an object") {
            assert_eq!(&json[key], value, "{key}");
        }
        assert_eq!(json["countryFlags"]["AD"], "ad.svg");
        assert_eq!(json["galleryPlan"]["limit"], 12);
        assert_eq!(json["galleryPlan"]["collection"], "playerIndex");
        assert_eq!(json["featuredPlans"][0]["where"][1]["field"], "hasPhoto");
        assert_eq!(json["collections"]["players"], "players");
        assert_eq!(json["collections"]["playerIndex"], "playerIndex");
        assert_eq!(json["playerTotalsDocument"], "aggregates/totals");
        assert_eq!(json["countriesDocument"], "aggregates/countries");
        assert_eq!(json["documentLimits"]["maxDepth"], 32);
        assert_eq!(json["collections"]["contactMessages"], "contactMessages");
    }
}
