//! skora-core for Node: what the Cloud Functions (`functions/`) need to maintain the player index and
//! the aggregates, built with `wasm-bindgen --target experimental-nodejs-module` into `functions/core/`.
//!
//! The boundary is five handles of static methods ([`handles`]): plain JS values out, stored documents in as
//! the JSON text the functions make of them, so the tolerant reading of a hostile document happens in Rust,
//! where it is tested. The functions below are what the handles call, as JSON values (natively tested). Every
//! decision is the core's; this crate only converts. Nothing here can throw: bad input gives "no entry", never
//! an exception.

use serde_json::Value;
use skora_core::{
    aggregates, date_text, firestore_paths, index_update, link_preview, player_index, profile,
    weekly,
};
mod accounts;
mod cells;
mod confirmations;
mod contact;
mod forms;
pub mod handles;

/// A JSON text as a value, or `None` for text that is not JSON (or nested past serde_json's 128 levels).
fn parse_json(text: &str) -> Option<Value> {
    serde_json::from_str(text).ok()
}

fn to_json<T: serde::Serialize>(value: &T) -> Value {
    // Our own types always serialise; null otherwise keeps every answer a value.
    serde_json::to_value(value).unwrap_or(Value::Null)
}

/// The update of `playerIndex/{uid}` and the aggregates (`IndexUpdate` as JSON) for the player's
/// documents as they are now (`null`: absent) and the stored entry. `statsJson` (`playerStats/{uid}`) gives the
/// entry its face attributes, `weeklyJson` (the player's newest weekly entries as a JSON array of `{id, data}`,
/// newest first: the transaction's `orderBy('week', 'desc').limit(60)` query) its weekly `season`. Both last so
/// callers from before them still work: `undefined` reads as absent.
#[allow(clippy::too_many_arguments)] // positional, as the handle passes them on
pub fn reindex_player(
    uid: &str,
    cv_json: Option<String>,
    private_json: Option<String>,
    stored_json: Option<String>,
    today: &str,
    photo_stored: bool,
    stats_json: Option<String>,
    weekly_json: Option<String>,
    counted_json: Option<String>,
    season_weekly: Option<(String, Option<u16>)>,
    confirmed_json: Option<String>,
) -> Value {
    let documents = index_update::PlayerDocuments {
        cv: cv_json.as_deref(),
        private: private_json.as_deref(),
        stats: stats_json.as_deref(),
        weekly: weekly_json.as_deref(),
        counted: counted_json.as_deref(),
        season_weekly: season_weekly
            .as_ref()
            .map(|(weekly, season)| index_update::SeasonWeeks {
                weekly,
                season: *season,
            }),
        confirmed: confirmed_json.as_deref(),
    };
    to_json(&index_update::reindex(
        uid,
        documents,
        stored_json.as_deref(),
        today,
        photo_stored,
    ))
}

/// Whether changing the player's `source` document (`cv`, `private`, `stats` or `weekly`) from `before` to `after`
/// (JSON text, absent when the document is) may change their index entry on `today`; an unknown source may.
pub fn may_change_entry(
    source: &str,
    before: Option<String>,
    after: Option<String>,
    today: &str,
) -> bool {
    serde_json::from_value::<skora_core::index_changes::SourceDocument>(Value::from(source)).map_or(
        true,
        |source| {
            skora_core::index_changes::may_change_entry(
                source,
                before.as_deref(),
                after.as_deref(),
                today,
            )
        },
    )
}

/// The delta documents of a JSON array text (anything else reads as none).
fn delta_values(deltas_json: &str) -> Vec<Value> {
    serde_json::from_str(deltas_json).unwrap_or_default()
}

/// The delta documents (a JSON array text) merged into one: `Merge` as JSON, `{delta: {changes} | null, applied,
/// skipped}`.
pub fn merge_deltas(deltas_json: &str) -> Value {
    to_json(&aggregates::merge_deltas(&delta_values(deltas_json)))
}

