//! The CV's attribute card: the overall at the main position, the six faces with their colour bands and
//! radar values, weak foot and skill moves, the measured tests as the CV shows them, and, beside each face,
//! its percentile among players of the same main position with "Top N% of strikers".
//!
//! The percentiles come from the position's histograms in the aggregates (`aggregates/positions/byPosition/
//! {POS}`, one histogram per face and one for the overall), so a CV view reads one small document, never
//! other players' stats. A figure is given only when its histogram counts at least `MIN_PEERS` players:
//! "top 1% of 3 goalkeepers" would be a misleading figure, so below that there is none at all. A composition
//! over `attributes` and `aggregates`, which is why it is not part of `attributes`.
//!
//! Every figure says whose word it is (`provenance`): the ratings are the player's own, unless measured tests
//! corrected them, and the tests are what the player reported.

use serde::{Deserialize, Serialize};
use serde_json::Value;

use crate::aggregates::{histogram_counts, percentile_rank_of, Figure};
use skora_domain::attributes::{
    band, complete_faces, face_is_measured, faces, overall, radar_value, read_stats, Band, Face,
    Rating, Test,
};
use skora_domain::positions::Position;
use skora_domain::provenance::{Provenance, ProvenanceTag};

use crate::peer_group::MIN_PEERS;

/// One face on the card.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
#[cfg_attr(feature = "tsify", derive(tsify::Tsify))]
pub struct FaceCard {
    /// `"PAC"`.
    pub face: Face,
    /// `"Pace"`, for screen readers and the radar's table.
    pub label: String,
    /// 1–99.
    pub value: u8,
    pub band: Band,
    /// The value on the radar's axis, 0–1.
    pub radar: f64,
    /// 0–100 among players of the same main position; absent below `MIN_PEERS` of them.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[cfg_attr(feature = "tsify", tsify(optional))]
    pub percentile: Option<u8>,
    /// `"Top 7% of strikers"`, with `percentile`.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[cfg_attr(feature = "tsify", tsify(optional))]
    pub top_text: Option<String>,
    /// Self-rated, or self-rated with measured tests.
    pub source: ProvenanceTag,
}

/// A measured test as the CV shows it.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
#[cfg_attr(feature = "tsify", derive(tsify::Tsify))]
pub struct MeasuredTest {
    pub key: String,
    pub label: String,
    pub value: f64,
    /// The value with its decimals and unit: `1.72 s`.
    pub text: String,
    pub unit: String,
    /// `YYYY-MM-DD`.
    pub measured_on: String,
    /// Who measured it: the player's report until a coach confirms it.
    pub source: ProvenanceTag,
}

/// The card, from what the stored document holds.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
#[cfg_attr(feature = "tsify", derive(tsify::Tsify))]
pub struct AttributeCard {
    pub goalkeeper: bool,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[cfg_attr(feature = "tsify", tsify(optional))]
    pub position: Option<Position>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[cfg_attr(feature = "tsify", tsify(optional))]
    pub position_label: Option<String>,
    /// Only when all six faces are there.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[cfg_attr(feature = "tsify", tsify(optional))]
    pub overall: Option<u8>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[cfg_attr(feature = "tsify", tsify(optional))]
    pub overall_band: Option<Band>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[cfg_attr(feature = "tsify", tsify(optional))]
    pub overall_percentile: Option<u8>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[cfg_attr(feature = "tsify", tsify(optional))]
    pub overall_top_text: Option<String>,
    /// Whose word the ratings are (the overall, the faces as a whole, the radar, the stars): self-rated, or
    /// self-rated with measured tests when a test moved one of the faces shown.
    pub ratings: ProvenanceTag,
    /// The faces that could be computed, in the card's order (all six for a complete document).
    pub faces: Vec<FaceCard>,
    /// Stars, 1–5.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[cfg_attr(feature = "tsify", tsify(optional))]
    pub weak_foot: Option<u8>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[cfg_attr(feature = "tsify", tsify(optional))]
    pub skill_moves: Option<u8>,
    /// The measured tests, in the wizard's order.
    pub tests: Vec<MeasuredTest>,
}

/// `(percentile, "Top N% of {position}s")` for `value` in the histogram of `figure` in the position's
/// aggregate document, when the histogram counts at least `MIN_PEERS` players.
pub fn peer_rank(
    aggregate: Option<&Value>,
    figure: Figure,
    value: u8,
    position: Option<Position>,
) -> Option<(u8, String)> {
    let position = position?;
    // Read straight from the stored map, never collected: see `percentile_rank_of`.
    let histogram = aggregate?.get("figures")?.get(figure.key())?;
    let total = histogram_counts(histogram).fold(0u64, |a, (_, n)| a.saturating_add(n));
    if total < MIN_PEERS {
        return None;
    }
    let percentile = percentile_rank_of(histogram_counts(histogram), i64::from(value))?;
    Some((percentile, top_text(percentile, position)))
}

