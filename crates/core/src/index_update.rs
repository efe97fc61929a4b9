//! One player's index update: what the functions write when a player's documents change.
//!
//! The functions do not trust the event's before/after snapshots (events can be retried, duplicated or
//! delivered out of order). In a transaction they read the player's documents as they are now and the
//! stored entry, and write what this module decides: the new entry (or its removal) and the aggregate
//! increments from the stored entry's contribution to the new one. A second run with the same documents
//! finds the entry already stored and does nothing, so retries never count twice.

use serde::{Deserialize, Serialize};

use std::collections::BTreeMap;

use crate::aggregates::{
    confirmed_seasons, counted_seasons, increments, rated_figures, rated_seasons, read_counted,
    season_increments, seasons_of_weeks, CountedSeasons, DocumentIncrements,
};
use crate::map_cells::cell_increments;
use crate::peer_group::rating_season;
use crate::player_index::{
    confirmed_figures, confirmed_percent, player_index_entry, read_index_entry, weekly_season,
    with_season, IndexEntry,
};

/// What to do with `playerIndex/{uid}`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
#[cfg_attr(feature = "tsify", derive(tsify::Tsify))]
pub enum IndexWrite {
    /// The stored entry is right: write nothing at all.
    Keep,
    /// Store `entry`.
    Set,
    /// Delete the stored entry.
    Delete,
}

#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
#[cfg_attr(feature = "tsify", derive(tsify::Tsify))]
pub struct IndexUpdate {
    pub write: IndexWrite,
    /// The entry as it should be stored (`None`: the player is not listed).
    pub entry: Option<IndexEntry>,
    /// To apply in the same transaction as the write: the entry's and the seasons'.
    pub increments: Vec<DocumentIncrements>,
    /// The map cells' increments (`map_cells`), stored as their own delta in the same transaction: empty when the
    /// map shows the player as before.
    pub cell_changes: Vec<DocumentIncrements>,
    /// What to do with the player's record of the seasons they count in (`countedSeasons/{uid}`).
    pub counted_write: IndexWrite,
    /// The record as it should be stored (empty when it is to be deleted).
    pub counted: CountedSeasons,
    /// The CV's `hasPhoto` to store in the same transaction (`None`: the CV already says so, or there is none).
    /// The served picture decides: the app writes the flag as far as it knows, and a first save after an upload,
    /// or a save from a page that never saw the upload, says no photo while one is served.
    pub cv_has_photo: Option<bool>,
}

/// The player's documents as the functions read them now, each as JSON (`None`: there is none).
#[derive(Debug, Clone, Copy, Default)]
pub struct PlayerDocuments<'a> {
    /// `players/{uid}` (`None`: deleted, so the player is not listed).
    pub cv: Option<&'a str>,
    /// `players/{uid}/private/details`.
    pub private: Option<&'a str>,
    /// `playerStats/{uid}` (`None`: the entry has no face attributes).
    pub stats: Option<&'a str>,
    /// The newest weekly entries: a JSON array of `{id, data}`, newest first, at most `WEEKLY_ENTRIES_READ`
    /// (`None`: none, the entry has no `season`).
    pub weekly: Option<&'a str>,
    /// `countedSeasons/{uid}`: what the player counts for in the season documents.
    pub counted: Option<&'a str>,
    /// More weekly entries read besides the newest: a season's, or all of them (the backfill).
    pub season_weekly: Option<SeasonWeeks<'a>>,
    /// The newest season's record of confirmed weeks (`players/{uid}/confirmedWeeks/{season}`; `None`: none).
    pub confirmed: Option<&'a str>,
}

/// Weekly entries read besides the newest ones, as a JSON array of `{id, data}`.
#[derive(Debug, Clone, Copy)]
pub struct SeasonWeeks<'a> {
    pub weekly: &'a str,
    /// The season whose entries these are, all of them (the season of a week that changed; none left means the
    /// season counts no more); `None`: every entry of the player, so a season missing from them counts no more.
    pub season: Option<u16>,
}

