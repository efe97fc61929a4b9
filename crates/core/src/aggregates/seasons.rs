//! The per-90 histograms, one document per position and season:
//! `aggregates/positions/byPosition/{CODE}/seasons/{season}` holds `players` (those counted in the season) and
//! `per90.{figure}.{bucket}`. A position's document no longer grows with the seasons, and a player counts in
//! every season they logged, not only in their newest one.
//!
//! What a player counts for is kept in their record, `countedSeasons/{uid}` (only the functions read it): the
//! position they count under and, per season, the bucket of each figure. A reindex reads only some of the
//! player's seasons (the newest, and the season of the week that changed): the others keep what the record
//! says, and the increments are the difference between the stored record and the new one, as for the entry.
//!
//! Each season also counts its players by age group (`age_band`, from the record's birth year): `bands.{band}.players`
//! and `bands.{band}.per90.{figure}.{bucket}`, so a percentile compares a U17 with U17s (`peer_group`).

use std::collections::BTreeMap;

use serde::{Deserialize, Serialize};
use serde_json::Value;

use crate::aggregates::tally::{
    add, by_document, nest, AggregateDocument, DocumentIncrements, Tally,
};
use crate::player_index::weekly_documents;
use skora_domain::age_band::AgeBand;
use skora_domain::positions::Position;
use skora_domain::weekly::{read_entries, season_figures, season_of, Per90Figure, SeasonFigures};
use skora_foundations::firestore_paths::AGGREGATES;

/// The collection of the players' records (`countedSeasons/{uid}`).
pub use skora_foundations::firestore_paths::COUNTED_SEASONS;

/// `aggregates/positions/byPosition/{CODE}/seasons/{season}`.
pub fn season_path(position: Position, season: u16) -> String {
    format!(
        "{AGGREGATES}/positions/byPosition/{}/seasons/{season}",
        position.code()
    )
}

/// Per figure key, the bucket counted.
pub type SeasonBuckets = BTreeMap<String, i64>;

/// What a player counts for in the season documents.
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "tsify", derive(tsify::Tsify))]
pub struct CountedSeasons {
    /// The main position the seasons count under; `None`: nowhere (the player is not listed), while the
    /// seasons are kept for when they are again.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub position: Option<Position>,
    /// Per season (`"2025"`), the bucket of each per-90 figure; a season without any figure is left out.
    #[serde(default)]
    pub seasons: BTreeMap<String, SeasonBuckets>,
    /// The birth year (from the entry's birth month): each season's age group. `None`: counted in no group.
    #[serde(default, rename = "birthYear", skip_serializing_if = "Option::is_none")]
    pub birth_year: Option<i32>,
}

impl CountedSeasons {
    /// Whether the record holds nothing worth storing.
    pub fn is_empty(&self) -> bool {
        self.seasons.is_empty()
    }
}

/// The stored record, read tolerantly: one that does not read counts as none (what it counted cannot be taken
/// back, and the rebuild repairs it), and so does a season or bucket of the wrong shape.
pub fn read_counted(json: Option<&str>) -> CountedSeasons {
    json.and_then(|t| serde_json::from_str::<Value>(t).ok())
        .map_or_else(CountedSeasons::default, |doc| read_counted_value(&doc))
}

