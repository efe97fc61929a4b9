//! The world view's country shading: how many players live in each country, from the one document the
//! world view reads (`aggregates/countries`), as one of five shades with a legend.
//!
//! The counts follow the filters a scout has set where the document can answer them: the position
//! (`countries.ES.positions.ST`) when one is chosen, else the type (`countries.ES.types.goalkeeper`), else
//! every player (`countries.ES.players`). A position is more precise than a type, and the document keeps no
//! count by both.
//!
//! The shades use fixed, roughly logarithmic breaks (1–9, 10–49, 50–199, 200–999, 1,000+) rather than
//! quantiles of the current counts: players per country are heavy-tailed (a few football countries hold most
//! players), so log-spaced breaks spread the countries over the five shades; a country's shade changes only
//! when its count crosses a round number, not when players join elsewhere; the same shade means the same
//! numbers whichever filter is set; and the legend reads as round numbers.
//!
//! The document is read as loose JSON: it is written by functions, but the client must survive anything (a
//! missing document, a negative count from a lost increment, a string, an unknown code): what does not read
//! counts as no players, and nothing throws.

use serde::{Deserialize, Serialize};
use serde_json::Value;

use crate::aggregates::{grouped, stored_count as count};
use skora_domain::countries::country_name;
use skora_domain::positions::Position;
use skora_domain::profile::PlayerType;

/// The lowest count of each shade, shade 1 first.
pub const SHADE_BREAKS: [u64; 5] = [1, 10, 50, 200, 1000];

/// One country on the world view.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
#[cfg_attr(feature = "tsify", derive(tsify::Tsify))]
pub struct CountryShade {
    pub code: String,
    pub name: String,
    pub players: u64,
    /// 1 (fewest) to 5 (most).
    pub shade: u8,
}

/// One line of the legend: a shade and the counts it stands for (`"1–9"`, `"1,000+"`).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
#[cfg_attr(feature = "tsify", derive(tsify::Tsify))]
pub struct ShadeLegend {
    pub shade: u8,
    pub label: String,
}

/// The world view's shading.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
#[cfg_attr(feature = "tsify", derive(tsify::Tsify))]
pub struct CountryShades {
    /// The players counted, over every country listed.
    pub total: u64,
    /// The countries with at least one player counted, most first (ties by code).
    pub countries: Vec<CountryShade>,
    /// The five shades, 1 first.
    pub legend: Vec<ShadeLegend>,
}

/// The shade of a count: 0 for none, else 1..=5 by `SHADE_BREAKS`.
pub fn shade_of(players: u64) -> u8 {
    SHADE_BREAKS.iter().filter(|&&low| players >= low).count() as u8
}

/// The legend of the five shades.
pub fn shade_legend() -> Vec<ShadeLegend> {
    (0..SHADE_BREAKS.len())
        .map(|i| {
            let low = grouped(SHADE_BREAKS[i]);
            let label = match SHADE_BREAKS.get(i + 1) {
                Some(next) => format!("{low}–{}", grouped(next - 1)),
                None => format!("{low}+"),
            };
            ShadeLegend {
                shade: i as u8 + 1,
                label,
            }
        })
        .collect()
}

/// The shading of `countries_doc` (the data of `aggregates/countries`, or `null`), counting the players of
/// `position` (a position code, any case) when given, else of `player_type` (`outfield`, `goalkeeper`; `""`
/// for both), else all of them. A position or type that does not read counts all players.
pub fn country_shades(
    countries_doc: &Value,
    position: Option<&str>,
    player_type: &str,
) -> CountryShades {
    let position = position.and_then(|p| Position::from_code(&p.trim().to_ascii_uppercase()));
    let kind = PlayerType::parse(&player_type.trim().to_ascii_lowercase());
    let path: [&str; 2] = match (position, kind) {
        (Some(p), _) => ["positions", p.code()],
        (None, Some(t)) => ["types", t.as_str()],
        (None, None) => ["players", ""],
    };
    let mut countries: Vec<CountryShade> = countries_doc
        .get("countries")
        .and_then(Value::as_object)
        .into_iter()
        .flatten()
        .filter_map(|(code, entry)| {
            let name = country_name(code)?;
            let players = match path {
                ["players", _] => count(entry.get("players")),
                [group, key] => count(entry.get(group).and_then(|g| g.get(key))),
            };
            (players > 0).then(|| CountryShade {
                code: code.clone(),
                name: name.to_string(),
                players,
                shade: shade_of(players),
            })
        })
        .collect();
    countries.sort_by(|a, b| b.players.cmp(&a.players).then_with(|| a.code.cmp(&b.code)));
    CountryShades {
        total: countries.iter().map(|c| c.players).sum(),
        countries,
        legend: shade_legend(),
    }
}

/// Every player of `country` (its code as the document keys it) in `countries_doc`, whatever the filters:
/// what a country's read plan needs to know its size. A country the document does not count has none.
pub fn country_players(countries_doc: &Value, country: &str) -> u64 {
    country_shades(countries_doc, None, "")
        .countries
        .iter()
        .find(|c| c.code == country)
        .map_or(0, |c| c.players)
}

#[cfg(test)]
mod tests {
    use super::*;
    use serde_json::json;

    #[test]
    fn a_countrys_players_are_all_of_them_whatever_the_filters() {
        assert_eq!(country_players(&doc(), "ES"), 1210);
        assert_eq!(country_players(&doc(), "FR"), 0);
        assert_eq!(country_players(&doc(), "es"), 0);
        assert_eq!(country_players(&Value::Null, "ES"), 0);
    }

