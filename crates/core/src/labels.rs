//! The words shown for every stored code, asked in one place: the CV's player type, foot, availability
//! and visibility, the directory's type and sort options, the player lists' two country filters (by their
//! URL keys), the contact topics and the positions.
//!
//! Each label is defined beside its enum (`PlayerType::label`, `directory::sort_label`…); this module
//! only gathers them, which is why it sits above the modules it reads. A code the core does not know
//! (a document written by an older or newer version) is shown as it is rather than refused: a reader
//! should see something, and validation is the validator's job, not the reader's.

use serde::{Deserialize, Serialize};

use crate::country_filter::{BASED_IN_LABEL, BASED_IN_PARAM, NATIONALITY_LABEL, NATIONALITY_PARAM};
use crate::directory::{player_type_filter_label, sort_label, Sort};
use skora_domain::contact::ContactTopic;
use skora_domain::positions::Position;
use skora_domain::profile::{Availability, Foot, PlayerType, Visibility};

/// Which codes a label is for.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
#[cfg_attr(feature = "tsify", derive(tsify::Tsify))]
pub enum LabelSet {
    PlayerType,
    Foot,
    Availability,
    Visibility,
    /// The directory's player-type filter; its `""` option filters nothing ("All players").
    PlayerTypeFilter,
    Sort,
    /// The directory's and the map's country filters, by their URL keys: "Based in", "Nationality".
    CountryFilter,
    ContactTopic,
    Position,
}

impl LabelSet {
    pub const ALL: [LabelSet; 9] = [
        LabelSet::PlayerType,
        LabelSet::Foot,
        LabelSet::Availability,
        LabelSet::Visibility,
        LabelSet::PlayerTypeFilter,
        LabelSet::Sort,
        LabelSet::CountryFilter,
        LabelSet::ContactTopic,
        LabelSet::Position,
    ];
}

/// A stored code and what is shown for it.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
#[cfg_attr(feature = "tsify", derive(tsify::Tsify))]
pub struct CodeLabel {
    pub code: String,
    pub label: String,
}

/// Every label set, for the app to build its selects from at build time.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
#[cfg_attr(feature = "tsify", derive(tsify::Tsify))]
pub struct LabelTables {
    pub player_type: Vec<CodeLabel>,
    pub foot: Vec<CodeLabel>,
    pub availability: Vec<CodeLabel>,
    pub visibility: Vec<CodeLabel>,
    pub player_type_filter: Vec<CodeLabel>,
    pub sort: Vec<CodeLabel>,
    pub country_filter: Vec<CodeLabel>,
    pub contact_topic: Vec<CodeLabel>,
    pub position: Vec<CodeLabel>,
}

/// (code, label) of a set, in the order selects list them (the enums' `ALL` order).
fn pairs(set: LabelSet) -> Vec<(&'static str, &'static str)> {
    match set {
        LabelSet::PlayerType => PlayerType::ALL
            .iter()
            .map(|v| (v.as_str(), v.label()))
            .collect(),
        LabelSet::Foot => Foot::ALL.iter().map(|v| (v.as_str(), v.label())).collect(),
        LabelSet::Availability => Availability::ALL
            .iter()
            .map(|v| (v.as_str(), v.label()))
            .collect(),
        LabelSet::Visibility => Visibility::ALL
            .iter()
            .map(|v| (v.as_str(), v.label()))
            .collect(),
        LabelSet::PlayerTypeFilter => std::iter::once(("", player_type_filter_label(None)))
            .chain(
                PlayerType::ALL
                    .iter()
                    .map(|&v| (v.as_str(), player_type_filter_label(Some(v)))),
            )
            .collect(),
        LabelSet::Sort => Sort::ALL
            .iter()
            .map(|&s| (s.as_str(), sort_label(s)))
            .collect(),
        LabelSet::CountryFilter => vec![
            (BASED_IN_PARAM, BASED_IN_LABEL),
            (NATIONALITY_PARAM, NATIONALITY_LABEL),
        ],
        LabelSet::ContactTopic => ContactTopic::ALL
            .iter()
            .map(|t| (t.as_str(), t.label()))
            .collect(),
        LabelSet::Position => Position::ALL
            .iter()
            .map(|p| (p.code(), p.label()))
            .collect(),
    }
}

/// Every code of `set` with its label, in the order selects list them.
pub fn labels(set: LabelSet) -> Vec<CodeLabel> {
    pairs(set)
        .into_iter()
        .map(|(code, label)| CodeLabel {
            code: code.to_string(),
            label: label.to_string(),
        })
        .collect()
}

/// The label of `code` in `set`; a code the set does not have (`""` included, except for the
/// filter's "all" option) is shown as it is.
pub fn label_for(set: LabelSet, code: &str) -> String {
    pairs(set)
        .into_iter()
        .find(|(c, _)| *c == code)
        .map_or(code, |(_, label)| label)
        .to_string()
}