/// The seasons a reindex knows whole: the newest (the newest entries hold all of it: a season has at most as many
/// entries as are read) and those of `season_weekly`.
fn seasons_read(
    documents: &PlayerDocuments<'_>,
) -> (
    BTreeMap<u16, Option<skora_domain::weekly::SeasonFigures>>,
    bool,
) {
    let mut read = BTreeMap::new();
    if let Some(newest) = weekly_season(documents.weekly) {
        read.insert(newest.season, Some(newest));
    }
    let Some(more) = documents.season_weekly else {
        return (read, false);
    };
    let mut found = seasons_of_weeks(more.weekly);
    match more.season {
        Some(season) => {
            read.insert(season, found.remove(&season));
            (read, false)
        }
        None => {
            read.extend(
                found
                    .into_iter()
                    .map(|(season, figures)| (season, Some(figures))),
            );
            (read, true)
        }
    }
}

/// The update for player `uid` given their documents, the stored index entry (as JSON), `today` and whether
/// their picture is in Storage. The documents come named, not as five optional strings in a row that would
/// still compile when two were swapped.
///
/// A stored entry that cannot be read (written by an older version, or damaged) is replaced or deleted,
/// but what it counted cannot be taken back: the backfill's rebuild of the aggregates repairs that.
pub fn reindex(
    uid: &str,
    documents: PlayerDocuments<'_>,
    stored_json: Option<&str>,
    today: &str,
    photo_stored: bool,
) -> IndexUpdate {
    // The entry is made from the CV as it is once corrected, so the two agree from this transaction on.
    let corrected = documents
        .cv
        .and_then(|cv| with_photo_flag(cv, photo_stored));
    let cv_has_photo = corrected.as_ref().map(|_| photo_stored);
    let entry = corrected
        .as_deref()
        .or(documents.cv)
        .and_then(|cv| {
            player_index_entry(
                uid,
                cv,
                documents.private,
                today,
                photo_stored,
                documents.stats,
            )
        })
        .map(|e| {
            with_season(
                e,
                weekly_season(documents.weekly),
                confirmed_percent(documents.weekly, documents.confirmed),
            )
        });
    let stored = stored_json.and_then(read_index_entry);
    let write = match (&entry, stored_json) {
        (None, None) => IndexWrite::Keep,
        (None, Some(_)) => IndexWrite::Delete,
        (Some(e), _) if stored.as_ref() == Some(e) => IndexWrite::Keep,
        (Some(_), _) => IndexWrite::Set,
    };
    let (mut increments, cell_changes) = match write {
        IndexWrite::Keep => (Vec::new(), Vec::new()),
        _ => (
            increments(stored.as_ref(), entry.as_ref()),
            cell_increments(uid, stored.as_ref(), entry.as_ref()),
        ),
    };
    // The seasons count under the listed entry's main position, and nowhere while the player is not listed.
    let stored_counted = read_counted(documents.counted);
    let (read, every_season) = seasons_read(&documents);
    // Without a CV (deleted, or the account with it) the record goes too: the weeks go with the CV.
    // The ratings count in the season of the stats' last save (none readable: the stored seasons stay).
    let stats_doc = documents
        .stats
        .and_then(|s| serde_json::from_str::<serde_json::Value>(s).ok());
    let rated = rated_seasons(
        &stored_counted.rated,
        stats_doc.as_ref().and_then(rating_season),
        documents.stats.is_some(),
        rated_figures(entry.as_ref()),
    );
    let newest_confirmed = confirmed_figures(documents.weekly, documents.confirmed);
    let confirmed = confirmed_seasons(
        &stored_counted.confirmed,
        newest_confirmed
            .as_ref()
            .map(|(season, figures)| (*season, figures.as_ref())),
    );
    let counted = match documents.cv {
        None => CountedSeasons::default(),
        Some(_) => CountedSeasons {
            rated,
            confirmed,
            // The age group of each season: from the listed entry's birth month (none: counted in no group).
            birth_year: entry
                .as_ref()
                .and_then(|e| e.birth_month.as_deref())
                .and_then(|m| m.get(..4))
                .and_then(|y| y.parse().ok()),
            ..counted_seasons(
                &stored_counted,
                &read,
                every_season,
                entry.as_ref().and_then(|e| e.main_position),
            )
        },
    };
    increments.extend(season_increments(&stored_counted, &counted));
    let counted_write = match (counted.is_empty(), documents.counted) {
        (true, None) => IndexWrite::Keep,
        (true, Some(_)) => IndexWrite::Delete,
        (false, Some(_)) if counted == stored_counted => IndexWrite::Keep,
        (false, _) => IndexWrite::Set,
    };
    IndexUpdate {
        write,
        entry,
        increments,
        cell_changes,
        counted_write,
        counted,
        cv_has_photo,
    }
}

