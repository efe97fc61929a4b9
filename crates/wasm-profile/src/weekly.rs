//! The weekly stats capability (Contract W) as one handle, `Weekly`: one read for what a page shows (the
//! calendar: weeks, seasons, the picker, the season's query; the form: its fields and the values of a stored
//! entry; the settings page's list; the CV's season summary) and one save (the rule and the write plan of a
//! week in one call, or the plan deleting it). The draft on the device is `Device`'s. Thin: every rule is
//! the core's `weekly`, `weekly_summary` and `save_plans`.

use serde::{Deserialize, Serialize};
use serde_json::Value;
use skora_core::limits::WEEKLY_SEASON_MAX_ENTRIES;
use skora_core::positions::Position;
use skora_core::weekly::{
    self, IsoWeek, SeasonOption, WeekOption, WeekRange, WeeklyContext, WeeklyDocument,
    WeeklyFields, WeeklyForm, WeeklyListRow,
};
use skora_core::weekly_summary::SeasonSummary;
use skora_core::write_plan::WritePlan;
use skora_core::{firestore_paths, save_plans, weekly_summary};
use skora_wasm_common::from_js_or_null;
use skora_wasm_common::typed::{read, typed, EntryDocuments, StoredDocument};
use tsify::{Ts, Tsify};
use wasm_bindgen::prelude::*;

use crate::is_goalkeeper;
use crate::profile::plan_error;

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

/// What a weekly page asks; each part of the view is there when its inputs are.
#[derive(Debug, Clone, Default, Deserialize, Tsify)]
#[serde(rename_all = "camelCase")]
pub struct WeeklyRead {
    /// The caller's local date, `YYYY-MM-DD`: the picker.
    #[serde(default)]
    #[tsify(optional)]
    pub today: Option<String>,
    /// The owner's birth date when known: no week before the one of the 14th birthday.
    #[serde(default)]
    #[tsify(optional)]
    pub date_of_birth: Option<String>,
    /// A season: its facts, the picker's weeks of it and the query's range.
    #[serde(default)]
    #[tsify(optional)]
    pub season: Option<u16>,
    /// The week ids with an entry (they open for editing).
    #[serde(default)]
    pub logged: Vec<String>,
    /// A week: its facts, and the form with its stored entry's values (among the entries; none: the empty
    /// form).
    #[serde(default)]
    #[tsify(optional)]
    pub week: Option<String>,
    /// Whose fields: every player's, and the goalkeeping ones for a goalkeeper's `playerType`.
    #[serde(default)]
    #[tsify(optional)]
    pub player_type: Option<String>,
    /// The player's id: the diary's query.
    #[serde(default)]
    #[tsify(optional)]
    pub uid: Option<String>,
    /// The CV's season summary.
    #[serde(default)]
    #[tsify(optional)]
    pub summary: Option<SummaryRequest>,
}

/// What a weekly page shows.
#[derive(Debug, Clone, Default, Serialize, Tsify)]
#[serde(rename_all = "camelCase")]
pub struct WeeklyView {
    #[serde(skip_serializing_if = "Option::is_none")]
    #[tsify(optional)]
    pub picker: Option<Picker>,
    /// The requested week's label and season; none for anything that is no week the diary accepts.
    #[serde(skip_serializing_if = "Option::is_none")]
    #[tsify(optional)]
    pub week: Option<WeekFacts>,
    #[serde(skip_serializing_if = "Option::is_none")]
    #[tsify(optional)]
    pub season: Option<SeasonFacts>,
    /// None for an id that is no document id.
    #[serde(skip_serializing_if = "Option::is_none")]
    #[tsify(optional)]
    pub query: Option<SeasonQuery>,
    /// The form's inputs (keys, labels, units, ranges, decimals, sections, hints).
    #[serde(skip_serializing_if = "Option::is_none")]
    #[tsify(optional)]
    pub fields: Option<WeeklyFields>,
    /// The form for the week, every key present.
    #[serde(skip_serializing_if = "Option::is_none")]
    #[tsify(optional)]
    pub form: Option<WeeklyForm>,
    /// The settings page's rows for the entries, newest first; an entry that cannot be read is left out.
    #[serde(skip_serializing_if = "Option::is_none")]
    #[tsify(optional)]
    pub rows: Option<Vec<WeeklyListRow>>,
    #[serde(skip_serializing_if = "Option::is_none")]
    #[tsify(optional)]
    pub summary: Option<SeasonSummary>,
}

/// A week's save, or its deletion.
#[derive(Debug, Clone, Deserialize, Tsify)]
#[serde(rename_all = "camelCase")]
pub enum WeeklySave {
    /// The form's values as the week of player `uid`: the rule, then the week's whole document stamped
    /// `updatedAt` by the server.
    Save {
        uid: String,
        form: WeeklyForm,
        context: WeeklyContext,
    },
    /// The week of player `uid` removed.
    Delete { uid: String, week: String },
}

