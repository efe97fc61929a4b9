//! Whose word a figure is. Scouts discount what players say of themselves, so every figure a scout reads says
//! where it comes from, in words (never by colour alone): a rating the player gave themselves, a rating that
//! measured tests corrected, or a measurement the player reported; or, once a coach or club official confirmed it,
//! a confirmed figure, which names who confirmed it.

use serde::{Deserialize, Serialize};

/// Where a figure comes from.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
#[cfg_attr(feature = "tsify", derive(tsify::Tsify))]
pub enum Provenance {
    /// The player's own rating.
    SelfRated,
    /// The player's own rating, corrected by measured tests that the player reported.
    SelfRatedAndMeasured,
    /// A measurement the player reported.
    SelfReported,
    /// A figure a coach or club official confirmed: its tag names them (`ProvenanceTag::confirmed`).
    Confirmed,
}

impl Provenance {
    /// The short tag beside the figure.
    pub fn label(self) -> &'static str {
        match self {
            Provenance::SelfRated => "Self-rated",
            Provenance::SelfRatedAndMeasured => "Self-rated, with measured tests",
            Provenance::SelfReported => "Reported by the player",
            Provenance::Confirmed => "Confirmed",
        }
    }

    /// What the tag means, in a sentence.
    pub fn description(self) -> &'static str {
        match self {
            Provenance::SelfRated => "The player's own rating. No coach has confirmed it.",
            Provenance::SelfRatedAndMeasured => {
                "The player's own rating, corrected by measured tests that the player reported. No coach has confirmed it."
            }
            Provenance::SelfReported => "Measured and reported by the player. No coach has confirmed it.",
            Provenance::Confirmed => "Confirmed by a coach or club official who saw it.",
        }
    }

    /// The kind of a figure built from parts: the ratings stay the player's own word whatever a measurement adds,
    /// and one measured part makes the whole "with measured tests".
    pub fn of_parts(parts: impl IntoIterator<Item = Provenance>) -> Provenance {
        if parts
            .into_iter()
            .any(|p| p == Provenance::SelfRatedAndMeasured)
        {
            Provenance::SelfRatedAndMeasured
        } else {
            Provenance::SelfRated
        }
    }
}

/// A figure's provenance as the CV draws it: its kind (for the style), its tag and its sentence.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
#[cfg_attr(feature = "tsify", derive(tsify::Tsify))]
pub struct ProvenanceTag {
    pub kind: Provenance,
    pub label: String,
    pub description: String,
}

impl ProvenanceTag {
    /// A figure confirmed by `by` ("Jan Novák (coach, FC Example)"), measured on `day` when it is a measurement.
    pub fn confirmed(by: &str, day: Option<&str>) -> ProvenanceTag {
        ProvenanceTag {
            kind: Provenance::Confirmed,
            label: format!("Confirmed by {by}"),
            description: match day {
                Some(day) => format!("Measured on {day}, confirmed by {by}."),
                None => format!("Confirmed by {by}."),
            },
        }
    }
}

impl From<Provenance> for ProvenanceTag {
    fn from(kind: Provenance) -> Self {
        ProvenanceTag {
            kind,
            label: kind.label().to_string(),
            description: kind.description().to_string(),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The player's own word.
    const ALL: [Provenance; 3] = [
        Provenance::SelfRated,
        Provenance::SelfRatedAndMeasured,
        Provenance::SelfReported,
    ];

    #[test]
    fn a_confirmed_figure_names_who_confirmed_it_and_when_it_was_measured() {
        let tag =
            ProvenanceTag::confirmed("Jan Novák (coach, FC Example)", Some("14 September 2026"));
        assert_eq!(tag.kind, Provenance::Confirmed);
        assert_eq!(tag.label, "Confirmed by Jan Novák (coach, FC Example)");
        assert_eq!(
            tag.description,
            "Measured on 14 September 2026, confirmed by Jan Novák (coach, FC Example)."
        );
        assert!(!ALL.iter().any(|k| k.label() == tag.label));
    }

    #[test]
    fn every_kind_says_whose_word_it_is_in_its_own_words() {
        for kind in ALL {
            assert!(
                kind.description().contains("the player")
                    || kind.description().starts_with("The player")
            );
            assert!(kind.description().ends_with("No coach has confirmed it."));
        }
        let labels: std::collections::HashSet<_> = ALL.iter().map(|k| k.label()).collect();
        assert_eq!(
            labels.len(),
            ALL.len(),
            "a scout tells the kinds apart by their words"
        );
    }

    #[test]
    fn a_whole_is_measured_when_one_part_is() {
        use Provenance::{SelfRated as R, SelfRatedAndMeasured as M};
        assert_eq!(Provenance::of_parts([R, R, R]), R);
        assert_eq!(Provenance::of_parts([R, M, R]), M);
        assert_eq!(Provenance::of_parts([]), R);
    }

    #[test]
    fn the_tag_carries_the_kind_s_words() {
        let tag = ProvenanceTag::from(Provenance::SelfReported);
        assert_eq!(
            serde_json::to_value(&tag).ok(),
            Some(serde_json::json!({
                "kind": "selfReported",
                "label": "Reported by the player",
                "description": "Measured and reported by the player. No coach has confirmed it."
            }))
        );
    }
}
