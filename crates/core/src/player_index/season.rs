//! The player's newest weekly season in their entry.

use serde_json::Value;

use super::entry::{fit, IndexEntry};
use super::facts::MAX_SOURCE_BYTES;
use super::keys::{is_confirmed_key, with_confirmed_keys};
use std::collections::BTreeMap;

use crate::confirmed_weeks::{confirmed_entries, confirmed_share, read_confirmed, ConfirmedWeek};
use skora_domain::profile::EntryDocument;
use skora_domain::weekly::{
    newest_season, read_entries, season_figures, season_of, SeasonFigures, WeeklyEntry,
};

/// The most weekly entries the index reads: the reindex transaction's query (`orderBy('week', 'desc')`,
/// limit 60: the field equals the id, and Firestore refuses descending scans of ids), one season's cap.
pub const WEEKLY_ENTRIES_READ: usize = skora_foundations::limits::WEEKLY_SEASON_MAX_ENTRIES;

/// The player's weekly entries as a reindex reads them (a JSON array of `{id, data}`): the first `limit` items, of
/// which an item that is no entry is skipped; text that is not such an array (too long, not JSON) gives none.
pub fn weekly_documents(weekly_json: Option<&str>, limit: usize) -> Vec<EntryDocument> {
    let Some(Value::Array(items)) = weekly_json
        .filter(|t| t.len() <= MAX_SOURCE_BYTES)
        .and_then(|t| serde_json::from_str(t).ok())
    else {
        return Vec::new();
    };
    items
        .into_iter()
        .take(limit)
        .filter_map(|item| serde_json::from_value(item).ok())
        .collect()
}

/// The newest season's figures of the player's weekly entries, given as the reindex reads them, newest first. Only
/// the first `WEEKLY_ENTRIES_READ` count (see [`weekly_documents`]).
pub fn weekly_season(weekly_json: Option<&str>) -> Option<SeasonFigures> {
    newest_season(&read_entries(&weekly_documents(
        weekly_json,
        WEEKLY_ENTRIES_READ,
    )))
}

/// The newest season, its entries and its record of confirmed weeks (when the record is that season's).
fn newest_confirmed(
    weekly_json: Option<&str>,
    record_json: Option<&str>,
) -> Option<(u16, Vec<WeeklyEntry>, BTreeMap<String, ConfirmedWeek>)> {
    let season = weekly_season(weekly_json)?.season;
    let entries: Vec<_> = read_entries(&weekly_documents(weekly_json, WEEKLY_ENTRIES_READ))
        .into_iter()
        .filter(|e| season_of(e.week) == season)
        .collect();
    let record: Option<Value> = record_json
        .filter(|t| t.len() <= MAX_SOURCE_BYTES)
        .and_then(|t| serde_json::from_str(t).ok())
        .filter(|r: &Value| r.get("season").and_then(Value::as_u64) == Some(u64::from(season)));
    Some((season, entries, read_confirmed(record.as_ref())))
}

/// The newest season and the figures of its weeks an official confirmed (`None` within: none is), for the "confirmed
/// stats only" view's histograms; `None` without a weekly season.
pub fn confirmed_figures(
    weekly_json: Option<&str>,
    record_json: Option<&str>,
) -> Option<(u16, Option<SeasonFigures>)> {
    let (season, entries, record) = newest_confirmed(weekly_json, record_json)?;
    let confirmed: Vec<WeeklyEntry> = confirmed_entries(&entries, &record);
    Some((
        season,
        (!confirmed.is_empty()).then(|| season_figures(season, &confirmed)),
    ))
}

/// How much of the newest season's minutes its record of confirmed weeks confirms, 0–100 (`None` without a season):
/// `weekly_json` as [`weekly_season`] reads it, `record_json` that season's `players/{uid}/confirmedWeeks/{season}`.
pub fn confirmed_percent(weekly_json: Option<&str>, record_json: Option<&str>) -> Option<u8> {
    let (_, entries, record) = newest_confirmed(weekly_json, record_json)?;
    let share = confirmed_share(&entries, &record).share;
    // A share in 0–1: its percent is in 0–100 (rounded down, so "100" means every minute).
    Some((share * 100.0).floor().clamp(0.0, 100.0) as u8)
}

