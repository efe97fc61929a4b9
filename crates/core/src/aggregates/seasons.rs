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
//!
//! The attributes are counted the same way, in the season the player rated themselves (the season of the stats'
//! last save): `rated.{band}.players` and `rated.{band}.{figure}.{value}` (the face attributes and the overall,
//! 1–99). Attributes are not seasonal, but age groups are: counted in the season of the rating, a player is compared
//! with the players of their age group who rated themselves that season, and the groups never need rolling over.
//! A player's ratings of past seasons stay counted there (their last of each season), as their weeks do.
//!
//! The "confirmed stats only" view counts, per age group, the per-90 figures of the weeks an official confirmed:
//! `bands.{band}.confirmed.players` and `bands.{band}.confirmed.per90.{figure}.{bucket}` (a player whose confirmed
//! minutes reach the per-90 floor). The reindex knows the newest season's record of confirmed weeks, so that season is
//! recounted at each reindex; an older season keeps what it counted while it was the newest.

use std::collections::BTreeMap;

use serde::{Deserialize, Serialize};
use serde_json::Value;

use crate::aggregates::figures::Figure;
use crate::aggregates::tally::{
    add, by_document, nest, AggregateDocument, DocumentIncrements, Tally,
};
use crate::player_index::weekly_documents;
use crate::player_index::IndexEntry;
use skora_domain::age_band::AgeBand;
use skora_domain::attributes::Face;
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
    /// Per season of a rating (`"2025"`), the value of each face attribute and of the overall (`pac`, `overall`).
    #[serde(default, skip_serializing_if = "BTreeMap::is_empty")]
    pub rated: BTreeMap<String, SeasonBuckets>,
    /// Per season (`"2025"`), the bucket of each per-90 figure of the weeks an official confirmed.
    #[serde(default, skip_serializing_if = "BTreeMap::is_empty")]
    pub confirmed: BTreeMap<String, SeasonBuckets>,
}

impl CountedSeasons {
    /// Whether the record holds nothing worth storing.
    pub fn is_empty(&self) -> bool {
        self.seasons.is_empty() && self.rated.is_empty() && self.confirmed.is_empty()
    }
}

/// The confirmed figures a player counts for now: `stored`'s seasons, with the newest season (`read`: the season and
/// the figures of its confirmed weeks; `None` when the player has no weekly season) replaced.
pub fn confirmed_seasons(
    stored: &BTreeMap<String, SeasonBuckets>,
    read: Option<(u16, Option<&SeasonFigures>)>,
) -> BTreeMap<String, SeasonBuckets> {
    let mut confirmed = stored.clone();
    if let Some((season, figures)) = read {
        let buckets = figures.map(season_buckets).unwrap_or_default();
        if buckets.is_empty() {
            confirmed.remove(&season.to_string());
        } else {
            confirmed.insert(season.to_string(), buckets);
        }
    }
    confirmed
}

/// The ratings a player counts for now: `stored`'s seasons, with the season of the stats' last save holding the
/// entry's figures (`figures`, key → 1–99; empty: no ratings that season). Without stats (`rated_in` `None` and
/// `stats_present` false) the player has withdrawn their ratings, and counts in none.
pub fn rated_seasons(
    stored: &BTreeMap<String, SeasonBuckets>,
    rated_in: Option<u16>,
    stats_present: bool,
    figures: SeasonBuckets,
) -> BTreeMap<String, SeasonBuckets> {
    if !stats_present {
        return BTreeMap::new();
    }
    let mut rated = stored.clone();
    if let Some(season) = rated_in {
        if figures.is_empty() {
            rated.remove(&season.to_string());
        } else {
            rated.insert(season.to_string(), figures);
        }
    }
    rated
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
    let per90 = |key: &str, _: i64| Per90Figure::ALL.iter().any(|f| f.key() == key);
    let seasons = read_season_map(doc.get("seasons"), per90);
    let birth_year = doc
        .get("birthYear")
        .and_then(Value::as_i64)
        .and_then(|y| i32::try_from(y).ok())
        .filter(|y| (1900..=9999).contains(y));
    let confirmed = read_season_map(doc.get("confirmed"), per90);
    let rated = read_season_map(doc.get("rated"), |key, value| {
        is_rated_figure(key) && (1..=99).contains(&value)
    });
    CountedSeasons {
        position,
        seasons,
        birth_year,
        rated,
        confirmed,
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
        rated: BTreeMap::new(),
        confirmed: BTreeMap::new(),
    }
}