/// The aggregate documents a fold of the delta documents (a JSON array text) reads and writes.
pub fn fold_reads(deltas_json: &str) -> Value {
    to_json(&aggregates::fold_reads(&delta_values(deltas_json)))
}

/// The fold of the delta documents (a JSON array text) into the stored aggregate documents (a JSON object text, path →
/// document; a path left out has none): `Fold` as JSON, `{documents: [{path, data}], applied, skipped}`.
pub fn fold_deltas(deltas_json: &str, stored_json: &str) -> Value {
    let stored: std::collections::BTreeMap<String, Value> =
        serde_json::from_str(stored_json).unwrap_or_default();
    to_json(&aggregates::fold(&delta_values(deltas_json), &stored))
}

/// Every aggregate document rebuilt from the stored entries (a JSON array of `playerIndex` documents) on top of `sums`
/// (a JSON object text, path → document, as the rebuild's earlier pages left them; absent for the first):
/// `{documents: [{path, data}], entries, skipped}`; entries that cannot be read are skipped and counted.
pub fn aggregate_documents(
    entries_json: &str,
    sums_json: Option<&str>,
    records_json: Option<&str>,
) -> Value {
    let values: Vec<Value> = serde_json::from_str(entries_json).unwrap_or_default();
    let sums: std::collections::BTreeMap<String, Value> = sums_json
        .and_then(|s| serde_json::from_str(s).ok())
        .unwrap_or_default();
    let entries: Vec<player_index::IndexEntry> = values
        .iter()
        .filter_map(|v| serde_json::from_value(v.clone()).ok())
        .collect();
    // The records are read like a reindex reads one: what does not read counts for nothing.
    let records: Vec<aggregates::CountedSeasons> = records_json
        .and_then(|r| serde_json::from_str::<Vec<Value>>(r).ok())
        .unwrap_or_default()
        .iter()
        .map(aggregates::read_counted_value)
        .collect();
    to_json(&serde_json::json!({
        "documents": aggregates::aggregate_documents_onto(&sums, &entries, &records),
        "entries": entries.len(),
        "skipped": values.len() - entries.len(),
    }))
}

/// The season of ISO week `week` (`2025-W40`) and its range of week ids (`{season, first, last}`), or `None` for
/// text that is no week: the weekly entries a reindex reads for the season of a week that changed.
pub fn season_weeks(week: &str) -> Option<Value> {
    use skora_core::weekly::{season_of, season_range, IsoWeek};
    let season = season_of(IsoWeek::parse(week)?);
    let range = season_range(season)?;
    Some(serde_json::json!({"season": season, "first": range.first, "last": range.last}))
}

/// The data split's migration of one player (`Migration` as JSON: `{cvSet, cvDelete, details}`, the private
/// document without its `updatedAt`), or `None` when the CV is already split or is no document.
pub fn migrate_player(cv_json: &str, details_json: Option<String>) -> Option<Value> {
    let cv = parse_json(cv_json)?;
    let details = details_json.as_deref().and_then(parse_json);
    profile::migrate_player(&cv, details.as_ref()).map(|m| to_json(&m))
}

/// A CV in the shape written before the split (the exact date of birth, location and e-mail in it) as the
/// two documents the split writes: `{cv, details}` as JSON, or `None` when there is nothing to split.
/// The seed writes its demo players through this, so their shape is the migration's.
pub fn split_player(cv_json: &str) -> Option<Value> {
    let cv = parse_json(cv_json)?;
    let migration = profile::migrate_player(&cv, None)?;
    Some(to_json(&serde_json::json!({
        "cv": profile::apply_migration(&cv, &migration),
        "details": migration.details,
    })))
}

/// The documents a CV (one object, its `career` and `honours` lists included) is stored as for player
/// `uid`, over entries stored up to `stored` (`{career, honours}` lengths, JSON): `CvWrites` as JSON
/// (`{cv, entries: [{path, data}], deletes: [path]}`), or `None` for an id that is no document id or
/// a CV that is no object. The seed writes its players through this.
pub fn cv_writes(uid: &str, cv_json: &str, stored_json: &str) -> Option<Value> {
    let cv = parse_json(cv_json)?;
    let stored = serde_json::from_str(stored_json).unwrap_or_default();
    profile::cv_writes(uid, &cv, stored).map(|w| to_json(&w))
}