/// All the label sets at once.
pub fn label_tables() -> LabelTables {
    LabelTables {
        player_type: labels(LabelSet::PlayerType),
        foot: labels(LabelSet::Foot),
        availability: labels(LabelSet::Availability),
        visibility: labels(LabelSet::Visibility),
        player_type_filter: labels(LabelSet::PlayerTypeFilter),
        sort: labels(LabelSet::Sort),
        country_filter: labels(LabelSet::CountryFilter),
        contact_topic: labels(LabelSet::ContactTopic),
        position: labels(LabelSet::Position),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use serde_json::json;

    #[test]
    fn the_cv_labels_are_the_ones_it_shows() {
        assert_eq!(
            label_for(LabelSet::PlayerType, "outfield"),
            "Outfield player"
        );
        assert_eq!(label_for(LabelSet::PlayerType, "goalkeeper"), "Goalkeeper");
        assert_eq!(label_for(LabelSet::Foot, "right"), "Right");
        assert_eq!(label_for(LabelSet::Foot, "left"), "Left");
        assert_eq!(label_for(LabelSet::Foot, "both"), "Both feet");
        assert_eq!(
            label_for(LabelSet::Availability, "open-to-offers"),
            "Open to offers"
        );
        assert_eq!(
            label_for(LabelSet::Availability, "free-agent"),
            "Free agent"
        );
        assert_eq!(
            label_for(LabelSet::Availability, "under-contract"),
            "Under contract"
        );
        assert_eq!(label_for(LabelSet::Availability, "on-loan"), "On loan");
        assert_eq!(
            label_for(LabelSet::Availability, "not-looking"),
            "Not looking for a club"
        );
        assert_eq!(
            label_for(LabelSet::Visibility, "public"),
            "Public: anyone can see my CV"
        );
        assert_eq!(
            label_for(LabelSet::Visibility, "members"),
            "Members only: signed-in SKORA users can see my CV"
        );
    }

    #[test]
    fn the_directory_and_contact_labels_are_the_ones_they_show() {
        assert_eq!(
            labels(LabelSet::PlayerTypeFilter),
            [
                ("", "All players"),
                ("outfield", "Outfield players"),
                ("goalkeeper", "Goalkeepers")
            ]
            .map(|(code, label)| CodeLabel {
                code: code.into(),
                label: label.into()
            })
        );
        assert_eq!(label_for(LabelSet::Sort, "name"), "Surname (A–Z)");
        assert_eq!(label_for(LabelSet::Sort, "youngest"), "Youngest first");
        assert_eq!(label_for(LabelSet::Sort, "oldest"), "Oldest first");
        assert_eq!(label_for(LabelSet::Sort, "updated"), "Recently updated");
        assert_eq!(
            label_for(LabelSet::ContactTopic, "billing"),
            "Billing and payments"
        );
        assert_eq!(label_for(LabelSet::Position, "CDM"), "Defensive midfielder");
    }

    #[test]
    fn an_unknown_code_is_shown_as_it_is() {
        assert_eq!(label_for(LabelSet::Availability, "retired"), "retired");
        assert_eq!(label_for(LabelSet::PlayerType, "Goalkeeper"), "Goalkeeper");
        assert_eq!(label_for(LabelSet::Position, "gk"), "gk");
        assert_eq!(label_for(LabelSet::Foot, ""), "");
    }

    #[test]
    fn every_set_lists_every_value_of_its_enum_in_order() {
        let codes = |set| -> Vec<String> { labels(set).into_iter().map(|l| l.code).collect() };
        let limits = serde_json::to_value(crate::contract::limits()).unwrap_or_default();
        assert_eq!(json!(codes(LabelSet::PlayerType)), limits["playerTypes"]);
        assert_eq!(json!(codes(LabelSet::Foot)), limits["preferredFeet"]);
        assert_eq!(json!(codes(LabelSet::Availability)), limits["availability"]);
        assert_eq!(json!(codes(LabelSet::Visibility)), limits["visibility"]);
        assert_eq!(json!(codes(LabelSet::Position)), limits["positions"]);
        assert_eq!(
            json!(codes(LabelSet::ContactTopic)),
            limits["contactTopics"]
        );
        assert_eq!(
            codes(LabelSet::Sort),
            ["name", "youngest", "oldest", "updated", "confirmed"]
        );
    }

    #[test]
    fn the_tables_serialise_by_set_in_camel_case() {
        let v = serde_json::to_value(label_tables()).unwrap_or_default();
        assert_eq!(
            v["playerTypeFilter"][2],
            json!({"code": "goalkeeper", "label": "Goalkeepers"})
        );
        assert_eq!(
            v["countryFilter"],
            json!([{"code": "basedIn", "label": "Based in"}, {"code": "nationality", "label": "Nationality"}])
        );
        assert_eq!(v["foot"][2], json!({"code": "both", "label": "Both feet"}));
        for set in LabelSet::ALL {
            let key = serde_json::to_value(set).unwrap_or_default();
            let key = key.as_str().unwrap_or_default();
            assert_eq!(v[key], json!(labels(set)), "{key}");
        }
    }
}

#[cfg(test)]
mod props {
    use super::*;
    use proptest::prelude::*;

    proptest! {
        #[test]
        fn a_label_is_the_tables_or_the_code_itself(code in any::<String>(), i in 0..LabelSet::ALL.len()) {
            let set = LabelSet::ALL[i];
            let table = labels(set);
            let label = label_for(set, &code);
            match table.iter().find(|l| l.code == code) {
                Some(known) => prop_assert_eq!(&label, &known.label),
                None => prop_assert_eq!(&label, &code),
            }
        }

        #[test]
        fn every_table_has_unique_codes_and_visible_labels(i in 0..LabelSet::ALL.len()) {
            let table = labels(LabelSet::ALL[i]);
            let mut codes: Vec<&str> = table.iter().map(|l| l.code.as_str()).collect();
            codes.sort_unstable();
            codes.dedup();
            prop_assert_eq!(codes.len(), table.len());
            prop_assert!(table.iter().all(|l| !l.label.trim().is_empty()));
        }
    }
}