/// A stored map of seasons (`"2025"`) to buckets, read tolerantly: a season or a bucket of the wrong shape, or a
/// figure `known` refuses, reads as none.
fn read_season_map(
    map: Option<&Value>,
    known: impl Fn(&str, i64) -> bool,
) -> BTreeMap<String, SeasonBuckets> {
    map.and_then(Value::as_object)
        .map(|seasons| {
            seasons
                .iter()
                .filter(|(season, _)| season.parse::<u16>().is_ok())
                .filter_map(|(season, buckets)| {
                    let buckets: SeasonBuckets = buckets
                        .as_object()?
                        .iter()
                        .filter_map(|(key, bucket)| Some((key.clone(), bucket.as_i64()?)))
                        .filter(|(key, bucket)| known(key, *bucket))
                        .collect();
                    (!buckets.is_empty()).then(|| (season.clone(), buckets))
                })
                .collect()
        })
        .unwrap_or_default()
}

/// Whether `key` is a figure a rating counts for: a face attribute or the overall.
fn is_rated_figure(key: &str) -> bool {
    key == Figure::Overall.key() || Face::ALL.iter().any(|f| f.key() == key)
}

/// What an index entry counts for in its rating's season: its face attributes and its overall, by key.
pub fn rated_figures(entry: Option<&IndexEntry>) -> SeasonBuckets {
    let Some(entry) = entry else {
        return SeasonBuckets::new();
    };
    std::iter::once(Figure::Overall)
        .chain(Face::ALL.map(Figure::Face))
        .filter_map(|f| Some((f.key().to_string(), f.bucket(entry)?)))
        .collect()
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
    // The confirmed figures and the ratings count within an age group only: the views that read them compare within
    // one, and a percentile among all ages is what the groups are for not to give.
    for (season, band, buckets) in banded(record, &record.confirmed) {
        let path = season_path(position, season);
        add(tally, &path, &["bands", band, CONFIRMED, "players"], sign);
        for (figure, bucket) in buckets {
            let bucket = bucket.to_string();
            add(
                tally,
                &path,
                &["bands", band, CONFIRMED, "per90", figure, &bucket],
                sign,
            );
        }
    }
    for (season, band, values) in banded(record, &record.rated) {
        let path = season_path(position, season);
        add(tally, &path, &[RATED, band, "players"], sign);
        for (figure, value) in values {
            add(
                tally,
                &path,
                &[RATED, band, figure, &value.to_string()],
                sign,
            );
        }
    }
}

/// Each season of `map` with the record's age group that season (`band_key`); a season without one is left out.
fn banded<'a>(
    record: &CountedSeasons,
    map: &'a BTreeMap<String, SeasonBuckets>,
) -> Vec<(u16, &'static str, &'a SeasonBuckets)> {
    map.iter()
        .filter_map(|(season, buckets)| {
            let season = season.parse::<u16>().ok()?;
            let band = AgeBand::of(record.birth_year?, season)?;
            Some((season, band_key(band), buckets))
        })
        .collect()
}

