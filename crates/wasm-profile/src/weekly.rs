//! The weekly stats capability (Contract W) as one handle, `Weekly`: the calendar (weeks, seasons, the
//! picker), the form (its fields, the form of a stored entry, the rule), the saves as write plans, the
//! season's read, the settings page's list, the CV's season summary and the draft on the device. Thin:
//! every rule is the core's `weekly`, `weekly_summary` and `save_plans`.
//!
//! Why one handle of static methods: the page asks one object for everything weekly, with few coarse calls
//! whose types tsify generates (`Ts<T>`), instead of twenty-one free functions. Static, because the module
//! is re-instantiated after a trap (`app/src/shared/core/recovery.ts`): an object would point into the
//! memory of the instance that made it.

use serde::{Deserialize, Serialize};
use serde_json::Value;
use skora_core::limits::WEEKLY_SEASON_MAX_ENTRIES;
use skora_core::positions::Position;
use skora_core::weekly::{
    self, IsoWeek, SeasonOption, WeekOption, WeekRange, WeeklyContext, WeeklyDocument, WeeklyDraft,
    WeeklyFields, WeeklyForm, WeeklyListRow,
};
use skora_core::weekly_summary::SeasonSummary;
use skora_core::write_plan::WritePlan;
use skora_core::{cache, firestore_paths, profile, save_plans, weekly_summary};
use skora_wasm_common::plans::plan_to_js;
use skora_wasm_common::typed::{read, typed, EntryDocuments, StoredDocument};
use skora_wasm_common::{from_js_each, from_js_or_null, validate};
use tsify::{Ts, Tsify};
use wasm_bindgen::prelude::*;

use crate::storage;

/// What the page knows of one week.
#[derive(Debug, Clone, Serialize, Tsify)]
#[serde(rename_all = "camelCase")]
pub struct WeekFacts {
    /// `2026-W47`.
    pub id: String,
    /// `Week 47 · 16–22 Nov 2026`.
    pub label: String,
    /// The season (its starting year: 2025 for 2025/26).
    pub season: u16,
    /// `2025/26`.
    pub season_label: String,
}

/// What the page knows of one season.
#[derive(Debug, Clone, Serialize, Tsify)]
#[serde(rename_all = "camelCase")]
pub struct SeasonFacts {
    /// `2025/26`.
    pub label: String,
    /// Its first and last week ids; none for a season before the diary's first year.
    #[serde(skip_serializing_if = "Option::is_none")]
    #[tsify(optional)]
    pub range: Option<WeekRange>,
}

/// What the week picker asks.
#[derive(Debug, Clone, Deserialize, Tsify)]
#[serde(rename_all = "camelCase")]
pub struct PickerRequest {
    /// The caller's local date, `YYYY-MM-DD`.
    pub today: String,
    /// The owner's birth date when known: no week before the one of the 14th birthday.
    #[serde(default)]
    #[tsify(optional)]
    pub date_of_birth: Option<String>,
    /// The season whose weeks to offer; none: the seasons only.
    #[serde(default)]
    #[tsify(optional)]
    pub season: Option<u16>,
    /// The week ids with an entry (they open for editing).
    #[serde(default)]
    pub logged: Vec<String>,
}

/// The week picker: the week holding today, the seasons a player may log (newest first, back to the season
/// of the 14th birthday) and the requested season's weeks (newest first).
#[derive(Debug, Clone, Serialize, Tsify)]
#[serde(rename_all = "camelCase")]
pub struct Picker {
    #[serde(skip_serializing_if = "Option::is_none")]
    #[tsify(optional)]
    pub current_week: Option<String>,
    pub seasons: Vec<SeasonOption>,
    pub weeks: Vec<WeekOption>,
}