/// The documents of player `uid` (`{cv, private, career, honours, stats, weekly, index, picture}` paths as JSON;
/// career, honours and weekly are collections), or `None` for an id that is no document id.
pub fn player_paths(uid: &str) -> Option<Value> {
    Some(to_json(&serde_json::json!({
        "cv": firestore_paths::player_path(uid)?,
        "private": firestore_paths::player_private_path(uid)?,
        "career": firestore_paths::career_path(uid)?,
        "honours": firestore_paths::honours_path(uid)?,
        "stats": firestore_paths::player_stats_path(uid)?,
        "weekly": firestore_paths::weekly_stats_path(uid)?,
        "index": firestore_paths::player_index_path(uid)?,
        "picture": firestore_paths::picture_path(uid)?,
    })))
}

/// The uid a request's path (`/p/{uid}`) names, decoded; `None` when it names none.
pub fn player_page_uid(path: &str) -> Option<String> {
    skora_core::routes::player_page_uid(path)
}

/// The page `/p/{uid}` answers with (`{status, html}` as JSON): the app's pre-rendered CV page
/// (`template`) with the player's title, description and picture in its meta tags, from the stored
/// index entry (`entry_json`, `null`: none; `gone`: the account was deleted). `site_json` is `{origin, storageOrigin,
/// bucket}`.
pub fn player_page(
    template: &str,
    uid: &str,
    entry_json: Option<String>,
    gone: bool,
    today: &str,
    site_json: &str,
) -> Value {
    let site: Value = serde_json::from_str(site_json).unwrap_or(Value::Null);
    let text = |key: &str| site[key].as_str().unwrap_or_default().to_string();
    let (origin, storage_origin, bucket) = (text("origin"), text("storageOrigin"), text("bucket"));
    let site = link_preview::Site {
        origin: &origin,
        storage_origin: &storage_origin,
        bucket: &bucket,
    };
    let entry = entry_json
        .as_deref()
        .and_then(player_index::read_index_entry);
    let page = link_preview::player_page(template, uid, entry.as_ref(), gone, today, &site);
    to_json(&serde_json::json!({"status": page.status, "html": page.html}))
}

/// The uid whose picture the Storage object `name` is (`profilePictures/{uid}`), or `None`.
pub fn picture_owner(name: &str) -> Option<String> {
    firestore_paths::picture_owner(name).map(str::to_string)
}

/// The limits every document keeps before a rule reads it (`DocumentLimits` as JSON: `{maxDepth, maxBytes}`):
/// the functions' conversion of the Admin SDK's values (`functions/src/firestore-json.js`) applies them.
pub fn document_limits() -> Value {
    to_json(&skora_core::documents::DOCUMENT_LIMITS)
}

/// The uid whose upload the Storage object `name` is (`pictureUploads/{uid}`), or `None`.
pub fn picture_upload_owner(name: &str) -> Option<String> {
    firestore_paths::picture_upload_owner(name).map(str::to_string)
}

/// The re-encoding's parameters as JSON (`picture::PictureProcessing`: paths, types, sizes, format).
pub fn picture_processing() -> Value {
    to_json(&skora_core::picture::picture_processing())
}

/// The image type an upload's first bytes (`head`, a Buffer or Uint8Array) announce: `image/jpeg`, `image/png` or
/// `image/webp`, or `None` for anything else (`picture::picture_signature_type`).
pub fn picture_signature_type(head: &[u8]) -> Option<String> {
    skora_core::picture::picture_signature_type(head).map(str::to_string)
}

/// The visibility a served picture carries in its metadata for `storage.rules`, from the index
/// entry's visibility (`undefined`: no entry): `public`, `members` or `none`.
pub fn picture_visibility(entry_visibility: Option<String>) -> String {
    skora_core::picture::picture_visibility(entry_visibility.as_deref()).to_string()
}

