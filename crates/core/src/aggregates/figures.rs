//! The numeric figures kept per position as histograms.
//!
//! A figure is a name and a rule giving an entry's bucket: an integer, stored as the key of a map of
//! counts (`figures.heightCm."178": 12`). Buckets are whole units of what players enter (centimetres,
//! years), so a histogram of one figure has at most ~100 keys, and ~30 figures per position stay far
//! inside a Firestore document's limits (1 MiB, 20,000 fields). The attribute and weekly-stats figures
//! join this list; nothing else changes.

use serde::{Deserialize, Serialize};

use crate::player_index::IndexEntry;

#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
#[cfg_attr(feature = "tsify", derive(tsify::Tsify))]
pub enum Figure {
    /// Height in whole centimetres.
    HeightCm,
    /// The year of birth: a histogram of ages would go stale as players grow older without writing,
    /// so the age percentile is computed from birth years on the day it is shown.
    BirthYear,
}

/// Every figure, in the order they are stored.
pub const FIGURES: [Figure; 2] = [Figure::HeightCm, Figure::BirthYear];

impl Figure {
    /// The key under `figures` in the position document.
    pub fn key(self) -> &'static str {
        match self {
            Figure::HeightCm => "heightCm",
            Figure::BirthYear => "birthYear",
        }
    }

    /// The entry's bucket for this figure, when the entry has the figure.
    pub fn bucket(self, entry: &IndexEntry) -> Option<i64> {
        match self {
            Figure::HeightCm => entry.height_cm.map(i64::from),
            Figure::BirthYear => entry
                .birth_month
                .as_deref()
                .and_then(|m| m.get(..4))
                .and_then(|y| y.parse::<i64>().ok()),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::profile::Visibility;

    fn entry() -> IndexEntry {
        IndexEntry {
            display_name: "A".into(),
            search_key: "a".into(),
            sort_key: "a".into(),
            filter_keys: vec![],
            birth_month: Some("2002-05".into()),
            player_type: None,
            main_position: None,
            positions: vec![],
            nationalities: vec![],
            country_of_residence: None,
            city: None,
            location: None,
            location_precision: None,
            geohash: None,
            club: None,
            availability: None,
            height_cm: Some(178),
            has_photo: false,
            visibility: Visibility::Public,
            updated_at: None,
            clips: vec![],
            has_clips: false,
        }
    }

    #[test]
    fn buckets_are_whole_units() {
        assert_eq!(Figure::HeightCm.bucket(&entry()), Some(178));
        assert_eq!(Figure::BirthYear.bucket(&entry()), Some(2002));
        let none = IndexEntry {
            birth_month: None,
            height_cm: None,
            ..entry()
        };
        assert!(FIGURES.iter().all(|f| f.bucket(&none).is_none()));
    }

    #[test]
    fn keys_are_distinct_and_camel_case() {
        let keys: Vec<&str> = FIGURES.iter().map(|f| f.key()).collect();
        assert_eq!(keys, ["heightCm", "birthYear"]);
        for f in FIGURES {
            assert_eq!(
                serde_json::to_value(f).ok(),
                Some(serde_json::json!(f.key()))
            );
        }
    }
}