/// The entry the rule made of the form (none for a deletion) and the plan writing it.
#[derive(Debug, Clone, Serialize, Tsify)]
#[serde(rename_all = "camelCase")]
pub struct WeeklySaved {
    #[serde(skip_serializing_if = "Option::is_none")]
    #[tsify(optional)]
    pub document: Option<WeeklyDocument>,
    pub plan: WritePlan,
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
    /// The season's public record of confirmed weeks (`players/{uid}/confirmedWeeks/{season}`), read beside the
    /// entries; none without a season.
    #[serde(skip_serializing_if = "Option::is_none")]
    #[tsify(optional)]
    pub confirmed: Option<String>,
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
    /// The season's record of confirmed weeks as read (`query.confirmed`); none or a broken one: nothing is
    /// confirmed.
    #[serde(default)]
    #[tsify(optional, type = "unknown")]
    pub confirmed: Option<Value>,
}

#[wasm_bindgen]
pub struct Weekly;

#[wasm_bindgen]
impl Weekly {
    /// What a weekly page shows for `request`, with the season's stored `entries` (`{id, data}`, each read
    /// on its own: one that cannot be read is left out) and, for the summary, the main position's aggregate
    /// document (`aggregates/positions/byPosition/{POS}`; none: no percentiles; a broken one costs the
    /// percentiles, never the section).
    pub fn read(
        request: Ts<WeeklyRead>,
        entries: Option<EntryDocuments>,
        aggregate: StoredDocument,
    ) -> Result<Ts<WeeklyView>, JsValue> {
        let r = read(request)?;
        let listed = entries.is_some();
        let entries = crate::profile::entries(entries, "weekly entries")?;
        let dob = r.date_of_birth.as_deref();
        let picker = r.today.as_deref().map(|today| Picker {
            current_week: weekly::current_week(today).map(IsoWeek::id),
            seasons: weekly::picker_seasons(today, dob),
            weeks: r
                .season
                .map(|season| weekly::picker_weeks(season, today, dob, &r.logged))
                .unwrap_or_default(),
        });
        let week = r.week.as_deref().and_then(IsoWeek::parse).map(|week| {
            let season = weekly::season_of(week);
            WeekFacts {
                id: week.id(),
                label: week.label(),
                season,
                season_label: weekly::season_label(season),
            }
        });
        let form = r.week.as_deref().map(|week| {
            let stored = entries.iter().find(|e| e.id == week).map(|e| &e.data);
            weekly::weekly_form(stored, week)
        });
        let summary = match r.summary {
            Some(s) => {
                let aggregate: Option<Value> = from_js_or_null(aggregate.into())
                    .ok()
                    .filter(|v: &Value| v.is_object());
                let position = s.main_position.as_deref().and_then(Position::from_code);
                let summary = weekly_summary::season_summary(
                    &entries,
                    s.season,
                    is_goalkeeper(s.player_type.as_deref()),
                    position,
                    aggregate.as_ref(),
                    &s.today,
                    s.birth_month.as_deref(),
                );
                Some(weekly_summary::with_confirmations(
                    summary,
                    &entries,
                    s.confirmed.as_ref(),
                    aggregate.as_ref(),
                    weekly_summary::Peers::of(position, s.birth_month.as_deref(), s.season),
                ))
            }
            None => None,
        };
        typed(&WeeklyView {
            picker,
            week,
            season: r.season.map(|season| SeasonFacts {
                label: weekly::season_label(season),
                range: weekly::season_range(season),
            }),
            query: r.uid.as_deref().and_then(|uid| {
                Some(SeasonQuery {
                    collection: firestore_paths::weekly_stats_path(uid)?,
                    range: r.season.and_then(weekly::season_range),
                    limit: WEEKLY_SEASON_MAX_ENTRIES,
                    confirmed: r
                        .season
                        .and_then(|season| firestore_paths::confirmed_weeks_path(uid, season)),
                })
            }),
            fields: r
                .player_type
                .as_deref()
                .map(|t| weekly::weekly_fields(is_goalkeeper(Some(t)))),
            form,
            rows: listed.then(|| weekly::weekly_list(&entries)),
            summary,
        })
    }

    /// The plan of a week's save (the rule's entry for the form, or an `invalid-form` error listing every
    /// field's problem at its react-hook-form path, the week's own problems at `week`) or deletion. The form
    /// checks its values with this same call.
    pub fn save(change: Ts<WeeklySave>) -> Result<Ts<WeeklySaved>, JsValue> {
        let saved = match read(change)? {
            WeeklySave::Save { uid, form, context } => {
                let (document, plan) =
                    save_plans::weekly_form_save(&uid, &form, &context).map_err(plan_error)?;
                WeeklySaved {
                    document: Some(document),
                    plan,
                }
            }
            WeeklySave::Delete { uid, week } => WeeklySaved {
                document: None,
                plan: save_plans::weekly_delete(&uid, &week).map_err(plan_error)?,
            },
        };
        typed(&saved)
    }
}