/// A weekly entry as the owner's form would write it (the seed's demo weeks go through the same rule as a player's):
/// `formJson` is a `WeeklyForm` (`{week, goals: "2", …}`, any key may be missing), `contextJson` a `WeeklyContext`
/// (`{today, dateOfBirth?, loggedWeeks}`). `{"document": {…}}` (without `updatedAt`) or `{"errors": [{field, code,
/// message}]}`; text that does not read gives `{"errors": []}`.
pub fn weekly_document(form_json: &str, context_json: &str) -> Value {
    let form = serde_json::from_str::<weekly::WeeklyForm>(form_json);
    let context = serde_json::from_str::<weekly::WeeklyContext>(context_json);
    let (Ok(form), Ok(context)) = (form, context) else {
        return to_json(&serde_json::json!({"errors": []}));
    };
    match weekly::validate_weekly_form(&form, &context) {
        Ok(document) => to_json(&serde_json::json!({"document": document})),
        Err(errors) => to_json(&serde_json::json!({"errors": errors})),
    }
}

/// A season's first and last week ids (`{first, last}` as JSON: the season query's id range), or `None` for a
/// season before the diary's first year.
pub fn weekly_season_range(season: u16) -> Option<Value> {
    weekly::season_range(season).map(|r| to_json(&r))
}

/// A stored date as the site prints it (`10 May 2006`, `May 2006`), or the text as it is when it is not a
/// real `YYYY-MM-DD` or `YYYY-MM`: what a function writes for a person reads as the pages do.
pub fn date_text(iso: &str) -> String {
    date_text::date_text(iso).unwrap_or_else(|| iso.to_string())
}

/// The collections and documents the functions watch and write, for their trigger patterns.
pub fn index_paths() -> Value {
    let players = firestore_paths::PLAYERS;
    to_json(&serde_json::json!({
        "players": players,
        "playerIndex": firestore_paths::PLAYER_INDEX,
        "cvTrigger": format!("{players}/{{uid}}"),
        "privateTrigger": format!("{players}/{{uid}}/{}", firestore_paths::PLAYER_PRIVATE_DETAILS),
        "playerStats": firestore_paths::PLAYER_STATS,
        "statsTrigger": format!("{}/{{uid}}", firestore_paths::PLAYER_STATS),
        "weeklyTrigger": format!("{players}/{{uid}}/{}/{{week}}", firestore_paths::WEEKLY_STATS),
        "confirmedTrigger": format!("{players}/{{uid}}/{}/{{season}}", firestore_paths::CONFIRMED_WEEKS),
        // How many of the newest weekly entries the reindex transaction reads (and the core counts).
        "weeklyEntriesRead": player_index::WEEKLY_ENTRIES_READ,
        "countries": aggregates::COUNTRIES_PATH,
        // Each player's record of what they count for in the position's season documents.
        "countedSeasons": aggregates::COUNTED_SEASONS,
        // The collections of each position's season documents (a rebuild deletes those it no longer writes).
        "seasonCollections": skora_core::positions::Position::ALL
            .iter()
            .map(|p| format!("{}/seasons", aggregates::position_path(*p)))
            .collect::<Vec<_>>(),
        // Each index write's aggregate increments wait here for the fold, which takes them a page at a time.
        "deltas": firestore_paths::AGGREGATE_DELTAS,
        // The fold's pages of deltas merged into one, which its second stage adds into the aggregates.
        "merges": firestore_paths::AGGREGATE_MERGES,
        "foldPage": aggregates::FOLD_PAGE,
        // The long jobs' progress, so a run stopped by a failure resumes.
        "backfillJob": firestore_paths::BACKFILL_JOB,
        "rebuildJob": firestore_paths::REBUILD_JOB,
        "rebuildSums": firestore_paths::REBUILD_SUMS,
        "totals": aggregates::TOTALS_PATH,
        // Every list's copy of a player (`users/{uid}/shortlists/{NN}/saved/{player}`), by its `player` field.
        "savedGroup": firestore_paths::SAVED_PLAYERS,
        "savedPlayerField": skora_core::shortlist_page::SAVED_PLAYER_FIELD,
        "indexTrigger": format!("{}/{{uid}}", firestore_paths::PLAYER_INDEX),
        // Every saved search (`users/{uid}/searches/{id}`), by its alert key (`skora_core::search_alerts`).
        "searchesGroup": firestore_paths::SAVED_SEARCHES,
        "alertKeyField": skora_core::search_alerts::ALERT_KEY_FIELD,
        // Every notification (`users/{uid}/notifications/{id}`), by whether a daily digest sent it.
        "notificationsGroup": firestore_paths::NOTIFICATIONS,
        "digestedField": skora_core::search_alerts::DIGESTED_FIELD,
        // A player saved to a list: the functions count the scout's interest (`skora_core::player_interest`), each
        // month's document repeating its id in `interestMonthField`.
        "interestMonthField": skora_core::player_interest::INTEREST_MONTH_FIELD,
        "savedTrigger": format!(
            "users/{{scout}}/shortlists/{{list}}/{}/{{player}}",
            firestore_paths::SAVED_PLAYERS
        ),
    }))
}