/// The reads of a player's diary: its collection (the newest entry is read from it) and, for a season, the
/// one query reading that season: the document id in `[range.first, range.last]`, at most `limit` documents.
#[derive(Debug, Clone, Serialize, Tsify)]
#[serde(rename_all = "camelCase")]
pub struct SeasonQuery {
    pub collection: String,
    /// None when no season was asked, or for a season before the diary's first year (nothing to read).
    #[serde(skip_serializing_if = "Option::is_none")]
    #[tsify(optional)]
    pub range: Option<WeekRange>,
    pub limit: usize,
}

/// What the CV's season summary needs besides the entries and the position's aggregate.
#[derive(Debug, Clone, Deserialize, Tsify)]
#[serde(rename_all = "camelCase")]
pub struct SummaryRequest {
    /// The season's starting year.
    pub season: u16,
    /// The CV's `playerType` and `mainPosition`, as stored.
    #[serde(default)]
    #[tsify(optional)]
    pub player_type: Option<String>,
    #[serde(default)]
    #[tsify(optional)]
    pub main_position: Option<String>,
    /// `YYYY-MM-DD`.
    pub today: String,
    /// The CV's `YYYY-MM`: the seasons offered reach back to the 14th birthday's.
    #[serde(default)]
    #[tsify(optional)]
    pub birth_month: Option<String>,
}

#[wasm_bindgen]
pub struct Weekly;

#[wasm_bindgen]
impl Weekly {
    /// The form's inputs (keys, labels, units, ranges, decimals, sections, hints): every player's, and the
    /// goalkeeping ones when `goalkeeper`.
    pub fn fields(goalkeeper: bool) -> Result<Ts<WeeklyFields>, JsValue> {
        typed(&weekly::weekly_fields(goalkeeper))
    }

    /// The form for `week` with a stored entry's values (none: the empty form), every key present.
    pub fn form(doc: StoredDocument, week: &str) -> Result<Ts<WeeklyForm>, JsValue> {
        let doc: Value = from_js_or_null(doc.into())?;
        typed(&weekly::weekly_form(Some(&doc), week))
    }

    /// The form's rule: the document to store, or an `invalid-form` error listing every field's problem at
    /// its react-hook-form path (the week's own problems at `week`).
    pub fn check(
        form: Ts<WeeklyForm>,
        context: Ts<WeeklyContext>,
    ) -> Result<Ts<WeeklyDocument>, JsValue> {
        let context = read(context)?;
        validate(form.js_value(), |form: &WeeklyForm| {
            weekly::validate_weekly_form(form, &context)
        })
        .map(Ts::new_unchecked)
    }

    /// The plan saving `document` (the rule's output) as `week` of player `uid`: the week's whole document,
    /// stamped `updatedAt` by the server. Throws `invalid-form` when the values break the rule.
    pub fn save(
        uid: &str,
        week: &str,
        document: Ts<WeeklyDocument>,
    ) -> Result<Ts<WritePlan>, JsValue> {
        let document = read(document)?;
        plan_to_js(save_plans::weekly_save(uid, week, &document)).map(Ts::new_unchecked)
    }

    /// The plan deleting `week` of player `uid`.
    #[wasm_bindgen(js_name = delete)]
    pub fn delete(uid: &str, week: &str) -> Result<Ts<WritePlan>, JsValue> {
        plan_to_js(save_plans::weekly_delete(uid, week)).map(Ts::new_unchecked)
    }

    /// A week id's label and season, or `undefined` for anything that is no week the diary accepts.
    pub fn week(id: &str) -> Result<Option<Ts<WeekFacts>>, JsValue> {
        IsoWeek::parse(id)
            .map(|week| {
                let season = weekly::season_of(week);
                typed(&WeekFacts {
                    id: week.id(),
                    label: week.label(),
                    season,
                    season_label: weekly::season_label(season),
                })
            })
            .transpose()
    }

    /// A season's label and id range.
    pub fn season(season: u16) -> Result<Ts<SeasonFacts>, JsValue> {
        typed(&SeasonFacts {
            label: weekly::season_label(season),
            range: weekly::season_range(season),
        })
    }

