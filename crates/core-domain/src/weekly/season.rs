//! Seasons (July–June, Contract W): a season is named by its starting year (2025 is "2025/26"), and a week
//! belongs to the season holding its Thursday, the same rule that gives an ISO week its year, so every
//! week is in exactly one season. A season's weeks are a contiguous id range (`first..=last`), which is
//! the one Firestore query that reads a season.

use serde::{Deserialize, Serialize};

use super::week::IsoWeek;
use skora_foundations::dates::{date_of, day_number, parse_date, Date};
use skora_foundations::limits::{WEEKLY_FIRST_YEAR, WEEKLY_MIN_AGE};

/// The first month of a season.
const SEASON_START_MONTH: u8 = 7;

/// The season a week belongs to: the starting year of the season holding its Thursday.
pub fn season_of(week: IsoWeek) -> u16 {
    let thursday = week.thursday();
    if thursday.month >= SEASON_START_MONTH {
        thursday.year
    } else {
        thursday.year - 1
    }
}

/// `2025/26` (`1999/00` for the season 1999, `2099/00` for 2099).
pub fn season_label(season: u16) -> String {
    format!("{season}/{:02}", (u32::from(season) + 1) % 100)
}

/// A season's id range: its first and last week (both in the season, every week between them too), or
/// `None` for a season outside the diary's years.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
#[cfg_attr(feature = "tsify", derive(tsify::Tsify))]
pub struct WeekRange {
    /// `2025-W27`: the query's `documentId() >= first`.
    pub first: String,
    /// `2026-W26`: the query's `documentId() <= last`.
    pub last: String,
}

/// The first week whose Thursday is on or after 1 July of `season`.
fn first_week(season: u16) -> Option<IsoWeek> {
    let july = day_number(Date {
        year: season,
        month: SEASON_START_MONTH,
        day: 1,
    });
    // 1 July plus the days to the next Thursday (1970-01-01, day 0, was a Thursday).
    let thursday = july + (-july).rem_euclid(7);
    IsoWeek::of_date(date_of(thursday))
}

/// The first and last weeks of a season, clamped to the diary's first year (the season 1999/00 holds
/// only the weeks of 2000).
pub fn season_weeks(season: u16) -> Option<(IsoWeek, IsoWeek)> {
    let first = match first_week(season) {
        Some(w) => w,
        None if season + 1 == WEEKLY_FIRST_YEAR => IsoWeek::new(WEEKLY_FIRST_YEAR, 1)?,
        None => return None,
    };
    let last = first_week(season.checked_add(1)?)?.plus(-1)?;
    Some((first, last))
}

/// The id range of a season's weeks, for the season query.
pub fn season_range(season: u16) -> Option<WeekRange> {
    season_weeks(season).map(|(first, last)| WeekRange {
        first: first.id(),
        last: last.id(),
    })
}

/// The first week a player may log: the week of their 14th birthday (`date_of_birth` `YYYY-MM-DD`; a
/// 29 February birthday falls on 1 March in a common year, as `age` counts), and never before 2000-W01
/// (also the answer without a valid birth date).
pub fn first_allowed_week(date_of_birth: Option<&str>) -> IsoWeek {
    let diary_start = IsoWeek {
        year: WEEKLY_FIRST_YEAR,
        week: 1,
    };
    let birthday = date_of_birth.and_then(parse_date).and_then(|born| {
        let year = born.year.checked_add(u16::from(WEEKLY_MIN_AGE))?;
        let day = born
            .day
            .min(skora_foundations::dates::days_in_month(year, born.month));
        let date = Date {
            year,
            month: born.month,
            day,
        };
        // 29 February in a common year: 1 March.
        Some(if day < born.day {
            date_of(day_number(date) + 1)
        } else {
            date
        })
    });
    birthday
        .and_then(IsoWeek::of_date)
        .map_or(diary_start, |w| w.max(diary_start))
}

/// Why a week cannot be logged, if it cannot: after the current week, or before the player's first
/// allowed week ([`first_allowed_week`]). Checked by the validator and used by the picker.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum WeekBar {
    InTheFuture,
    BeforeFourteen,
}