#[cfg(test)]
mod tests {
    use super::*;
    use serde_json::json;

    fn parse(value: Value) -> Value {
        value
    }

    #[test]
    fn reindex_speaks_json_and_takes_absent_documents() {
        let cv = json!({"visibility": "public", "firstName": "Ana", "countryOfResidence": "PT"})
            .to_string();
        let update = parse(reindex_player(
            "ana",
            Some(cv),
            None,
            None,
            "2025-06-01",
            false,
            None,
            None,
            None,
            None,
            None,
        ));
        assert_eq!(update["write"], json!("set"));
        assert_eq!(update["entry"]["displayName"], json!("Ana"));
        let none = parse(reindex_player(
            "ana",
            None,
            None,
            None,
            "2025-06-01",
            false,
            None,
            None,
            None,
            None,
            None,
        ));
        assert_eq!(
            none,
            json!({"write": "keep", "entry": null, "increments": [], "cellChanges": [], "countedWrite": "keep",
                "counted": {"seasons": {}}, "cvHasPhoto": null})
        );
        let garbage = parse(reindex_player(
            "ana",
            Some("\u{0}".into()),
            Some("[".into()),
            Some("7".into()),
            "",
            true,
            None,
            None,
            None,
            None,
            None,
        ));
        assert_eq!(garbage["write"], json!("delete"));
    }

    #[test]
    fn reindex_reads_the_stats_document_last() {
        let cv = json!({"visibility": "public", "firstName": "Ana", "playerType": "outfield",
            "mainPosition": "ST", "countryOfResidence": "PT"})
        .to_string();
        let ratings =
            |keys: &[&str]| -> Value { keys.iter().map(|k| (k.to_string(), json!(12))).collect() };
        let stats = json!({
            "physical": ratings(&["acceleration", "agility", "balance", "jumpingReach", "naturalFitness",
                "pace", "stamina", "strength"]),
            "technical": ratings(&["corners", "crossing", "dribbling", "finishing", "firstTouch",
                "freeKickTaking", "heading", "longShots", "longThrows", "marking", "passing",
                "penaltyTaking", "tackling", "technique"]),
        });
        let mut stats = stats;
        stats["technical"]["weakFoot"] = json!(3);
        stats["technical"]["skillMoves"] = json!(3);
        let update = parse(reindex_player(
            "ana",
            Some(cv),
            None,
            None,
            "2025-06-01",
            false,
            Some(stats.to_string()),
            None,
            None,
            None,
            None,
        ));
        // Every face is 12 on the 1–20 scale: 1 + 11 × 98 / 19 = 57.7 → 58, and so is the overall.
        assert_eq!(update["entry"]["faces"]["PAC"], json!(58));
        assert_eq!(update["entry"]["overall"], json!(58));
        let position = &update["increments"][1];
        assert_eq!(
            position["path"],
            json!("aggregates/positions/byPosition/ST")
        );
        assert_eq!(position["increments"]["figures"]["sho"]["58"], json!(1));
        assert_eq!(position["increments"]["figures"]["overall"]["58"], json!(1));
    }

