//! Weekly stats (Contract W): `players/{uid}/weeklyStats/{YYYY-Www}`, one entry per ISO week, a
//! season diary a player logs at `/settings/add-weekly-stats` and a scout reads on the CV. Every formula is
//! documented with a worked example in `docs/weekly-stats.md`.
//!
//! Layered bottom-up, each file using only those above it in this list:
//! - `week`: ISO weeks (ids, validity incl. week 53, the current week, Monday/Sunday, labels);
//! - `season`: July–June seasons (a week's season is its Thursday's), a season's id range, the 14th
//!   birthday, the weeks and seasons a picker offers;
//! - `fields`: every key, label, unit, range, decimals and the cross-field rules (the one table);
//! - `entry`: the tolerant reader of stored entries;
//! - `form`: the form's values and the form of a stored entry;
//! - `validate`: form → document, with every field's problem;
//! - `list`: the settings page's rows;
//! - `stats`: season totals, per-90 figures with the minutes floor, rates, what the index keeps;
//! - `trend`: the charts' points and the rolling form line;
//! - `streaks`: scoring, clean-sheet and logging streaks over consecutive weeks.
//!
//! The percentiles among players of the same position need the index's histograms, one layer up: see
//! `weekly_summary`.

mod entry;
mod fields;
mod form;
mod list;
mod season;
mod stats;
mod streaks;
mod trend;
mod validate;
mod week;

pub use entry::{read_entries, read_entry, WeeklyEntry};
pub use fields::{
    weekly_fields, CrossRule, Spec, WeeklyField, WeeklyFields, WeeklyKey, WeeklyKind,
    WeeklySection, CROSS_RULES, NOTE_KEY, WEEK_KEY,
};
pub use form::{weekly_form, WeeklyForm};
pub use list::{summary, weekly_list, WeeklyListRow};
pub use season::{
    first_allowed_week, picker_seasons, picker_weeks, season_label, season_of, season_range,
    season_weeks, week_bar, SeasonOption, WeekBar, WeekOption, WeekRange,
};
pub use stats::{
    combine, newest_season, per90, rate, round2, season_figures, totals, Combine, Per90Figure,
    Rate, SeasonFigures, Totals,
};
pub use streaks::{streak, streaks, Streak, Streaks};
pub use trend::{form_line, week_points, WeekPoint, FORM_WINDOW};
pub use validate::{validate_weekly_form, WeeklyContext, WeeklyDocument};
pub use week::{current_week, weeks_in_year, IsoWeek};

/// A draft of the weekly form as the page keeps it in localStorage (`cache::weekly_draft_key`): the week it
/// is for and the form's values.
#[derive(Debug, Clone, Default, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
#[cfg_attr(feature = "tsify", derive(tsify::Tsify))]
pub struct WeeklyDraft {
    pub week: String,
    pub form: WeeklyForm,
}