/// The CV (JSON) with `hasPhoto` set to whether the picture is served, or `None` when it already says so (only
/// `true` says "photo", as for the completeness and the entry) or is no JSON object (no entry is made from it).
fn with_photo_flag(cv_json: &str, photo_stored: bool) -> Option<String> {
    let mut cv: serde_json::Map<String, serde_json::Value> = serde_json::from_str(cv_json).ok()?;
    let says_photo = cv.get("hasPhoto") == Some(&serde_json::Value::Bool(true));
    if says_photo == photo_stored {
        return None;
    }
    cv.insert("hasPhoto".into(), serde_json::Value::Bool(photo_stored));
    serde_json::to_string(&cv).ok()
}

#[cfg(test)]
mod tests {
    use super::*;
    use serde_json::json;

    const TODAY: &str = "2025-06-01";

    fn cv(city: &str) -> String {
        json!({"visibility": "public", "firstName": "Ana", "lastName": "Silva", "city": city,
            "countryOfResidence": "PT", "mainPosition": "CM", "playerType": "outfield"})
        .to_string()
    }

    fn stored(update: &IndexUpdate) -> Option<String> {
        update
            .entry
            .as_ref()
            .and_then(|e| serde_json::to_string(e).ok())
    }

    #[test]
    fn a_new_player_is_stored_and_counted() {
        let u = reindex(
            "ana",
            PlayerDocuments {
                cv: Some(&cv("Porto")),
                ..Default::default()
            },
            None,
            TODAY,
            false,
        );
        assert_eq!(u.write, IndexWrite::Set);
        assert_eq!(u.increments.len(), 2);
        assert_eq!(u.increments[0].increments["players"], json!(1));
        // On the map: the country's cell (the player has no point of their own: the country's centroid, so every
        // level down to a shard), in both sets.
        assert_eq!(u.cell_changes.len(), 14);
        assert!(u.cell_changes.iter().all(|c| c.increments["n"] == json!(1)));
        let again = reindex(
            "ana",
            PlayerDocuments {
                cv: Some(&cv("Porto")),
                ..Default::default()
            },
            stored(&u).as_deref(),
            TODAY,
            false,
        );
        assert!(again.cell_changes.is_empty());
    }

    #[test]
    fn a_retried_event_changes_nothing() {
        let first = reindex(
            "ana",
            PlayerDocuments {
                cv: Some(&cv("Porto")),
                ..Default::default()
            },
            None,
            TODAY,
            false,
        );
        let again = reindex(
            "ana",
            PlayerDocuments {
                cv: Some(&cv("Porto")),
                ..Default::default()
            },
            stored(&first).as_deref(),
            TODAY,
            false,
        );
        assert_eq!(again.write, IndexWrite::Keep);
        assert!(again.increments.is_empty());
    }