/// "Top N% of strikers": N = 100 − percentile, never below 1 (nobody is the top 0%).
pub fn top_text(percentile: u8, position: Position) -> String {
    let top = 100u8.saturating_sub(percentile).max(1);
    // The labels are ASCII; `to_lowercase` would link Unicode's case tables into the wasm.
    format!("Top {top}% of {}s", position.label().to_ascii_lowercase())
}

/// The card for a stored `playerStats/{uid}` document (as JSON) of a player of this type and main
/// position, with the position's aggregate document (`None`: not read, or missing). `None` when the
/// document is no object.
pub fn attribute_card(
    stats_doc: &Value,
    goalkeeper: bool,
    position: Option<Position>,
    aggregate: Option<&Value>,
) -> Option<AttributeCard> {
    let stats = read_stats(stats_doc, goalkeeper)?;
    let face_cards: Vec<FaceCard> = faces(&stats, goalkeeper)
        .into_iter()
        .filter_map(|(face, value)| {
            let value = value?;
            let rank = peer_rank(aggregate, Figure::Face(face), value, position);
            Some(FaceCard {
                face,
                label: face.label().to_string(),
                value,
                band: band(value),
                radar: radar_value(value),
                percentile: rank.as_ref().map(|r| r.0),
                top_text: rank.map(|r| r.1),
                source: face_provenance(face, &stats).into(),
            })
        })
        .collect();
    let ratings = Provenance::of_parts(face_cards.iter().map(|f| f.source.kind));
    let overall = complete_faces(&stats, goalkeeper).and_then(|f| overall(&f, position));
    let overall_rank = overall.and_then(|o| peer_rank(aggregate, Figure::Overall, o, position));
    let tests = Test::ALL
        .into_iter()
        .filter_map(|t| {
            let m = stats.test(t)?;
            let spec = t.spec();
            Some(MeasuredTest {
                key: spec.key.to_string(),
                label: spec.label.to_string(),
                value: m.value,
                text: spec.show(m.value),
                unit: spec.unit.unwrap_or_default().to_string(),
                measured_on: m.measured_on.clone(),
                source: Provenance::SelfReported.into(),
            })
        })
        .collect();
    Some(AttributeCard {
        goalkeeper,
        position,
        position_label: position.map(|p| p.label().to_string()),
        overall,
        overall_band: overall.map(band),
        overall_percentile: overall_rank.as_ref().map(|r| r.0),
        overall_top_text: overall_rank.map(|r| r.1),
        ratings: ratings.into(),
        faces: face_cards,
        weak_foot: stats.rating(Rating::WeakFoot),
        skill_moves: stats.rating(Rating::SkillMoves),
        tests,
    })
}