    fn doc() -> Value {
        json!({"players": 1264, "countries": {
            "ES": {"players": 1210, "types": {"outfield": 1100, "goalkeeper": 110},
                   "positions": {"ST": 150, "GK": 110}},
            "PT": {"players": 45, "types": {"outfield": 40, "goalkeeper": 5}, "positions": {"ST": 9}},
            "AD": {"players": 9, "types": {"outfield": 9}},
            "FR": {"players": 0}
        }})
    }

    fn codes(s: &CountryShades) -> Vec<(&str, u64, u8)> {
        s.countries
            .iter()
            .map(|c| (c.code.as_str(), c.players, c.shade))
            .collect()
    }

    #[test]
    fn every_player_by_default_most_first() {
        let s = country_shades(&doc(), None, "");
        assert_eq!(codes(&s), [("ES", 1210, 5), ("PT", 45, 2), ("AD", 9, 1)]);
        assert_eq!(s.total, 1264);
        assert_eq!(s.countries[0].name, "Spain");
    }

    #[test]
    fn the_position_wins_over_the_type_and_the_type_over_all() {
        assert_eq!(
            codes(&country_shades(&doc(), Some("st"), "goalkeeper")),
            [("ES", 150, 3), ("PT", 9, 1)]
        );
        let keepers = country_shades(&doc(), None, "goalkeeper");
        assert_eq!(codes(&keepers), [("ES", 110, 3), ("PT", 5, 1)]);
        assert_eq!(keepers.total, 115);
        // A position or type that does not read counts everyone.
        assert_eq!(
            codes(&country_shades(&doc(), Some("XX"), "keeper")),
            codes(&country_shades(&doc(), None, ""))
        );
    }

    #[test]
    fn the_breaks_and_the_legend() {
        let shades: Vec<u8> = [0, 1, 9, 10, 49, 50, 199, 200, 999, 1000, u64::MAX]
            .into_iter()
            .map(shade_of)
            .collect();
        assert_eq!(shades, [0, 1, 1, 2, 2, 3, 3, 4, 4, 5, 5]);
        let labels: Vec<String> = shade_legend().into_iter().map(|l| l.label).collect();
        assert_eq!(labels, ["1–9", "10–49", "50–199", "200–999", "1,000+"]);
    }

    #[test]
    fn a_hostile_or_missing_document_shades_what_reads() {
        for odd in [
            Value::Null,
            json!("countries"),
            json!([1, 2]),
            json!({"countries": []}),
            json!({"countries": {"ES": "many"}}),
        ] {
            let s = country_shades(&odd, None, "");
            assert!(s.countries.is_empty() && s.total == 0, "{odd}");
            assert_eq!(s.legend.len(), 5);
        }
        let s = country_shades(
            &json!({"countries": {
                "ES": {"players": -3}, "PT": {"players": "12"}, "ZZ": {"players": 40},
                "es": {"players": 4}, "IT": {"players": 12.7}, "DE": {"players": 1e300},
                "FR": {"players": null, "positions": "ST"}
            }}),
            Some("ST"),
            "",
        );
        assert!(s.countries.is_empty());
        let s = country_shades(
            &json!({"countries": {"ES": {"players": -3}, "PT": {"players": "12"}, "ZZ": {"players": 40},
                                  "es": {"players": 4}, "IT": {"players": 12.7}, "DE": {"players": 1e300}}}),
            None,
            "",
        );
        assert_eq!(codes(&s), [("DE", u64::from(u32::MAX), 5), ("IT", 12, 2)]);
    }
}

#[cfg(test)]
mod props {
    use super::*;
    use proptest::prelude::*;

    use serde_json::json;
    use skora_foundations::documents::strategies::json_value;

    /// A count as a hostile document may hold it: any JSON, or any number.
    fn any_count() -> impl Strategy<Value = Value> {
        prop_oneof![
            json_value(),
            any::<i64>().prop_map(Value::from),
            any::<f64>().prop_map(Value::from),
        ]
    }

    /// Any JSON, or a document shaped like `aggregates/countries` with any values at its counts.
    fn any_doc() -> impl Strategy<Value = Value> {
        let entry = prop_oneof![
            json_value(),
            (any_count(), any_count(), any_count()).prop_map(|(all, keepers, strikers)| {
                json!({"players": all, "types": {"goalkeeper": keepers}, "positions": {"ST": strikers}})
            }),
        ];
        prop_oneof![
            json_value(),
            prop::collection::btree_map("[A-Z]{2}|es|ZZ|players", entry, 0..8)
                .prop_map(|m| json!({"countries": m})),
        ]
    }

    proptest! {
        #[test]
        fn any_document_shades_without_panicking_and_consistently(
            doc in any_doc(),
            position in prop::option::of("ST|gk|XX|"),
            kind in "outfield|goalkeeper|x|",
        ) {
            let s = country_shades(&doc, position.as_deref(), &kind);
            prop_assert_eq!(s.total, s.countries.iter().map(|c| c.players).sum::<u64>());
            for c in &s.countries {
                prop_assert!(c.players > 0 && (1..=5).contains(&c.shade));
                prop_assert_eq!(c.shade, shade_of(c.players));
                prop_assert!(country_name(&c.code).is_some());
            }
            prop_assert!(s.countries.windows(2).all(|w| w[0].players >= w[1].players));
        }

        #[test]
        fn shades_grow_with_the_count(a in any::<u64>(), b in any::<u64>()) {
            let (low, high) = (a.min(b), a.max(b));
            prop_assert!(shade_of(low) <= shade_of(high));
        }
    }
}