    #[test]
    fn reindex_reads_the_weekly_entries_last() {
        let cv = json!({"visibility": "public", "firstName": "Ana", "playerType": "outfield",
            "mainPosition": "ST", "countryOfResidence": "PT"})
        .to_string();
        let weekly = json!([
            {"id": "2025-W41", "data": {"week": "2025-W41", "minutes": 180, "goals": 1}},
            {"id": "2025-W40", "data": {"week": "2025-W40", "minutes": 90, "goals": 2}},
        ])
        .to_string();
        let update = parse(reindex_player(
            "ana",
            Some(cv),
            None,
            None,
            "2025-11-01",
            false,
            None,
            Some(weekly),
            None,
            None,
            None,
        ));
        // 3 goals in 270 minutes: 1.0 per 90, bucket 20 of 0.05.
        assert_eq!(
            update["entry"]["season"],
            json!({"season": 2025, "minutes": 270, "per90": {"goals": 1, "goalContributions": 1}})
        );
        // Counted in the strikers' 2025/26 document, and recorded as counted there.
        let season = update["increments"]
            .as_array()
            .and_then(|incs| {
                incs.iter()
                    .find(|i| i["path"] == "aggregates/positions/byPosition/ST/seasons/2025")
            })
            .map(|i| i["increments"].clone());
        assert_eq!(
            season.map(|s| s["per90"]["goals"]["20"].clone()),
            Some(json!(1))
        );
        assert_eq!(
            (
                update["countedWrite"].clone(),
                update["counted"]["position"].clone()
            ),
            (json!("set"), json!("ST"))
        );
    }

    #[test]
    fn the_season_of_a_week_and_its_range() {
        assert_eq!(
            season_weeks("2025-W10"),
            Some(json!({"season": 2024, "first": "2024-W27", "last": "2025-W26"}))
        );
        assert_eq!(season_weeks("soon"), None);
    }

    #[test]
    fn a_weekly_form_becomes_its_document_or_its_errors() {
        let context = json!({"today": "2025-11-01", "loggedWeeks": []}).to_string();
        let ok = parse(weekly_document(
            &json!({"week": "2025-W40", "goals": "1", "shots": 3}).to_string(),
            &context,
        ));
        assert_eq!(
            ok,
            json!({"document": {"week": "2025-W40", "goals": 1, "shots": 3}})
        );
        let bad = parse(weekly_document(
            &json!({"week": "2025-W40", "goals": "4", "shots": "3"}).to_string(),
            &context,
        ));
        assert_eq!(bad["errors"][0]["field"], json!("goals"));
        assert_eq!(bad["errors"][0]["code"], json!("cross-field"));
        assert_eq!(
            parse(weekly_document("nope", &context)),
            json!({"errors": []})
        );
        assert_eq!(
            weekly_season_range(2025).map(parse),
            Some(json!({"first": "2025-W27", "last": "2026-W26"}))
        );
        assert_eq!(weekly_season_range(1990), None);
    }

    #[test]
    fn a_change_is_named_by_its_source() {
        let week = |goals: u8| Some(json!({"week": "2025-W40", "goals": goals}).to_string());
        assert!(!may_change_entry("weekly", week(1), week(1), "2025-06-01"));
        assert!(may_change_entry("weekly", week(1), week(2), "2025-06-01"));
        assert!(may_change_entry(
            "somewhere",
            week(1),
            week(1),
            "2025-06-01"
        ));
    }