    #[test]
    fn an_edit_that_counts_the_same_rewrites_the_entry_without_increments() {
        let first = reindex(
            "ana",
            PlayerDocuments {
                cv: Some(&cv("Porto")),
                ..Default::default()
            },
            None,
            TODAY,
            false,
        );
        let moved = reindex(
            "ana",
            PlayerDocuments {
                cv: Some(&cv("Braga")),
                ..Default::default()
            },
            stored(&first).as_deref(),
            TODAY,
            false,
        );
        assert_eq!(moved.write, IndexWrite::Set);
        assert!(moved.increments.is_empty());
    }

    #[test]
    fn a_deleted_cv_deletes_the_entry_and_takes_its_counts_back() {
        let first = reindex(
            "ana",
            PlayerDocuments {
                cv: Some(&cv("Porto")),
                ..Default::default()
            },
            None,
            TODAY,
            false,
        );
        let gone = reindex(
            "ana",
            PlayerDocuments::default(),
            stored(&first).as_deref(),
            TODAY,
            false,
        );
        assert_eq!(gone.write, IndexWrite::Delete);
        assert_eq!(gone.entry, None);
        assert_eq!(gone.increments[0].increments["players"], json!(-1));
        // Deleted twice (a retry): nothing left to do.
        let again = reindex("ana", PlayerDocuments::default(), None, TODAY, false);
        assert_eq!((again.write, again.increments.len()), (IndexWrite::Keep, 0));
    }

    #[test]
    fn an_unreadable_stored_entry_is_replaced_or_deleted() {
        let u = reindex(
            "ana",
            PlayerDocuments {
                cv: Some(&cv("Porto")),
                ..Default::default()
            },
            Some("{\"odd\": true}"),
            TODAY,
            false,
        );
        assert_eq!(u.write, IndexWrite::Set);
        let gone = reindex(
            "ana",
            PlayerDocuments {
                cv: Some("{\"visibility\": \"hidden\"}"),
                ..Default::default()
            },
            Some("[]"),
            TODAY,
            false,
        );
        assert_eq!((gone.write, gone.increments.len()), (IndexWrite::Delete, 0));
    }

    /// Ana's weekly entries as the transaction's query gives them (newest first): one week of 2025/26 per
    /// item of `goals`, from 2025-W30, each 90 minutes with that many goals from 3 shots.
    fn weekly(goals: &[u8]) -> String {
        let docs: Vec<serde_json::Value> = goals
            .iter()
            .enumerate()
            .rev()
            .map(|(i, g)| {
                let id = format!("2025-W{}", 30 + i);
                json!({"id": id, "data": {"week": id, "matches": 1, "minutes": 90, "goals": g, "shots": 3}})
            })
            .collect();
        serde_json::Value::from(docs).to_string()
    }

