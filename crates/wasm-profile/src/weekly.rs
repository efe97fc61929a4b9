//! Weekly stats exports (Contract W): paths, ISO weeks and seasons, the form's fields, values and
//! rule, the draft, the settings page's list. Thin: every rule is the core's `weekly`.

use serde_json::Value;
use skora_core::firestore_errors::{write_error_message, WriteContext};
use skora_core::positions::Position;
use skora_core::weekly::{self, IsoWeek};
use skora_core::{cache, firestore_paths, profile, weekly_summary};
use skora_wasm_common::{from_js, from_js_each, from_js_or_null, to_js, validate};
use wasm_bindgen::prelude::*;

/// The collection of a player's weekly entries (`players/{uid}/weeklyStats`), or `undefined` for an id that is
/// no document id.
#[wasm_bindgen(js_name = weeklyStatsPath)]
pub fn weekly_stats_path(uid: &str) -> Option<String> {
    firestore_paths::weekly_stats_path(uid)
}

/// The week holding `today` (`YYYY-MM-DD`, the caller's local date) as an id (`2026-W48`), or `undefined`.
#[wasm_bindgen(js_name = currentWeek)]
pub fn current_week(today: &str) -> Option<String> {
    weekly::current_week(today).map(IsoWeek::id)
}

/// `Week 47 · 16–22 Nov 2026` for a week id, or `undefined` for anything else.
#[wasm_bindgen(js_name = weekLabel)]
pub fn week_label(week: &str) -> Option<String> {
    IsoWeek::parse(week).map(IsoWeek::label)
}

/// The season (its starting year: 2025 for 2025/26) a week id belongs to, or `undefined`.
#[wasm_bindgen(js_name = seasonOfWeek)]
pub fn season_of_week(week: &str) -> Option<u16> {
    IsoWeek::parse(week).map(weekly::season_of)
}

/// `2025/26`.
#[wasm_bindgen(js_name = seasonLabel)]
pub fn season_label(season: u16) -> String {
    weekly::season_label(season)
}

/// A season's first and last week ids, for the one query reading it (`documentId() >= first`, `<= last`), or
/// `undefined` for a season before the diary's first year.
#[wasm_bindgen(js_name = seasonWeekRange, unchecked_return_type = "WeekRange | undefined")]
pub fn season_week_range(season: u16) -> Result<JsValue, JsValue> {
    match weekly::season_range(season) {
        Some(range) => to_js(&range),
        None => Ok(JsValue::UNDEFINED),
    }
}

/// The seasons a player may log in, newest (the current one) first, back to the season of their 14th birthday
/// (`dateOfBirth`, `YYYY-MM-DD`, when known).
#[wasm_bindgen(js_name = pickerSeasons, unchecked_return_type = "SeasonOption[]")]
pub fn picker_seasons(
    today: &str,
    #[wasm_bindgen(js_name = dateOfBirth)] date_of_birth: Option<String>,
) -> Result<JsValue, JsValue> {
    to_js(&weekly::picker_seasons(today, date_of_birth.as_deref()))
}

/// The weeks of `season` a player may log, newest first: none after this week, none before the week of the 14th
/// birthday; `logged` (week ids with an entry) marks the ones that open for editing.
#[wasm_bindgen(js_name = pickerWeeks, unchecked_return_type = "WeekOption[]")]
pub fn picker_weeks(
    season: u16,
    today: &str,
    #[wasm_bindgen(js_name = dateOfBirth)] date_of_birth: Option<String>,
    logged: Vec<String>,
) -> Vec<JsValue> {
    weekly::picker_weeks(season, today, date_of_birth.as_deref(), &logged)
        .iter()
        .filter_map(|o| to_js(o).ok())
        .collect()
}

/// The form's inputs (keys, labels, units, ranges, decimals, sections, hints): every player's, and the
/// goalkeeping ones when `goalkeeper`.
#[wasm_bindgen(js_name = weeklyFields, unchecked_return_type = "WeeklyFields")]
pub fn weekly_fields(goalkeeper: bool) -> Result<JsValue, JsValue> {
    to_js(&weekly::weekly_fields(goalkeeper))
}

/// The form for `week` with a stored entry's values (`undefined` or `null`: the empty form), every key present.
#[wasm_bindgen(js_name = weeklyForm, unchecked_return_type = "WeeklyForm")]
pub fn weekly_form(
    #[wasm_bindgen(unchecked_param_type = "Record<string, unknown> | null | undefined")]
    doc: JsValue,
    week: &str,
) -> Result<JsValue, JsValue> {
    let doc: Value = from_js_or_null(doc)?;
    to_js(&weekly::weekly_form(Some(&doc), week))
}