    #[test]
    fn a_fold_speaks_json() {
        let deltas = json!([{"changes": [{"path": "aggregates/countries",
            "increments": {"players": 1, "countries": {"PT": {"players": 1}}}}]}, "junk"])
        .to_string();
        assert_eq!(
            fold_reads(&deltas),
            json!(["aggregates/countries", "aggregates/totals"])
        );
        let stored = json!({"aggregates/totals": {"players": 0, "countries": 0}}).to_string();
        assert_eq!(
            fold_deltas(&deltas, &stored),
            json!({"documents": [
                {"path": "aggregates/countries", "data": {"players": 1, "countries": {"PT": {"players": 1}}}},
                {"path": "aggregates/totals", "data": {"players": 1, "countries": 1}}],
                "applied": 1, "skipped": 1})
        );
        assert_eq!(fold_reads("not json"), json!([]));
        assert_eq!(
            merge_deltas(&deltas),
            json!({"delta": {"changes": [{"path": "aggregates/countries",
                "increments": {"players": 1, "countries": {"PT": {"players": 1}}}}]}, "applied": 1, "skipped": 1})
        );
        assert_eq!(
            fold_deltas("[]", "not json"),
            json!({"documents": [], "applied": 0, "skipped": 0})
        );
    }

    #[test]
    fn a_rebuild_skips_what_it_cannot_read() {
        let entry = parse(reindex_player(
            "ana",
            Some(json!({"visibility": "public", "firstName": "Ana"}).to_string()),
            None,
            None,
            "2025-06-01",
            false,
            None,
            None,
            None,
            None,
            None,
        ))["entry"]
            .clone();
        let out = parse(aggregate_documents(
            &json!([entry, {"odd": 1}, 3]).to_string(),
            None,
            None,
        ));
        assert_eq!(
            (out["entries"].clone(), out["skipped"].clone()),
            (json!(1), json!(2))
        );
        assert_eq!(out["documents"].as_array().map(Vec::len), Some(17));
        assert_eq!(
            parse(aggregate_documents("nonsense", None, None))["entries"],
            json!(0)
        );
        // A second page adds to the sums of the first.
        let sums: serde_json::Map<String, Value> = out["documents"]
            .as_array()
            .into_iter()
            .flatten()
            .map(|d| {
                (
                    d["path"].as_str().unwrap_or_default().to_string(),
                    d["data"].clone(),
                )
            })
            .collect();
        let second = parse(aggregate_documents(
            &json!([entry]).to_string(),
            Some(&Value::Object(sums).to_string()),
            None,
        ));
        let totals = second["documents"]
            .as_array()
            .and_then(|docs| docs.iter().find(|d| d["path"] == "aggregates/totals"))
            .map(|d| d["data"].clone());
        assert_eq!(totals, Some(json!({"players": 2, "countries": 0})));
    }

    #[test]
    fn a_player_page_speaks_json() {
        let entry = parse(reindex_player(
            "ana",
            Some(json!({"visibility": "public", "firstName": "Ana <b>"}).to_string()),
            None,
            None,
            "2025-06-01",
            false,
            None,
            None,
            None,
            None,
            None,
        ))["entry"]
            .to_string();
        let site =
            json!({"origin": "https://skora.app", "storageOrigin": "https://s", "bucket": "b"})
                .to_string();
        let template = "<head><title>x</title></head>";
        let page = parse(player_page(
            template,
            "ana",
            Some(entry),
            false,
            "2025-06-01",
            &site,
        ));
        assert_eq!(page["status"], json!(200));
        let html = page["html"].as_str().unwrap_or_default();
        assert!(
            html.contains("<title>Ana &lt;b&gt; | SKORA</title>"),
            "{html}"
        );
        assert!(
            html.contains("content=\"https://skora.app/p/ana\""),
            "{html}"
        );
        let missing = parse(player_page(
            template,
            "ana",
            None,
            false,
            "2025-06-01",
            "nonsense",
        ));
        assert_eq!(missing["status"], json!(404));
        assert_eq!(
            parse(player_page(
                template,
                "ana",
                Some("{".into()),
                false,
                "",
                "{}"
            ))["status"],
            json!(404)
        );
        let gone = parse(player_page(
            template,
            "ana",
            None,
            true,
            "2025-06-01",
            &site,
        ));
        assert_eq!(gone["status"], json!(410));
    }

    #[test]
    fn a_request_path_names_its_player() {
        assert_eq!(player_page_uid("/p/gen-0001").as_deref(), Some("gen-0001"));
        assert_eq!(player_page_uid("/p/a/b"), None);
    }