    /// The week picker for `request`.
    pub fn picker(request: Ts<PickerRequest>) -> Result<Ts<Picker>, JsValue> {
        let r = read(request)?;
        let dob = r.date_of_birth.as_deref();
        typed(&Picker {
            current_week: weekly::current_week(&r.today).map(IsoWeek::id),
            seasons: weekly::picker_seasons(&r.today, dob),
            weeks: r
                .season
                .map(|season| weekly::picker_weeks(season, &r.today, dob, &r.logged))
                .unwrap_or_default(),
        })
    }

    /// The reads of player `uid`'s diary, with `season`'s range when one is given, or `undefined` for an id
    /// that is no document id.
    #[wasm_bindgen(js_name = seasonQuery)]
    pub fn season_query(
        uid: &str,
        season: Option<u16>,
    ) -> Result<Option<Ts<SeasonQuery>>, JsValue> {
        firestore_paths::weekly_stats_path(uid)
            .map(|collection| {
                typed(&SeasonQuery {
                    collection,
                    range: season.and_then(weekly::season_range),
                    limit: WEEKLY_SEASON_MAX_ENTRIES,
                })
            })
            .transpose()
    }

    /// The settings page's rows for the stored entries, newest first; an entry that cannot be read is left out.
    pub fn list(entries: EntryDocuments) -> Result<Vec<Ts<WeeklyListRow>>, JsValue> {
        let entries: Vec<profile::EntryDocument> = from_js_each(entries.into(), "weekly entries")?;
        weekly::weekly_list(&entries).iter().map(typed).collect()
    }

    /// The CV's weekly stats section for a season: the season's entries (others and unreadable ones are left
    /// out), the main position's aggregate document (`aggregates/positions/byPosition/{POS}`; none: no
    /// percentiles; a broken one costs the percentiles, never the section) and `request`. Totals, per-90 rows
    /// (no values under 270 minutes; "Top N% of strikers" only with ≥ 20 peers), rates, one chart point per
    /// logged week, streaks and the seasons to offer.
    pub fn summary(
        entries: EntryDocuments,
        aggregate: StoredDocument,
        request: Ts<SummaryRequest>,
    ) -> Result<Ts<SeasonSummary>, JsValue> {
        let entries: Vec<profile::EntryDocument> = from_js_each(entries.into(), "weekly entries")?;
        let aggregate: Option<Value> = from_js_or_null(aggregate.into())
            .ok()
            .filter(|v: &Value| v.is_object());
        let r = read(request)?;
        let goalkeeper = r.player_type.as_deref() == Some(profile::PlayerType::Goalkeeper.as_str());
        typed(&weekly_summary::season_summary(
            &entries,
            r.season,
            goalkeeper,
            r.main_position.as_deref().and_then(Position::from_code),
            aggregate.as_ref(),
            &r.today,
            r.birth_month.as_deref(),
        ))
    }

    /// The unsaved entry of `uid` on this device (`{week, form}`, the form read leniently), or `undefined`
    /// when missing, corrupt or of another shape.
    #[wasm_bindgen(js_name = readDraft)]
    pub fn read_draft(uid: &str) -> Result<Option<Ts<WeeklyDraft>>, JsValue> {
        storage::read_weekly_draft(uid)?
            .as_ref()
            .map(typed)
            .transpose()
    }

    /// Keeps `draft` on this device (none: forgets it); whether it could (a full or blocked storage).
    #[wasm_bindgen(js_name = keepDraft)]
    pub fn keep_draft(uid: &str, draft: Option<Ts<WeeklyDraft>>) -> bool {
        match draft {
            Some(draft) => storage::keep_weekly_draft(uid, draft.js_value()),
            None => {
                storage::forget_weekly_draft(uid);
                true
            }
        }
    }
}

/// The key of the weekly draft of `uid` (for tests: the page never reads storage itself).
pub fn weekly_draft_key(uid: &str) -> String {
    cache::weekly_draft_key(uid)
}