/// A stored record already parsed (a rebuild's page of them), read as [`read_counted`] reads its text.
pub fn read_counted_value(doc: &Value) -> CountedSeasons {
    let Value::Object(doc) = doc else {
        return CountedSeasons::default();
    };
    let position = doc
        .get("position")
        .and_then(Value::as_str)
        .and_then(Position::from_code);
    let seasons = doc
        .get("seasons")
        .and_then(Value::as_object)
        .map(|seasons| {
            seasons
                .iter()
                .filter(|(season, _)| season.parse::<u16>().is_ok())
                .filter_map(|(season, buckets)| {
                    let buckets: SeasonBuckets = buckets
                        .as_object()?
                        .iter()
                        .filter(|(key, _)| Per90Figure::ALL.iter().any(|f| f.key() == key.as_str()))
                        .filter_map(|(key, bucket)| Some((key.clone(), bucket.as_i64()?)))
                        .collect();
                    (!buckets.is_empty()).then(|| (season.clone(), buckets))
                })
                .collect()
        })
        .unwrap_or_default();
    let birth_year = doc
        .get("birthYear")
        .and_then(Value::as_i64)
        .and_then(|y| i32::try_from(y).ok())
        .filter(|y| (1900..=9999).contains(y));
    CountedSeasons {
        position,
        seasons,
        birth_year,
    }
}

/// The buckets a season's figures count in (none under the minutes floor).
pub fn season_buckets(figures: &SeasonFigures) -> SeasonBuckets {
    Per90Figure::ALL
        .iter()
        .filter_map(|f| Some((f.key().to_string(), f.bucket(figures.get(*f)?))))
        .collect()
}

/// The figures of every season of `weekly` (a JSON array of `{id, data}`, as the reindex reads them; an item
/// that is no entry is skipped).
pub fn seasons_of_weeks(weekly_json: &str) -> BTreeMap<u16, SeasonFigures> {
    let docs = weekly_documents(Some(weekly_json), usize::MAX);
    let mut by_season: BTreeMap<u16, Vec<_>> = BTreeMap::new();
    for entry in read_entries(&docs) {
        by_season
            .entry(season_of(entry.week))
            .or_default()
            .push(entry);
    }
    by_season
        .into_iter()
        .map(|(season, entries)| (season, season_figures(season, &entries)))
        .collect()
}

/// The record after a reindex: `stored`'s seasons, with each season in `read` (its figures as read now; `None`:
/// none of its weeks remain) replaced, or, when `every_season`, exactly the seasons read; counted under
/// `position` (`None`: the player is not listed).
pub fn counted_seasons(
    stored: &CountedSeasons,
    read: &BTreeMap<u16, Option<SeasonFigures>>,
    every_season: bool,
    position: Option<Position>,
) -> CountedSeasons {
    let mut seasons = if every_season {
        BTreeMap::new()
    } else {
        stored.seasons.clone()
    };
    for (season, figures) in read {
        let buckets = figures.as_ref().map(season_buckets).unwrap_or_default();
        if buckets.is_empty() {
            seasons.remove(&season.to_string());
        } else {
            seasons.insert(season.to_string(), buckets);
        }
    }
    CountedSeasons {
        position,
        seasons,
        birth_year: None,
    }
}

fn contribute(tally: &mut Tally, record: &CountedSeasons, sign: i64) {
    let Some(position) = record.position else {
        return;
    };
    for (season, buckets) in &record.seasons {
        let Ok(season) = season.parse::<u16>() else {
            continue;
        };
        let path = season_path(position, season);
        add(tally, &path, &["players"], sign);
        let band = record
            .birth_year
            .and_then(|year| AgeBand::of(year, season))
            .map(band_key);
        if let Some(band) = band {
            add(tally, &path, &["bands", band, "players"], sign);
        }
        for (figure, bucket) in buckets {
            let bucket = bucket.to_string();
            add(tally, &path, &["per90", figure, &bucket], sign);
            if let Some(band) = band {
                add(
                    tally,
                    &path,
                    &["bands", band, "per90", figure, &bucket],
                    sign,
                );
            }
        }
    }
}

/// The key of an age group in a season document (`bands.u19`).
pub fn band_key(band: AgeBand) -> &'static str {
    match band {
        AgeBand::U15 => "u15",
        AgeBand::U17 => "u17",
        AgeBand::U19 => "u19",
        AgeBand::U21 => "u21",
        AgeBand::Senior => "senior",
    }
}

