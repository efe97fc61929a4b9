//! The numeric figures kept per position as histograms.
//!
//! A figure is a name and a rule giving an entry's bucket: an integer, stored as the key of a map of
//! counts (`figures.heightCm."178": 12`). Buckets are whole units of what players enter (centimetres,
//! years), so a histogram of one figure has at most ~100 keys, and ~30 figures per position stay far
//! inside a Firestore document's limits (1 MiB, 20,000 fields). The face attributes and the overall
//! are figures too, buckets 1–99: 15 figures of ≤ 100 keys per position document. The weekly
//! stats' per-90 figures are counted per season beside them, under `per90.{season}.{figure}`
//! (`tally`), their buckets the core's per-figure steps (`weekly::Per90Figure::bucket`).

use crate::player_index::IndexEntry;
use skora_domain::attributes::Face;

#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Figure {
    /// Height in whole centimetres.
    HeightCm,
    /// The year of birth: a histogram of ages would go stale as players grow older without writing,
    /// so the age percentile is computed from birth years on the day it is shown.
    BirthYear,
    /// The overall rating at the main position, 1–99.
    Overall,
    /// A face attribute, 1–99: outfield players count in PAC…PHY, goalkeepers in DIV…POS.
    Face(Face),
}

/// Every figure, in the order they are stored.
pub fn figures() -> impl Iterator<Item = Figure> {
    [Figure::HeightCm, Figure::BirthYear, Figure::Overall]
        .into_iter()
        .chain(Face::ALL.map(Figure::Face))
}

impl Figure {
    /// The key under `figures` in the position document.
    pub fn key(self) -> &'static str {
        match self {
            Figure::HeightCm => "heightCm",
            Figure::BirthYear => "birthYear",
            Figure::Overall => "overall",
            Figure::Face(face) => face.key(),
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
            Figure::Overall => entry.overall.map(i64::from),
            Figure::Face(face) => entry.faces?.get(face).map(i64::from),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use skora_domain::profile::Visibility;

    fn entry() -> IndexEntry {
        IndexEntry {
            display_name: "A".into(),
            name_keys: Vec::new(),
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
            faces: None,
            overall: None,
            season: None,
            confirmed: None,
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
        assert!(figures().all(|f| f.bucket(&none).is_none()));
    }

    #[test]
    fn the_attributes_bucket_by_their_value() {
        let e = IndexEntry {
            faces: Some(skora_domain::attributes::FaceValues {
                pac: Some(81),
                def: Some(35),
                ..Default::default()
            }),
            overall: Some(70),
            ..entry()
        };
        assert_eq!(Figure::Face(Face::Pac).bucket(&e), Some(81));
        assert_eq!(Figure::Face(Face::Def).bucket(&e), Some(35));
        assert_eq!(Figure::Face(Face::Div).bucket(&e), None);
        assert_eq!(Figure::Overall.bucket(&e), Some(70));
        for face in Face::ALL {
            assert_eq!(Figure::Face(face).key(), face.code().to_lowercase());
        }
    }

    #[test]
    fn keys_are_distinct_and_camel_case() {
        let keys: Vec<&str> = figures().map(|f| f.key()).collect();
        assert_eq!(
            keys,
            [
                "heightCm",
                "birthYear",
                "overall",
                "pac",
                "sho",
                "pas",
                "dri",
                "def",
                "phy",
                "div",
                "han",
                "kic",
                "ref",
                "spd",
                "pos"
            ]
        );
    }
}