fn face_provenance(face: Face, stats: &skora_domain::attributes::PlayerStats) -> Provenance {
    if face_is_measured(face, stats) {
        Provenance::SelfRatedAndMeasured
    } else {
        Provenance::SelfRated
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use serde_json::json;
    use skora_domain::attributes::fixtures::stored_doc;

    /// A position document whose PAC histogram counts `n` players spread over 60–79, and an overall
    /// histogram of the same players.
    fn aggregate(n: u64) -> Value {
        let mut pac = serde_json::Map::new();
        for i in 0..n {
            let key = (60 + i % 20).to_string();
            let count = pac.get(&key).and_then(Value::as_u64).unwrap_or(0) + 1;
            pac.insert(key, json!(count));
        }
        json!({"players": n, "figures": {"pac": pac.clone(), "overall": pac}})
    }

    #[test]
    fn the_winger_s_card() {
        let card = attribute_card(
            &stored_doc(),
            false,
            Some(Position::Lw),
            Some(&aggregate(40)),
        );
        let card = card.unwrap_or_else(|| panic!("a card"));
        assert_eq!(card.overall, Some(69));
        assert_eq!(card.overall_band, Some(Band::Good));
        assert_eq!(card.faces.len(), 6);
        let pac = &card.faces[0];
        assert_eq!(
            (pac.face, pac.value, pac.band),
            (Face::Pac, 81, Band::Great)
        );
        // 81 is above every one of the 40 players (60–79): the 100th percentile, the top 1%.
        assert_eq!(pac.percentile, Some(100));
        assert_eq!(pac.top_text.as_deref(), Some("Top 1% of left wingers"));
        // No SHO histogram: no figure.
        assert_eq!(card.faces[1].percentile, None);
        // Overall 69 among 60–79 (two players at each value): 18 below, 2 at → (18 + 1) / 40 = 47.5 → 48.
        assert_eq!(card.overall_percentile, Some(48));
        assert_eq!(
            card.overall_top_text.as_deref(),
            Some("Top 52% of left wingers")
        );
        assert_eq!((card.weak_foot, card.skill_moves), (Some(3), Some(4)));
        assert_eq!(card.tests.len(), 4);
        assert_eq!(card.tests[0].text, "1.72 s");
        assert_eq!(card.tests[0].measured_on, "2025-03-14");
        // The sprints moved PAC; shooting has no test. The ratings as a whole say a test corrected them, and every
        // test is the player's report.
        assert_eq!(pac.source.kind, Provenance::SelfRatedAndMeasured);
        assert_eq!(card.faces[1].source.kind, Provenance::SelfRated);
        assert_eq!(card.ratings.label, "Self-rated, with measured tests");
        assert!(card
            .tests
            .iter()
            .all(|t| t.source.label == "Reported by the player"));
    }

    #[test]
    fn ratings_without_a_test_say_self_rated() {
        let doc = json!({"physical": {"acceleration": 15, "pace": 16}});
        let card = attribute_card(&doc, false, Some(Position::St), None)
            .unwrap_or_else(|| panic!("a card"));
        assert_eq!(card.ratings.kind, Provenance::SelfRated);
        assert_eq!(card.ratings.label, "Self-rated");
        assert_eq!(card.faces[0].source.label, "Self-rated");
    }

    #[test]
    fn no_figure_below_twenty_players_or_without_a_position() {
        let card = attribute_card(
            &stored_doc(),
            false,
            Some(Position::Lw),
            Some(&aggregate(19)),
        );
        assert_eq!(card.and_then(|c| c.faces[0].percentile), None);
        let card = attribute_card(
            &stored_doc(),
            false,
            Some(Position::Lw),
            Some(&aggregate(20)),
        );
        assert_eq!(card.and_then(|c| c.faces[0].percentile), Some(100));
        let card = attribute_card(&stored_doc(), false, None, Some(&aggregate(40)));
        assert_eq!(card.and_then(|c| c.faces[0].percentile), None);
        let card = attribute_card(&stored_doc(), false, Some(Position::Lw), None);
        assert_eq!(card.map(|c| c.faces[0].top_text.is_none()), Some(true));
    }

    #[test]
    fn a_goalkeeper_gets_the_goalkeeper_faces() {
        let card = attribute_card(&stored_doc(), true, Some(Position::Gk), None);
        let faces: Vec<Face> = card
            .map(|c| c.faces.iter().map(|f| f.face).collect())
            .unwrap_or_default();
        assert_eq!(faces, skora_domain::attributes::GOALKEEPER_FACES);
    }

    #[test]
    fn a_partial_or_hostile_document_gives_what_it_can() {
        let partial =
            json!({"physical": {"acceleration": 15, "pace": 16}, "technical": {"weakFoot": 9}});
        let card = attribute_card(&partial, false, Some(Position::St), None)
            .unwrap_or_else(|| panic!("a card"));
        assert_eq!(
            card.faces.iter().map(|f| f.face).collect::<Vec<_>>(),
            [Face::Pac]
        );
        assert_eq!((card.overall, card.weak_foot), (None, None));
        for hostile in [json!(null), json!([]), json!("x")] {
            assert_eq!(attribute_card(&hostile, false, None, None), None);
        }
        let odd_aggregate = json!({"figures": {"pac": {"81": "many", "x": 3, "70": -4}}});
        let card = attribute_card(
            &stored_doc(),
            false,
            Some(Position::Lw),
            Some(&odd_aggregate),
        );
        assert_eq!(card.and_then(|c| c.faces[0].percentile), None);
    }

    #[test]
    fn top_text_never_says_top_0() {
        assert_eq!(top_text(100, Position::St), "Top 1% of strikers");
        assert_eq!(top_text(93, Position::Cb), "Top 7% of centre-backs");
        assert_eq!(top_text(0, Position::Gk), "Top 100% of goalkeepers");
    }
}

#[cfg(test)]
mod props {
    use super::*;
    use crate::aggregates::{percentile_rank, Histogram};
    use proptest::prelude::*;
    use serde_json::json;

    proptest! {
        // Percentiles from the aggregates are within 0–100 and grow with the value; none below 20 players.
        #[test]
        fn peer_ranks_are_monotone_and_bounded(
            h in prop::collection::btree_map(1i64..=99, 1u64..50, 1..30), a in 1u8..=99, b in 1u8..=99
        ) {
            let doc = json!({"figures": {"pac": h.iter().map(|(k, v)| (k.to_string(), json!(v))).collect::<serde_json::Map<_, _>>()}});
            let total: u64 = h.values().sum();
            let (lo, hi) = if a <= b { (a, b) } else { (b, a) };
            let rank = |v| peer_rank(Some(&doc), Figure::Face(Face::Pac), v, Some(Position::St)).map(|r| r.0);
            if total < MIN_PEERS {
                prop_assert_eq!(rank(lo), None);
            } else {
                prop_assert!(rank(lo) <= rank(hi));
                prop_assert!(rank(hi).is_some_and(|r| r <= 100));
                prop_assert_eq!(rank(lo), percentile_rank(&Histogram::from_iter(h.clone()), i64::from(lo)));
            }
        }
    }
}