    #[test]
    fn weekly_entries_give_the_season_and_move_the_per90_histograms() {
        let update = |before: Option<&IndexUpdate>, weekly: Option<&str>| {
            let entry = before.and_then(stored);
            let counted = before.and_then(|b| serde_json::to_string(&b.counted).ok());
            reindex(
                "ana",
                PlayerDocuments {
                    cv: Some(&cv("Porto")),
                    weekly,
                    counted: counted.as_deref(),
                    ..Default::default()
                },
                entry.as_deref(),
                TODAY,
                false,
            )
        };
        // Four weeks, one goal each: 4 × 90 / 360 = 1.0 goals per 90 (bucket 20 of 0.05).
        let first = update(None, Some(&weekly(&[1, 1, 1, 1])));
        let season = serde_json::to_value(first.entry.as_ref().and_then(|e| e.season.clone()))
            .unwrap_or_default();
        assert_eq!(
            season,
            json!({"season": 2025, "minutes": 360, "per90": {"goals": 1, "goalContributions": 1, "shots": 3}})
        );
        // The per-90 figures count in the position's season document, not in the position's own.
        let of = |u: &IndexUpdate, path: &str| {
            u.increments
                .iter()
                .find(|i| i.path == path)
                .map(|i| i.increments.clone())
        };
        const SEASON: &str = "aggregates/positions/byPosition/CM/seasons/2025";
        assert_eq!(
            of(&first, "aggregates/positions/byPosition/CM").and_then(|i| i.get("per90").cloned()),
            None
        );
        let cm = of(&first, SEASON).unwrap_or_default();
        assert_eq!(cm["players"], json!(1));
        assert_eq!(cm["per90"]["goals"]["20"], json!(1));
        assert_eq!(cm["per90"]["shots"]["12"], json!(1));
        assert_eq!(first.counted_write, IndexWrite::Set);
        // The same entries again: nothing to do, also when the stored entry comes back from Firestore (whole
        // numbers as integers, fractions as doubles, the keys in another order).
        let again = update(Some(&first), Some(&weekly(&[1, 1, 1, 1])));
        assert_eq!((again.write, again.increments.len()), (IndexWrite::Keep, 0));
        assert_eq!(again.counted_write, IndexWrite::Keep);
        let mut from_firestore = serde_json::to_value(&first.entry).unwrap_or_default();
        from_firestore["season"]["per90"] = json!({"shots": 3, "goalContributions": 1, "goals": 1});
        let retried = reindex(
            "ana",
            PlayerDocuments {
                cv: Some(&cv("Porto")),
                weekly: Some(&weekly(&[1, 1, 1, 1])),
                ..Default::default()
            },
            Some(&from_firestore.to_string()),
            TODAY,
            false,
        );
        assert_eq!(retried.write, IndexWrite::Keep);
        // A goalless fifth week: 4 goals in 450 minutes = 0.8 per 90 (bucket 16): the player moves bucket.
        let more = update(Some(&first), Some(&weekly(&[1, 1, 1, 1, 0])));
        let goals = &of(&more, SEASON).unwrap_or_default()["per90"]["goals"];
        assert_eq!(
            (goals["20"].clone(), goals["16"].clone()),
            (json!(-1), json!(1))
        );
        // Under 270 minutes: a season without per-90 figures, counted in no histogram.
        let short = update(None, Some(&weekly(&[1, 1])));
        let s = short.entry.as_ref().and_then(|e| e.season.clone());
        assert_eq!(
            s.as_ref().map(|s| (s.season, s.minutes, s.per90.len())),
            Some((2025, 180, 0))
        );
        assert_eq!(of(&short, SEASON), None);
        assert_eq!(short.counted_write, IndexWrite::Keep);
        // No weekly entries, or text that is none: no season.
        for none in [None, Some("[]"), Some("{"), Some("{\"id\": 1}")] {
            assert_eq!(
                update(None, none).entry.and_then(|e| e.season),
                None,
                "{none:?}"
            );
        }
    }

