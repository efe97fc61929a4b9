//! The CV's attribute card: the overall at the main position, the six faces with their colour bands and
//! radar values, weak foot and skill moves, the measured tests as the CV shows them, and, beside each face,
//! its percentile among the player's peers: the players of the same main position and age group who rated
//! themselves in the same season ("71st percentile among 143 U19 centre-backs, 2025/26").
//!
//! The percentiles come from the histograms of the season document of the player's rating (`aggregates/positions/
//! byPosition/{POS}/seasons/{season}`, `rated.{band}.{figure}`: `aggregates::seasons`), so a CV view reads one small
//! document, never other players' stats. A figure is given only when the group counts at least `MIN_PEERS` players:
//! "top 1% of 3 goalkeepers" would be a misleading figure, so below that there is none, and the card says why
//! (`peers_text`). A composition over `attributes`, `aggregates` and `peer_group`, which is why it is not part of
//! `attributes`.
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

use crate::aggregates::{band_key, RATED};
use crate::confirmed_tests::{confirmed_by, read_confirmed_tests};
use crate::date_text::date_text;
use crate::peer_group::{rating_season, Counted, PeerGroup, PeerRank, MIN_PEERS};
use skora_domain::age_band::AgeBand;
use skora_domain::weekly::season_label;

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
    /// 0–100 among the card's peers (`peers_text`); absent below `MIN_PEERS` of them.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[cfg_attr(feature = "tsify", tsify(optional))]
    pub percentile: Option<u8>,
    /// `"Top 7%"`, with `percentile` (the group is the card's `peers_text`).
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
    /// Who measured it: the player's report until a coach confirms it, then who confirmed it.
    pub source: ProvenanceTag,
    /// "Jan Novák (coach, FC Example)" while their confirmation holds this value and day.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[cfg_attr(feature = "tsify", tsify(optional))]
    pub confirmed_by: Option<String>,
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
    /// "71st percentile among 143 U19 centre-backs, 2025/26", with `overall_percentile`.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[cfg_attr(feature = "tsify", tsify(optional))]
    pub overall_top_text: Option<String>,
    /// Who the percentiles compare with ("Percentiles among the 143 U19 centre-backs who rated themselves in
    /// 2025/26."), or why there are none ("No percentile yet: 12 …, and a comparison needs at least 20."). Absent
    /// without faces.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[cfg_attr(feature = "tsify", tsify(optional))]
    pub peers_text: Option<String>,
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

/// The players a card's percentiles compare with: the position's players of the age group (in the season of the
/// rating) who rated themselves that season, as the season document counts them.
pub fn rating_peers(
    season_doc: Option<&Value>,
    position: Option<Position>,
    birth_year: Option<i32>,
    season: Option<u16>,
) -> Option<PeerGroup> {
    let season = season?;
    let band = AgeBand::of(birth_year?, season)?;
    let peers = season_doc
        .and_then(|d| d.get(RATED)?.get(band_key(band))?.get("players")?.as_u64())
        .unwrap_or(0);
    Some(PeerGroup {
        position: position?,
        band,
        season,
        peers,
        counted: Counted::Rated,
    })
}

/// The percentile of `value` of `figure` among `group`, when the group counts at least `MIN_PEERS` players.
pub fn peer_percentile(
    season_doc: Option<&Value>,
    group: Option<&PeerGroup>,
    figure: Figure,
    value: u8,
) -> Option<u8> {
    let group = group.filter(|g| g.peers >= MIN_PEERS)?;
    // Read straight from the stored map, never collected: see `percentile_rank_of`.
    let histogram = season_doc?
        .get(RATED)?
        .get(band_key(group.band))?
        .get(figure.key())?;
    percentile_rank_of(histogram_counts(histogram), i64::from(value))
}

/// "Top N%": N = 100 − percentile, never below 1 (nobody is the top 0%).
pub fn top_text(percentile: u8) -> String {
    format!("Top {}%", 100u8.saturating_sub(percentile).max(1))
}

