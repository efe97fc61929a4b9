//! The reference document: static data the app needs, emitted at build time as TypeScript
//! (`node scripts/build-wasm.mjs` runs `examples/reference.rs` and writes `app/src/shared/core/generated/`)
//! instead of being shipped as wasm code and asked for at run time. Its TypeScript type is generated
//! from these Rust types (tsify), so the generated files are typed without a hand-written interface.

use serde::Serialize;
use skora_core::clips::PLAYER_DOCS_TO_READ;
use skora_core::contact::{contact_topics, ContactTopicOption};
use skora_core::countries::{countries, flag_emoji, Country};
use skora_core::limits::{limits, Limits};
use skora_core::location::{PREVIOUS_LOCATION_KEY, SKIP_PUBLIC_ONLY_TOAST_KEY};
use skora_core::positions::{positions, PositionInfo};
use skora_core::profile::{CareerForm, HonourForm, LanguageForm, LinkForm};
use skora_core::routes::{route_table, RouteEntry};
use tsify::Tsify;

/// Everything static the app reads. Each top-level field becomes one generated module
/// (`generated/<field-in-kebab-case>.ts`), so a page only bundles the parts it imports.
#[derive(Debug, Clone, Serialize, Tsify)]
#[serde(rename_all = "camelCase")]
pub struct Reference {
    /// The route table: the router builds its routes from it without calling into wasm.
    pub routes: Vec<RouteEntry>,
    /// The web storage keys the app shell reads and writes for the core's navigation rules.
    pub storage_keys: StorageKeys,
    /// Every number and value list of the player-model contract.
    pub limits: Limits,
    pub countries: Vec<CountryOption>,
    pub positions: Vec<PositionInfo>,
    /// The contact form's topics with their labels, in the select's order.
    pub contact_topics: Vec<ContactTopicOption>,
    /// The values a new row of each CV list starts from.
    pub empty_rows: EmptyRows,
    /// How many public `players` documents the clips gallery's one query reads.
    pub player_clips_query_limit: u32,
}

#[derive(Debug, Clone, Serialize, Tsify)]
#[serde(rename_all = "camelCase")]
pub struct StorageKeys {
    /// sessionStorage: the location to return to after login.
    pub previous_location: String,
    /// sessionStorage: the one-shot flag that silences "already signed in" after logout.
    pub skip_public_only_toast: String,
}

/// A country with its flag emoji, for pickers and the CV.
#[derive(Debug, Clone, Serialize, Tsify)]
#[serde(rename_all = "camelCase")]
pub struct CountryOption {
    #[serde(flatten)]
    pub country: Country,
    pub flag: String,
}

#[derive(Debug, Clone, Serialize, Tsify)]
#[serde(rename_all = "camelCase")]
pub struct EmptyRows {
    pub career: CareerForm,
    pub honour: HonourForm,
    pub language: LanguageForm,
    pub link: LinkForm,
}

/// The document, from the core's own tables and rules.
pub fn reference() -> Reference {
    Reference {
        routes: route_table(),
        storage_keys: StorageKeys {
            previous_location: PREVIOUS_LOCATION_KEY.into(),
            skip_public_only_toast: SKIP_PUBLIC_ONLY_TOAST_KEY.into(),
        },
        limits: limits(),
        countries: countries()
            .into_iter()
            .map(|country| CountryOption {
                flag: flag_emoji(&country.code).unwrap_or_default(),
                country,
            })
            .collect(),
        positions: positions(),
        contact_topics: contact_topics(),
        empty_rows: EmptyRows {
            career: CareerForm::default(),
            honour: HonourForm::default(),
            language: LanguageForm::default(),
            link: LinkForm::default(),
        },
        player_clips_query_limit: PLAYER_DOCS_TO_READ,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_country_has_its_flag() {
        let doc = reference();
        assert!(doc.countries.len() > 200);
        assert!(doc.countries.iter().all(|c| c.flag.chars().count() == 2));
        let pt = doc
            .countries
            .iter()
            .find(|c| c.country.code == "PT")
            .expect("PT");
        assert_eq!(pt.flag, "🇵🇹");
    }

    #[test]
    fn the_document_serialises_with_camel_case_keys() {
        let json = serde_json::to_value(reference()).expect("serialisable");
        for key in [
            "routes",
            "storageKeys",
            "limits",
            "countries",
            "positions",
            "contactTopics",
            "emptyRows",
            "playerClipsQueryLimit",
        ] {
            assert!(json.get(key).is_some(), "{key}");
        }
        assert_eq!(json["storageKeys"]["previousLocation"], "previousLocation");
        assert_eq!(json["countries"][0]["flag"], "🇦🇩");
        assert_eq!(json["countries"][0]["code"], "AD");
    }
}