pub fn week_bar(
    week: IsoWeek,
    current: Option<IsoWeek>,
    date_of_birth: Option<&str>,
) -> Option<WeekBar> {
    // Without a valid `today` no week can be checked, so none passes.
    if current.is_none_or(|c| week > c) {
        return Some(WeekBar::InTheFuture);
    }
    (week < first_allowed_week(date_of_birth)).then_some(WeekBar::BeforeFourteen)
}

/// A week a picker offers.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
#[cfg_attr(feature = "tsify", derive(tsify::Tsify))]
pub struct WeekOption {
    /// The id, `2026-W47`.
    pub week: String,
    /// `Week 47 · 16–22 Nov 2026`.
    pub label: String,
    /// The week has an entry (choosing it opens it for editing).
    pub logged: bool,
    /// It is the week holding today.
    pub current: bool,
}

/// The weeks of `season` a player may log, newest first: none after the current week, none before the
/// first allowed week. `logged` are the ids of the weeks that have an entry (any season's; others are
/// ignored).
pub fn picker_weeks(
    season: u16,
    today: &str,
    date_of_birth: Option<&str>,
    logged: &[String],
) -> Vec<WeekOption> {
    let current = super::week::current_week(today);
    let (Some((first, last)), Some(now)) = (season_weeks(season), current) else {
        return Vec::new();
    };
    let (from, to) = (first.max(first_allowed_week(date_of_birth)), last.min(now));
    let count = from.weeks_until(to) + 1;
    (0..count.max(0))
        .filter_map(|back| to.plus(-back))
        .map(|w| WeekOption {
            week: w.id(),
            label: w.label(),
            logged: logged.iter().any(|l| *l == w.id()),
            current: w == now,
        })
        .collect()
}

/// A season a picker offers.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
#[cfg_attr(feature = "tsify", derive(tsify::Tsify))]
pub struct SeasonOption {
    pub season: u16,
    /// `2025/26`.
    pub label: String,
}