/// The field of a season document that counts the ratings by age group.
pub const RATED: &str = "rated";
/// The field of an age group (`bands.{band}`) that counts the per-90 figures of confirmed weeks.
pub const CONFIRMED: &str = "confirmed";

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
    fn ratings_count_in_their_season_within_the_age_group_and_past_seasons_stay() {
        let figures: SeasonBuckets = [("pac".to_string(), 74), ("overall".to_string(), 69)].into();
        let rated = rated_seasons(&BTreeMap::new(), Some(2025), true, figures.clone());
        let record = CountedSeasons {
            position: Position::from_code("CB"),
            birth_year: Some(2007),
            rated: rated.clone(),
            ..CountedSeasons::default()
        };
        assert!(!record.is_empty());
        let incs = season_increments(&CountedSeasons::default(), &record);
        assert_eq!(incs.len(), 1);
        assert_eq!(incs[0].path, season_path(Position::Cb, 2025));
        // Born 2007: U19 in 2025/26. Counted in the group only, never among all ages, and not as one who logged.
        assert_eq!(
            incs[0].increments,
            json!({"rated": {"u19": {"players": 1, "pac": {"74": 1}, "overall": {"69": 1}}}})
        );
        // Rated again the next season: the past season keeps its rating, the new one counts a U21.
        let next = rated_seasons(&rated, Some(2026), true, [("pac".to_string(), 80)].into());
        assert_eq!(next.keys().collect::<Vec<_>>(), ["2025", "2026"]);
        let moved = CountedSeasons {
            rated: next.clone(),
            ..record.clone()
        };
        let incs = season_increments(&record, &moved);
        assert_eq!(incs.len(), 1);
        assert_eq!(incs[0].path, season_path(Position::Cb, 2026));
        assert_eq!(incs[0].increments["rated"]["u21"]["pac"]["80"], json!(1));
        // Stats deleted: no rating counts any more.
        assert!(rated_seasons(&next, None, false, SeasonBuckets::new()).is_empty());
        // A stored record reads back, and an odd value reads as none.
        let stored = serde_json::to_value(&moved).unwrap_or_default();
        assert_eq!(read_counted_value(&stored), moved);
        let odd = json!({"position": "CB", "rated": {"2025": {"pac": 120, "heightCm": 180, "sho": 50}, "x": {"pac": 3}}});
        assert_eq!(
            read_counted_value(&odd).rated,
            BTreeMap::from([(
                "2025".to_string(),
                SeasonBuckets::from([("sho".to_string(), 50)])
            )])
        );
        // Without a birth year, ratings count nowhere.
        let unknown = CountedSeasons {
            birth_year: None,
            ..record
        };
        assert!(season_increments(&CountedSeasons::default(), &unknown).is_empty());
    }

    #[test]
    fn confirmed_figures_count_in_the_age_group_of_their_season() {
        let record = CountedSeasons {
            position: Position::from_code("ST"),
            birth_year: Some(2008),
            confirmed: confirmed_seasons(
                &BTreeMap::new(),
                Some((
                    2025,
                    Some(&seasons_of_weeks(&weeks(&[week("2025-W40", 900, 3)]))[&2025]),
                )),
            ),
            ..CountedSeasons::default()
        };
        let incs = season_increments(&CountedSeasons::default(), &record);
        assert_eq!(incs.len(), 1);
        let group = &incs[0].increments["bands"]["u19"]["confirmed"];
        assert_eq!(group["players"], json!(1));
        assert!(group["per90"]["goals"].is_object());
        assert!(
            incs[0].increments.get("per90").is_none(),
            "not counted as logged"
        );
        // The newest season without a confirmed week any more: taken back.
        let none = confirmed_seasons(&record.confirmed, Some((2025, None)));
        assert!(none.is_empty());
        let stored = serde_json::to_value(&record).unwrap_or_default();
        assert_eq!(read_counted_value(&stored), record);
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
        let rated = prop::collection::btree_map(
            2020u16..2027,
            prop::collection::btree_map(
                prop::sample::select(vec!["pac", "sho", "overall"]),
                1i64..100,
                1..3,
            ),
            0..3,
        );
        (position, seasons, birth_year, rated).prop_map(|(position, seasons, birth_year, rated)| {
            CountedSeasons {
                position: position.and_then(Position::from_code),
                birth_year,
                confirmed: BTreeMap::new(),
                rated: rated
                    .into_iter()
                    .map(|(s, b)| {
                        (
                            s.to_string(),
                            b.into_iter().map(|(k, v)| (k.to_string(), v)).collect(),
                        )
                    })
                    .collect(),
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
            }
        })
    }
}