    #[test]
    fn a_player_counts_in_every_season_they_logged_and_a_week_of_an_old_season_counts_in_it() {
        let week = |id: &str, goals: u8| json!({"id": id, "data": {"week": id, "matches": 10, "minutes": 900, "goals": goals}});
        let all = serde_json::Value::from(vec![
            week("2025-W40", 2),
            week("2024-W40", 1),
            week("2023-W40", 0),
        ])
        .to_string();
        let newest = serde_json::Value::from(vec![week("2025-W40", 2)]).to_string();
        let run = |counted: Option<&str>, season_weekly: Option<SeasonWeeks<'_>>| {
            reindex(
                "ana",
                PlayerDocuments {
                    cv: Some(&cv("Porto")),
                    weekly: Some(&newest),
                    counted,
                    season_weekly,
                    ..Default::default()
                },
                None,
                TODAY,
                false,
            )
        };
        // The backfill reads every week: three seasons, each in its own document.
        let backfilled = run(
            None,
            Some(SeasonWeeks {
                weekly: &all,
                season: None,
            }),
        );
        assert_eq!(
            backfilled.counted.seasons.keys().collect::<Vec<_>>(),
            vec!["2023", "2024", "2025"]
        );
        let seasons: Vec<&str> = backfilled
            .increments
            .iter()
            .map(|i| i.path.as_str())
            .filter(|p| p.contains("/seasons/"))
            .collect();
        assert_eq!(seasons.len(), 3);
        // A trigger reads the newest season only: the older ones stay as the record says.
        let record = serde_json::to_string(&backfilled.counted).unwrap_or_default();
        let newest_only = run(Some(&record), None);
        assert_eq!(
            (newest_only.counted_write, newest_only.counted.seasons.len()),
            (IndexWrite::Keep, 3)
        );
        // The last week of 2023/24 deleted: its season is read (empty) and counts no more; the others stay.
        let emptied = run(
            Some(&record),
            Some(SeasonWeeks {
                weekly: "[]",
                season: Some(2023),
            }),
        );
        assert_eq!(
            emptied.counted.seasons.keys().collect::<Vec<_>>(),
            vec!["2024", "2025"]
        );
        let gone: Vec<&DocumentIncrements> = emptied
            .increments
            .iter()
            .filter(|i| i.path.contains("/seasons/"))
            .collect();
        assert_eq!(gone.len(), 1);
        assert_eq!(
            (gone[0].path.as_str(), &gone[0].increments["players"]),
            (
                "aggregates/positions/byPosition/CM/seasons/2023",
                &json!(-1)
            )
        );
        // The CV deleted (the account with it): the record goes, and every season takes the player back.
        let deleted = reindex(
            "ana",
            PlayerDocuments {
                counted: Some(&record),
                ..Default::default()
            },
            None,
            TODAY,
            false,
        );
        assert_eq!(deleted.counted_write, IndexWrite::Delete);
        let taken_back: Vec<&DocumentIncrements> = deleted
            .increments
            .iter()
            .filter(|i| i.path.contains("/seasons/"))
            .collect();
        assert_eq!(taken_back.len(), 3);
        assert!(taken_back
            .iter()
            .all(|i| i.increments["players"] == json!(-1)));
    }

    #[test]
    fn new_stats_rewrite_the_entry_and_move_the_face_figures() {
        // Ana's update with the stats fixture at this pace (`None`: no stats), over the stored entry.
        let update = |before: Option<&IndexUpdate>, pace: Option<u8>| {
            let stats = pace.map(|p| {
                let mut doc = skora_domain::attributes::fixtures::stored_doc();
                doc["physical"]["pace"] = json!(p);
                doc.to_string()
            });
            let entry = before.and_then(stored);
            reindex(
                "ana",
                PlayerDocuments {
                    cv: Some(&cv("Porto")),
                    stats: stats.as_deref(),
                    ..Default::default()
                },
                entry.as_deref(),
                TODAY,
                false,
            )
        };
        let first = update(None, Some(17));
        let faces = first
            .entry
            .as_ref()
            .and_then(|e| e.faces)
            .unwrap_or_default();
        assert_eq!(faces.values().len(), 6);
        // A retried event with the same stats: nothing to do.
        let again = update(Some(&first), Some(17));
        assert_eq!((again.write, again.increments.len()), (IndexWrite::Keep, 0));
        // A faster player: PAC moves from one bucket to the next, nothing else in the countries document.
        let faster = update(Some(&first), Some(20));
        assert_eq!(faster.write, IndexWrite::Set);
        assert_eq!(faster.increments.len(), 1);
        assert_eq!(
            faster.increments[0].path,
            "aggregates/positions/byPosition/CM"
        );
        let figures = &faster.increments[0].increments["figures"];
        // Pace 20 instead of 17: speed (20 + 2 × 16.07) / 3 = 17.38, PAC 0.45 × 16.50 + 0.55 × 17.38 = 16.98 → 83.
        assert_eq!(figures["pac"]["81"], json!(-1));
        assert_eq!(figures["pac"]["83"], json!(1));
        assert_eq!(figures["sho"], json!(null), "SHO did not move");
        // Stats deleted: the faces and the overall are taken back.
        let gone = update(Some(&faster), None);
        assert_eq!(gone.entry.and_then(|e| e.faces), None);
        assert_eq!(
            gone.increments[0].increments["figures"]["pac"]["83"],
            json!(-1)
        );
    }

    #[test]
    fn saved_stats_count_in_the_season_of_the_save_within_the_age_group() {
        let mut stats = skora_domain::attributes::fixtures::stored_doc();
        // 2025-10-01: the 2025/26 season.
        stats["updatedAt"] = json!({"seconds": 1_759_276_800, "nanoseconds": 0});
        let private = json!({"dateOfBirth": "2007-03-02"}).to_string();
        let update = reindex(
            "ana",
            PlayerDocuments {
                cv: Some(&cv("Porto")),
                private: Some(&private),
                stats: Some(&stats.to_string()),
                ..Default::default()
            },
            None,
            TODAY,
            false,
        );
        assert_eq!(update.counted.rated.keys().collect::<Vec<_>>(), ["2025"]);
        let season = update
            .increments
            .iter()
            .find(|i| i.path == "aggregates/positions/byPosition/CM/seasons/2025")
            .map(|i| i.increments.clone())
            .unwrap_or_default();
        assert_eq!(season["rated"]["u19"]["players"], json!(1));
        assert_eq!(season["rated"]["u19"]["pac"]["81"], json!(1));
        assert_eq!(update.counted_write, IndexWrite::Set);
    }

    /// Ana's update when her CV says `flag` about a photo and the picture is served or not.
    fn photo_update(flag: Option<bool>, served: bool) -> IndexUpdate {
        let mut doc: serde_json::Value = serde_json::from_str(&cv("Porto")).unwrap_or_default();
        if let Some(flag) = flag {
            doc["hasPhoto"] = json!(flag);
        }
        reindex(
            "ana",
            PlayerDocuments {
                cv: Some(&doc.to_string()),
                ..Default::default()
            },
            None,
            TODAY,
            served,
        )
    }

    #[test]
    fn the_served_picture_decides_the_photo_of_the_cv_and_of_the_entry() {
        let has_photo = |u: &IndexUpdate| u.entry.as_ref().map(|e| e.has_photo);
        // A picture uploaded before the first save: the CV says none, one is served. The CV is corrected and the
        // entry made from the corrected CV.
        for flag in [Some(false), None] {
            let first_save = photo_update(flag, true);
            assert_eq!(first_save.cv_has_photo, Some(true), "{flag:?}");
            assert_eq!(has_photo(&first_save), Some(true), "{flag:?}");
        }
        // A CV that claims a picture nobody serves (removed, or never processed).
        let removed = photo_update(Some(true), false);
        assert_eq!(
            (removed.cv_has_photo, has_photo(&removed)),
            (Some(false), Some(false))
        );
        // The CV already agrees (no flag, or one that is not `true`, says none): nothing to correct.
        for (flag, served) in [(Some(true), true), (Some(false), false), (None, false)] {
            let agreed = photo_update(flag, served);
            assert_eq!(
                (agreed.cv_has_photo, has_photo(&agreed)),
                (None, Some(served)),
                "{flag:?}"
            );
        }
        // No CV, or none to read: nothing to correct.
        let none = reindex("ana", PlayerDocuments::default(), None, TODAY, true);
        assert_eq!(none.cv_has_photo, None);
        let unreadable = reindex(
            "ana",
            PlayerDocuments {
                cv: Some("[1]"),
                ..Default::default()
            },
            None,
            TODAY,
            true,
        );
        assert_eq!(unreadable.cv_has_photo, None);
    }

    #[test]
    fn serialises_for_the_functions() {
        let u = reindex("ana", PlayerDocuments::default(), None, TODAY, false);
        assert_eq!(
            serde_json::to_value(u).ok(),
            Some(
                json!({"write": "keep", "entry": null, "increments": [], "cellChanges": [], "countedWrite": "keep",
                "counted": {"seasons": {}}, "cvHasPhoto": null})
            )
        );
    }
}