/// The seasons a player may log in, newest (the current one) first, back to the season of their first
/// allowed week: at most 30, so a missing birth date does not list every season since 2000.
pub fn picker_seasons(today: &str, date_of_birth: Option<&str>) -> Vec<SeasonOption> {
    let Some(now) = super::week::current_week(today) else {
        return Vec::new();
    };
    let (newest, oldest) = (season_of(now), season_of(first_allowed_week(date_of_birth)));
    (oldest..=newest)
        .rev()
        .take(30)
        .map(|season| SeasonOption {
            season,
            label: season_label(season),
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    fn w(s: &str) -> IsoWeek {
        IsoWeek::parse(s).unwrap_or(IsoWeek { year: 0, week: 0 })
    }

    #[test]
    fn a_week_is_in_the_season_of_its_thursday() {
        // 2025-W27: Mon 30 Jun, Thu 3 Jul 2025 → 2025/26; 2025-W26: Thu 26 Jun → 2024/25.
        assert_eq!(season_of(w("2025-W27")), 2025);
        assert_eq!(season_of(w("2025-W26")), 2024);
        assert_eq!(season_of(w("2026-W01")), 2025);
        assert_eq!(season_of(w("2026-W26")), 2025);
        assert_eq!(season_of(w("2026-W27")), 2026);
    }

    #[test]
    fn season_ranges() {
        assert_eq!(
            season_range(2025),
            Some(WeekRange {
                first: "2025-W27".into(),
                last: "2026-W26".into()
            })
        );
        // 2026/27: Thu 2 Jul 2026 is in W27; 2027/28 starts with Thu 1 Jul 2027 (W26), so 2026/27 ends at 2027-W25.
        assert_eq!(
            season_range(2026),
            Some(WeekRange {
                first: "2026-W27".into(),
                last: "2027-W25".into()
            })
        );
        assert_eq!(
            season_range(1999),
            Some(WeekRange {
                first: "2000-W01".into(),
                last: "2000-W26".into()
            })
        );
        assert_eq!(season_range(1998), None);
        assert_eq!(season_label(2025), "2025/26");
        assert_eq!(season_label(1999), "1999/00");
    }

    #[test]
    fn the_14th_birthday_week() {
        // Born 19 Nov 2012 (a Monday in 2026): 14 on Thu 19 Nov 2026, week 47.
        assert_eq!(first_allowed_week(Some("2012-11-19")), w("2026-W47"));
        // 29 Feb 2012 → 1 Mar 2026 (a Sunday, 2026-W09).
        assert_eq!(first_allowed_week(Some("2012-02-29")), w("2026-W09"));
        assert_eq!(first_allowed_week(None), w("2000-W01"));
        assert_eq!(first_allowed_week(Some("1980-01-01")), w("2000-W01"));
        assert_eq!(first_allowed_week(Some("nope")), w("2000-W01"));
    }

    #[test]
    fn bars() {
        let now = Some(w("2026-W48"));
        assert_eq!(week_bar(w("2026-W48"), now, None), None);
        assert_eq!(
            week_bar(w("2026-W49"), now, None),
            Some(WeekBar::InTheFuture)
        );
        assert_eq!(
            week_bar(w("2026-W46"), now, Some("2012-11-19")),
            Some(WeekBar::BeforeFourteen)
        );
        assert_eq!(week_bar(w("2026-W47"), now, Some("2012-11-19")), None);
        assert_eq!(
            week_bar(w("2026-W01"), None, None),
            Some(WeekBar::InTheFuture)
        );
    }

    #[test]
    fn the_picker_offers_the_seasons_past_weeks_newest_first() {
        let weeks = picker_weeks(2026, "2026-11-24", None, &["2026-W45".into()]);
        assert_eq!(weeks.len(), 22); // 2026-W27 … 2026-W48
        assert_eq!(weeks[0].week, "2026-W48");
        assert!(weeks[0].current && !weeks[0].logged);
        assert_eq!(weeks[0].label, "Week 48 · 23–29 Nov 2026");
        assert!(weeks[3].logged);
        assert_eq!(weeks.last().map(|o| o.week.as_str()), Some("2026-W27"));
        assert_eq!(picker_weeks(2025, "2026-11-24", None, &[]).len(), 52);
        assert!(picker_weeks(2027, "2026-11-24", None, &[]).is_empty());
        let young = picker_weeks(2026, "2026-11-24", Some("2012-11-19"), &[]);
        assert_eq!(
            young.iter().map(|o| o.week.as_str()).collect::<Vec<_>>(),
            ["2026-W48", "2026-W47"]
        );
        assert!(picker_weeks(2026, "bad", None, &[]).is_empty());
    }

    #[test]
    fn picker_seasons_newest_first() {
        let s = picker_seasons("2026-11-24", Some("2010-03-01"));
        assert_eq!(
            s.iter().map(|o| o.season).collect::<Vec<_>>(),
            [2026, 2025, 2024, 2023]
        );
        assert_eq!(s[1].label, "2025/26");
        assert_eq!(picker_seasons("2026-11-24", None).len(), 28);
    }
}

#[cfg(test)]
mod props {
    use super::*;
    use proptest::prelude::*;

    proptest! {
        #[test]
        fn every_week_is_in_its_seasons_range(year in 2000u16..2100, week in 1u8..=53) {
            if let Some(x) = IsoWeek::new(year, week) {
                let s = season_of(x);
                let (first, last) = season_weeks(s).unwrap_or((x, x));
                prop_assert!(first <= x && x <= last);
                prop_assert_eq!(season_of(first), s);
                prop_assert_eq!(season_of(last), s);
                // Contiguous: the week after `last` starts the next season.
                prop_assert_eq!(last.plus(1).map(season_of), Some(s + 1));
                let n = first.weeks_until(last) + 1;
                prop_assert!(n == 52 || n == 53 || s == 1999);
            }
        }

        #[test]
        fn picker_weeks_are_allowed_and_in_the_season(season in 1999u16..2030, days in 11_000i64..22_000) {
            let today = date_of(days).to_string();
            for o in picker_weeks(season, &today, Some("2008-05-17"), &[]) {
                let x = IsoWeek::parse(&o.week);
                prop_assert!(x.is_some());
                let x = x.unwrap_or(IsoWeek { year: 0, week: 0 });
                prop_assert_eq!(season_of(x), season);
                prop_assert_eq!(week_bar(x, super::super::week::current_week(&today), Some("2008-05-17")), None);
            }
        }
    }
}