/// The document to write at `players/{uid}/weeklyStats/{week}` (its write plan adds `updatedAt`), or an `invalid-form`
/// error listing every field's problem at its react-hook-form path (the week's own problems at `week`).
#[wasm_bindgen(js_name = validateWeeklyForm, unchecked_return_type = "WeeklyDocument")]
pub fn validate_weekly_form(
    #[wasm_bindgen(unchecked_param_type = "WeeklyForm")] form: JsValue,
    #[wasm_bindgen(unchecked_param_type = "WeeklyContext")] context: JsValue,
) -> Result<JsValue, JsValue> {
    let context: weekly::WeeklyContext = from_js(context)?;
    validate(form, |form: &weekly::WeeklyForm| {
        weekly::validate_weekly_form(form, &context)
    })
}

/// The localStorage key of one user's unsaved weekly entry (`{week, form}`).
#[wasm_bindgen(js_name = weeklyDraftKey)]
pub fn weekly_draft_key(uid: &str) -> String {
    cache::weekly_draft_key(uid)
}

/// The settings page's rows for the stored entries (`{id, data}` as the query returns them), newest first; an
/// entry that cannot be read is left out.
#[wasm_bindgen(js_name = weeklyList, unchecked_return_type = "WeeklyListRow[]")]
pub fn weekly_list(
    #[wasm_bindgen(unchecked_param_type = "EntryDocument[]")] entries: JsValue,
) -> Result<JsValue, JsValue> {
    let entries: Vec<profile::EntryDocument> = from_js_each(entries, "weekly entries")?;
    to_js(&weekly::weekly_list(&entries))
}

/// The CV's weekly stats section for `season` (its starting year): the season's entries (`{id, data}` as the season
/// query returns them; others and unreadable ones are left out), the CV's `playerType` and `mainPosition` (as
/// stored), the main position's aggregate document (`aggregates/positions/byPosition/{POS}`, from
/// `positionFiguresPath`; `undefined` when not read: no percentiles) and `today` (`YYYY-MM-DD`). Totals, per-90 rows
/// (no values under 270 minutes, `floorMessage` says why; "Top N% of strikers" only with ≥ 20 peers), rates, one
/// chart point per logged week, streaks and the seasons to offer (back to the season of the 14th birthday when
/// `birthMonth`, the CV's `YYYY-MM`, is given; else the current season and 4 before it).
#[wasm_bindgen(js_name = seasonSummary, unchecked_return_type = "SeasonSummary")]
pub fn season_summary(
    #[wasm_bindgen(unchecked_param_type = "EntryDocument[]")] entries: JsValue,
    season: u16,
    #[wasm_bindgen(js_name = playerType, unchecked_param_type = "string | null | undefined")]
    player_type: JsValue,
    #[wasm_bindgen(js_name = mainPosition, unchecked_param_type = "string | null | undefined")]
    main_position: JsValue,
    #[wasm_bindgen(js_name = positionAggregate, unchecked_param_type = "Record<string, unknown> | null | undefined")]
    position_aggregate: JsValue,
    today: &str,
    #[wasm_bindgen(js_name = birthMonth)] birth_month: Option<String>,
) -> Result<JsValue, JsValue> {
    let entries: Vec<profile::EntryDocument> = from_js_each(entries, "weekly entries")?;
    // A broken aggregate costs the percentiles, never the section.
    let aggregate: Option<Value> = from_js_or_null(position_aggregate)
        .ok()
        .filter(|v: &Value| v.is_object());
    let position = main_position
        .as_string()
        .and_then(|code| Position::from_code(&code));
    to_js(&weekly_summary::season_summary(
        &entries,
        season,
        crate::is_goalkeeper(&player_type),
        position,
        aggregate.as_ref(),
        today,
        birth_month.as_deref(),
    ))
}

/// What a failed save of a week tells the user, for the Firestore error's `code` (as `profileSaveErrorMessage`);
/// every message says the values are still there.
#[wasm_bindgen(js_name = weeklySaveErrorMessage)]
pub fn weekly_save_error_message(code: Option<String>) -> String {
    write_error_message(WriteContext::WeeklySave, code.as_deref().unwrap_or("")).to_string()
}

/// What a failed delete of a week tells the user; every message says the week is still logged.
#[wasm_bindgen(js_name = weeklyDeleteErrorMessage)]
pub fn weekly_delete_error_message(code: Option<String>) -> String {
    write_error_message(WriteContext::WeeklyDelete, code.as_deref().unwrap_or("")).to_string()
}