/// Each document's counts, nested.
fn documents(tally: &Tally) -> Vec<(String, Value)> {
    by_document(tally)
        .into_iter()
        .map(|(path, counts)| (path.to_string(), nest(counts.into_iter())))
        .collect()
}

/// The increments that turn the season documents counting `before` into those counting `after`.
pub fn season_increments(
    before: &CountedSeasons,
    after: &CountedSeasons,
) -> Vec<DocumentIncrements> {
    let mut tally = Tally::new();
    contribute(&mut tally, before, -1);
    contribute(&mut tally, after, 1);
    tally.retain(|_, n| *n != 0);
    documents(&tally)
        .into_iter()
        .map(|(path, increments)| DocumentIncrements { path, increments })
        .collect()
}

/// Every season document as it is when it counts exactly `records` (for a rebuild).
pub fn season_documents<'a>(
    records: impl IntoIterator<Item = &'a CountedSeasons>,
) -> Vec<AggregateDocument> {
    let mut tally = Tally::new();
    for record in records {
        contribute(&mut tally, record, 1);
    }
    documents(&tally)
        .into_iter()
        .map(|(path, data)| AggregateDocument { path, data })
        .collect()
}

/// Whether `path` is a season document.
pub fn is_season_path(path: &str) -> bool {
    let Some(rest) = path.strip_prefix(&format!("{AGGREGATES}/positions/byPosition/")) else {
        return false;
    };
    matches!(rest.split('/').collect::<Vec<_>>().as_slice(),
        [code, "seasons", season] if Position::from_code(code).is_some() && season.parse::<u16>().is_ok())
}

#[cfg(test)]
mod tests {
    use super::props::record;
    use super::*;
    use proptest::prelude::*;
    use serde_json::json;

    fn week(id: &str, minutes: u32, goals: u32) -> Value {
        json!({"id": id, "data": {"week": id, "minutes": minutes, "goals": goals}})
    }

    fn weeks(items: &[Value]) -> String {
        Value::from(items.to_vec()).to_string()
    }

    #[test]
    fn each_season_counts_the_player_in_their_age_group_of_that_season() {
        let read = seasons_of_weeks(&weeks(&[
            week("2025-W40", 900, 3),
            week("2024-W40", 900, 1),
        ]));
        let read = read.into_iter().map(|(s, f)| (s, Some(f))).collect();
        let record = CountedSeasons {
            birth_year: Some(2006),
            ..counted_seasons(
                &CountedSeasons::default(),
                &read,
                true,
                Position::from_code("ST"),
            )
        };
        let incs = season_increments(&CountedSeasons::default(), &record);
        // Born 2006: U19 in 2024/25 (18 at the season's start year), U21 in 2025/26.
        assert_eq!(incs[0].increments["bands"]["u19"]["players"], json!(1));
        assert_eq!(incs[1].increments["bands"]["u21"]["players"], json!(1));
        assert_eq!(
            incs[1].increments["bands"]["u21"]["per90"],
            incs[1].increments["per90"]
        );
        // The record keeps the year, and a stored one reads back.
        let stored = serde_json::to_value(&record).unwrap_or_default();
        assert_eq!(stored["birthYear"], json!(2006));
        assert_eq!(read_counted_value(&stored), record);
        // Without a birth year the player counts in the season, in no group.
        let unknown = CountedSeasons {
            birth_year: None,
            ..record.clone()
        };
        assert!(season_increments(&CountedSeasons::default(), &unknown)[0]
            .increments
            .get("bands")
            .is_none());
        // A birth year changed (a corrected birth date) moves the counts from one group to the other.
        let moved = CountedSeasons {
            birth_year: Some(2008),
            ..record.clone()
        };
        let incs = season_increments(&record, &moved);
        assert_eq!(incs[1].increments["bands"]["u21"]["players"], json!(-1));
        assert_eq!(incs[1].increments["bands"]["u19"]["players"], json!(1));
        assert!(incs[1].increments.get("players").is_none());
    }