/// Who the card's percentiles compare with, or why there are none.
fn peers_text(group: Option<&PeerGroup>) -> String {
    match group {
        None => "No percentile: without a birth year and a rating season there is no age group to compare with."
            .to_string(),
        Some(g) => match g.rank(0) {
            PeerRank::TooFew { text, .. } => text,
            PeerRank::Ranked { .. } => format!(
                "Percentiles among the {} {} who rated themselves in {}.",
                g.peers,
                g.players(),
                season_label(g.season)
            ),
        },
    }
}

/// What the card is made of besides the stats: the player's type, main position and birth year (from the CV), the
/// season document of their rating (`figures_path` of the facade; `None`: not read, or missing) and the record of
/// their confirmed tests (`players/{uid}/confirmedTests/measured`; `None`: not read, or missing).
#[derive(Debug, Clone, Copy, Default)]
pub struct CardContext<'a> {
    pub goalkeeper: bool,
    pub position: Option<Position>,
    pub birth_year: Option<i32>,
    pub season_doc: Option<&'a Value>,
    pub confirmed_tests: Option<&'a Value>,
}

/// The card for a stored `playerStats/{uid}` document (as JSON) in its context. `None` when the document is no
/// object.
pub fn attribute_card(stats_doc: &Value, context: CardContext<'_>) -> Option<AttributeCard> {
    let CardContext {
        goalkeeper,
        position,
        birth_year,
        season_doc,
        confirmed_tests,
    } = context;
    let confirmed = read_confirmed_tests(confirmed_tests);
    let group = rating_peers(season_doc, position, birth_year, rating_season(stats_doc));
    let stats = read_stats(stats_doc, goalkeeper)?;
    let face_cards: Vec<FaceCard> = faces(&stats, goalkeeper)
        .into_iter()
        .filter_map(|(face, value)| {
            let value = value?;
            let percentile = peer_percentile(season_doc, group.as_ref(), Figure::Face(face), value);
            Some(FaceCard {
                face,
                label: face.label().to_string(),
                value,
                band: band(value),
                radar: radar_value(value),
                percentile,
                top_text: percentile.map(top_text),
                source: face_provenance(face, &stats).into(),
            })
        })
        .collect();
    let ratings = Provenance::of_parts(face_cards.iter().map(|f| f.source.kind));
    let overall = complete_faces(&stats, goalkeeper).and_then(|f| overall(&f, position));
    let overall_percentile =
        overall.and_then(|o| peer_percentile(season_doc, group.as_ref(), Figure::Overall, o));
    let overall_top_text =
        group
            .as_ref()
            .zip(overall_percentile)
            .and_then(|(g, p)| match g.rank(p) {
                PeerRank::Ranked { text, .. } => Some(text),
                PeerRank::TooFew { .. } => None,
            });
    let tests = Test::ALL
        .into_iter()
        .filter_map(|t| {
            let m = stats.test(t)?;
            let spec = t.spec();
            let by = confirmed_by(&confirmed, t, m);
            let day = date_text(&m.measured_on).unwrap_or_else(|| m.measured_on.clone());
            Some(MeasuredTest {
                key: spec.key.to_string(),
                label: spec.label.to_string(),
                value: m.value,
                text: spec.show(m.value),
                unit: spec.unit.unwrap_or_default().to_string(),
                measured_on: m.measured_on.clone(),
                source: by.as_deref().map_or_else(
                    || Provenance::SelfReported.into(),
                    |by| ProvenanceTag::confirmed(by, Some(&day)),
                ),
                confirmed_by: by,
            })
        })
        .collect();
    Some(AttributeCard {
        goalkeeper,
        position,
        position_label: position.map(|p| p.label().to_string()),
        overall,
        overall_band: overall.map(band),
        overall_percentile,
        overall_top_text,
        peers_text: (!face_cards.is_empty()).then(|| peers_text(group.as_ref())),
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

    /// A season document whose U19s' PAC histogram counts `n` players spread over 60–79, and an overall
    /// histogram of the same players.
    fn aggregate(n: u64) -> Value {
        let mut pac = serde_json::Map::new();
        for i in 0..n {
            let key = (60 + i % 20).to_string();
            let count = pac.get(&key).and_then(Value::as_u64).unwrap_or(0) + 1;
            pac.insert(key, json!(count));
        }
        json!({"players": 3, "rated": {"u19": {"players": n, "pac": pac.clone(), "overall": pac}}})
    }

    /// The stats fixture saved on 2025-10-01: rated in 2025/26.
    fn stored_doc() -> Value {
        let mut doc = skora_domain::attributes::fixtures::stored_doc();
        doc["updatedAt"] = json!({"seconds": 1_759_276_800, "nanoseconds": 0});
        doc
    }

    /// The card of a player born in 2007 (a U19 in 2025/26).
    fn card_of(
        doc: &Value,
        goalkeeper: bool,
        position: Option<Position>,
        season_doc: Option<&Value>,
        confirmed_tests: Option<&Value>,
    ) -> Option<AttributeCard> {
        attribute_card(
            doc,
            CardContext {
                goalkeeper,
                position,
                birth_year: Some(2007),
                season_doc,
                confirmed_tests,
            },
        )
    }

    #[test]
    fn the_winger_s_card() {
        let card = card_of(
            &stored_doc(),
            false,
            Some(Position::Lw),
            Some(&aggregate(40)),
            None,
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
        assert_eq!(pac.top_text.as_deref(), Some("Top 1%"));
        // No SHO histogram: no figure.
        assert_eq!(card.faces[1].percentile, None);
        // Overall 69 among 60–79 (two players at each value): 18 below, 2 at → (18 + 1) / 40 = 47.5 → 48.
        assert_eq!(card.overall_percentile, Some(48));
        assert_eq!(
            card.overall_top_text.as_deref(),
            Some("48th percentile among 40 U19 left wingers, 2025/26")
        );
        assert_eq!(
            card.peers_text.as_deref(),
            Some("Percentiles among the 40 U19 left wingers who rated themselves in 2025/26.")
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
        let card = card_of(&doc, false, Some(Position::St), None, None)
            .unwrap_or_else(|| panic!("a card"));
        assert_eq!(card.ratings.kind, Provenance::SelfRated);
        assert_eq!(card.ratings.label, "Self-rated");
        assert_eq!(card.faces[0].source.label, "Self-rated");
    }

    #[test]
    fn no_figure_below_twenty_players_or_without_a_position() {
        let card = card_of(
            &stored_doc(),
            false,
            Some(Position::Lw),
            Some(&aggregate(19)),
            None,
        );
        assert_eq!(card.and_then(|c| c.faces[0].percentile), None);
        let card = card_of(
            &stored_doc(),
            false,
            Some(Position::Lw),
            Some(&aggregate(20)),
            None,
        );
        assert_eq!(card.and_then(|c| c.faces[0].percentile), Some(100));
        let card = card_of(&stored_doc(), false, None, Some(&aggregate(40)), None);
        assert_eq!(card.and_then(|c| c.faces[0].percentile), None);
        let card = card_of(&stored_doc(), false, Some(Position::Lw), None, None);
        assert_eq!(card.map(|c| c.faces[0].top_text.is_none()), Some(true));
    }

    #[test]
    fn a_confirmed_test_says_when_it_was_measured_and_who_confirmed_it_until_it_changes() {
        let doc = json!({"tests": {"sprint10m": {"value": 1.72, "measuredOn": "2026-09-14"},
                                   "cmj": {"value": 41.0, "measuredOn": "2026-09-14"}}});
        let hashes = crate::confirmed_tests::current_hashes(Some(&doc));
        let record = json!({"tests": {"sprint10m": {"hash": hashes["sprint10m"], "by": "Jan Novák (coach, FC Example)"}}});
        let card = card_of(&doc, false, Some(Position::St), None, Some(&record))
            .unwrap_or_else(|| panic!("a card"));
        let sprint = &card.tests[0];
        assert_eq!(sprint.key, "sprint10m");
        assert_eq!(sprint.source.kind, Provenance::Confirmed);
        assert_eq!(
            sprint.source.description,
            "Measured on 14 September 2026, confirmed by Jan Novák (coach, FC Example)."
        );
        assert_eq!(card.tests[1].source.kind, Provenance::SelfReported);
        // A new result: the player's word again.
        let changed = json!({"tests": {"sprint10m": {"value": 1.70, "measuredOn": "2026-09-14"}}});
        let card = card_of(&changed, false, Some(Position::St), None, Some(&record))
            .unwrap_or_else(|| panic!("a card"));
        assert_eq!(
            (
                card.tests[0].source.kind,
                card.tests[0].confirmed_by.as_deref()
            ),
            (Provenance::SelfReported, None)
        );
    }

    #[test]
    fn a_goalkeeper_gets_the_goalkeeper_faces() {
        let card = card_of(&stored_doc(), true, Some(Position::Gk), None, None);
        let faces: Vec<Face> = card
            .map(|c| c.faces.iter().map(|f| f.face).collect())
            .unwrap_or_default();
        assert_eq!(faces, skora_domain::attributes::GOALKEEPER_FACES);
    }

    #[test]
    fn a_partial_or_hostile_document_gives_what_it_can() {
        let partial =
            json!({"physical": {"acceleration": 15, "pace": 16}, "technical": {"weakFoot": 9}});
        let card = card_of(&partial, false, Some(Position::St), None, None)
            .unwrap_or_else(|| panic!("a card"));
        assert_eq!(
            card.faces.iter().map(|f| f.face).collect::<Vec<_>>(),
            [Face::Pac]
        );
        assert_eq!((card.overall, card.weak_foot), (None, None));
        for hostile in [json!(null), json!([]), json!("x")] {
            assert_eq!(card_of(&hostile, false, None, None, None), None);
        }
        let odd_aggregate = json!({"figures": {"pac": {"81": "many", "x": 3, "70": -4}}});
        let card = card_of(
            &stored_doc(),
            false,
            Some(Position::Lw),
            Some(&odd_aggregate),
            None,
        );
        assert_eq!(card.and_then(|c| c.faces[0].percentile), None);
    }

    #[test]
    fn top_text_never_says_top_0() {
        assert_eq!(top_text(100), "Top 1%");
        assert_eq!(top_text(93), "Top 7%");
        assert_eq!(top_text(0), "Top 100%");
    }

    #[test]
    fn under_twenty_peers_or_without_a_group_the_card_says_why() {
        let few = card_of(
            &stored_doc(),
            false,
            Some(Position::Lw),
            Some(&aggregate(12)),
            None,
        )
        .unwrap_or_else(|| panic!("a card"));
        assert_eq!(few.overall_top_text, None);
        assert_eq!(
            few.peers_text.as_deref(),
            Some("No percentile yet: 12 U19 left wingers rated themselves in 2025/26, and a comparison needs at least 20.")
        );
        // A senior of that season is not compared with the U19s.
        let senior = attribute_card(
            &stored_doc(),
            CardContext {
                position: Some(Position::Lw),
                birth_year: Some(1990),
                season_doc: Some(&aggregate(40)),
                ..CardContext::default()
            },
        )
        .unwrap_or_else(|| panic!("a card"));
        assert_eq!(senior.faces[0].percentile, None);
        assert!(senior
            .peers_text
            .is_some_and(|t| t.starts_with("No percentile yet: 0 senior left wingers")));
        // No rating season (never saved by the app), or no birth year: no group at all, and the card says so.
        let mut never_saved = stored_doc();
        never_saved.as_object_mut().map(|d| d.remove("updatedAt"));
        let unsaved = card_of(
            &never_saved,
            false,
            Some(Position::Lw),
            Some(&aggregate(40)),
            None,
        )
        .unwrap_or_else(|| panic!("a card"));
        assert_eq!(unsaved.faces[0].percentile, None);
        assert!(unsaved
            .peers_text
            .is_some_and(|t| t.starts_with("No percentile: without a birth year")));
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
            let total: u64 = h.values().sum();
            let doc = json!({"rated": {"u19": {"players": total, "pac": h.iter().map(|(k, v)| (k.to_string(), json!(v))).collect::<serde_json::Map<_, _>>()}}});
            let group = rating_peers(Some(&doc), Some(Position::St), Some(2007), Some(2025));
            let (lo, hi) = if a <= b { (a, b) } else { (b, a) };
            let rank = |v| peer_percentile(Some(&doc), group.as_ref(), Figure::Face(Face::Pac), v);
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