/// The entry with the player's newest weekly season (see [`weekly_season`]) and how much of it is confirmed (see
/// [`confirmed_percent`]; a player with confirmed minutes carries the confirmed filter's tags), fitted again.
pub fn with_season(
    mut entry: IndexEntry,
    season: Option<SeasonFigures>,
    confirmed: Option<u8>,
) -> IndexEntry {
    entry.confirmed = confirmed.filter(|_| season.is_some());
    entry.season = season;
    entry.filter_keys.retain(|k| !is_confirmed_key(k));
    if entry.confirmed.is_some_and(|c| c > 0) {
        entry.filter_keys = with_confirmed_keys(&entry.filter_keys);
    }
    fit(&mut entry);
    entry
}

#[cfg(test)]
mod tests {
    use super::*;
    use serde_json::json;

    #[test]
    fn the_weekly_season_is_read_tolerantly_and_bounded() {
        let doc = |id: &str, minutes: u32| json!({"id": id, "data": {"week": id, "minutes": minutes, "goals": 1}});
        // Newest first; 2024-W40 is an older season: the newest entry's season (2025/26) is the one kept.
        let text = json!([doc("2025-W31", 200), "junk", doc("2025-W30", 100), doc("2024-W40", 900),
            {"id": "2025-W29", "data": {"week": "2025-W29", "minutes": "lots"}}])
        .to_string();
        let s = weekly_season(Some(&text));
        assert_eq!(s.as_ref().map(|s| (s.season, s.minutes)), Some((2025, 300)));
        assert_eq!(
            s.as_ref().and_then(|s| s.per90.get("goals").cloned()),
            Some(json!(0.6))
        );
        // Only the first 60 items count: 61 newest-first weeks of which the 61st is another season's.
        let many: Vec<Value> = (0..60)
            .map(|i| doc(&format!("2026-W{:02}", 26 - i % 26), 10))
            .chain([doc("2024-W40", 900)])
            .collect();
        assert_eq!(
            weekly_season(Some(&Value::from(many).to_string())).map(|s| s.season),
            Some(2025)
        );
        for bad in ["", "{}", "[", "null", "[1, 2]"] {
            assert_eq!(weekly_season(Some(bad)), None, "{bad}");
        }
        assert_eq!(weekly_season(None), None);
    }

    #[test]
    fn the_confirmed_share_is_the_newest_season_s_and_only_its_record_counts() {
        let week =
            |id: &str, minutes: u32| json!({"id": id, "data": {"week": id, "minutes": minutes}});
        let weeks = json!([
            week("2025-W31", 90),
            week("2025-W30", 270),
            week("2024-W40", 900)
        ])
        .to_string();
        let hash = |id: &str, minutes: f64| {
            let mut e = skora_domain::weekly::WeeklyEntry::empty(
                skora_domain::weekly::IsoWeek::parse(id).expect("a week"),
            );
            e.set(skora_domain::weekly::WeeklyKey::Minutes, Some(minutes));
            crate::confirmed_weeks::week_hash(&e)
        };
        let record = |season: u16| {
            json!({"season": season, "weeks": {"2025-W30": {"hash": hash("2025-W30", 270.0), "by": "A (coach, B)"}}})
                .to_string()
        };
        assert_eq!(
            confirmed_percent(Some(&weeks), Some(&record(2025))),
            Some(75)
        );
        assert_eq!(
            confirmed_percent(Some(&weeks), Some(&record(2024))),
            Some(0)
        );
        assert_eq!(confirmed_percent(Some(&weeks), None), Some(0));
        assert_eq!(confirmed_percent(None, Some(&record(2025))), None);
        assert_eq!(confirmed_percent(Some(&weeks), Some("[")), Some(0));
    }
}