    #[test]
    fn a_player_counts_in_every_season_they_logged() {
        let read = seasons_of_weeks(&weeks(&[
            week("2025-W40", 900, 3),
            week("2024-W40", 900, 1),
            week("2023-W40", 90, 0),
        ]));
        assert_eq!(
            read.keys().copied().collect::<Vec<_>>(),
            vec![2023, 2024, 2025]
        );
        let read = read.into_iter().map(|(s, f)| (s, Some(f))).collect();
        let record = counted_seasons(
            &CountedSeasons::default(),
            &read,
            true,
            Position::from_code("ST"),
        );
        // 2023 has too few minutes for a per-90 figure: it counts nowhere.
        assert_eq!(
            record.seasons.keys().collect::<Vec<_>>(),
            vec!["2024", "2025"]
        );
        let incs = season_increments(&CountedSeasons::default(), &record);
        assert_eq!(
            incs.iter().map(|i| i.path.as_str()).collect::<Vec<_>>(),
            vec![
                "aggregates/positions/byPosition/ST/seasons/2024",
                "aggregates/positions/byPosition/ST/seasons/2025"
            ]
        );
        assert_eq!(incs[0].increments["players"], json!(1));
        assert_eq!(
            incs[1].increments["per90"]["goals"]
                .as_object()
                .map(|o| o.len()),
            Some(1)
        );
    }

    #[test]
    fn a_new_season_leaves_the_last_one_counted_and_a_season_emptied_goes() {
        let st = Position::from_code("ST");
        let last = seasons_of_weeks(&weeks(&[week("2024-W40", 900, 1)]));
        let stored = counted_seasons(
            &CountedSeasons::default(),
            &last.into_iter().map(|(s, f)| (s, Some(f))).collect(),
            true,
            st,
        );
        let newest = seasons_of_weeks(&weeks(&[week("2025-W40", 900, 2)]));
        let after = counted_seasons(
            &stored,
            &newest.into_iter().map(|(s, f)| (s, Some(f))).collect(),
            false,
            st,
        );
        assert_eq!(
            after.seasons.keys().collect::<Vec<_>>(),
            vec!["2024", "2025"]
        );
        let incs = season_increments(&stored, &after);
        assert_eq!(incs.len(), 1, "only the new season's document changes");
        let emptied = counted_seasons(&after, &BTreeMap::from([(2024, None)]), false, st);
        assert_eq!(emptied.seasons.keys().collect::<Vec<_>>(), vec!["2025"]);
        assert_eq!(
            season_increments(&after, &emptied)[0].increments["players"],
            json!(-1)
        );
    }

    #[test]
    fn a_change_of_position_moves_every_season_and_an_unlisted_player_counts_nowhere() {
        let read: BTreeMap<u16, Option<SeasonFigures>> = seasons_of_weeks(&weeks(&[
            week("2025-W40", 900, 2),
            week("2024-W40", 900, 1),
        ]))
        .into_iter()
        .map(|(s, f)| (s, Some(f)))
        .collect();
        let st = counted_seasons(
            &CountedSeasons::default(),
            &read,
            true,
            Position::from_code("ST"),
        );
        let cf = CountedSeasons {
            position: Position::from_code("CF"),
            ..st.clone()
        };
        let paths: Vec<String> = season_increments(&st, &cf)
            .into_iter()
            .map(|i| i.path)
            .collect();
        assert_eq!(paths.len(), 4);
        assert!(paths.iter().all(|p| is_season_path(p)));
        let unlisted = CountedSeasons {
            position: None,
            ..st.clone()
        };
        assert!(season_increments(&st, &unlisted)
            .iter()
            .all(|i| i.increments["players"] == json!(-1)));
        assert!(season_increments(&unlisted, &unlisted).is_empty());
    }

