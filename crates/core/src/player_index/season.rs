//! The player's newest weekly season in their entry.

use serde_json::Value;

use super::entry::{fit, IndexEntry};
use super::facts::MAX_SOURCE_BYTES;
use skora_domain::profile::EntryDocument;
use skora_domain::weekly::{newest_season, read_entries, SeasonFigures};

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

/// The entry with the player's newest weekly season (see [`weekly_season`]), fitted again.
pub fn with_season(mut entry: IndexEntry, season: Option<SeasonFigures>) -> IndexEntry {
    entry.season = season;
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
}