    #[test]
    fn an_old_cv_migrates_and_splits_in_json() {
        let old = json!({"firstName": "Ana", "dateOfBirth": "2004-03-09", "contactEmail": "a@b.co",
            "showContactEmail": false, "location": {"lat": 38.7, "lng": -9.1}});
        let m = migrate_player(&old.to_string(), None)
            .map(parse)
            .unwrap_or_default();
        assert_eq!(m["cvSet"], json!({"birthMonth": "2004-03"}));
        assert_eq!(
            m["cvDelete"],
            json!([
                "dateOfBirth",
                "location",
                "showContactEmail",
                "contactEmail"
            ])
        );
        assert_eq!(m["details"]["dateOfBirth"], json!("2004-03-09"));
        let split = split_player(&old.to_string())
            .map(parse)
            .unwrap_or_default();
        assert_eq!(
            split["cv"],
            json!({"firstName": "Ana", "birthMonth": "2004-03"})
        );
        assert_eq!(split["details"], m["details"]);
        assert_eq!(
            migrate_player(&split["cv"].to_string(), Some(split["details"].to_string())),
            None
        );
        assert_eq!(migrate_player("nonsense", None), None);
        assert_eq!(split_player("[1]"), None);
    }

    #[test]
    fn a_cv_is_written_as_its_documents_in_json() {
        let cv = r#"{"firstName":"Ana","career":[{"club":"A"}],"honours":[]}"#;
        let w = cv_writes("u1", cv, r#"{"career":3,"honours":1}"#).map(parse);
        assert_eq!(
            w,
            Some(json!({"cv": {"firstName": "Ana"},
                "entries": [{"path": "players/u1/career/00", "data": {"club": "A"}}],
                "deletes": ["players/u1/career/01", "players/u1/career/02", "players/u1/honours/00"]}))
        );
        assert_eq!(cv_writes("a/b", cv, "{}"), None);
        assert_eq!(cv_writes("u1", "nonsense", "{}"), None);
    }

    #[test]
    fn dates_read_as_the_pages_print_them() {
        assert_eq!(date_text("2006-05-10"), "10 May 2006");
        assert_eq!(date_text("2006-05"), "May 2006");
        assert_eq!(date_text("not a date"), "not a date");
    }

    #[test]
    fn paths_come_from_the_core() {
        assert_eq!(
            player_paths("u1").map(parse),
            Some(
                json!({"cv": "players/u1", "private": "players/u1/private/details",
                "career": "players/u1/career", "honours": "players/u1/honours", "stats": "playerStats/u1",
                "weekly": "players/u1/weeklyStats",
                "index": "playerIndex/u1", "picture": "profilePictures/u1"})
            )
        );
        assert_eq!(player_paths("a/b"), None);
        assert_eq!(
            picture_upload_owner("pictureUploads/u1").as_deref(),
            Some("u1")
        );
        assert_eq!(picture_upload_owner("profilePictures/u1"), None);
        let processing = parse(picture_processing());
        assert_eq!(processing["uploads"], json!("pictureUploads"));
        assert_eq!(processing["served"], json!("profilePictures"));
        assert_eq!(processing["maxSide"], json!(512));
        assert_eq!(processing["maxInputPixels"], json!(25_000_000));
        assert_eq!(processing["signatureBytes"], json!(12));
        assert_eq!(
            picture_signature_type(b"RIFF\0\0\0\0WEBPVP8 ").as_deref(),
            Some("image/webp")
        );
        assert_eq!(picture_signature_type(b"<svg/>"), None);
        assert_eq!(picture_visibility(Some("members".into())), "members");
        assert_eq!(picture_visibility(None), "none");
        let paths = parse(index_paths());
        assert_eq!(paths["cvTrigger"], json!("players/{uid}"));
        assert_eq!(
            paths["privateTrigger"],
            json!("players/{uid}/private/details")
        );
        assert_eq!(paths["statsTrigger"], json!("playerStats/{uid}"));
        assert_eq!(paths["playerStats"], json!("playerStats"));
    }
}