    #[test]
    fn a_stored_record_is_read_tolerantly() {
        let good =
            json!({"position": "CB", "seasons": {"2025": {"goals": 3, "junk": 1, "assists": "x"},
            "soon": {"goals": 1}, "2024": "bad", "2023": {}}})
            .to_string();
        let r = read_counted(Some(&good));
        assert_eq!(r.position, Position::from_code("CB"));
        assert_eq!(
            r.seasons,
            BTreeMap::from([(
                "2025".to_string(),
                BTreeMap::from([("goals".to_string(), 3)])
            )])
        );
        for bad in ["", "[]", "null", "{\"position\": 3}"] {
            assert_eq!(read_counted(Some(bad)).seasons, BTreeMap::new(), "{bad}");
        }
        let round = serde_json::to_string(&r).unwrap_or_default();
        assert_eq!(read_counted(Some(&round)), r);
    }

    #[test]
    fn season_paths_are_told_apart() {
        assert!(is_season_path(
            "aggregates/positions/byPosition/GK/seasons/2025"
        ));
        for path in [
            "aggregates/positions/byPosition/GK",
            "aggregates/positions/byPosition/XX/seasons/2025",
            "aggregates/positions/byPosition/GK/seasons/next",
            "aggregates/countries",
        ] {
            assert!(!is_season_path(path), "{path}");
        }
    }

    fn add_into(
        docs: &mut BTreeMap<String, BTreeMap<String, i64>>,
        path: &str,
        value: &Value,
        prefix: &str,
    ) {
        match value {
            Value::Object(o) => {
                for (k, v) in o {
                    add_into(docs, path, v, &format!("{prefix}{k}."));
                }
            }
            v => {
                *docs
                    .entry(path.to_string())
                    .or_default()
                    .entry(prefix.to_string())
                    .or_insert(0) += v.as_i64().unwrap_or(0);
            }
        }
    }

    proptest! {
        /// Any sequence of records of one player, applied as increments, adds up to the documents counting the
        /// last one alone.
        #[test]
        fn increments_add_up_to_a_rebuild(records in prop::collection::vec(record(), 1..6)) {
            let mut applied: BTreeMap<String, BTreeMap<String, i64>> = BTreeMap::new();
            let mut before = CountedSeasons::default();
            for r in &records {
                for inc in season_increments(&before, r) {
                    add_into(&mut applied, &inc.path, &inc.increments, "");
                }
                before = r.clone();
            }
            let mut rebuilt: BTreeMap<String, BTreeMap<String, i64>> = BTreeMap::new();
            for doc in season_documents([&before]) {
                add_into(&mut rebuilt, &doc.path, &doc.data, "");
            }
            for counts in applied.values_mut() {
                counts.retain(|_, n| *n != 0);
            }
            applied.retain(|_, c| !c.is_empty());
            prop_assert_eq!(applied, rebuilt);
        }
    }
}

#[cfg(test)]
pub(crate) mod props {
    use super::*;
    use proptest::prelude::*;

    pub(crate) fn record() -> impl Strategy<Value = CountedSeasons> {
        let position = prop::option::of(prop::sample::select(vec!["GK", "CB", "ST"]));
        let seasons = prop::collection::btree_map(
            2020u16..2027,
            prop::collection::btree_map(
                prop::sample::select(vec!["goals", "assists", "shots"]),
                0i64..5,
                0..3,
            ),
            0..4,
        );
        let birth_year = prop::option::of(1995i32..2014);
        (position, seasons, birth_year).prop_map(|(position, seasons, birth_year)| CountedSeasons {
            position: position.and_then(Position::from_code),
            birth_year,
            seasons: seasons
                .into_iter()
                .filter(|(_, b)| !b.is_empty())
                .map(|(s, b)| {
                    (
                        s.to_string(),
                        b.into_iter().map(|(k, v)| (k.to_string(), v)).collect(),
                    )
                })
                .collect(),
        })
    }
}
